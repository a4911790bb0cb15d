import Glibc

/// The file-system queries and paths every module needs, on Glibc (no Foundation: start-up
/// time): what a path names, folder listings, how a path reads (`~`, relative), the home folder,
/// and opening a file to append to without blocking or clobbering.
package enum FileSystem {
  /// Whether something exists at `path`.
  package static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// Whether `path` names a directory.
  package static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether `path` names a regular file.
  package static func isFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether `path` itself is a symbolic link.
  package static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// Whether something is at `path` that is not itself a symbolic link (one `lstat`).
  package static func existsUnlinked(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFLNK
  }

  /// What a file that is not a regular one is, for messages ("a folder", "a FIFO (named
  /// pipe)", …); nil for a regular file. Scripts, storyboards and CSV imports refuse with it.
  package static func kind(of info: stat) -> String? {
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
  }

  /// The names in a directory (no `.` and `..`), sorted; empty when it cannot be read.
  package static func contents(ofDirectory path: String) -> [String] {
    entries(ofDirectory: path) ?? []
  }

  /// The names in a directory (no `.` and `..`), sorted; nil when it cannot be read.
  package static func entries(ofDirectory path: String) -> [String]? {
    listing(ofDirectory: path)?.map(\.name)
  }

  /// Whether a name in a directory passes `test`, read in the directory's own order and
  /// without sorting (false when it cannot be read): asked of every folder above a file.
  package static func containsEntry(
    inDirectory path: String, where test: (String) -> Bool
  ) -> Bool {
    var found = false
    readEntries(ofDirectory: path) { name, _ in
      found = test(name)
      return !found
    }
    return found
  }

  /// The names in a directory (no `.` and `..`) with what the listing says each is, sorted by
  /// name; nil when it cannot be read. Walks of a project ask the entries' kinds from this
  /// instead of a `stat` each.
  package static func listing(ofDirectory path: String) -> [DirectoryEntry]? {
    var entries: [DirectoryEntry] = []
    let opened = readEntries(ofDirectory: path) { name, type in
      if name != "." && name != ".." { entries.append(DirectoryEntry(name: name, type: type)) }
      return true
    }
    return opened ? entries.sorted { $0.name < $1.name } : nil
  }

  /// Hands `body` each name in a directory (`.` and `..` too) with its `d_type`, in the
  /// directory's own order, while it returns true: the one `readdir` loop of the listings
  /// above. False when the directory cannot be opened.
  @discardableResult
  private static func readEntries(
    ofDirectory path: String, _ body: (_ name: String, _ type: UInt8) -> Bool
  ) -> Bool {
    guard let directory = opendir(path) else { return false }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      guard body(name, entry.pointee.d_type) else { break }
    }
    return true
  }

  /// Every regular file whose name ends with `suffix` under `path` (recursively, sorted), e.g.
  /// the storyboards in folders given to lint. Hidden folders and symbolic links to folders are
  /// not entered (no cycles, no `.build`).
  package static func files(under path: String, endingWith suffix: String) -> [String] {
    files(under: path, endingWith: suffix, depth: 0)
  }

  private static func files(under path: String, endingWith suffix: String, depth: Int) -> [String] {
    guard depth < 32 else { return [] }
    var found: [String] = []
    for entry in listing(ofDirectory: path) ?? [] where !entry.name.hasPrefix(".") {
      let child = path.hasSuffix("/") ? path + entry.name : path + "/" + entry.name
      if entry.name.hasSuffix(suffix), entry.isFile(at: child) {
        found.append(child)
      } else if entry.isFolder(at: child) {
        found.append(contentsOf: files(under: child, endingWith: suffix, depth: depth + 1))
      }
    }
    return found
  }

  // MARK: - Paths

  /// The directory part of `path` (`.` when it has none).
  package static func directory(of path: String) -> String {
    // By bytes: found by Characters, it cost 10K instructions for a short path.
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// Makes the folder `path` and the folders above it that are missing (as `mkdir -p`); the
  /// reason when one cannot be made.
  package static func makeDirectories(_ path: String) -> String? {
    guard !path.isEmpty, path != ".", path != "/", !isDirectory(path) else { return nil }
    if let reason = makeDirectories(directory(of: path)) { return reason }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
      return "cannot make the folder \(path): \(errorText())"
    }
    return nil
  }

  /// `path` made absolute against the current folder.
  package static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let folder = getcwd(nil, 0) else { return path }
    defer { free(folder) }
    let prefix = String(cString: folder)
    return (prefix == "/" ? "" : prefix) + "/"
      + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }

  /// `path` resolved against `directory` unless it is absolute (`~/…` is in the home folder).
  package static func resolve(_ path: String, against directory: String) -> String {
    let path = expandingHome(path)
    if path.hasPrefix("/") || directory == "." { return path }
    return directory + "/" + path
  }

  /// `~` and `~/…` in the home folder (`homeFolder()`), as a shell reads them; `~user` stays as
  /// is, as does `~` when there is no home folder.
  package static func expandingHome(_ path: String) -> String {
    guard path == "~" || path.hasPrefix("~/"), let home = homeFolder() else { return path }
    return home + path.dropFirst()
  }

  /// The environment variable `name`, nil when unset.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// This user's home folder in the password database (`getpwuid`), if it names one.
  package static func passwordDatabaseHome() -> String? {
    guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return nil }
    return String(cString: folder)
  }

  /// The home folder: `$HOME` when it is an absolute path, else the password database's entry
  /// when that is; nil when neither is (a relative HOME would move with the current folder).
  package static func homeFolder(
    environment: (String) -> String? = environment,
    passwordDatabaseHome: () -> String? = passwordDatabaseHome
  ) -> String? {
    if let home = environment("HOME"), home.hasPrefix("/") { return home }
    if let home = passwordDatabaseHome(), home.hasPrefix("/") { return home }
    return nil
  }

  // MARK: - Appending

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
      default: throw .system(errorText())
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let failure = OpenFailure.system(errorText())
      close(descriptor)
      throw failure
    }
    if let kind = kind(of: info) {
      close(descriptor)
      throw .notRegular(kind: kind)
    }
    if let index = index(of: info, among: protectedFiles) {
      close(descriptor)
      throw .protected(index: index)
    }
    if existing == .truncate, info.st_size > 0 {
      guard ftruncate(descriptor, 0) == 0 else {
        let failure = OpenFailure.system(errorText())
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

  /// The current error number as text (`strerror(errno)`), for messages.
  package static func errorText() -> String {
    String(cString: strerror(errno))
  }
}
