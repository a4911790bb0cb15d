import Navigation
import Testing

@testable import RatingsApp
@testable import RosterModel
@testable import RosterSQLite

/// What `undo` takes back: a busy store keeps the undo for later, a Done that changed nothing
/// is no step, and a game's delete and add are undone like a player's.
@Suite struct UndoTests {
  @Test func anUndoGivenUpWhileTheStoreIsBusyIsKept() throws {
    let path = TemporaryFile.path("undo-busy")
    defer { TemporaryFile.remove(path) }
    let app = try AppHarness(store: SQLiteRosterStore(path: path))
    _ = try app.session.delete(row: RowReference("Dave Brubeck"))
    // Another roster holds the write lock; this one gives up at once (Ctrl-C).
    let other = try SQLiteConnection(path: path)
    try other.execute("BEGIN IMMEDIATE")
    app.store.onLockWait({}, giveUp: { true })
    let error = try #require(throws: NavigationError.self) { try app.session.undo() }
    #expect(error.description.hasPrefix("cannot undo the delete of \"Dave Brubeck\" yet: gave up"))
    #expect(error.description.hasSuffix("undo keeps it: type undo again when the store is free"))
    try other.execute("COMMIT")
    #expect(try app.session.undo().summary == "undid the delete of \"Dave Brubeck\"")
    #expect(app.texts == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
  }

  @Test func aDoneThatChangesNothingIsNoStepToUndo() throws {
    let app = try AppHarness()
    _ = try app.session.delete(row: RowReference("Dave Brubeck"))
    let version = try app.store.dataVersion()
    _ = try app.session.select(row: RowReference("Bill Evans"))
    _ = try app.session.tap(button: "Done")
    #expect(app.session.breadcrumb == ["Players"])
    #expect(try app.store.dataVersion() == version)
    #expect(try app.session.undo().summary == "undid the delete of \"Dave Brubeck\"")
  }

  @Test func aGamesDeleteAndAddAreUndone() throws {
    let app = try AppHarness()
    _ = try app.session.selectTab("Games")
    _ = try app.session.delete(row: RowReference("Russian Roulette"))
    #expect(!app.texts.contains("Russian Roulette"))
    #expect(try app.session.undo().summary == "undid the delete of the game \"Russian Roulette\"")
    #expect(app.texts.contains("Russian Roulette"))
    #expect(try app.store.gameCount() == 6)

    _ = try app.store.deletePlayer(try #require(try app.store.player(id: 3)))
    _ = try app.session.delete(row: RowReference("Texas Hold\u{2019}em Poker"))
    _ = try app.store.addGame("Texas Hold\u{2019}em Poker")
    let error = try #require(throws: NavigationError.self) { try app.session.undo() }
    #expect(
      error.description
        == "cannot undo the delete of the game \"Texas Hold\u{2019}em Poker\": another roster "
        + "added \"Texas Hold\u{2019}em Poker\" again since; nothing was changed")
  }
}
