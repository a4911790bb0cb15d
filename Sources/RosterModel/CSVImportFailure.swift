/// Every bad row of one import, found in one pass: a file with any imports nothing, and the
/// user fixes them all at once instead of one per run.
///
/// A row with a wrong field, name or rating, or with a quoting mistake (the rest of its line
/// is skipped), is noted and reading goes on; what leaves the rest unreadable (a NUL byte, an
/// over-long field, a quote never closed, a bad header) ends the pass as its last error.
package struct CSVImportFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The input, as messages name it.
  package let source: String
  /// The first bad rows, in file order, at most `listed`.
  package private(set) var errors: [CSVError] = []
  /// How many bad rows there are.
  package private(set) var count = 0

  /// How many bad rows are listed: a wrong file (every row bad) still gives a readable report.
  package static let listed = 100

  package init(source: String) {
    self.source = source
  }

  /// Whether no row was bad so far.
  package var isEmpty: Bool { count == 0 }

  /// Notes one bad row.
  package mutating func add(_ error: CSVError) {
    count += 1
    if errors.count < Self.listed { errors.append(error) }
  }

  /// Throws what was found, if anything (see `storeError`).
  package func throwIfAny() throws(CSVImportFailure) {
    if !isEmpty { throw self }
  }

  /// The store's error for what was found: one bad row as it always was (`FILE:LINE: …`),
  /// several as the list.
  package var storeError: RosterStoreError {
    count == 1 && errors.count == 1 ? .csv(errors[0]) : .csvRows(self)
  }

  /// One line per listed row (`FILE:LINE: what is wrong`), then how many more, then the fix.
  package var lines: [String] {
    var lines = errors.map(\.description)
    if count > errors.count { lines.append("… and \(count - errors.count) more bad rows") }
    lines.append(
      "\(count) rows of \(source) cannot be imported; fix them and import again "
        + "(nothing was imported)")
    return lines
  }

  package var description: String { lines.joined(separator: "\n") }
}
