import Navigation
import RosterModel
import RosterSQLite
import RosterStoreTestSupport
import Testing

@testable import RatingsApp

/// A roster whose store cannot be read (a PostgreSQL server gone) is not an empty roster.
@Suite struct UnreachableStoreTests {
  /// The drawing said "(no rows)": a club would think its roster wiped. Now the rows last read
  /// stay, under the store's message.
  @Test func aLostConnectionKeepsTheRowsLastReadAndSaysSo() throws {
    let racing = RacingStore(try SQLiteRosterStore.inMemory())
    let session = try RatingsApp.launch(store: racing)
    let before = session.snapshot()
    #expect(before.rows.map(\.text) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
    racing.failingReads = .server(
      PostgresError(
        kind: .connectionLost(whileCommitting: false), message: "server closed the connection",
        location: "postgresql://club@db/roster"))
    let after = session.snapshot()
    #expect(after.rows.map(\.text) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
    #expect(after.totalRowCount == 3)
    #expect(
      after.message?.hasPrefix(
        "lost the connection to the PostgreSQL store postgresql://club@db/roster") == true)
    // Back again: drawn from the store, without the message.
    racing.failingReads = nil
    let back = session.snapshot()
    #expect(back.rows.map(\.text) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
    #expect(back.message == nil)
  }

  /// A store never read (unreachable from the start) has nothing to keep: no rows, and why.
  @Test func aStoreNeverReadDrawsNoRowsWithTheReason() throws {
    let racing = RacingStore(try SQLiteRosterStore.inMemory())
    racing.failingReads = .server(
      PostgresError(kind: .cannotConnect, message: "", location: "postgresql://db/roster"))
    let session = try RatingsApp.launch(store: racing)
    let drawn = session.snapshot()
    #expect(drawn.rows.isEmpty)
    #expect(drawn.message?.hasPrefix("cannot connect to the PostgreSQL store") == true)
  }

  /// A store's refusal reaches the session typed, not as bare text: its message, and whether
  /// trying again may work (a lost connection: yes; a game the catalog already has: no).
  @Test func aStoreRefusalKeepsWhetherTryingAgainMayWork() {
    let lost = RosterStoreError.server(
      PostgresError(
        kind: .connectionLost(whileCommitting: false), message: "", location: "postgresql://db"))
    let refusal = NavigationError(storeError: lost)
    #expect(refusal.message == lost.message)
    #expect(refusal.isRetryable)
    #expect(!NavigationError(storeError: .gameExists("Chess")).isRetryable)
  }
}
