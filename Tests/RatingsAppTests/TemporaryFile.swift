import Glibc

/// Paths for store files under the system's temporary directory, unique per call.
enum TemporaryFile {
  /// A fresh path (nothing is created) like `/tmp/roster-app-<name>-<pid>-<n>.sqlite`.
  static func path(_ name: String) -> String {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    return "\(base)/roster-app-\(name)-\(unique).sqlite"
  }

  /// Removes the store file and its WAL companions.
  static func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
  }
}
