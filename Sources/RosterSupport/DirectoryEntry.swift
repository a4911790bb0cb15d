import Glibc

/// A name in a folder and its kind as the listing gave it (`readdir`'s `d_type`), so a walk
/// asks the file system about an entry only where the listing could not say.
package struct DirectoryEntry: Sendable {
  package let name: String
  /// `DT_DIR`, `DT_REG`, `DT_LNK`, …, or `DT_UNKNOWN` where the file system does not say.
  let type: UInt8

  /// Whether the entry, at `path`, is a folder and not a symbolic link to one
  /// (`FileSystem.isDirectory` and not `isSymbolicLink`).
  package func isFolder(at path: String) -> Bool {
    switch Int32(type) {
    case Int32(DT_DIR): return true
    case Int32(DT_UNKNOWN): return FileSystem.isDirectory(path) && !FileSystem.isSymbolicLink(path)
    default: return false
    }
  }

  /// Whether the entry, at `path`, is a regular file, through a symbolic link too
  /// (`FileSystem.isFile`).
  package func isFile(at path: String) -> Bool {
    switch Int32(type) {
    case Int32(DT_REG): return true
    case Int32(DT_LNK), Int32(DT_UNKNOWN): return FileSystem.isFile(path)
    default: return false
    }
  }
}
