import Glibc

/// What an import did.
package struct CSVImportSummary: Sendable, Equatable {
  /// How many players were added.
  package var playerCount: Int
  /// Games the file named that were not in the catalog, added to it, in order of appearance.
  package var createdGames: [String]
}

// CSV import and export (RFC 4180, header `name,game,rating`).
//
// An import is all or nothing: one transaction, so the first bad row aborts it with
// `FILE:LINE: what is wrong` and the roster is as before. Games the file names that the catalog
// lacks are added to it (and listed in the summary) rather than refused: a roster exported from
// another store carries its own games, and refusing them would make such a file unimportable.
extension RosterStore {
  /// Imports the CSV file at `path`; on any error nothing is imported.
  @discardableResult
  package func importCSV(fromFile path: String) throws -> CSVImportSummary {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw RosterStoreError.fileError(path: path, reason: Self.errnoText()) }
    defer { close(fd) }
    return try importCSV(source: path) { consume in
      var buffer = [UInt8](repeating: 0, count: 256 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
          if errno == EINTR { continue }
          throw RosterStoreError.fileError(path: path, reason: Self.errnoText())
        }
        if count == 0 { return }
        try buffer.withUnsafeBufferPointer {
          try consume(UnsafeBufferPointer(rebasing: $0[..<count]))
        }
      }
    }
  }

  /// Imports CSV held in memory; `source` names it in error messages (e.g. "stdin").
  @discardableResult
  package func importCSV(bytes: [UInt8], source: String) throws -> CSVImportSummary {
    try importCSV(source: source) { consume in
      try bytes.withUnsafeBufferPointer { try consume($0) }
    }
  }

  /// The import proper: `produce` hands the file's bytes, chunk by chunk, to its argument.
  private func importCSV(
    source: String,
    produce: ((UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void
  ) throws -> CSVImportSummary {
    try write {
      var importer = try CSVImporter(store: self, source: source)
      var reader = CSVReader(source: source)
      try produce { chunk in try reader.feed(chunk) { try importer.add($0) } }
      try reader.finish { try importer.add($0) }
      if !importer.sawHeader {
        throw CSVError(
          file: source, line: 1, message: "the file is empty; it needs the header name,game,rating")
      }
      return CSVImportSummary(
        playerCount: importer.playerCount, createdGames: importer.createdGames)
    }
  }

  /// Writes every player as CSV (header first), in roster order, handing `sink` text chunks.
  ///
  /// One read transaction, so the file is one consistent snapshot even while another shell
  /// writes. RFC 4180 line ends (CRLF) unless `lineEnding` says otherwise. Returns the count.
  @discardableResult
  package func exportCSV(lineEnding: String = "\r\n", to sink: (String) throws -> Void) throws
    -> Int
  {
    try read {
      var chunk = "name,game,rating" + lineEnding
      var count = 0
      let statement = try db.statement(
        "SELECT p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id ORDER BY p.id"
      )
      defer { statement.resetQuietly() }
      while try statement.step() {
        Self.appendField(statement.text(at: 0), to: &chunk)
        chunk += ","
        Self.appendField(statement.text(at: 1), to: &chunk)
        chunk += ",\(statement.integer(at: 2))" + lineEnding
        count += 1
        if chunk.utf8.count >= 64 * 1024 {
          try sink(chunk)
          chunk = ""
        }
      }
      if !chunk.isEmpty { try sink(chunk) }
      return count
    }
  }

  /// Writes the CSV export to an open file descriptor (e.g. 1 for stdout).
  @discardableResult
  package func exportCSV(toFileDescriptor fd: Int32, name: String = "stdout") throws -> Int {
    try exportCSV { text in
      var text = text
      try text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw RosterStoreError.fileError(path: name, reason: Self.errnoText())
          }
          offset += written
        }
      }
    }
  }

  /// Appends `field`, quoted (quotes doubled) when it holds a comma, quote or line end.
  static func appendField(_ field: String, to out: inout String) {
    let needsQuotes = field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    guard needsQuotes else {
      out += field
      return
    }
    out += "\""
    for character in field {
      out += character == "\"" ? "\"\"" : String(character)
    }
    out += "\""
  }

  /// strerror(errno), for messages.
  static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Checks and inserts the records of one import, inside the import's transaction.
private struct CSVImporter {
  let store: RosterStore
  let source: String
  let insert: SQLiteConnection.Statement
  /// Catalog ids by ASCII-lowercased name (the NOCASE rule), loaded once, grown by new games.
  var gameIDs: [String: Int64] = [:]
  /// Column positions of name, game, rating, from the header.
  var columns: (name: Int, game: Int, rating: Int) = (0, 1, 2)
  var sawHeader = false
  var playerCount = 0
  var createdGames: [String] = []

  init(store: RosterStore, source: String) throws {
    self.store = store
    self.source = source
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
    guard sawHeader else {
      try readHeader(record)
      return
    }
    guard record.fieldCount == 3 else {
      throw fail(record, "expected 3 fields (name,game,rating), found \(record.fieldCount)")
    }
    guard let rawName = record.string(columns.name), let rawGame = record.string(columns.game),
      let rawRating = record.string(columns.rating)
    else { throw fail(record, "not valid UTF-8; save the file as UTF-8") }
    let name: String
    do {
      name = try RosterStore.validName(rawName, what: "player")
    } catch let error as RosterStoreError {
      throw fail(record, error.message)
    }
    let ratingText = RosterStore.trimmed(rawRating)
    guard let rating = Int(ratingText), (1...5).contains(rating) else {
      throw fail(
        record, "rating \(RosterStoreError.quoted(ratingText)) is not a whole number from 1 to 5")
    }
    let gameID = try game(named: rawGame, record: record)
    try insert.bind(name, at: 1)
    try insert.bind(gameID, at: 2)
    try insert.bind(Int64(rating), at: 3)
    _ = try insert.step()
    try insert.reset()
    playerCount += 1
  }

  /// The catalog id of `rawName`, adding the game when the catalog lacks it.
  private mutating func game(named rawName: String, record: CSVReader.Record) throws -> Int64 {
    let name: String
    do {
      name = try RosterStore.validName(rawName, what: "game")
    } catch let error as RosterStoreError {
      throw fail(record, error.message)
    }
    let key = Self.folded(name)
    if let id = gameIDs[key] { return id }
    try store.db.run("INSERT INTO games(name) VALUES (?)", [.text(name)])
    let id = store.db.lastInsertRowID
    gameIDs[key] = id
    createdGames.append(name)
    return id
  }

  private mutating func readHeader(_ record: CSVReader.Record) throws {
    let names = (0..<record.fieldCount).map {
      RosterStore.trimmed(record.string($0) ?? "").lowercased()
    }
    guard names.count == 3, let name = names.firstIndex(of: "name"),
      let game = names.firstIndex(of: "game"), let rating = names.firstIndex(of: "rating")
    else {
      throw fail(
        record,
        "the first line must be the header name,game,rating; found "
          + RosterStoreError.quoted(names.joined(separator: ","))
      )
    }
    columns = (name, game, rating)
    sawHeader = true
  }

  private func fail(_ record: CSVReader.Record, _ message: String) -> CSVError {
    CSVError(file: source, line: record.line, message: message)
  }

  /// SQLite's NOCASE: ASCII letters folded, everything else as is.
  static func folded(_ name: String) -> String {
    String(
      decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
