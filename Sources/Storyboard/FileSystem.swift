import Glibc

/// The few file-system queries the storyboard tools need, on Glibc (no Foundation).
package enum FileSystem {
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

  /// The names in a directory (no `.` and `..`), sorted; empty when it cannot be read.
  package static func contents(ofDirectory path: String) -> [String] {
    entries(ofDirectory: path) ?? []
  }

  /// The names in a directory (no `.` and `..`), sorted; nil when it cannot be read.
  package static func entries(ofDirectory path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Every `.storyboard` file under `path` (recursively, sorted), for folders given to lint.
  /// Hidden folders and symbolic links to folders are not entered (no cycles, no `.build`).
  package static func storyboards(under path: String) -> [String] {
    storyboards(under: path, depth: 0)
  }

  private static func storyboards(under path: String, depth: Int) -> [String] {
    guard depth < 32 else { return [] }
    var found: [String] = []
    for name in contents(ofDirectory: path) where !name.hasPrefix(".") {
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      if name.hasSuffix(".storyboard"), isFile(child) {
        found.append(child)
      } else if isDirectory(child), !isSymbolicLink(child) {
        found.append(contentsOf: storyboards(under: child, depth: depth + 1))
      }
    }
    return found
  }

  /// Whether `path` itself is a symbolic link.
  package static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// What a file that is not a regular one is, for messages ("a folder", "a FIFO (named
  /// pipe)", …); nil for a regular file.
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

  /// The directory part of `path` (`.` when it has none).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }
}
