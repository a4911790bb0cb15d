import Navigation
import RosterModel
import RosterSQLite
import Storyboard

@testable import RatingsApp

/// The app on a fresh in-memory store (the sample data), driven as the shell drives it.
struct AppHarness {
  let store: SQLiteRosterStore
  let session: Session

  init(store: SQLiteRosterStore? = nil, catalog: StoryboardCatalog? = nil) throws {
    let store = try store ?? SQLiteRosterStore.inMemory()
    self.store = store
    session = try RatingsApp.launch(store: store, catalog: catalog)
  }

  /// The visible rows as `text / detail`, with the image drawn as stars when it is a rating.
  var rows: [String] {
    session.snapshot().rows.map { row in
      var parts = [row.text ?? "", row.detail ?? ""]
      if let image = row.imageName { parts.append(StarRating.stars(forImageName: image) ?? image) }
      return parts.joined(separator: " / ")
    }
  }

  /// The visible rows' texts.
  var texts: [String] { session.snapshot().rows.map { $0.text ?? "" } }

  /// The visible scene's title.
  var scene: String { session.snapshot().title }

  /// The visible controller, as its class.
  func visible<T: ViewController>(_ type: T.Type) -> T? { session.visibleController as? T }

  /// Trace lines (`Class.method detail`) recorded since `mark`.
  func trace(since mark: Int) -> [String] { session.events(since: mark).map(\.description) }

  /// `Class.method` of every trace line since `mark` (details dropped).
  func calls(since mark: Int) -> [String] {
    session.events(since: mark).map { "\($0.className).\($0.method)" }
  }

  /// Every player in the store, in roster order.
  func storedPlayers() throws -> [Player] {
    try store.players(offset: 0, limit: 1000)
  }
}
