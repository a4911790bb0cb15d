import Glibc
import RosterSupport

/// A fresh directory under `$TMPDIR` (else /tmp), made by mkdtemp; removed with everything in it
/// by `remove()` or when the value goes away.
package final class TemporaryDirectory {
  package let path: String

  package init() {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(base)/roster-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed in \(base)")
    path = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
  }

  /// A directory holding `files` (relative path → text; folders on the way are made).
  package convenience init(_ files: [String: String]) throws {
    self.init()
    for (name, text) in files { try write(name, text) }
  }

  /// A path inside the directory.
  package func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name`, making every missing folder on the way (as mkdir -p).
  package func write(_ name: String, _ text: String) throws {
    let full = file(name)
    var folders: [String] = []
    var folder = FileSystem.directory(of: full)
    while !FileSystem.exists(folder) {
      folders.append(folder)
      folder = FileSystem.directory(of: folder)
    }
    for missing in folders.reversed() { mkdir(missing, 0o755) }
    try writeText(text, to: full)
  }

  /// The text of `name`.
  package func read(_ name: String) throws -> String {
    try readText(file(name))
  }

  /// Removes the directory and everything in it (again: nothing).
  package func remove() { Self.removeTree(path) }

  deinit { Self.removeTree(path) }

  /// rm -r: the directory's entries (depth first), then the directory.
  private static func removeTree(_ path: String) {
    if let dir = opendir(path) {
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        if name == "." || name == ".." { continue }
        let child = path + "/" + name
        if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { unlink(child) }
      }
      closedir(dir)
    }
    rmdir(path)
  }
}

/// The text of the file at `path` (as UTF-8; at most 256 MiB).
package func readText(_ path: String) throws -> String {
  String(decoding: try FileReader.bytes(ofFileAt: path, limit: 1 << 28), as: UTF8.self)
}

/// Writes `text` to `path` (replacing the file whole).
package func writeText(_ text: String, to path: String) throws {
  try FileSystem.replaceAtomically(path, with: Array(text.utf8))
}
