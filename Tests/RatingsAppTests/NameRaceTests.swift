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
