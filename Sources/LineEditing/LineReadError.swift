import Glibc

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

  /// The first line of a whole file (`bytes`) a reader would refuse for its bytes: one longer
  /// than `maximumLineSize` or holding a NUL byte (binary data), worded as for piped lines.
  /// UTF-8 is left to the caller, which may want the whole file's first bad byte.
  package static func firstProblem(in bytes: [UInt8], maximumLineSize: Int) -> LineReadError? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      let firstNul = memchr(base, 0, buffer.count).map {
        UnsafeRawPointer($0) - UnsafeRawPointer(base)
      }
      var line = 1
      var start = 0
      while start <= buffer.count {
        let newline =
          memchr(base + start, 10, buffer.count - start).map {
            UnsafeRawPointer($0) - UnsafeRawPointer(base)
          } ?? buffer.count
        if let firstNul, firstNul < newline {
          return LineReadError(
            kind: .nulByte(byteOffset: firstNul - start), lineNumber: line, repairedText: "")
        }
        if newline - start > maximumLineSize {
          return LineReadError(
            kind: .tooLong(limit: maximumLineSize), lineNumber: line, repairedText: "")
        }
        line += 1
        start = newline + 1
      }
      return nil
    }
  }
}
