import Navigation
import RosterModel
import RosterSQLite
import RosterStoreTestSupport
import Testing

@testable import RatingsApp

/// A name acts on the player with that name, or on nobody: another roster may delete or add a
/// row between the moment a name is looked up and the moment its row is read.
@Suite struct NameRaceTests {
  /// The app on one connection to a new store file at `path` (racing: the hook runs between
  /// lookup and read) and a second connection to the same file.
  func racingApp(_ path: String) throws -> (Session, RacingStore, SQLiteRosterStore) {
    let racing = RacingStore(try SQLiteRosterStore(path: path))
    let session = try RatingsApp.launch(store: racing)
    return (session, racing, try SQLiteRosterStore(path: path))
  }

  @Test func aDeleteByNameNeverDeletesTheNextPlayerWhenAnEarlierRowGoes() throws {
    let path = TemporaryFile.path("name-race-delete")
    defer { TemporaryFile.remove(path) }
    let (session, racing, other) = try racingApp(path)
    let bill = try #require(try other.player(id: 1))
    racing.afterNameLookup = { try other.deletePlayer(bill) }
    // The row moved up under the name: it is looked up again and that player goes.
    let change = try session.delete(row: RowReference("Oscar Peterson"))
    #expect(change.summary == "deleted \"Oscar Peterson\" (was row 1)")
    #expect(try other.players(offset: 0, limit: 10).map(\.name) == ["Dave Brubeck"])
  }

  /// The lookup again starts a new turn only inside one: outside the shell's turns (explore,
  /// the session's API) it used to end a turn nobody began and begin one nobody ended, which
  /// left a PostgreSQL store answering from what it read then.
  @Test func aNameLookedUpAgainOutsideATurnOpensNoTurn() throws {
    let path = TemporaryFile.path("name-race-turns")
    defer { TemporaryFile.remove(path) }
    let (session, racing, other) = try racingApp(path)
    var depth = 0
    var lowest = 0
    session.turnObserver = (
      { depth += 1 },
      {
        depth -= 1
        lowest = min(lowest, depth)
      }
    )
    let bill = try #require(try other.player(id: 1))
    racing.afterNameLookup = { try other.deletePlayer(bill) }
    _ = try session.delete(row: RowReference("Oscar Peterson"))
    #expect(depth == 0 && lowest == 0)
    // Inside a turn, the look again keeps it open.
    racing.afterNameLookup = { _ = try other.restorePlayer(bill) }
    lowest = 0
    session.beginTurn()
    _ = try session.delete(row: RowReference("Dave Brubeck"))
    #expect(depth == 1 && lowest == 0)
    session.endTurn()
  }

  @Test func aDeleteByNameNeverDeletesThePreviousPlayerWhenAnEarlierRowComesBack() throws {
    let path = TemporaryFile.path("name-race-restore")
    defer { TemporaryFile.remove(path) }
    let (session, racing, other) = try racingApp(path)
    let bill = try #require(try other.player(id: 1))
    try other.deletePlayer(bill)
    racing.afterNameLookup = { _ = try other.restorePlayer(bill) }
    let change = try session.delete(row: RowReference("Dave Brubeck"))
    #expect(change.summary == "deleted \"Dave Brubeck\" (was row 3)")
    #expect(
      try other.players(offset: 0, limit: 10).map(\.name) == ["Bill Evans", "Oscar Peterson"])
  }

  @Test func aNameWhoseRowKeepsMovingIsRefusedAndNothingIsDeleted() throws {
    let path = TemporaryFile.path("name-race-churn")
    defer { TemporaryFile.remove(path) }
    let (session, racing, other) = try racingApp(path)
    let bill = try #require(try other.player(id: 1))
    // Another roster deletes and restores the first row between every lookup and its read.
    var billIsThere = true
    racing.afterEveryNameLookup = {
      if billIsThere { try other.deletePlayer(bill) } else { _ = try other.restorePlayer(bill) }
      billIsThere.toggle()
    }
    let error = try #require(throws: NavigationError.self) {
      try session.delete(row: RowReference("Oscar Peterson"))
    }
    #expect(
      error.description
        == "\"Oscar Peterson\" moved while it was looked up (another roster changed the list); "
        + "pick again")
    racing.afterEveryNameLookup = nil
    let names = try other.players(offset: 0, limit: 10).map(\.name)
    #expect(names.contains("Oscar Peterson") && names.contains("Dave Brubeck"))
    // Once the list holds still, the name finds its player.
    _ = try session.delete(row: RowReference("Oscar Peterson"))
    #expect(!(try other.players(offset: 0, limit: 10).map(\.name).contains("Oscar Peterson")))
  }

  @Test func selectByNameNeverOpensEditPlayerOnSomeoneElse() throws {
    let path = TemporaryFile.path("name-race-select")
    defer { TemporaryFile.remove(path) }
    let (session, racing, other) = try racingApp(path)
    let bill = try #require(try other.player(id: 1))
    racing.afterNameLookup = { try other.deletePlayer(bill) }
    _ = try session.select(row: RowReference("Oscar Peterson"))
    let details = try #require(session.visibleController as? PlayerDetailsViewController)
    #expect(details.playerToEdit?.name == "Oscar Peterson")
  }
}
