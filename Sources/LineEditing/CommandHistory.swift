import Glibc
import RosterSupport

/// The lines typed at the prompt, kept in a file (mode 0600) across runs.
///
/// Each accepted line is appended to the file at once (one `write(2)` with `O_APPEND`), rather
/// than the whole history being rewritten at exit: nothing is lost when the terminal is closed
/// or the process is killed, and several shells running at once interleave their lines instead
/// of the last one to exit overwriting the others. The file is compacted to its last `capacity`
/// lines when it is loaded and whenever an append takes it past them. Only the shell decides what
/// enters it (interactive lines, never scripts).
///
/// Only a regular file of Roster's own is used: a symbolic link at the path is not followed
/// (`O_NOFOLLOW`), so typed lines never land in, and no mode is changed on, a file elsewhere.
package final class CommandHistory {
  /// The file, or nil for a history kept in memory only.
  package let path: String?
  /// The most lines kept; older ones are dropped.
  package let capacity: Int
  /// Oldest first.
  package private(set) var entries: [String] = []
  /// Changes whenever `entries` does, so a line editor knows when to copy them again.
  package private(set) var revision = 0

  /// A history for `path` (nil: memory only). Nothing is read until `load()`.
  package init(path: String?, capacity: Int = 1000) {
    self.path = path
    self.capacity = max(1, capacity)
  }

  /// `roster/history` in the XDG state folder (`XDGBaseDirectory.state`: `$XDG_STATE_HOME`,
  /// else `~/.local/state`); nil when there is none, so the history stays in memory.
  package static func defaultPath(
    environment: (String) -> String? = FileSystem.environment,
    passwordDatabaseHome: () -> String? = FileSystem.passwordDatabaseHome
  ) -> String? {
    XDGBaseDirectory.state.path(
      environment: environment, passwordDatabaseHome: passwordDatabaseHome
    ).map { $0 + "/roster/history" }
  }

  /// The most bytes of the file read: its tail. A thousand lines of a thousand bytes fit; a file
  /// grown far larger (by hand, by another program) costs no more memory or time to load.
  static let maximumReadBytes = 1 << 20

  /// Reads the file (a missing one is an empty history), tightens its mode to 0600 if it is
  /// looser, and rewrites it when it has grown past `capacity` lines or `maximumReadBytes`.
  package func load() throws(HistoryError) {
    guard let path else { return }
    guard let (loaded, overfull) = try readFile(path) else { return }
    entries = loaded
    revision += 1
    if overfull { try save() }
  }

  /// The last `capacity` entries of the file at `path` (read from its last `maximumReadBytes`;
  /// a line cut there, or holding a NUL, is dropped) and whether the file holds more than
  /// them; nil when there is no file.
  private func readFile(_ path: String) throws(HistoryError) -> ([String], overfull: Bool)? {
    let descriptor = try openFile(path, O_RDONLY)
    guard let descriptor else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure("cannot inspect history file", path)
    }
    // One byte more than the tail: when it is a line feed, the tail starts with a whole line.
    let start = max(0, Int(status.st_size) - Self.maximumReadBytes - 1)
    var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), Self.maximumReadBytes + 1))
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + total, $0.count - total, off_t(start + total))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read history file", path)
      }
      if count == 0 { break }
      total += count
    }
    var tail = bytes[..<total]
    if start > 0 {
      // The first line began before the tail (or is the line feed ending one that did).
      let cut = tail.firstIndex(of: 10).map { $0 + 1 } ?? total
      tail = tail[cut...]
    }
    var loaded: [String] = []
    var overfull = start > 0
    var lineCount = 0
    for line in tail.split(separator: 10, omittingEmptySubsequences: true) {
      lineCount += 1
      // `add` never writes one; a NUL would cut the line short in the editor's C strings.
      if line.contains(0) {
        overfull = true
        continue
      }
      let text = String(decoding: line, as: UTF8.self)
      if loaded.last != text { loaded.append(text) }
    }
    if loaded.count > capacity { loaded.removeFirst(loaded.count - capacity) }
    return (loaded, overfull || lineCount > capacity)
  }

  /// Opens the history file itself (`flags` plus no following of a symbolic link, no blocking
  /// on a FIFO) and makes it private; nil when it is missing and `flags` do not create it.
  private func openFile(_ path: String, _ flags: Int32) throws(HistoryError) -> Int32? {
    let descriptor = open(path, flags | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
    guard descriptor >= 0 else {
      if errno == ENOENT && flags & O_CREAT == 0 { return nil }
      if errno == ELOOP { throw notUsable(path, "is a symbolic link") }
      if errno == EISDIR { throw notUsable(path, "is a folder, not a file") }
      throw failure(
        flags & O_ACCMODE == O_RDONLY ? "cannot read history file" : "cannot write history file",
        path)
    }
    do {
      try restrictMode(descriptor, path, writing: flags & O_ACCMODE != O_RDONLY)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Adds an accepted line (blank lines, a repeat of the previous line and a line typed with a
  /// leading space are dropped) and appends it to the file. The line stays in memory even when
  /// the file cannot be written.
  package func add(_ line: String) throws(HistoryError) {
    // A leading space keeps a line out of history, as bash's `ignorespace` does.
    guard line.first != " ", line.contains(where: { !$0.isWhitespace }), entries.last != line,
      !line.utf8.contains(10), !line.utf8.contains(0)
    else { return }
    entries.append(line)
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    revision += 1
    guard let path else { return }
    try createParentDirectory(of: path)
    guard let descriptor = try openFile(path, O_WRONLY | O_APPEND | O_CREAT) else { return }
    defer { close(descriptor) }
    try writeAll(Array((line + "\n").utf8), to: descriptor, path)
    // Kept at `capacity` lines on disk too: the file is read back (with what other shells
    // appended; well under a millisecond, once per typed line) and its last lines rewritten
    // once an append takes it past them.
    if let (lines, overfull) = try readFile(path), overfull {
      try replaceFile(path, with: lines)
    }
  }

  /// Rewrites the file with exactly `entries`, atomically (a temporary file renamed over it).
  package func save() throws(HistoryError) {
    guard let path else { return }
    try replaceFile(path, with: entries)
  }

  /// Replaces the file at `path` with `lines`, atomically (`FileSystem.replaceAtomically`),
  /// private to its owner.
  private func replaceFile(_ path: String, with lines: [String]) throws(HistoryError) {
    try createParentDirectory(of: path)
    // A read-only file is not replaced by a writable one either.
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o200 == 0 {
      throw readOnly(path)
    }
    var text = ""
    for entry in lines { text += entry + "\n" }
    do {
      try FileSystem.replaceAtomically(path, with: Array(text.utf8), mode: 0o600)
    } catch {
      if FileSystem.isSymbolicLink(path) { throw notUsable(path, "is a symbolic link") }
      throw HistoryError(
        "history not saved: \(error.reason); fix its permissions or set XDG_STATE_HOME to a "
          + "writable folder")
    }
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32, _ path: String) throws(HistoryError)
  {
    guard FileSystem.writeAll(bytes, to: descriptor) else {
      throw failure("cannot write history file", path)
    }
  }

  /// History can hold passwords typed by mistake and paths: nobody else may read it. Only a
  /// regular file with no other name is Roster's own to tighten (and to write to); the owner's
  /// own bits are left as they are, so a file made read-only (0400) is read, never written.
  private func restrictMode(_ descriptor: Int32, _ path: String, writing: Bool)
    throws(HistoryError)
  {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure("cannot inspect history file", path)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      let folder = status.st_mode & S_IFMT == S_IFDIR
      throw notUsable(path, folder ? "is a folder, not a file" : "is not a regular file")
    }
    guard status.st_nlink <= 1 else {
      throw notUsable(path, "has other hard links, so it is not Roster's own")
    }
    if status.st_mode & 0o077 != 0 {
      guard fchmod(descriptor, status.st_mode & 0o700) == 0 else {
        throw failure("cannot make history file private (mode 0600)", path)
      }
    }
    // Root may write any file: the owner's write bit is asked, not the open's success.
    if writing, status.st_mode & 0o200 == 0 { throw readOnly(path) }
  }

  /// The refusal to write a history file its owner made read-only.
  private func readOnly(_ path: String) -> HistoryError {
    HistoryError(
      "history not saved: \(path) is read-only; lines typed now are kept for this session "
        + "only (chmod u+w \(path) to keep them)")
  }

  /// `mkdir -p` with mode 0700 for the folders it creates.
  private func createParentDirectory(of path: String) throws(HistoryError) {
    var components = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
    var current = ""
    while !components.isEmpty {
      current += "/" + components.removeFirst()
      if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw failure("cannot create folder for history", current)
      }
    }
  }

  /// The file at the history path is not one Roster may use; said once, the shell goes on.
  private func notUsable(_ path: String, _ what: String) -> HistoryError {
    HistoryError(
      "history not saved: \(path) \(what); remove it, or set XDG_STATE_HOME to another folder")
  }

  private func failure(_ what: String, _ path: String) -> HistoryError {
    let reason = String(cString: strerror(errno))
    return HistoryError(
      "\(what) \(path): \(reason); fix its permissions or set XDG_STATE_HOME to a writable folder")
  }
}
