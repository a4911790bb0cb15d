import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// What Done and delete acknowledge is on disk: it survives a restart and another connection
/// sees it at once.
@Suite struct PersistenceTests {
  func addRay(_ app: AppHarness) throws {
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("Ray")
    _ = try app.session.open(segue: "PickGame")
    _ = try app.session.select(row: RowReference("Tic-Tac-Toe"))
    _ = try app.session.tap(button: "Done")
  }

  @Test func aPlayerAddedSurvivesReopeningTheStore() throws {
    let path = TemporaryFile.path("reopen")
    defer { TemporaryFile.remove(path) }
    do {
      let app = try AppHarness(store: SQLiteRosterStore(path: path))
      try addRay(app)
      _ = try app.session.delete(row: RowReference("Oscar Peterson"))
    }
    let reopened = try AppHarness(store: SQLiteRosterStore(path: path))
    #expect(
      reopened.rows == [
        "Bill Evans / Tic-Tac-Toe / ★★★★☆",
        "Dave Brubeck / Texas Hold’em Poker / ★★☆☆☆",
        "Ray / Tic-Tac-Toe / ★☆☆☆☆",
      ])
  }

  @Test func doneIsCommittedBeforeItReturns() throws {
    let path = TemporaryFile.path("commit")
    defer { TemporaryFile.remove(path) }
    let app = try AppHarness(store: SQLiteRosterStore(path: path))
    let observer = try SQLiteRosterStore(path: path, readOnly: true)
    try addRay(app)
    #expect(try observer.playerCount() == 4)
    #expect(try observer.player(at: 3).name == "Ray")
    _ = try app.session.delete(row: RowReference("Ray"))
    #expect(try observer.playerCount() == 3)
  }

  @Test func anEditSurvivesReopeningTheStore() throws {
    let path = TemporaryFile.path("edit")
    defer { TemporaryFile.remove(path) }
    do {
      let app = try AppHarness(store: SQLiteRosterStore(path: path))
      _ = try app.session.select(row: RowReference("Dave Brubeck"))
      _ = try app.session.open(segue: "PickRating")
      _ = try app.session.select(row: RowReference("5"))
      _ = try app.session.tap(button: "Done")
    }
    let reopened = try AppHarness(store: SQLiteRosterStore(path: path))
    #expect(reopened.rows[2] == "Dave Brubeck / Texas Hold’em Poker / ★★★★★")
  }

  @Test func aStoreThatRefusesChangesRefusesTheSwipeAndDoneWithItsMessage() throws {
    let path = TemporaryFile.path("read-only")
    defer { TemporaryFile.remove(path) }
    _ = try SQLiteRosterStore(path: path)
    let app = try AppHarness(store: SQLiteRosterStore(path: path, readOnly: true))
    let deleteError = try #require(throws: NavigationError.self) {
      try app.session.delete(row: RowReference("1"))
    }
    #expect(deleteError.description.contains("read-only"))
    #expect(app.rows.count == 3)

    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("Ray")
    let doneError = try #require(throws: NavigationError.self) {
      try app.session.tap(button: "Done")
    }
    #expect(doneError.description.contains("read-only"))
    #expect(app.session.breadcrumb == ["Players", "Add Player"])
    #expect(try app.store.playerCount() == 3)
  }
}
