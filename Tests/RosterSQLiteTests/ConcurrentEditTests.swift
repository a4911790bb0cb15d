import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// Two connections on one file: an edit is saved only if nobody changed the player since the
/// editor read it, so one roster never silently puts back another's change.
@Suite struct ConcurrentEditTests {
  /// Two connections on a new store file in `dir` (the sample players).
  func twoConnections(in dir: TemporaryDirectory) throws -> (SQLiteRosterStore, SQLiteRosterStore) {
    let path = dir.file("roster.sqlite")
    return (try SQLiteRosterStore(path: path), try SQLiteRosterStore(path: path))
  }

  @Test func anEditLoadedBeforeAnotherConnectionsChangeIsRefused() throws {
    let dir = TemporaryDirectory()
    let (one, two) = try twoConnections(in: dir)
    let loaded = try one.player(at: 0)
    var rated = try two.player(at: 0)
    rated.rating = 2
    try two.updatePlayer(rated, original: rated.with(rating: 4))
    var renamed = loaded
    renamed.name = "Bill E"
    let error = try #require(throws: RosterStoreError.self) {
      try one.updatePlayer(renamed, original: loaded)
    }
    #expect(error == .changedElsewhere(original: loaded, current: rated))
    #expect(
      error.message
        == "not saved: \"Bill Evans\" was changed in another roster since you opened it "
        + "(rating 4 → 2); tap Cancel and open it again")
    // The other connection's rating stands, and nothing of the refused edit was written.
    #expect(try one.player(at: 0) == rated)
    #expect(try two.player(at: 0) == rated)
  }

  @Test func anEditReloadedAfterTheChangeIsSaved() throws {
    let dir = TemporaryDirectory()
    let (one, two) = try twoConnections(in: dir)
    var rated = try two.player(at: 0)
    rated.rating = 2
    try two.updatePlayer(rated, original: try two.player(at: 0))
    let reloaded = try one.player(at: 0)
    var renamed = reloaded
    renamed.name = "Bill E"
    #expect(try one.updatePlayer(renamed, original: reloaded) == renamed)
    #expect(try two.player(at: 0).rating == 2)
  }

  @Test func anEditOfAPlayerDeletedElsewhereIsRefused() throws {
    let dir = TemporaryDirectory()
    let (one, two) = try twoConnections(in: dir)
    let loaded = try one.player(at: 1)
    try two.deletePlayer(try two.player(at: 1))
    var edited = loaded
    edited.rating = 1
    let error = try #require(throws: RosterStoreError.self) {
      try one.updatePlayer(edited, original: loaded)
    }
    #expect(
      error.message
        == "not saved: \"Oscar Peterson\" was deleted in another roster; tap Cancel to leave")
    #expect(try one.playerCount() == 2)
    #expect(try one.player(id: loaded.id) == nil)
  }

  @Test func theRefusalNamesEveryChangeAndNoId() throws {
    let dir = TemporaryDirectory()
    let (one, two) = try twoConnections(in: dir)
    let loaded = try one.player(at: 2)
    let changed = Player(id: loaded.id, name: "Dave B", game: "Chess", rating: 3)
    try two.updatePlayer(changed, original: loaded)
    let error = try #require(throws: RosterStoreError.self) {
      try one.updatePlayer(loaded.with(rating: 5), original: loaded)
    }
    #expect(
      error.message
        == "not saved: \"Dave Brubeck\" was changed in another roster since you opened it "
        + "(name \"Dave Brubeck\" → \"Dave B\", game \"Texas Hold’em Poker\" → \"Chess\", "
        + "rating 2 → 3); tap Cancel and open it again")
  }

  @Test func deletingAPlayerDeletedElsewhereNamesItWithoutItsId() throws {
    let dir = TemporaryDirectory()
    let (one, two) = try twoConnections(in: dir)
    let loaded = try one.player(at: 0)
    try two.deletePlayer(loaded)
    let error = try #require(throws: RosterStoreError.self) { try one.deletePlayer(loaded) }
    #expect(error == .noSuchPlayer(name: "Bill Evans"))
    #expect(!error.message.contains("#"))
    // The advice was "redraw and try again", which names no command.
    #expect(
      error.message
        == "\"Bill Evans\" is no longer on the roster (deleted in another roster?); show draws "
        + "the roster as it is now")
  }
}

extension Player {
  /// The same player with another rating.
  fileprivate func with(rating: Int) -> Player {
    var copy = self
    copy.rating = rating
    return copy
  }
}
