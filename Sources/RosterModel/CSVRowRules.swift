/// What an import accepts of a CSV file, row by row, whatever the store: the header
/// `name,game,rating` (in any order), three fields a row, names valid by `NameRule` and a whole
/// rating of `Player.ratings`; each refusal a `CSVError` at the record's line.
///
/// The SQLite importer adds fast paths for plain rows on top; other stores take `row(_:)`.
package struct CSVRowRules {
  package let source: String
  /// Column positions of name, game, rating, from the header.
  package private(set) var columns: (name: Int, game: Int, rating: Int) = (0, 1, 2)
  package private(set) var sawHeader = false

  package init(source: String) {
    self.source = source
  }

  /// Reads the first record, which must be the header name,game,rating (in any order).
  package mutating func readHeader(_ record: CSVReader.Record) throws(CSVError) {
    if let problem = record.problem { throw problem }
    // A binary file is not "an empty header": bytes that are not text are said to be so.
    var written: [String] = []
    for index in 0..<record.fieldCount {
      guard let field = record.string(index) else { throw notUTF8(record) }
      written.append(NameRule.trimmed(field))
    }
    let names = written.map { $0.lowercased() }
    guard names.count == 3, let name = names.firstIndex(of: "name"),
      let game = names.firstIndex(of: "game"), let rating = names.firstIndex(of: "rating")
    else {
      // Quoted as written: the user looks for their own spelling in the file.
      throw fail(
        record,
        "the first line must be the header name,game,rating; found "
          + RosterStoreError.quoted(written.joined(separator: ","))
      )
    }
    columns = (name, game, rating)
    sawHeader = true
  }

  /// Refuses a record without exactly three fields (or whose quoting is wrong).
  package func checkFieldCount(_ record: CSVReader.Record) throws(CSVError) {
    if let problem = record.problem { throw problem }
    guard record.fieldCount == 3 else {
      throw fail(record, "expected 3 fields (name,game,rating), found \(record.fieldCount)")
    }
  }

  /// The player's name, valid by `NameRule`.
  package func name(_ record: CSVReader.Record) throws(CSVError) -> String {
    guard let raw = record.string(columns.name) else { throw notUTF8(record) }
    do {
      return try NameRule.validated(raw, what: "player")
    } catch {
      throw fail(record, error.message)
    }
  }

  /// The rating field as one of `Player.ratings`, or the error naming what was found.
  package func rating(_ record: CSVReader.Record) throws(CSVError) -> Int64 {
    let digit = record.withField(columns.rating) { field -> Int64? in
      let digits = field.filter { $0 != 0x20 }
      guard digits.count == 1, (0x30...0x39).contains(digits[0]) else { return nil }
      return Int64(digits[0] - 0x30)
    }
    if let digit, Player.ratings.contains(Int(digit)) { return digit }
    guard let raw = record.string(columns.rating) else { throw notUTF8(record) }
    let text = NameRule.trimmed(raw)
    throw fail(
      record,
      "rating \(RosterStoreError.quoted(text)) is not a whole number from "
        + "\(Player.ratings.lowerBound) to \(Player.ratings.upperBound)")
  }

  /// The game field as written (checked by `game(_:in:)` when it is new to the importer).
  package func rawGame(_ record: CSVReader.Record) throws(CSVError) -> String {
    guard let raw = record.string(columns.game) else { throw notUTF8(record) }
    return raw
  }

  /// A game name from the file, valid by `NameRule`.
  package func game(_ raw: String, in record: CSVReader.Record) throws(CSVError) -> String {
    do {
      return try NameRule.validated(raw, what: "game")
    } catch {
      throw fail(record, error.message)
    }
  }

  /// The whole row, checked: what a store without fast paths imports.
  package func row(_ record: CSVReader.Record) throws(CSVError) -> CSVImportRow {
    try checkFieldCount(record)
    let name = try name(record)
    let rating = try rating(record)
    let game = try game(try rawGame(record), in: record)
    return CSVImportRow(name: name, game: game, rating: Int(rating), line: record.line)
  }

  /// The error of a file without even a header.
  package var emptyFile: CSVError {
    CSVError(
      file: source, line: 1, message: "the file is empty; it needs the header name,game,rating")
  }

  package func notUTF8(_ record: CSVReader.Record) -> CSVError {
    fail(record, "not valid UTF-8; save the file as UTF-8")
  }

  package func fail(_ record: CSVReader.Record, _ message: String) -> CSVError {
    CSVError(file: source, line: record.line, message: message)
  }
}
