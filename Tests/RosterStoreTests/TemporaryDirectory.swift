import Glibc

/// A fresh directory under $TMPDIR (mkdtemp), removed with its contents on `remove()`.
final class TemporaryDirectory {
  let path: String

  init() {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(base)/roster-store-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed")
    path = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
  }

  /// A path inside the directory.
  func file(_ name: String) -> String { path + "/" + name }

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
