import Glibc

/// A throwaway PostgreSQL server for the tests: `initdb` into a temporary folder, `pg_ctl`
/// listening only on a unix socket in it, stopped and removed when the test process exits.
/// Each test takes a fresh database of its own (`database()`), so tests run in parallel.
///
/// As root (CI), the server tools run as the `postgres` user, who owns the folder: initdb and
/// postgres refuse to run as root.
package final class PostgresServer: Sendable {
  /// The folder holding the cluster (`data`), the socket and the log.
  package let folder: String
  /// The server's port (it names the socket file; nothing listens on TCP).
  package let port = 5432

  /// The server of this test process, started on first use; nil when PostgreSQL's server
  /// programs are not installed (`whyUnavailable` says so).
  package static let shared: PostgresServer? = PostgresServer()

  /// Why there is no server, for the skip message.
  package static let whyUnavailable =
    "PostgreSQL's server programs are absent (/usr/lib/postgresql/*/bin/initdb); "
    + "Scripts/bootstrap installs them (apt-get install postgresql)"

  /// The newest /usr/lib/postgresql/N/bin holding initdb, or nil.
  package static let binaries: String? = {
    var newest: (version: Int, path: String)?
    guard let dir = opendir("/usr/lib/postgresql") else { return nil }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      let bin = "/usr/lib/postgresql/\(name)/bin"
      if let version = Int(name), access(bin + "/initdb", X_OK) == 0,
        version > newest?.version ?? -1
      {
        newest = (version, bin)
      }
    }
    return newest?.path
  }()

  private init?() {
    guard let bin = Self.binaries else { return nil }
    var template = Array("/tmp/roster-pg-test-XXXXXX".utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
      return nil
    }
    folder = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    let asPostgres = geteuid() == 0 ? "runuser -u postgres -- " : ""
    if geteuid() == 0 { Self.run("chown postgres \(folder)") }
    let started =
      Self.run(
        "cd / && \(asPostgres)\(bin)/initdb -D \(folder)/data -A trust -U postgres -E UTF8 "
          + "--locale=C >\(folder)/initdb.log 2>&1")
      && Self.run(
        "cd / && \(asPostgres)\(bin)/pg_ctl -D \(folder)/data -l \(folder)/server.log -w "
          + "-o \"-k \(folder) -p \(port) -c listen_addresses=''\" start >/dev/null")
    guard started else {
      print("PostgresServer: could not start a server in \(folder); see its logs")
      return nil
    }
    stopCommand =
      "cd / && \(asPostgres)\(bin)/pg_ctl -D \(folder)/data -m immediate stop >/dev/null 2>&1; "
      + "rm -rf \(folder)"
    atexit { PostgresServer.shared?.stop() }
  }

  private let stopCommand: String

  /// Stops the server and removes its folder.
  package func stop() { Self.run(stopCommand) }

  /// The URL of database `name` on this server.
  package func url(_ name: String) -> String {
    "postgresql:///\(name)?host=\(folder)&port=\(port)&user=postgres"
  }

  /// A new, empty database with a unique name; returns its URL.
  package func database() throws -> String {
    let name = "roster_\(UInt64.random(in: 0...UInt64.max))"
    // createdb of the same installation, over the server's socket (no store code: this harness
    // serves the store's tests and the binary's alike).
    guard
      Self.run(
        "cd / && \(Self.binaries!)/createdb -h \(folder) -p \(port) -U postgres \(name)")
    else { throw Failure(description: "createdb \(name) failed on the server in \(folder)") }
    return url(name)
  }

  /// A server that could not do what a test asked.
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
  }

  /// Runs a shell command; true when it exited 0.
  @discardableResult
  package static func run(_ command: String) -> Bool {
    system(command) == 0
  }
}
