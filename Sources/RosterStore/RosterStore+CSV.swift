import Glibc
import RosterSupport

/// What an import did.
package struct CSVImportSummary: Sendable, Equatable {
  /// How many players were added.
  package var playerCount: Int
  /// Games the file named that were not in the catalog, added to it, in order of appearance.
  package var createdGames: [String]

  package init(playerCount: Int, createdGames: [String]) {
    self.playerCount = playerCount
    self.createdGames = createdGames
  }
}

// CSV import (RFC 4180, header `name,game,rating`); the export is in RosterStore+CSVExport.
//
// An import is all or nothing: one transaction, so the first bad row aborts it with
// `FILE:LINE: what is wrong` and the roster is as before. Games the file names that the catalog
// lacks are added to it (and listed in the summary) rather than refused: a roster exported from
// another store carries its own games, and refusing them would make such a file unimportable.
extension RosterStore {
  /// The largest CSV file imported: 25 times a million-player roster (about 40 MiB), so a
  /// mistaken path (a disk image, a log) is refused before it is read.
  static let maximumCSVBytes = 1 << 30

  /// Imports the CSV file at `path`; on any error nothing is imported. Only a regular file of
  /// at most `maximumCSVBytes` is read: a device, FIFO or folder is refused without blocking.
  @discardableResult
  package func importCSV(fromFile path: String) throws(RosterStoreError) -> CSVImportSummary {
    // Opened before the transaction: a missing file is refused without taking the write lock.
    let fd: Int32
    do {
      fd = try Self.openCSVFile(path)
    } catch {
      throw Self.storeError(error)
    }
    defer { close(fd) }
    return try importCSV(source: path) { consume in try Self.readCSVFile(fd, path, consume) }
  }

  /// Opens the CSV file at `path` for reading, refusing what is no regular file of at most
  /// `maximumCSVBytes` (a device, FIFO or folder is refused without blocking).
  static func openCSVFile(_ path: String) throws -> Int32 {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat refuses it just below.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { throw RosterStoreError.fileError(path: path, reason: Self.errnoText()) }
    var info = stat()
    var refusal: RosterStoreError?
    if fstat(fd, &info) != 0 {
      refusal = .fileError(path: path, reason: Self.errnoText())
    } else if let kind = FileSystem.kind(of: info) {
      refusal = .fileError(path: path, reason: "is \(kind), not a file; pass a .csv file")
    } else if info.st_size > Self.maximumCSVBytes {
      refusal = tooLarge(path)
    }
    if let refusal {
      close(fd)
      throw refusal
    }
    return fd
  }

  /// The refusal of a file over `maximumCSVBytes`.
  static func tooLarge(_ path: String) -> RosterStoreError {
    .fileError(
      path: path,
      reason: "is over the \(Self.maximumCSVBytes >> 30) GiB limit for an import; "
        + "split it into smaller files")
  }

  /// Hands the bytes of the CSV file open as `fd` to `consume`, chunk by chunk.
  static func readCSVFile(
    _ fd: Int32, _ path: String, _ consume: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    var buffer = [UInt8](repeating: 0, count: 256 * 1024)
    var total = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw RosterStoreError.fileError(path: path, reason: Self.errnoText())
      }
      if count == 0 { return }
      total += count
      guard total <= Self.maximumCSVBytes else { throw tooLarge(path) }  // it grew while read
      try buffer.withUnsafeBufferPointer {
        try consume(UnsafeBufferPointer(rebasing: $0[..<count]))
      }
    }
  }

  /// Imports CSV held in memory; `source` names it in error messages (e.g. "stdin").
  @discardableResult
  package func importCSV(bytes: [UInt8], source: String) throws(RosterStoreError)
    -> CSVImportSummary
  {
    try importCSV(source: source) { consume in
      try bytes.withUnsafeBufferPointer { try consume($0) }
    }
  }

  /// The import proper: `produce` hands the file's bytes, chunk by chunk, to its argument.
  private func importCSV(
    source: String,
    produce: ((UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void
  ) throws(RosterStoreError) -> CSVImportSummary {
    try write {
      var importer = try CSVImporter(store: self, source: source)
      var reader = CSVReader(source: source)
      try produce { chunk in try reader.feed(chunk) { try importer.add($0) } }
      try reader.finish { try importer.add($0) }
      if !importer.rules.sawHeader { throw importer.rules.emptyFile }
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
      return CSVImportSummary(
        playerCount: importer.playerCount, createdGames: importer.createdGames)
    }
  }

  /// strerror(errno), for messages.
  static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Checks and inserts the records of one import, inside the import's transaction.
struct CSVImporter {
  let store: RosterStore
  let insert: SQLiteConnection.Statement
  /// The header, and what each field must be.
  var rules: CSVRowRules
  /// Catalog ids by ASCII-lowercased name (the NOCASE rule), loaded once, grown by new games.
  var gameIDs: [String: Int64] = [:]
  /// The same ids by the field exactly as written, so most rows skip validation and folding.
  var gameIDsByField: [String: Int64] = [:]
  var playerCount = 0
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

  init(store: RosterStore, source: String) throws {
    self.store = store
    self.rules = CSVRowRules(source: source)
    insert = try store.db.statement(
      "INSERT INTO players(name, game_id, rating) VALUES (?, ?, ?)")
    for (id, name) in try store.db.query(
      "SELECT id, name FROM games",
      row: {
        ($0.integer(at: 0), $0.text(at: 1))
      })
    {
      gameIDs[Self.folded(name)] = id
    }
  }

  mutating func add(_ record: CSVReader.Record) throws {
    guard rules.sawHeader else {
      try rules.readHeader(record)
      return
    }
    try rules.checkFieldCount(record)
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
    let key = Self.folded(name)
    if let id = gameIDs[key] { return id }
    try store.db.run("INSERT INTO games(name) VALUES (?)", [.text(name)])
    let id = store.db.lastInsertRowID
    gameIDs[key] = id
    createdGames.append(name)
    return id
  }

  /// SQLite's NOCASE: ASCII letters folded, everything else as is.
  static func folded(_ name: String) -> String {
    String(
      decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
