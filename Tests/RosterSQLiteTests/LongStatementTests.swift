import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// Ctrl-C stops a long statement while it runs (SQLite's progress handler), not only a wait for
/// another roster's lock: a scan of a big roster gives up with nothing changed.
@Suite struct LongStatementTests {
  @Test func aLongScanStopsWhenTheUserGivesUp() throws {
    let dir = TemporaryDirectory()
    let store = try SQLiteRosterStore(path: dir.file("big.sqlite"))
    try store.db.execute(
      """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000)
      INSERT INTO players(name, game_id, rating) SELECT 'P' || i, 1, 3 FROM n
      """)
    var asked = 0
    store.onLockWait(
      {},
      giveUp: {
        asked += 1
        return asked > 1
      })
    let error = #expect(throws: RosterStoreError.self) {
      try store.indexOfPlayer(nameContaining: "nobody has this", after: nil)
    }
    #expect(
      error?.message == "stopped (Ctrl-C) before the store answered; nothing was changed")
    // Not given up: the same scan answers.
    store.onLockWait({}, giveUp: { false })
    #expect(try store.indexOfPlayer(nameContaining: "nobody has this", after: nil) == nil)
    #expect(try store.playerCount() == 200_003)
  }
}
