import Navigation
import RosterModel
import RosterSupport

/// Games (its own storyboard): the catalog with how many players play each game; `+` adds a
/// game (AddGame); selecting a game expands its row with the scene-dock view listing who plays
/// it, one expanded row at a time; a game nobody plays can be deleted.
final class GamesViewController: ViewController, AddGameViewControllerDelegate,
  StoreUndoRegistering
{
  /// How many names the expanded row lists before "… and N more".
  static let listedPlayers = 10

  /// Handed over by the app delegate at launch.
  var store: (any RosterStoring)? {
    didSet { version = nil }
  }
  /// The catalog as last read, refreshed when the store's data version moves.
  private var games: [Game] = []
  private var version: DataVersion?
  /// The game whose row shows the dock view; nil when every row is collapsed.
  private(set) var expandedGame: String?
  /// Whether the expanded row's list failed to read since the last count (drawn afresh next
  /// time).
  private var listReadFailed = false

  // Outlets, connected in Games.storyboard: a dock view, not in the view hierarchy until a
  // row expands.
  var playersView: View? { outlet("playersView", as: View.self) }
  var playersLabel: Label? { outlet("playersLabel", as: Label.self) }

  /// The store's data version: the shell redraws when the roster changed, here or in another
  /// shell (nil when it can't be read: drawn afresh, showing the failure).
  override var contentVersion: [Int64]? {
    guard !listReadFailed, let version = try? store?.dataVersion() else { return nil }
    return [version.external, Int64(version.local)]
  }

  // MARK: - Table

  override func numberOfSections(in tableView: TableView) -> Int { 1 }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    listReadFailed = false
    refresh()
    return games.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    refresh()
    let cell = tableView.dequeueReusableCell(withIdentifier: "GameCell", for: indexPath)
    guard games.indices.contains(indexPath.row) else { return cell }
    let game = games[indexPath.row]
    cell.identity = game.name
    cell.textLabel?.text = game.name
    cell.detailTextLabel?.text = Self.describe(playerCount: game.playerCount)
    if game.name == expandedGame, let playersView {
      fill(playersView, for: game)
      cell.expandedView = playersView
    }
    return cell
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let name = gameName(at: indexPath) else { return }
    // Selecting the expanded row collapses it; another row moves the expansion there.
    expandedGame = expandedGame == name ? nil : name
    tableView.reloadData()
  }

  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    // Every game offers Delete; the store refuses a game still played, saying how many.
    store != nil && games.indices.contains(indexPath.row)
  }

  override func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let store, let name = gameName(at: indexPath) else { return }
    do throws(RosterStoreError) {
      try store.deleteGame(name)
      // Nobody played it, so putting the name back is the whole undo.
      registerUndo(named: "the delete of the game \(VisibleText.quoted(name))") {
        store throws(RosterStoreError) in try store.addGame(name)
      }
      if expandedGame == name { expandedGame = nil }
      version = nil
      tableView.deleteRows(at: [indexPath])
    } catch {
      // e.g. "cannot delete "Chess": 2 players still play it; …": the swipe fails, the row
      // stays.
      reportFailure(NavigationError(storeError: error))
    }
  }

  /// The game a row shows: the name its cell was made with (the one the session checked against
  /// what the shell drew), else the catalog as last read.
  private func gameName(at indexPath: IndexPath) -> String? {
    if let name = tableView?.cellForRow(at: indexPath)?.identity { return name }
    return games.indices.contains(indexPath.row) ? games[indexPath.row].name : nil
  }

  /// The row of the game with this name (the identity its cells carry).
  override func rowIndex(forIdentity identity: String) -> IndexPath? {
    refresh()
    return games.firstIndex { $0.name == identity }.map { IndexPath(row: $0, section: 0) }
  }

  /// "1 player", "3 players", "no players".
  static func describe(playerCount count: Int) -> String {
    switch count {
    case 0: return "no players"
    case 1: return "1 player"
    default: return "\(NumberText.grouped(count)) players"
    }
  }

  /// Fills the dock view with the names of the players who play `game`.
  private func fill(_ view: View, for game: Game) {
    guard let store else { return }
    let header = view.labels.first?.text ?? "Played by"
    do throws(RosterStoreError) {
      let names = try store.players(playing: game.name, limit: Self.listedPlayers).map(\.name)
      var lines = names.isEmpty ? ["Nobody plays \(game.name) yet"] : names
      if game.playerCount > names.count {
        lines.append("… and \(NumberText.grouped(game.playerCount - names.count)) more")
      }
      playersLabel?.text = lines.joined(separator: ", ")
      view.lines = [header] + lines
    } catch {
      listReadFailed = true
      view.lines = [header, NavigationError(storeError: error).description]
    }
  }

  private func refresh() {
    guard let store else { return }
    do throws(RosterStoreError) {
      let current = try store.dataVersion()
      guard current != version else { return }
      games = try store.games()
      version = current
      if let expandedGame, !games.contains(where: { $0.name == expandedGame }) {
        self.expandedGame = nil
      }
    } catch {
      reportFailure(NavigationError(storeError: error))
    }
  }

  // MARK: - Segues

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    guard segue.identifier == "AddGame",
      let navigation = segue.destination as? NavigationController,
      let addGame = navigation.topViewController as? AddGameViewController
    else { return }
    addGame.delegate = self
  }

  // MARK: - AddGameViewControllerDelegate

  func addGameViewControllerDidCancel(_ controller: AddGameViewController) {
    trace("addGameViewControllerDidCancel(_:)")
    dismiss(animated: true)
  }

  func addGameViewController(_ controller: AddGameViewController, didAddGame name: String) throws {
    trace("addGameViewController(_:didAddGame:)", name)
    guard let store else {
      throw NavigationError(
        "Games has no store to save to", fix: "launch the app with RatingsApp.launch(store:)")
    }
    do throws(RosterStoreError) {
      let added = try store.addGame(name)
      registerUndo(named: "the add of the game \(VisibleText.quoted(added.name))") {
        store throws(RosterStoreError) in try store.deleteGame(added.name)
      }
    } catch {
      throw NavigationError(storeError: error)
    }
    version = nil
    tableView?.reloadData()
    dismiss(animated: true)
  }

  /// A catalog change taken back (`registerUndo`): the catalog is read again.
  func storeChangedByUndo() { version = nil }
}
