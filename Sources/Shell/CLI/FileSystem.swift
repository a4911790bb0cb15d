import Glibc
import LineEditing
import Storyboard

/// The few file operations the shell needs, on Glibc (no Foundation: start-up time).
package enum FileSystem {
  /// Whether something exists at `path`.
  package static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// Whether `path` is a directory.
  package static func isDirectory(_ path: String) -> Bool {
    Storyboard.FileSystem.isDirectory(path)
  }

  /// The whole file as text, or an error naming the file and the reason.
  package static func read(_ path: String) throws(ShellError) -> String {
    guard let file = fopen(path, "rb") else {
      throw ShellError("cannot read \(path): \(reason())")
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      if count < chunk.count {
        if ferror(file) != 0 { throw ShellError("cannot read \(path): \(reason())") }
        break
      }
    }
    // Refused rather than repaired, as piped lines are: a script must not type "ab\u{FFFD}cd".
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      throw ShellError(
        "invalid UTF-8 at line \(line), byte \(offset + 1); save the file as UTF-8")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Creates or truncates `path` and writes `text`.
  package static func write(_ text: String, to path: String, append: Bool = false)
    throws(ShellError)
  {
    guard let file = fopen(path, append ? "ab" : "wb") else {
      throw ShellError("cannot write \(path): \(reason())")
    }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
      throw ShellError("cannot write \(path): \(reason())")
    }
  }

  /// Names in directory `path` (without `.` and `..`), or nil when it cannot be read.
  package static func list(_ path: String) -> [String]? {
    Storyboard.FileSystem.entries(ofDirectory: path)
  }

  /// The directory part of `path` (`.` when there is none).
  package static func directory(of path: String) -> String {
    Storyboard.FileSystem.directory(of: path)
  }

  /// `path` resolved against `directory` unless it is absolute.
  package static func resolve(_ path: String, against directory: String) -> String {
    if path.hasPrefix("/") || directory == "." { return path }
    return directory + "/" + path
  }

  /// The current error number as text.
  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
