import Navigation
import RatingsApp
import RosterStore
import RosterStoreTestSupport
import RosterTestSupport
import Testing

@testable import RosterPostgres

/// On a server store as on a file: a name acts on the player with that name, or on nobody,
/// when another roster deletes or puts back an earlier row between the lookup and the read.
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresNameRaceTests {
  let server = PostgresServer.shared!

  @Test func aDeleteByNameNeverDeletesAnotherPlayer() throws {
    let url = try server.database()
    let racing = RacingStore(try PostgresRosterStore(url: url))
    let session = try RatingsApp.launch(store: racing)
    let other = try PostgresRosterStore(url: url)
    let bill = try other.player(at: 0)
    racing.afterNameLookup = { try other.deletePlayer(bill) }
    let error = try #require(throws: NavigationError.self) {
      try session.delete(row: RowReference("Oscar Peterson"))
    }
    #expect(
      error.description.hasSuffix(
        "moved while it was looked up (another roster changed the list); pick again"))
    #expect(
      try other.players(offset: 0, limit: 10).map(\.name) == ["Oscar Peterson", "Dave Brubeck"])

    racing.afterNameLookup = { _ = try other.restorePlayer(bill) }
    #expect(throws: NavigationError.self) { try session.delete(row: RowReference("Dave Brubeck")) }
    #expect(
      try other.players(offset: 0, limit: 10).map(\.name)
        == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
  }

  @Test func selectByNameNeverOpensEditPlayerOnSomeoneElse() throws {
    let url = try server.database()
    let racing = RacingStore(try PostgresRosterStore(url: url))
    let session = try RatingsApp.launch(store: racing)
    let other = try PostgresRosterStore(url: url)
    let bill = try other.player(at: 0)
    racing.afterNameLookup = { try other.deletePlayer(bill) }
    #expect(throws: NavigationError.self) {
      try session.select(row: RowReference("Oscar Peterson"))
    }
    #expect(session.breadcrumb == ["Players"])
  }
}
