import Glibc
import LineEditing
import RosterSupport

/// Reading and writing the shell's files (scripts, recordings), with its errors.
extension FileSystem {
  /// The most a script file may hold: generous for any script, small enough to read at once.
  package static let maximumScriptSize = 64 << 20
  /// The longest line a script (or piped input) may hold.
  package static let maximumLineSize = PlainLineReader.defaultMaximumLineBytes

  /// The whole script file as text, or an error naming the problem and the fix: regular files
  /// only, at most `maximumScriptSize` bytes, lines of at most `maximumLineSize` bytes, no NUL
  /// bytes, UTF-8. `interruption` (Ctrl-C) is asked while reading.
  package static func read(_ path: String, interruption: () -> Bool = { false })
    throws(ShellError) -> String
  {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(
        ofFileAt: path, limit: maximumScriptSize, interruption: interruption)
    } catch {
      switch error {
      case .missing: throw ShellError("cannot read \(path): No such file or directory")
      case .permissionDenied: throw ShellError("cannot read \(path): Permission denied")
      case .notRegular(let kind):
        throw ShellError("\(path) is \(kind), not a file; pass a .rosterscript file")
      case .tooLarge(let size):
        throw ShellError(
          "\(path) is \(size >> 20) MiB, over the \(maximumScriptSize >> 20) MiB limit for a "
            + "script; split it into scripts that source each other")
      case .interrupted: throw ShellError("interrupted while reading \(path); nothing ran")
      case .system(let reason): throw ShellError("cannot read \(path): \(reason)")
      }
    }
    try checkLines(bytes)
    // Refused rather than repaired, as piped lines are: a script must not type "ab\u{FFFD}cd".
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      throw ShellError(
        "invalid UTF-8 at line \(line), byte \(offset + 1); save the file as UTF-8")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Refuses a line longer than `maximumLineSize` or holding a NUL byte (binary data), with
  /// the reader's wording for piped lines.
  private static func checkLines(_ bytes: [UInt8]) throws(ShellError) {
    if let problem = LineReadError.firstProblem(in: bytes, maximumLineSize: maximumLineSize) {
      throw ShellError(problem.message)
    }
  }

  /// Creates or truncates `path` and writes `text`.
  package static func write(_ text: String, to path: String, append: Bool = false)
    throws(ShellError)
  {
    guard let file = fopen(path, append ? "ab" : "wb") else {
      throw ShellError("cannot write \(path): \(errorText())")
    }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
      throw ShellError("cannot write \(path): \(errorText())")
    }
  }

  /// Writes all of `text` to `descriptor`, or throws the reason.
  package static func write(_ text: String, to descriptor: Int32) throws(ShellError) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw ShellError(errorText())
      }
      offset += written
    }
  }
}
