import RosterModel
import RosterSupport

// CSV import (COPY into a temporary table, then one INSERT) and export (through a cursor).
extension PostgresRosterStore {
  // MARK: - Import and export

  package func importCSVRows(
    from input: CSVInput, replace: Bool, progress: ((CSVImportProgress) -> Void)?
  ) throws(RosterStoreError) -> CSVImportSummary {
    try importRows(replace: replace, retrying: input.canBeReadAgain) { body in
      try CSVImportRow.rows(from: input, progress: progress, body)
    }
  }

  /// The import proper, in one transaction: the checked rows are copied (COPY) into a
  /// temporary table, the games the catalog lacks are added in order of first appearance,
  /// then the players are inserted in file order (so their ids follow it). With `replace`,
  /// every player is deleted first, in the same transaction (the catalog stays).
  func importRows(
    replace: Bool, retrying: Bool, _ rows: ((CSVImportRow) throws -> Void) throws -> Void
  ) throws(RosterStoreError) -> CSVImportSummary {
    // It may add games.
    defer { knownCatalog = nil }
    return try write(retrying: retrying) {
      // A statement trigger keeps the counters: one DELETE updates them once.
      let replaced = replace ? try db.execute("DELETE FROM players") : 0
      try db.execute(
        """
        CREATE TEMPORARY TABLE roster_import (line bigint, name text, game text, rating integer)
          ON COMMIT DROP
        """)
      var count = 0
      _ = try db.copy("COPY roster_import FROM STDIN") { send in
        var chunk = ""
        try withoutActuallyEscaping(send) { send in
          try rows { row in
            chunk += "\(row.line)\t\(Self.copyEscaped(row.name))\t"
            chunk += "\(Self.copyEscaped(row.game))\t\(row.rating)\n"
            count += 1
            if chunk.utf8.count >= 256 * 1024 {
              try send(chunk)
              chunk = ""
            }
          }
          if !chunk.isEmpty { try send(chunk) }
        }
      }
      let folded = PostgresSchema.folded
      let created = try db.query(
        """
        SELECT game FROM (SELECT DISTINCT ON (\(folded("game"))) game, line FROM roster_import
          ORDER BY \(folded("game")), line) first
        WHERE NOT EXISTS (SELECT 1 FROM games g WHERE \(folded("g.name")) = \(folded("first.game")))
        ORDER BY line
        """
      ).compactMap { $0[0] }
      for game in created {
        // A game another roster adds meanwhile is theirs; the players join it all the same.
        try db.execute("INSERT INTO games(name) VALUES ($1) ON CONFLICT DO NOTHING", [game])
      }
      let present = try Self.integer(
        db.query(
          """
          SELECT count(*) FROM roster_import i
            WHERE EXISTS (SELECT 1 FROM players p WHERE p.name = i.name)
          """))
      try db.execute(
        """
        INSERT INTO players(name, game_id, rating)
        SELECT i.name, g.id, i.rating FROM roster_import i
          JOIN games g ON \(folded("g.name")) = \(folded("i.game")) ORDER BY i.line
        """)
      // Fresh statistics for the planner: right after a million rows arrive it still believes
      // the table small, and counted completions by hashing every name (0.9 s, not 1 ms).
      try db.execute("ANALYZE players")
      var summary = CSVImportSummary(
        playerCount: count, createdGames: created, replacedCount: replaced)
      summary.alreadyPresent = present
      return summary
    }
  }

  /// `text` as a field of COPY's text format (backslash escapes).
  static func copyEscaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    else { return text }
    return text.escaping { copyEscapes[$0] }
  }

  private static let copyEscapes: [Unicode.Scalar: String] = [
    "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r",
  ]

  /// Every player's name, game and rating in roster order, from one snapshot; refused before
  /// the first when a name would not come back unchanged through an import (another program
  /// wrote it).
  package func forEachExportedPlayer(
    _ body: (_ name: String, _ game: String, _ rating: String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) {
    try read {
      try checkExportable()
      try forEachPlayer(columns: "p.name, g.name, p.rating") { row in
        try body(row[0] ?? "", row[1] ?? "", row[2] ?? "")
      }
    }
  }

  /// Throws `RosterStoreError.export` naming the players whose names an import would refuse
  /// or change (the schema's constraints keep games and ratings right).
  func checkExportable() throws {
    var refused = CSVExportError()
    try forEachPlayer(columns: "p.id, p.name, g.name") { row in
      let (name, game) = (row[1] ?? "", row[2] ?? "")
      let reason: String
      if let problem = NameRule.problem(withStored: name) {
        reason = "has a name that cannot be imported: \(problem)"
      } else if let problem = NameRule.problem(withStored: game) {
        reason =
          "plays \(RosterStoreError.quoted(game)), a name that cannot be imported: \(problem)"
      } else {
        return
      }
      refused.add(id: row[0].flatMap { Int64($0) } ?? 0, name: name, reason: reason)
    }
    try refused.check()
  }

  /// Calls `body` with `columns` of every player in roster order, read through a cursor
  /// (10,000 rows at a time: a million players never sit in memory at once). Inside `read`.
  func forEachPlayer(columns: String, _ body: ([String?]) throws -> Void) throws {
    try db.execute(
      """
      DECLARE roster_players NO SCROLL CURSOR FOR SELECT \(columns)
        FROM players p JOIN games g ON g.id = p.game_id ORDER BY p.id
      """)
    while true {
      let rows = try db.query("FETCH 10000 FROM roster_players")
      if rows.isEmpty { break }
      for row in rows { try body(row) }
    }
    try db.execute("CLOSE roster_players")
  }

  /// Tells the user about a wait for another roster's lock (`onWaiting`, once per wait,
  /// after half a second) and lets them give up (`shouldGiveUp`, polled while waiting: Ctrl-C).
  package func onLockWait(
    _ onWaiting: @escaping () -> Void, giveUp shouldGiveUp: @escaping () -> Bool
  ) {
    self.onWaiting = onWaiting
    self.shouldGiveUp = shouldGiveUp
  }
}
