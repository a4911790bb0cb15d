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
    let problem = bytes.withUnsafeBufferPointer { buffer -> LineReadError? in
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
    if let problem { throw ShellError(problem.message) }
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

  /// What an existing file becomes when opened by `openForAppending`.
  package enum Existing: Sendable {
    /// Refused (`OpenFailure.exists`).
    case refuse
    /// Kept, written after its end.
    case keep
    /// Emptied first.
    case truncate
  }

  /// Why `openForAppending` refused.
  package enum OpenFailure: Error, Equatable, Sendable {
    /// The file is there and `Existing.refuse` was asked.
    case exists
    /// Not a regular file: `kind` names it ("a folder", "a FIFO", …).
    case notRegular(kind: String)
    /// One of the protected files (same device and inode): the `index`th.
    case protected(index: Int)
    /// The system refused; the reason as text.
    case system(String)
  }

  /// Opens `path` for appending (created 0644 when missing) and returns the descriptor and
  /// whether the file is empty. Only regular files, never one of `protectedFiles` (compared by
  /// device and inode, so another name or link for one is caught too); a FIFO does not block.
  package static func openForAppending(
    _ path: String, existing: Existing, protectedFiles: [String]
  ) throws(OpenFailure) -> (descriptor: Int32, wasEmpty: Bool) {
    var flags = O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
    if existing == .refuse { flags |= O_EXCL }
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else {
      switch errno {
      case EEXIST:
        // The open store is named as such, not offered to --force.
        var info = stat()
        if stat(path, &info) == 0, let index = index(of: info, among: protectedFiles) {
          throw .protected(index: index)
        }
        throw .exists
      case EISDIR: throw .notRegular(kind: "a folder")
      case ENXIO: throw .notRegular(kind: "a FIFO (named pipe)")
      default: throw .system(reason())
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let failure = OpenFailure.system(reason())
      close(descriptor)
      throw failure
    }
    if let kind = Storyboard.FileSystem.kind(of: info) {
      close(descriptor)
      throw .notRegular(kind: kind)
    }
    if let index = index(of: info, among: protectedFiles) {
      close(descriptor)
      throw .protected(index: index)
    }
    if existing == .truncate, info.st_size > 0 {
      guard ftruncate(descriptor, 0) == 0 else {
        let failure = OpenFailure.system(reason())
        close(descriptor)
        throw failure
      }
      return (descriptor, true)
    }
    return (descriptor, info.st_size == 0)
  }

  /// The position in `paths` of the file `info` describes (same device and inode), if any.
  private static func index(of info: stat, among paths: [String]) -> Int? {
    paths.firstIndex { path in
      var other = stat()
      return stat(path, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino
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
        throw ShellError(reason())
      }
      offset += written
    }
  }

  /// `path` made absolute against the current folder.
  package static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let folder = getcwd(nil, 0) else { return path }
    defer { free(folder) }
    let prefix = String(cString: folder)
    return (prefix == "/" ? "" : prefix) + "/"
      + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
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
    let path = expandingHome(path)
    if path.hasPrefix("/") || directory == "." { return path }
    return directory + "/" + path
  }

  /// `~` and `~/…` in the home folder (`$HOME`), as a shell reads them; `~user` stays as is.
  package static func expandingHome(_ path: String) -> String {
    guard path == "~" || path.hasPrefix("~/"), let raw = getenv("HOME") else { return path }
    let home = String(cString: raw)
    return home.hasPrefix("/") ? home + path.dropFirst() : path
  }

  /// The current error number as text.
  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
