import RosterModel
import RosterTestSupport
import Testing

@testable import RosterPostgres

/// The block sums that find a row's player and a player's row (`PostgresSchema.idAtRow`,
/// `rowOfID`) read the blocks from the nearer end of the roster: the last row of a million
/// players costs what the first does, not a pass over every block.
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresSchemaTests {
  let server = PostgresServer.shared!

  /// A store whose players fill 1,001 blocks: the 3 sample players in block 0, then one player
  /// a block (ids 1024 apart), as a roster of a million would, without writing them all; its
  /// statistics gathered, as autovacuum gathers a big roster's.
  func spreadStore() throws -> PostgresRosterStore {
    let store = try PostgresRosterStore(url: try server.database())
    try store.db.execute(
      """
      INSERT INTO players(id, name, game_id, rating) OVERRIDING SYSTEM VALUE
      SELECT b << \(PostgresSchema.blockShift), 'Spread ' || b, (SELECT min(id) FROM games), 1
      FROM generate_series(1, 1000) b
      """)
    try store.db.execute("ANALYZE player_blocks")
    return store
  }

  /// How many rows of player_blocks `sql` read: its scans' rows, and those their filters
  /// removed, times their loops (none for a scan never executed).
  func blockRowsRead(_ store: PostgresRosterStore, _ sql: String) throws -> Int {
    let plan = try store.db.query("EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + sql)
    var total = 0
    var loops: Int?
    // A bitmap heap scan's rows are those its index scan found: counted once, at the heap.
    for line in plan.compactMap({ $0[0] }) where !line.contains("Bitmap Index Scan") {
      if line.contains("->") || line.contains("(actual rows=") { loops = nil }
      if line.contains(" on player_blocks"), line.hasSuffix("(never executed)") {
        loops = 0
      } else if line.contains(" on player_blocks") {
        loops = try #require(Self.number(after: "loops=", in: line))
        total += try #require(Self.number(after: "actual rows=", in: line)) * (loops ?? 0)
      } else if let loops, let removed = Self.number(after: "Rows Removed by Filter: ", in: line) {
        total += removed * loops
      }
    }
    return total
  }

  /// The digits right after `label` in `line`, as a number.
  static func number(after label: String, in line: String) -> Int? {
    guard let start = line.firstRange(of: label)?.upperBound else { return nil }
    return Int(line[start...].prefix(while: \.isNumber))
  }

  @Test func everyRowFindsItsPlayerAndEveryPlayerItsRow() throws {
    let store = try spreadStore()
    let ids = try store.db.query("SELECT id FROM players ORDER BY id").map { $0[0] }
    #expect(ids.count == 1003)
    for (row, id) in ids.enumerated() where row < 10 || row % 7 == 0 || row > 990 {
      let found = try store.db.query("SELECT \(PostgresSchema.idAtRow(String(row)))")
      #expect(found == [[id]], "row \(row)")
      let back = try store.db.query("SELECT \(PostgresSchema.rowOfID(id ?? ""))")
      #expect(back == [[String(row)]], "id \(id ?? "")")
    }
    // Past the end: no player.
    #expect(try store.db.query("SELECT \(PostgresSchema.idAtRow("1003"))") == [[nil]])
  }

  @Test func theLastRowReadsTheBlocksFromTheEnd() throws {
    let store = try spreadStore()
    // Each lookup near an end reads the blocks from that end to the row's, and the one after
    // (the window function looks one row ahead): at most 3 here, where it read all 1,001.
    for row in [0, 1, 1001, 1002] {
      let read = try blockRowsRead(store, "SELECT \(PostgresSchema.idAtRow(String(row)))")
      #expect(read <= 3, "row \(row): \(read) blocks read")
    }
    for block in [1, 999, 1000] {
      let id = String(block << PostgresSchema.blockShift)
      let read = try blockRowsRead(store, "SELECT \(PostgresSchema.rowOfID(id))")
      #expect(read <= 3, "block \(block): \(read) blocks read")
    }
  }
}
