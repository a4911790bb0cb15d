/// A line of input that is not usable text, with a message naming the line and the fix.
package struct LineReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the line was rejected.
  package enum Kind: Equatable, Sendable {
    /// The bytes are not valid UTF-8; `byteOffset` is the first bad byte (0-based).
    case invalidUTF8(byteOffset: Int)
    /// The line holds a NUL byte at `byteOffset` (0-based), so it is binary data, not a command.
    case nulByte(byteOffset: Int)
    /// The line is longer than `limit` bytes; its bytes were skipped up to the next newline.
    case tooLong(limit: Int)
  }

  /// What is wrong.
  package let kind: Kind
  /// The 1-based number of the line in the input.
  package let lineNumber: Int
  /// The line with bad bytes replaced by U+FFFD (empty for `tooLong`), for showing context.
  package let repairedText: String

  package init(kind: Kind, lineNumber: Int, repairedText: String) {
    self.kind = kind
    self.lineNumber = lineNumber
    self.repairedText = repairedText
  }

  /// One line: what is wrong, where, and how to fix it.
  package var message: String { "line \(lineNumber): \(reason)" }

  /// What is wrong and how to fix it, without the line number (for callers that print their
  /// own location, e.g. `<stdin>:3:1: error: …`).
  package var reason: String {
    switch kind {
    case .invalidUTF8(let offset):
      return "not valid UTF-8 at byte \(offset + 1); "
        + "convert the input to UTF-8 (e.g. iconv -f latin1 -t utf-8)"
    case .nulByte(let offset):
      return "NUL byte at byte \(offset + 1); the input looks binary, pass a text file"
    case .tooLong(let limit):
      return "longer than \(limit) bytes, skipped; split it into shorter lines"
    }
  }

  package var description: String { message }
}
