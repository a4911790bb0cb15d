import Glibc

/// One row of a CSV import, checked by the import's rules (`CSVRowRules`): what a store
/// outside this module (PostgreSQL) imports.
package struct CSVImportRow: Sendable, Equatable {
  /// The player's name, valid by `NameRule`.
  package var name: String
  /// The game as the file spells it, valid by `NameRule` (the catalog may lack it).
  package var game: String
  /// 1 to 5.
  package var rating: Int
  /// The line where the row starts in the file.
  package var line: Int

  /// Reads the CSV file at `path` as `roster import` does (a regular file of bounded size)
  /// and calls `body` with each checked row, in file order; throws at the first bad one.
  package static func rows(fromFile path: String, _ body: (CSVImportRow) throws -> Void) throws {
    let fd = try RosterStore.openCSVFile(path)
    defer { close(fd) }
    try rows(source: path, body) { consume in try RosterStore.readCSVFile(fd, path, consume) }
  }

  /// The checked rows of CSV held in memory; `source` names it in error messages.
  package static func rows(
    bytes: [UInt8], source: String, _ body: (CSVImportRow) throws -> Void
  ) throws {
    try rows(source: source, body) { consume in
      try bytes.withUnsafeBufferPointer { try consume($0) }
    }
  }

  /// `produce` hands the bytes, chunk by chunk, to its argument.
  private static func rows(
    source: String, _ body: (CSVImportRow) throws -> Void,
    produce: ((UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void
  ) throws {
    var rules = CSVRowRules(source: source)
    var reader = CSVReader(source: source)
    try withoutActuallyEscaping(body) { body in
      let take = { (record: CSVReader.Record) throws in
        if rules.sawHeader { try body(try rules.row(record)) } else { try rules.readHeader(record) }
      }
      try produce { chunk in try reader.feed(chunk, emit: take) }
      try reader.finish(emit: take)
    }
    if !rules.sawHeader { throw rules.emptyFile }
  }
}
