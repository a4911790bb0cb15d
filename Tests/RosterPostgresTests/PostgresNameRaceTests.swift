import Navigation
import RatingsApp
import RosterModel
import RosterSQLite
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
    let change = try session.delete(row: RowReference("Oscar Peterson"))
    #expect(change.summary == "deleted \"Oscar Peterson\" (was row 1)")
    #expect(try other.players(offset: 0, limit: 10).map(\.name) == ["Dave Brubeck"])

    racing.afterNameLookup = { _ = try other.restorePlayer(bill) }
    _ = try session.delete(row: RowReference("Dave Brubeck"))
    #expect(try other.players(offset: 0, limit: 10).map(\.name) == ["Bill Evans"])
  }

  @Test func aNameWhoseRowKeepsMovingIsRefused() throws {
    let url = try server.database()
    let racing = RacingStore(try PostgresRosterStore(url: url))
    let session = try RatingsApp.launch(store: racing)
    let other = try PostgresRosterStore(url: url)
    let bill = try other.player(at: 0)
    var billIsThere = true
    racing.afterEveryNameLookup = {
      if billIsThere { try other.deletePlayer(bill) } else { _ = try other.restorePlayer(bill) }
      billIsThere.toggle()
    }
    let error = try #require(throws: NavigationError.self) {
      try session.delete(row: RowReference("Oscar Peterson"))
    }
    #expect(
      error.description.hasSuffix(
        "moved while it was looked up (another roster changed the list); pick again"))
    #expect(try other.players(offset: 0, limit: 10).map(\.name).contains("Oscar Peterson"))
  }

  @Test func selectByNameNeverOpensEditPlayerOnSomeoneElse() throws {
    let url = try server.database()
    let racing = RacingStore(try PostgresRosterStore(url: url))
    let session = try RatingsApp.launch(store: racing)
    let other = try PostgresRosterStore(url: url)
    let bill = try other.player(at: 0)
    racing.afterNameLookup = { try other.deletePlayer(bill) }
    _ = try session.select(row: RowReference("Oscar Peterson"))
    #expect(session.breadcrumb.last != "Players")
  }
}
