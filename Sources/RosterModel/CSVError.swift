import RosterSupport

/// A bad CSV file or row: where (`FILE:LINE`) and what is wrong. Nothing was imported.
package struct CSVError: Error, Equatable, CustomStringConvertible {
  /// The file name as the user gave it (or a label such as "stdin").
  package var file: String
  /// The 1-based physical line where the bad record starts (or the bad byte is).
  package var line: Int
  /// What is wrong, and the fix when there is one.
  package var message: String

  /// `FILE:LINE: message`, the form compilers use, so editors can jump to it.
  package var description: String { SourceLocation(file: file, line: line).message(message) }
}
