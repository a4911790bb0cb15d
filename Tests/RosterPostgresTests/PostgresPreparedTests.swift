import RosterModel
import RosterTestSupport
import Testing

@testable import RosterPostgres

/// The add's statements are prepared once a server session and executed after that, so the
/// server plans them once (planning cost it more than running them), still in one round trip;
/// a session that lost them, or a batch that failed while preparing, prepares them again.
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresPreparedTests {
  let server = PostgresServer.shared!

  /// The names of the statements the store's own session holds prepared.
  func prepared(_ store: PostgresRosterStore) throws -> [String] {
    try store.db.query("SELECT name FROM pg_prepared_statements ORDER BY name").compactMap { $0[0] }
  }

  @Test func addsPrepareTheirStatementsOnceASession() throws {
    let store = try PostgresRosterStore(url: try server.database())
    for (index, name) in ["Ann", "Bea", "Cy"].enumerated() {
      let start = store.db.roundTrips
      try store.addPlayer(name: name, game: "chess", rating: index + 1)
      #expect(store.db.roundTrips - start == 1)
    }
    #expect(try prepared(store).count == 3)
    #expect(try store.playerCount() == 6)
    let index = try #require(try store.indexOfPlayer(named: "Cy"))
    #expect(try store.player(at: index).rating == 3)
  }

  @Test func aSessionThatLostItsStatementsPreparesThemAgain() throws {
    let store = try PostgresRosterStore(url: try server.database())
    try store.addPlayer(name: "Ann", game: "Chess", rating: 1)
    // What a connection pooler handing the store another session amounts to.
    try store.db.execute("DEALLOCATE ALL")
    let start = store.db.roundTrips
    try store.addPlayer(name: "Bea", game: "Chess", rating: 2)
    #expect(store.db.roundTrips - start == 2)
    #expect(try prepared(store).count == 3)
    #expect(try store.playerCount() == 5)
  }

  @Test func aFailedFirstAddLeavesTheNextOneWorking() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    // The first batch of the session prepares, then its insert fails: no such game.
    let error = #expect(throws: RosterStoreError.self) {
      try store.addPlayer(name: "Ann", game: "Chss", rating: 1)
    }
    #expect(error == .unknownGame("Chss", suggestion: "Chess"))
    try store.addPlayer(name: "Bea", game: "Chess", rating: 2)
    try store.addPlayer(name: "Cy", game: "Chess", rating: 3)
    #expect(try prepared(store).count == 3)
    #expect(try store.playerCount() == 5)
    #expect(try store.indexOfPlayer(named: "Ann") == nil)
  }
}
