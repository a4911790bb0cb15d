import Glibc

@testable import RosterModel
@testable import RosterSQLite

/// What the store-file suites look at beside the store: the file's bytes, whether a side file
/// exists, and a store changed behind Roster's back.
protocol StoreFileChecks {}

extension StoreFileChecks {
  /// The file's bytes, or nil when it is missing.
  func bytes(of path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { return out }
      out += chunk[0..<count]
    }
  }

  func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// A new store at `path`, closed, then changed with `sql` by a plain connection.
  func craftedStore(_ path: String, _ sql: String) throws {
    _ = try SQLiteRosterStore(path: path)
    try SQLiteConnection(path: path).execute(sql)
  }
}
