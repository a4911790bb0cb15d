import RosterSupport

/// Why a `.strings` file could not be read: one line, `FILE:LINE:COL: what is wrong; fix`.
package struct StringsFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  package var file: String
  /// The 1-based line of the problem; nil for the file as a whole.
  package var line: Int?
  /// The 1-based column, in Unicode scalars; nil when only the line is known.
  package var column: Int?
  /// What is wrong and how to fix it, without the location.
  package var reason: String

  package init(file: String, line: Int? = nil, column: Int? = nil, reason: String) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `FILE:LINE:COL: reason`.
  package var message: String {
    SourceLocation(file: file, line: line, column: column).message(reason)
  }

  package var description: String { message }
}
