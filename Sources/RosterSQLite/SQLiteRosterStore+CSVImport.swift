import Glibc
import RosterModel
import RosterSupport

// CSV import (RFC 4180, header `name,game,rating`); the export is in SQLiteRosterStore+CSVExport.
//
// An import is all or nothing: one transaction, and a file with any bad row imports nothing.
// Every bad row is found in the one pass (`CSVImportFailure`): after the first, rows are only
// checked. Games the file names that the catalog lacks are added to it (and listed in the
// summary) rather than refused: a roster exported from another store carries its own games,
// and refusing them would make such a file unimportable.
extension SQLiteRosterStore {
  /// Imports `input`, all or nothing; with `replace` every player is removed first in the
  /// same transaction. `progress` hears after each chunk read.
  package func importCSVRows(
    from input: CSVInput, replace: Bool, progress: ((CSVImportProgress) -> Void)?
  ) throws(RosterStoreError) -> CSVImportSummary {
    try write {
      let replaced = replace ? try removeEveryPlayer() : 0
      // Rows added get ids above this one: afterwards one lookup on the name index counts
      // the new players whose name an older one has.
      let lastOldID = try db.integer("SELECT max(id) FROM players")
      var importer = try CSVImporter(store: self, source: input.name)
      var reader = CSVReader(source: input.name)
      do {
        try input.forEachChunk { chunk, bytesRead in
          try reader.feed(chunk) { try importer.add($0) }
          progress?(
            CSVImportProgress(bytesRead: bytesRead, totalBytes: input.size, rows: importer.rows))
        }
        try reader.finish { try importer.add($0) }
      } catch let error as CSVError {
        // What ends the pass is the last of its errors: the rows before it were bad too.
        importer.failure.add(error)
        throw importer.failure
      }
      if !importer.rules.sawHeader { throw importer.rules.emptyFile }
      try importer.failure.throwIfAny()
      // Empty unless the import turned to bulk loading (see `CSVImporter.bulk`).
      for (gameID, count) in importer.countsByGame {
        try db.run(
          "UPDATE games SET player_count = player_count + ? WHERE id = ?",
          [.integer(Int64(count)), .integer(gameID)])
      }
      // Counted in Swift: a GROUP BY here would sort a million rows in memory.
      for (block, count) in importer.countsByBlock {
        try db.run(
          """
          INSERT INTO player_blocks(block, count) VALUES (?, ?)
            ON CONFLICT(block) DO UPDATE SET count = count + excluded.count
          """, [.integer(block), .integer(Int64(count))])
      }
      if importer.bulk { try db.execute(Schema.playersInsertedTrigger) }
      var summary = CSVImportSummary(
        playerCount: importer.playerCount, createdGames: importer.createdGames,
        replacedCount: replaced)
      if let lastOldID {
        summary.alreadyPresent = Int(
          try db.integer(
            """
            SELECT count(*) FROM players new WHERE new.id > ?1
              AND EXISTS (SELECT 1 FROM players old WHERE old.name = new.name AND old.id <= ?1)
            """, [.integer(lastOldID)]) ?? 0)
      }
      return summary
    }
  }

  /// Removes every player inside the caller's transaction and returns how many there were;
  /// the catalog stays, its counts zero. Without the per-row trigger: a million rows go in
  /// one statement, the counters are reset once.
  private func removeEveryPlayer() throws -> Int {
    let count = try blockIndex().total
    guard count > 0 else { return 0 }
    try db.execute(
      """
      DROP TRIGGER players_deleted;
      DROP TRIGGER players_moved;
      DELETE FROM players;
      DELETE FROM player_blocks;
      UPDATE games SET player_count = 0 WHERE player_count <> 0;
      """)
    try db.execute(Schema.playersDeletedAndMovedTriggers)
    return count
  }
}

