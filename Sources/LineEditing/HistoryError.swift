/// The history file could not be read or written; the message names the file and the fix.
package struct HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One line: what failed, on which file, and what to do.
  package let message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}
