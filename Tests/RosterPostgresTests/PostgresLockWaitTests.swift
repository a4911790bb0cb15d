import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterPostgres

/// A save that waits for another roster's lock, as on SQLite: after half a second the user is
/// told (once), the wait goes on, and Ctrl-C (the give-up poll) ends it with nothing changed.
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresLockWaitTests {
  let server = PostgresServer.shared!

  @Test func ctrlCDuringAWaitForARowLockGivesUpWithNothingChanged() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    let loaded = try store.player(at: 0)
    // Another roster's editor holds Bill Evans's row (its transaction still open).
    let other = try PostgresConnection(url: url)
    try other.execute("BEGIN")
    try other.execute("SELECT * FROM players WHERE id = $1 FOR UPDATE", [String(loaded.id)])
    let clock = ContinuousClock()
    let started = clock.now
    var noticedAfter: Duration?
    var polls = 0
    store.onLockWait(
      { noticedAfter = started.duration(to: clock.now) },
      giveUp: {
        polls += 1
        return noticedAfter != nil && polls > 3
      })
    var rated = loaded
    rated.rating = 1
    let error = try #require(throws: RosterStoreError.self) {
      try store.updatePlayer(rated, original: loaded)
    }
    let gaveUpAfter = started.duration(to: clock.now)
    #expect(
      error.message
        == "gave up waiting for another roster writing to the PostgreSQL store \(url); nothing "
        + "was changed, try again when it is done")
    let notice = try #require(noticedAfter)
    #expect(notice >= .milliseconds(450))
    #expect(gaveUpAfter < .seconds(5))
    try other.execute("ROLLBACK")
    #expect(try store.player(at: 0) == loaded)
    // The store's next save does not wait and is not cancelled.
    #expect(try store.updatePlayer(rated, original: loaded).rating == 1)
  }

  /// Opening the store waited 30 s in silence when another roster held roster_meta (creating
  /// or migrating it): the wait is said after half a second and Ctrl-C gives it up.
  @Test func openingWaitsSayItAndCanBeGivenUp() throws {
    let url = try server.database()
    _ = try PostgresRosterStore(url: url)
    let other = try PostgresConnection(url: url)
    try other.execute("BEGIN")
    try other.execute("LOCK TABLE roster_meta IN ACCESS EXCLUSIVE MODE")
    let clock = ContinuousClock()
    let started = clock.now
    var notices = 0
    var polls = 0
    let error = try #require(throws: RosterStoreError.self) {
      try PostgresRosterStore(
        url: url, onLockWait: { notices += 1 },
        giveUp: {
          polls += 1
          return notices > 0 && polls > 3
        })
    }
    #expect(notices == 1)
    #expect(started.duration(to: clock.now) < .seconds(5))
    #expect(error.message.hasPrefix("gave up waiting for another roster writing to"))
    try other.execute("ROLLBACK")
    #expect(try PostgresRosterStore(url: url).playerCount() == 3)
  }

  @Test func aSaveThatWaitsSaysSoOnceAndSavesWhenTheLockIsFree() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    // Another roster saving: every change takes the roster_meta row (its change counter).
    let other = try PostgresConnection(url: url)
    try other.execute("BEGIN")
    try other.execute("SELECT * FROM roster_meta FOR UPDATE")
    var notices = 0
    store.onLockWait(
      { notices += 1 },
      giveUp: {
        if notices > 0 && other.inTransaction { _ = try? other.execute("COMMIT") }
        return false
      })
    try store.addPlayer(name: "Ray", game: "Chess", rating: 3)
    #expect(notices == 1)
    #expect(try store.indexOfPlayer(named: "Ray") == 3)
    #expect(try store.playerCount() == 4)
    // Without a wait, no notice.
    try store.addPlayer(name: "Sam", game: "Chess", rating: 3)
    #expect(notices == 1)
  }

  /// Two rosters adding players of one game at the same moment: each change takes the change
  /// counter's row first, so neither holds a lock the other waits for (they deadlocked when
  /// both held the game FOR SHARE and then each waited to update its player count).
  @Test func twoRostersAddingAtOnceNeverDeadlock() async throws {
    let url = try server.database()
    _ = try PostgresRosterStore(url: url)
    let adders = ["A", "B"].map { shell in
      Task.detached { () throws -> Int in
        let store = try PostgresRosterStore(url: url)
        for index in 0..<150 {
          try store.addPlayer(name: "\(shell) \(index)", game: "Chess", rating: 1)
        }
        return try store.playerCount()
      }
    }
    for adder in adders { _ = try await adder.value }
    #expect(try PostgresRosterStore(url: url).playerCount() == 303)
  }
}
