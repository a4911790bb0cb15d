import Testing

@testable import RosterModel
@testable import RosterSQLite

/// The export rule: `export` then `import` into an empty store reproduces every player of any
/// store Roster opens (name byte for byte, game, rating, order), or the export fails naming
/// exactly the players it cannot carry and writes nothing.
///
/// Stores are built with raw SQL, foreign keys off: what another program (sqlite3, a script)
/// can leave behind.
@Suite struct ExportRoundTripTests {
  /// One hostile player: SQL expressions for its name and rating, its game (a name, created
  /// when the catalog lacks it; nil: a game that is then deleted), and whether it can travel.
  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var name: String
    var game: String? = "'Chess'"
    var rating = "3"
    var exportable: Bool
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    // Exportable: CSV quotes what needs quoting, and the names are valid.
    Case(label: "comma and quotes", name: "'Smith, \"Jo\"'", exportable: true),
    Case(label: "header words", name: "'name'", game: "'game'", exportable: true),
    Case(label: "formula-looking", name: "'=HYPERLINK(\"x\")'", game: "'+1'", exportable: true),
    Case(label: "apostrophe first", name: "'''quoted'", exportable: true),
    // Found by everyPairOfHostilePieces…: the quote went out undoubled, the import refused.
    Case(label: "quote, then a mark", name: "'\"' || char(769) || 'x,'", exportable: true),
    Case(label: "accents, both forms", name: "'Zoë Zoe' || char(776)", exportable: true),
    Case(label: "emoji and CJK", name: "'👍🏽 中文'", exportable: true),
    Case(label: "inner line separator", name: "'a' || char(8232) || 'b'", exportable: true),
    Case(label: "byte order mark inside", name: "'a' || char(65279) || 'b'", exportable: true),
    Case(label: "200 characters", name: "printf('%.200c', 'x')", exportable: true),
    Case(label: "200 characters in 1000 bytes", name: fiveByteLetters(200), exportable: true),
    Case(label: "new game with a comma", name: "'Ann'", game: "'Go, Fish'", exportable: true),
    Case(label: "ratings 1 and 5", name: "'One'", rating: "1", exportable: true),
    Case(label: "rating given as text", name: "'Five'", rating: "'5'", exportable: true),
    // Not exportable: the import would refuse them (and with them the whole file), or bring
    // back something else.
    Case(label: "game row deleted", name: "'Bob'", game: nil, exportable: false),
    Case(label: "CR", name: "'a' || char(13) || 'b'", exportable: false),
    Case(label: "LF", name: "'a' || char(10) || 'b'", exportable: false),
    Case(label: "CRLF", name: "'a' || char(13, 10) || 'b'", exportable: false),
    Case(label: "NUL", name: "CAST(x'41004200' AS TEXT)", exportable: false),
    Case(label: "ESC", name: "char(27) || '[2J'", exportable: false),
    Case(label: "TAB", name: "'a' || char(9) || 'b'", exportable: false),
    Case(label: "C1 control", name: "'a' || char(133) || 'b'", exportable: false),
    Case(label: "blank", name: "'   '", exportable: false),
    Case(label: "empty", name: "''", exportable: false),
    Case(label: "outer spaces", name: "' Pad '", exportable: false),
    Case(label: "outer no-break space", name: "char(160) || 'Pad'", exportable: false),
    Case(label: "201 characters", name: "printf('%.201c', 'x')", exportable: false),
    Case(
      label: "200 characters in 1002 bytes",
      name: fiveByteLetters(199) + " || 'e' || char(769, 770, 771)", exportable: false),
    Case(label: "over 64 KiB", name: "printf('%.70000c', 'x')", exportable: false),
    Case(
      label: "one letter, 30,000 marks",
      name: "'A' || replace(printf('%.30000c', '.'), '.', char(769))", exportable: false),
    Case(label: "invalid UTF-8", name: "CAST(x'41FF42' AS TEXT)", exportable: false),
    Case(label: "lone surrogate", name: "CAST(x'41EDA08042' AS TEXT)", exportable: false),
    Case(label: "stored as a blob", name: "x'426F62'", exportable: false),
    Case(label: "game with LF", name: "'Ann'", game: "'Go' || char(10)", exportable: false),
    Case(label: "game not UTF-8", name: "'Ann'", game: "CAST(x'47C0' AS TEXT)", exportable: false),
    Case(label: "game with outer space", name: "'Ann'", game: "'Go '", exportable: false),
    Case(label: "rating 2.5", name: "'Half'", rating: "2.5", exportable: false),
    Case(label: "rating as text", name: "'Word'", rating: "'three'", exportable: false),
    Case(label: "rating 9", name: "'Nine'", rating: "9", exportable: false),
    Case(label: "rating 0", name: "'Zero'", rating: "0", exportable: false),
  ]

  /// SQL for `count` characters of 5 bytes each (e, U+0301, U+0302).
  static func fiveByteLetters(_ count: Int) -> String {
    "replace(printf('%.\(count)c', '.'), '.', 'e' || char(769, 770))"
  }

  /// A new store (its three sample players kept, as a real one would have) plus the case's
  /// player; returns the store and the player's id.
  static func store(with player: Case) throws -> (SQLiteRosterStore, Int64) {
    let store = try SQLiteRosterStore.inMemory()
    return (store, try insert(player, into: store))
  }

  /// Adds the case's player to `store` as another program would: foreign keys off, and the
  /// CHECK on ratings off (`PRAGMA ignore_check_constraints`). Returns its id.
  static func insert(_ player: Case, into store: SQLiteRosterStore) throws -> Int64 {
    try store.db.execute("PRAGMA foreign_keys = OFF; PRAGMA ignore_check_constraints = ON")
    let game = player.game ?? "'Doomed'"
    try store.db.execute("INSERT OR IGNORE INTO games(name) VALUES (\(game))")
    try store.db.execute(
      """
      INSERT INTO players(name, game_id, rating)
      VALUES (\(player.name), (SELECT id FROM games WHERE name = \(game)), \(player.rating))
      """)
    let id = store.db.lastInsertRowID
    if player.game == nil { try store.db.execute("DELETE FROM games WHERE name = \(game)") }
    try store.db.execute("PRAGMA foreign_keys = ON; PRAGMA ignore_check_constraints = OFF")
    return id
  }

  /// Every player as stored, in roster order: name bytes and type, game (ASCII case folded, as
  /// the catalog compares games), rating and type.
  static func rows(_ store: SQLiteRosterStore) throws -> [String] {
    try store.db.query(
      """
      SELECT hex(p.name), typeof(p.name), hex(lower(g.name)), p.rating, typeof(p.rating)
      FROM players p LEFT JOIN games g ON g.id = p.game_id ORDER BY p.id
      """
    ) { row in (0..<5).map { row.text(at: Int32($0)) }.joined(separator: " ") }
  }

  /// What `export` then `import` into an empty store does with `store`.
  enum Outcome: Equatable {
    /// The copy's players, as `rows` reads them.
    case copied([String])
    /// The export refused these rows; `written` is what reached the output.
    case refused(CSVExportError, written: String)
  }

  static func roundTrip(_ store: SQLiteRosterStore) throws -> Outcome {
    var written = ""
    do {
      try store.exportCSV { written += $0 }
    } catch RosterStoreError.export(let error) {
      return .refused(error, written: written)
    }
    let copy = try SQLiteRosterStore.inMemory()
    // "Empty": a new store starts with three sample players; delete them first.
    for player in try copy.players(offset: 0, limit: 10) { try copy.deletePlayer(player) }
    try copy.importCSV(bytes: Array(written.utf8), source: "export")
    return .copied(try rows(copy))
  }

  @Test(arguments: cases)
  func eachHostilePlayerTravelsExactlyOrIsNamed(_ player: Case) throws {
    let (store, id) = try Self.store(with: player)
    switch try Self.roundTrip(store) {
    case .copied(let copied):
      #expect(player.exportable, "exported, but expected a refusal")
      #expect(copied == (try Self.rows(store)), "the copy differs from the original")
    case .refused(let error, let written):
      #expect(!player.exportable, "refused: \(error)")
      #expect(error.count == 1)
      #expect(error.rows.map(\.id) == [id], "the refusal must name exactly the hostile row")
      #expect(written == "", "a refused export must write nothing")
    }
  }

  @Test func everyHostilePlayerAtOnceIsNamedThenTheRestTravels() throws {
    let store = try SQLiteRosterStore.inMemory()
    var refused: [Int64] = []
    for player in Self.cases {
      let id = try Self.insert(player, into: store)
      if !player.exportable { refused.append(id) }
    }
    guard case .refused(let error, let written) = try Self.roundTrip(store) else {
      Issue.record("exported a store with unexportable players")
      return
    }
    #expect(written == "")
    #expect(error.count == refused.count)
    #expect(error.rows.map(\.id) == Array(refused.prefix(CSVExportError.listed)))
    let message = RosterStoreError.export(error).message
    #expect(message.hasPrefix("export: \(refused.count) players cannot be exported faithfully: "))
    #expect(message.contains("; and \(refused.count - CSVExportError.listed) more; "))
    #expect(
      message.hasSuffix("; fix or delete them in the shell or with sqlite3, nothing was written"))
    // The fix the message asks for: once those rows are gone, the rest travels exactly.
    for id in refused { try store.db.run("DELETE FROM players WHERE id = ?", [.integer(id)]) }
    #expect(try Self.roundTrip(store) == .copied(try Self.rows(store)))
  }

  /// Pieces that each break something somewhere: CSV syntax, a line, UTF-8, trimming.
  static let pieces: [[UInt8]] =
    [
      "a", " ", ",", "\"", "'", "=", "\r", "\n", "\t", "\0", "\u{1B}", "\u{7F}", "\u{85}",
      "\u{A0}", "\u{301}", "é", "\u{200B}", "\u{2028}", "\u{FEFF}", "👍🏽",
    ].map { Array($0.utf8) }
    + [[0xFF], [0xC3], [0xED, 0xA0, 0x80]]

  /// Whether a player named `name` comes back byte for byte from a one-row CSV import: the
  /// importer itself as the judge, not the rule the export checks with.
  static func importKeeps(_ name: [UInt8]) throws -> Bool {
    let copy = try SQLiteRosterStore.inMemory()
    var csv = Array("name,game,rating\n\"".utf8)
    for byte in name { csv += byte == UInt8(ascii: "\"") ? [byte, byte] : [byte] }
    csv += Array("\",Chess,3\n".utf8)
    guard (try? copy.importCSV(bytes: csv, source: "one")) != nil else { return false }
    let stored = try copy.db.text("SELECT hex(name) FROM players ORDER BY id DESC LIMIT 1")
    return stored
      == name.map { String($0, radix: 16, uppercase: true) }
      .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
  }

  /// Every pair of pieces, inside a name and at its ends, in one store: each player the export
  /// names is one the importer refuses or changes, and once they are deleted every other
  /// player travels exactly.
  @Test func everyPairOfHostilePiecesTravelsExactlyOrIsNamed() throws {
    let store = try SQLiteRosterStore.inMemory()
    var names: [Int64: [UInt8]] = [:]
    for first in Self.pieces {
      for second in Self.pieces {
        for name in [first + Array("x".utf8) + second, Array("x".utf8) + first + second] {
          let hex = name.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
          try store.db.execute(
            "INSERT INTO players(name, game_id, rating) VALUES (CAST(x'\(hex)' AS TEXT), 1, 3)")
          names[store.db.lastInsertRowID] = name
        }
      }
    }
    var firstCount: Int?
    var named = 0
    while case .refused(let error, let written) = try Self.roundTrip(store) {
      #expect(written == "")
      if firstCount == nil { firstCount = error.count }
      #expect(error.count == firstCount! - named, "the count must shrink by the rows deleted")
      for row in error.rows {
        let name = try #require(names[row.id])
        #expect(try !Self.importKeeps(name), "row \(row.id) \(name) was refused but imports")
        try store.db.run("DELETE FROM players WHERE id = ?", [.integer(row.id)])
        named += 1
      }
    }
    #expect(named == firstCount)
    #expect(named > 0 && named < names.count, "both kinds must be there to test anything")
    #expect(try Self.roundTrip(store) == .copied(try Self.rows(store)))
  }
}
