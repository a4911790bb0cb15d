import Glibc
import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterPostgres

/// The built `roster` on a server store, as a club uses it: a script adds a player through
/// the app's scenes, a second shell (another process) sees it and refuses a stale edit as on a
/// file, and `export` then `import` move the roster from a file to the server.
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresEndToEndTests {
  let server = PostgresServer.shared!

  /// The `roster` built for this test run.
  static let binary = rosterBinary

  /// Runs `roster ARGUMENTS` with `input` on stdin; returns (status, stdout, stderr).
  func roster(_ arguments: [String], input: String = "") throws -> (Int32, String, String) {
    let folder = server.folder
    let name = "run-\(UInt64.random(in: 0...UInt64.max))"
    let (inPath, outPath, errPath) = (
      "\(folder)/\(name).in", "\(folder)/\(name).out", "\(folder)/\(name).err"
    )
    try write(input, to: inPath)
    let quoted = ([Self.binary] + arguments).map { "'" + $0.replacingQuotes() + "'" }
    let status = system(
      "cd / && HOME=\(folder) XDG_STATE_HOME=\(folder)/state \(quoted.joined(separator: " ")) "
        + "<\(inPath) >\(outPath) 2>\(errPath)")
    defer { for path in [inPath, outPath, errPath] { unlink(path) } }
    return (status >> 8, try read(outPath), try read(errPath))
  }

  /// `import --dry-run` created the store in an empty database; it changes nothing now, as on
  /// a missing file, and still says what the import would do.
  @Test func aDryRunIntoAnEmptyDatabaseCreatesNothing() throws {
    let url = try server.database()
    let csv = server.folder + "/dry-\(UInt64.random(in: 0...UInt64.max)).csv"
    try write("name,game,rating\nAnn,Chess,3\nBob,Go,4\n", to: csv)
    defer { unlink(csv) }
    let dry = try roster(["--store", url, "import", "--dry-run", csv])
    #expect(dry.0 == 0, "\(dry.2)")
    #expect(dry.1.hasPrefix("would import 2 players from "))
    #expect(dry.2 == "")
    let tables = try PostgresConnection(url: url).query(
      "SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema()")
    #expect(tables == [["0"]])
  }

  @Test func twoShellsShareTheServerStoreAsTheyShareAFile() throws {
    let url = try server.database()
    let add = try roster(
      ["--store", url],
      input: "open AddPlayer\nselect 1\ntype \"Ray\"\ntap Done\nexpect rows 4\n")
    #expect(add.0 == 0, "\(add.2)")
    #expect(add.2 == "created new roster \(url)\n")
    let second = try roster(["--store", url], input: "expect row 4 \"Ray\"\nexpect rows 4\n")
    #expect(second.0 == 0, "\(second.2)")

    // A stale edit: the first shell opened Ray, the second rated him, the first's Done fails.
    let store = try PostgresRosterStore(url: url)
    let loaded = try store.player(at: 3)
    let rate = try roster(
      ["--store", url], input: "select 4\nopen PickRating\nselect 5\ntap Done\n")
    #expect(rate.0 == 0, "\(rate.2)")
    var edited = loaded
    edited.name = "Raymond"
    #expect(throws: RosterStoreError.self) { try store.updatePlayer(edited, original: loaded) }
    #expect(try store.player(at: 3).rating == 5)
  }

  /// A save waiting for another roster's lock says so on stderr after half a second, as on a
  /// file, and goes through once the lock is free.
  @Test func aSaveThatWaitsForAnotherRosterSaysSo() throws {
    let url = try server.database()
    _ = try PostgresRosterStore(url: url)
    // psql holds the change counter's row (what every save takes) for two seconds.
    let name = String(url.split(separator: "?")[0].split(separator: "/").last ?? "")
    let hold = "BEGIN; SELECT * FROM roster_meta FOR UPDATE; SELECT pg_sleep(2); COMMIT"
    #expect(
      system(
        "cd / && (psql -X -q -h \(server.folder) -p \(server.port) -U postgres -d \(name) "
          + "-c '\(hold)' >/dev/null 2>&1 &) && sleep 0.5") == 0)
    let add = try roster(
      ["--store", url], input: "open AddPlayer\nselect 1\ntype \"Ray\"\ntap Done\n")
    #expect(add.0 == 0, "\(add.2)")
    #expect(add.2 == "waiting for another roster to finish writing \(url)… (Ctrl-C gives up)\n")
    #expect(try PostgresRosterStore(url: url).indexOfPlayer(named: "Ray") == 3)
  }

  /// `roster init --empty` on an empty database makes the store without players, once; an
  /// import --replace then swaps its players for a file's.
  @Test func initMakesAnEmptyServerStoreOnceAndReplaceFillsIt() throws {
    let url = try server.database()
    let made = try roster(["init", "--empty", "--store", url])
    #expect(made.0 == 0, "\(made.2)")
    #expect(made.1 == "created roster \(url) with no players and 6 games\n")
    let again = try roster(["init", "--store", url])
    #expect(again.0 == 1)
    #expect(again.2.hasPrefix("roster: \(url) already holds a roster"))
    let csv = "\(server.folder)/replace-\(UInt64.random(in: 0...UInt64.max)).csv"
    defer { unlink(csv) }
    try write("name,game,rating\nAnn,Chess,2\nBob,Go,3\n", to: csv)
    let first = try roster(["--store", url, "import", "--replace", csv])
    #expect(first.1 == "imported 2 players; new game: \"Go\"\n", "\(first.2)")
    let second = try roster(["--store", url, "import", "--replace", csv])
    #expect(second.1 == "replaced the roster's 2 players with 2 from \(csv)\n", "\(second.2)")
    #expect(
      try roster(["--store", url, "export"]).1 == "name,game,rating\r\nAnn,Chess,2\r\nBob,Go,3\r\n")
  }

  @Test func aClubMovesFromAFileToTheServer() throws {
    let folder = server.folder
    let file = "\(folder)/club-\(UInt64.random(in: 0...UInt64.max)).sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { unlink(file + suffix) } }
    let made = try roster(
      ["--store", file],
      input: "delete \"Oscar Peterson\"\nopen AddPlayer\nselect 1\n"
        + "type \"Zoë, \\\"Z\\\"\"\ntap Done\n")
    #expect(made.0 == 0, "\(made.2)")
    let exported = try roster(["--store", file, "export"])
    #expect(exported.0 == 0)
    // The import makes the server's store, without the sample players: the file is the roster.
    let url = try server.database()
    let csv = "\(folder)/club-\(UInt64.random(in: 0...UInt64.max)).csv"
    defer { unlink(csv) }
    try write(exported.1, to: csv)
    let imported = try roster(["--store", url, "import", csv])
    #expect(imported.1 == "imported 3 players\n", "\(imported.2)")
    #expect(try roster(["--store", url, "export"]).1 == exported.1)
  }

  func write(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(fd >= 0)
    defer { close(fd) }
    var text = text
    let written = text.withUTF8 { Glibc.write(fd, $0.baseAddress, $0.count) }
    try #require(written == text.utf8.count)
  }

  func read(_ path: String) throws -> String {
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  /// The text inside single quotes for sh: each ' becomes '\''.
  fileprivate func replacingQuotes() -> String {
    var out = ""
    for character in self { out += character == "'" ? "'\\''" : String(character) }
    return out
  }
}
