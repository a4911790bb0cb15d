import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// Two rosters (apps on two connections) on one store file: an edit is saved only if the
/// player is as the editor loaded it, and a row number drawn earlier never hits another row.
@Suite struct TwoRostersTests {
  /// Two apps on one new store file at `path`.
  func twoApps(_ path: String) throws -> (AppHarness, AppHarness) {
    (
      try AppHarness(store: SQLiteRosterStore(path: path)),
      try AppHarness(store: SQLiteRosterStore(path: path))
    )
  }

  /// In `app`, sets the rating of the player on row `row` (1-based) through Edit Player.
  func rate(_ app: AppHarness, row: Int, _ rating: Int) throws {
    _ = try app.session.select(row: .number(row))
    _ = try app.session.open(segue: "PickRating")
    _ = try app.session.select(row: .number(rating))
    _ = try app.session.tap(button: "Done")
  }

  /// Row `number` of `app`'s scene as drawn now, as the shell remembers it.
  func drawn(_ app: AppHarness, _ number: Int) throws -> DrawnRow {
    let row = try #require(app.session.snapshot().rows.first { $0.number == number })
    return try #require(DrawnRow(row))
  }

  @Test func anEditorsSaveDoesNotPutBackAnotherRostersChange() throws {
    let path = TemporaryFile.path("lost-update")
    defer { TemporaryFile.remove(path) }
    let (one, two) = try twoApps(path)
    _ = try one.session.select(row: RowReference("Bill Evans"))
    try rate(two, row: 1, 2)
    _ = try one.session.select(row: .number(1))
    _ = try one.session.clear()
    _ = try one.session.type("Bill E")
    let error = try #require(throws: NavigationError.self) {
      try one.session.tap(button: "Done")
    }
    #expect(
      error.description
        == "not saved: \"Bill Evans\" was changed in another roster since you opened it "
        + "(rating 4 → 2); tap Cancel and open it again")
    // The editor stays open with the typed name; the store keeps the other roster's rating.
    #expect(one.session.breadcrumb == ["Players", "Edit Player"])
    #expect(one.visible(PlayerDetailsViewController.self)?.trimmedName == "Bill E")
    #expect(
      try one.storedPlayers()[0]
        == Player(
          id: 1, name: "Bill Evans", game: "Tic-Tac-Toe", rating: 2))
    // Cancel and open it again: the rename is saved on top of the new rating.
    _ = try one.session.tap(button: "Cancel")
    _ = try one.session.select(row: .number(1))
    _ = try one.session.select(row: .number(1))
    _ = try one.session.clear()
    _ = try one.session.type("Bill E")
    _ = try one.session.tap(button: "Done")
    #expect(two.rows[0] == "Bill E / Tic-Tac-Toe / ★★☆☆☆")
  }

  @Test func anEditorsSaveOfAPlayerDeletedElsewhereIsRefused() throws {
    let path = TemporaryFile.path("deleted-while-editing")
    defer { TemporaryFile.remove(path) }
    let (one, two) = try twoApps(path)
    _ = try one.session.select(row: RowReference("Oscar Peterson"))
    _ = try two.session.delete(row: RowReference("Oscar Peterson"))
    _ = try one.session.open(segue: "PickRating")
    _ = try one.session.select(row: .number(1))
    let error = try #require(throws: NavigationError.self) {
      try one.session.tap(button: "Done")
    }
    #expect(
      error.description
        == "not saved: \"Oscar Peterson\" was deleted in another roster; tap Cancel to leave")
    #expect(one.session.breadcrumb == ["Players", "Edit Player"])
    #expect(try one.storedPlayers().map(\.name) == ["Bill Evans", "Dave Brubeck"])
  }

  @Test func aDeleteByADrawnRowNumberThatNowHoldsSomeoneElseIsRefused() throws {
    let path = TemporaryFile.path("stale-delete")
    defer { TemporaryFile.remove(path) }
    let (one, two) = try twoApps(path)
    _ = try one.store.addPlayer(name: "Ray", game: "Chess", rating: 3)
    let ray = try drawn(one, 4)
    #expect(ray.text == "Ray")
    _ = try two.session.delete(row: RowReference("Ray"))
    _ = try two.store.addPlayer(name: "Zed", game: "Chess", rating: 1)
    let error = try #require(throws: NavigationError.self) {
      try one.session.delete(row: .number(4), drawn: ray)
    }
    #expect(
      error.description
        == "row 4 was \"Ray\", who is no longer there; the list is redrawn — pick again")
    #expect(error.drawingIsStale)
    #expect(two.texts == ["Bill Evans", "Oscar Peterson", "Dave Brubeck", "Zed"])
    // Drawn again, row 4 is Zed: now it is what the number means.
    let change = try one.session.delete(row: .number(4), drawn: try drawn(one, 4))
    #expect(change.summary == "deleted \"Zed\" (was row 4)")
    #expect(two.texts == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
  }

  @Test func aSelectByADrawnRowNumberWhosePlayerMovedIsRefused() throws {
    let path = TemporaryFile.path("stale-select")
    defer { TemporaryFile.remove(path) }
    let (one, two) = try twoApps(path)
    let dave = try drawn(one, 3)
    _ = try two.session.delete(row: RowReference("Oscar Peterson"))
    _ = try two.store.addPlayer(name: "Zed", game: "Chess", rating: 1)
    let error = try #require(throws: NavigationError.self) {
      try one.session.select(row: .number(3), drawn: dave)
    }
    #expect(
      error.description
        == "row 3 was \"Dave Brubeck\", who is now row 2; the list is redrawn — pick again")
    #expect(one.session.breadcrumb == ["Players"])
    // A number whose row still holds the player drawn is fine, even changed elsewhere.
    let bill = try drawn(one, 1)
    try rate(two, row: 1, 5)
    _ = try one.session.select(row: .number(1), drawn: bill)
    #expect(one.session.breadcrumb == ["Players", "Edit Player"])
  }

  @Test func aGameRowDrawnBeforeAnotherRosterAddedAGameIsRefused() throws {
    let path = TemporaryFile.path("stale-game")
    defer { TemporaryFile.remove(path) }
    let (one, two) = try twoApps(path)
    _ = try one.session.selectTab("Games")
    let chess = try drawn(one, 2)
    #expect(chess.text == "Chess")
    _ = try two.store.addGame("Backgammon")
    let error = try #require(throws: NavigationError.self) {
      try one.session.delete(row: .number(2), drawn: chess)
    }
    #expect(
      error.description
        == "row 2 was \"Chess\", who is now row 3; the list is redrawn — pick again")
    #expect(try two.store.gameCount() == 7)
    let select = try #require(throws: NavigationError.self) {
      try one.session.select(row: .number(2), drawn: chess)
    }
    #expect(select.drawingIsStale)
    #expect(one.visible(GamesViewController.self)?.expandedGame == nil)
  }

  /// `delete` had no undo. Undo takes back this roster's last change: a deleted
  /// player comes back with name, game, rating and place; an add and an edit are taken back.
  @Test func undoTakesBackADeleteAnAddAndAnEdit() throws {
    let path = TemporaryFile.path("undo")
    defer { TemporaryFile.remove(path) }
    let (one, two) = try twoApps(path)
    let before = try one.storedPlayers()
    _ = try one.session.delete(row: RowReference("Oscar Peterson"))
    var change = try one.session.undo()
    #expect(change.summary == "undid the delete of \"Oscar Peterson\"")
    #expect(try one.storedPlayers() == before)
    #expect(one.rows[1] == "Oscar Peterson / Spin the Bottle / ★★★★★")
    #expect(two.rows[1] == "Oscar Peterson / Spin the Bottle / ★★★★★")

    try rate(one, row: 1, 2)
    _ = try one.session.open(segue: "AddPlayer")
    _ = try one.session.type("Ray")
    _ = try one.session.tap(button: "Done")
    change = try one.session.undo()
    #expect(change.summary == "undid the add of \"Ray\"")
    change = try one.session.undo()
    #expect(change.summary == "undid the edit of \"Bill Evans\"")
    #expect(try one.storedPlayers() == before)
    let error = try #require(throws: NavigationError.self) { try one.session.undo() }
    #expect(
      error.description == "nothing to undo; undo takes back this shell's last delete, add or edit")
  }

  /// Two rosters on one store: an undo never puts back what is older than another roster's
  /// change. Refused, it writes nothing and is dropped, so the change before it is next.
  @Test func undoNeverGoesOverAnotherRostersLaterChange() throws {
    let path = TemporaryFile.path("undo-conflict")
    defer { TemporaryFile.remove(path) }
    let (one, two) = try twoApps(path)
    _ = try one.session.delete(row: RowReference("Dave Brubeck"))
    try rate(one, row: 1, 2)
    try rate(two, row: 1, 3)
    var error = try #require(throws: NavigationError.self) { try one.session.undo() }
    #expect(
      error.description
        == "cannot undo the edit of \"Bill Evans\": another roster changed \"Bill Evans\" since "
        + "(rating 2 → 3); nothing was changed")
    #expect(try two.storedPlayers().first?.rating == 3)
    // The delete before it is next, and still safe: Dave comes back.
    #expect(try one.session.undo().summary == "undid the delete of \"Dave Brubeck\"")
    #expect(
      try two.storedPlayers().map(\.name) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])

    _ = try one.session.open(segue: "AddPlayer")
    _ = try one.session.type("Ray")
    _ = try one.session.tap(button: "Done")
    _ = try two.session.delete(row: RowReference("Ray"))
    error = try #require(throws: NavigationError.self) { try one.session.undo() }
    #expect(
      error.description
        == "cannot undo the add of \"Ray\": another roster deleted \"Ray\" since; nothing was "
        + "changed")
  }
}