/// Checks and inserts the records of one import, inside the import's transaction.
struct CSVImporter {
  let store: SQLiteRosterStore
  let insert: SQLiteConnection.Statement
  /// The header, and what each field must be.
  var rules: CSVRowRules
  /// Catalog ids by ASCII-lowercased name (the NOCASE rule), loaded once, grown by new games.
  var gameIDs: [String: Int64] = [:]
  /// The same ids by the field exactly as written, so most rows skip validation and folding.
  var gameIDsByField: [String: Int64] = [:]
  var playerCount = 0
  /// Rows read after the header, bad ones included (for progress).
  var rows = 0
  /// The bad rows so far; once there is one, rows are only checked, not inserted.
  var failure: CSVImportFailure
  /// Whether the per-row trigger is gone and the counters are this importer's to keep.
  ///
  /// A big file loads without the trigger (its two counter updates a row are most of an
  /// import's time); the rows after the drop are counted here and written once at the end.
  /// A small one keeps it: dropping and re-creating it are two schema changes, which cost
  /// more than the rows and make every other shell on the store re-read its schema. No one
  /// else sees the trigger gone: the write lock is ours, and a failure rolls the DROP back.
  private(set) var bulk = false
  /// Rows that go through the trigger before an import turns to bulk loading.
  static let bulkThreshold = 256
  /// Players added in bulk per game id, for the catalog's counters.
  var countsByGame: [Int64: Int] = [:]
  /// Players added in bulk per block of ids (see `Schema`), for `player_blocks`.
  var countsByBlock: [Int64: Int] = [:]
  var createdGames: [String] = []

  init(store: SQLiteRosterStore, source: String) throws {
    self.store = store
    self.rules = CSVRowRules(source: source)
    failure = CSVImportFailure(source: source)
    insert = try store.db.statement(
      "INSERT INTO players(name, game_id, rating) VALUES (?, ?, ?)")
    for (id, name) in try store.db.query(
      "SELECT id, name FROM games",
      row: {
        ($0.integer(at: 0), $0.text(at: 1))
      })
    {
      gameIDs[NameRule.folded(name)] = id
    }
  }

  mutating func add(_ record: CSVReader.Record) throws {
    guard rules.sawHeader else {
      try rules.readHeader(record)
      return
    }
    rows += 1
    do throws(CSVError) {
      // After a bad row the import fails: the rest are only checked, so one pass names them all.
      guard failure.isEmpty else {
        _ = try rules.row(record)
        return
      }
      try rules.checkFieldCount(record)
    } catch {
      failure.add(error)
      return
    }
    do {
      try insertRow(record)
    } catch let error as CSVError {
      failure.add(error)
    }
  }

  /// Inserts one record (after `checkFieldCount`), adding its game when the catalog lacks it.
  private mutating func insertRow(_ record: CSVReader.Record) throws {
    // Fast paths for the common case (plain ASCII, a one-digit rating) keep a million-row
    // import in seconds; anything else takes the general path, which also words the errors.
    let boundName = try record.withField(rules.columns.name) { field in
      guard let name = Self.plainASCIIName(field) else { return false }
      try insert.bind(utf8: name, at: 1)
      return true
    }
    if !boundName { try insert.bind(rules.name(record), at: 1) }
    try insert.bind(rules.rating(record), at: 3)
    let rawGame = try rules.rawGame(record)
    let gameID = try game(named: rawGame, record: record)
    try insert.bind(gameID, at: 2)
    _ = try insert.step()
    try insert.reset()
    playerCount += 1
    if bulk {
      countsByGame[gameID, default: 0] += 1
      countsByBlock[store.db.lastInsertRowID >> Schema.blockShift, default: 0] += 1
    } else if playerCount == Self.bulkThreshold {
      try store.db.execute("DROP TRIGGER players_inserted")
      bulk = true
    }
  }

  /// `field` without its outer spaces, when it is printable ASCII and a valid name; else nil.
  private static func plainASCIIName(
    _ field: UnsafeBufferPointer<UInt8>
  ) -> UnsafeBufferPointer<UInt8>? {
    guard field.allSatisfy({ (0x20...0x7E).contains($0) }),
      let first = field.firstIndex(where: { $0 != 0x20 }),
      let last = field.lastIndex(where: { $0 != 0x20 }),
      last - first < NameRule.maximumCharacters
    else { return nil }
    return UnsafeBufferPointer(rebasing: field[first...last])
  }

  /// The catalog id of `rawName`, adding the game when the catalog lacks it.
  private mutating func game(named rawName: String, record: CSVReader.Record) throws -> Int64 {
    if let id = gameIDsByField[rawName] { return id }
    let id = try catalogGame(named: rawName, record: record)
    gameIDsByField[rawName] = id
    return id
  }

  /// The catalog id of the game `rawName` spells, adding it when the catalog lacks it.
  private mutating func catalogGame(named rawName: String, record: CSVReader.Record) throws
    -> Int64
  {
    let name = try rules.game(rawName, in: record)
    let key = NameRule.folded(name)
    if let id = gameIDs[key] { return id }
    try store.db.run("INSERT INTO games(name) VALUES (?)", [.text(name)])
    let id = store.db.lastInsertRowID
    gameIDs[key] = id
    createdGames.append(name)
    return id
  }

}
