import Navigation
import RosterStore
import RosterStoreTestSupport
import Testing

@testable import RatingsApp

/// A name acts on the player with that name, or on nobody: another roster may delete or add a
/// row between the moment a name is looked up and the moment its row is read.
@Suite struct NameRaceTests {
  /// The app on one connection to a new store file at `path` (racing: the hook runs between
  /// lookup and read) and a second connection to the same file.
  func racingApp(_ path: String) throws -> (Session, RacingStore, RosterStore) {
    let racing = RacingStore(try RosterStore(path: path))
    let session = try RatingsApp.launch(store: racing)
    return (session, racing, try RosterStore(path: path))
  }

  @Test func aDeleteByNameNeverDeletesTheNextPlayerWhenAnEarlierRowGoes() throws {
    let path = TemporaryFile.path("name-race-delete")
    defer { TemporaryFile.remove(path) }
    let (session, racing, other) = try racingApp(path)
    let bill = try #require(try other.player(id: 1))
    racing.afterNameLookup = { try other.deletePlayer(bill) }
    let error = try #require(throws: NavigationError.self) {
      try session.delete(row: RowReference("Oscar Peterson"))
    }
    #expect(
      error.description
        == "\"Oscar Peterson\" moved while it was looked up (another roster changed the list); "
        + "pick again")
    #expect(
      try other.players(offset: 0, limit: 10).map(\.name) == ["Oscar Peterson", "Dave Brubeck"])
    // Asked again, the name finds its player.
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
    #expect(throws: NavigationError.self) {
      try session.delete(row: RowReference("Dave Brubeck"))
    }
    #expect(
      try other.players(offset: 0, limit: 10).map(\.name)
        == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
  }

  @Test func selectByNameNeverOpensEditPlayerOnSomeoneElse() throws {
    let path = TemporaryFile.path("name-race-select")
    defer { TemporaryFile.remove(path) }
    let (session, racing, other) = try racingApp(path)
    let bill = try #require(try other.player(id: 1))
    racing.afterNameLookup = { try other.deletePlayer(bill) }
    let error = try #require(throws: NavigationError.self) {
      try session.select(row: RowReference("Oscar Peterson"))
    }
    #expect(error.description.hasSuffix("pick again"))
    #expect(session.breadcrumb == ["Players"])
    _ = try session.select(row: RowReference("Oscar Peterson"))
    let details = try #require(session.visibleController as? PlayerDetailsViewController)
    #expect(details.playerToEdit?.name == "Oscar Peterson")
  }
}
