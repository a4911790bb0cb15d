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

  /// Reads `input` as `roster import` does and calls `body` with each good row, in file
  /// order, until the first bad one; the rest are only checked. Every bad row is then thrown
  /// as one `CSVImportFailure` (a file with any imports nothing). `progress` hears after each
  /// chunk read.
  package static func rows(
    from input: CSVInput, progress: ((CSVImportProgress) -> Void)? = nil,
    _ body: (CSVImportRow) throws -> Void
  ) throws {
    var rules = CSVRowRules(source: input.name)
    var reader = CSVReader(source: input.name)
    var failure = CSVImportFailure(source: input.name)
    var rows = 0
    try withoutActuallyEscaping(body) { body in
      let take = { (record: CSVReader.Record) throws in
        guard rules.sawHeader else {
          try rules.readHeader(record)
          return
        }
        rows += 1
        let row: CSVImportRow
        do throws(CSVError) {
          row = try rules.row(record)
        } catch {
          failure.add(error)
          return
        }
        if failure.isEmpty { try body(row) }
      }
      do {
        try input.forEachChunk { chunk, bytesRead in
          try reader.feed(chunk, emit: take)
          progress?(CSVImportProgress(bytesRead: bytesRead, totalBytes: input.size, rows: rows))
        }
        try reader.finish(emit: take)
      } catch let error as CSVError {
        // What ends the pass is the last of its errors: the rows before it were bad too.
        failure.add(error)
        throw failure
      }
    }
    if !rules.sawHeader { throw rules.emptyFile }
    try failure.throwIfAny()
  }
}
