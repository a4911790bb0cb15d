/// A line of input that is not usable text, with a message naming the line and the fix.
package struct LineReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the line was rejected.
  package enum Kind: Equatable, Sendable {
    /// The bytes are not valid UTF-8; `byteOffset` is the first bad byte (0-based).
    case invalidUTF8(byteOffset: Int)
    /// The line holds a NUL byte at `byteOffset` (0-based), so it is binary data, not a command.
    case nulByte(byteOffset: Int)
    /// The line is longer than `limit` bytes.
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
  package var message: String {
    switch kind {
    case .invalidUTF8: return "line \(lineNumber): \(reason)"
    case .nulByte: return "line \(lineNumber) holds a NUL byte; is this a text file?"
    case .tooLong(let limit):
      return "line \(lineNumber) is longer than \(Self.size(limit)); split it into shorter lines"
    }
  }

  /// What is wrong and how to fix it, without the line number.
  package var reason: String {
    switch kind {
    case .invalidUTF8(let offset):
      return "not valid UTF-8 at byte \(offset + 1); "
        + "convert the input to UTF-8 (e.g. iconv -f latin1 -t utf-8)"
    case .nulByte(let offset):
      return "NUL byte at byte \(offset + 1); is this a text file?"
    case .tooLong(let limit):
      return "longer than \(Self.size(limit)); split it into shorter lines"
    }
  }

  /// `1 MiB` for whole mebibytes, else bytes.
  private static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }

  package var description: String { message }
}
