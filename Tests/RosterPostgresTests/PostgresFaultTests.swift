import LineEditing
import RatingsApp
import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterPostgres
@testable import Shell

/// Faults on a real server: a connection cut mid-session, a server that stays away, a
/// statement timeout, a read-only (replica-like) database. Each is one line saying what to do,
/// nothing is half-written, and the session goes on once the server is back.
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresFaultTests {
  let server = PostgresServer.shared!

  /// Ends every connection to the database at `url` (what a server restart does).
  func cutConnections(of url: String) throws {
    let name = url.split(separator: "?")[0].split(separator: "/").last.map(String.init) ?? ""
    _ = try server.sql(
      """
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = '\(name)' AND pid <> pg_backend_pid()
      """, on: server.url("postgres"))
  }

  @Test func aCutConnectionIsReopenedForReadsAndWritesAlike() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    try cutConnections(of: url)
    #expect(try store.playerCount() == 3)
    try cutConnections(of: url)
    try store.addPlayer(name: "Ray", game: "Chess", rating: 3)
    #expect(try store.players(offset: 0, limit: 10).map(\.name).filter { $0 == "Ray" }.count == 1)
    #expect(try store.playerCount() == 4)
  }

  @Test func aServerThatStaysAwayIsOneLineAndTheSessionGoesOnWhenItIsBack() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    let name = try #require(try server.sql("SELECT current_database()", on: url).first?[0] ?? nil)
    let admin = server.url("postgres")
    _ = try server.sql("ALTER DATABASE \(name) ALLOW_CONNECTIONS false", on: admin)
    try cutConnections(of: url)
    let error = try #require(throws: RosterStoreError.self) {
      try store.addPlayer(name: "Lost", game: "Chess", rating: 1)
    }
    #expect(error.message.hasPrefix("lost the connection to the PostgreSQL store \(url) ("))
    #expect(error.message.hasSuffix("); nothing was changed, try again once the server is back"))
    #expect(!error.message.contains("\n"))
    #expect(throws: RosterStoreError.self) { try store.playerCount() }
    _ = try server.sql("ALTER DATABASE \(name) ALLOW_CONNECTIONS true", on: admin)
    #expect(try store.playerCount() == 3)
    #expect(try store.indexOfPlayer(named: "Lost") == nil)
  }

  @Test func aStatementTimeoutChangesNothingAndSaysSo() throws {
    let url = try server.database()
    _ = try PostgresRosterStore(url: url)
    let store = try PostgresRosterStore(url: url + "&options=-c%20statement_timeout%3D300")
    let blocker = try PostgresConnection(url: url)
    try blocker.execute("BEGIN")
    try blocker.execute("LOCK TABLE roster_meta IN ACCESS EXCLUSIVE MODE")
    let error = try #require(throws: RosterStoreError.self) {
      try store.addPlayer(name: "Slow", game: "Chess", rating: 2)
    }
    try blocker.execute("ROLLBACK")
    #expect(
      error.message
        == "the PostgreSQL store \(url)&options=-c%20statement_timeout%3D300 took too long "
        + "(its statement timeout) (canceling statement due to statement timeout); nothing was "
        + "changed, try again, or ask its administrator about statement_timeout")
    #expect(try store.playerCount() == 3)
    #expect(try store.indexOfPlayer(named: "Slow") == nil)
  }

  @Test func aReadOnlyDatabaseReadsAndRefusesEachChange() throws {
    let url = try server.database()
    _ = try PostgresRosterStore(url: url)
    let name = try #require(try server.sql("SELECT current_database()", on: url).first?[0] ?? nil)
    _ = try server.sql("ALTER DATABASE \(name) SET default_transaction_read_only = on", on: url)
    let replica = try PostgresRosterStore(url: url)
    #expect(try replica.playerCount() == 3)
    let error = try #require(throws: RosterStoreError.self) {
      try replica.addPlayer(name: "Ray", game: "Chess", rating: 3)
    }
    #expect(
      error.message
        == "cannot save: the PostgreSQL store \(url) is read-only (a standby replica?); nothing "
        + "was changed, use --store with the primary server's URL")
    #expect(throws: RosterStoreError.self) { try replica.addGame("Go") }
    #expect(try replica.playerCount() == 3)
    #expect(try replica.gameCount() == 6)
  }

  /// Players added past the page Players read (a full one) are drawn from what was kept while
  /// the server is away, as the rows read before them are, and counted.
  @Test func rowsAddedPastThePageReadAreDrawnWhileTheServerIsAway() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    let csv = "name,game,rating\n" + (4...50).map { "Player \($0),Chess,3\n" }.joined()
    _ = try store.importCSV(bytes: Array(csv.utf8), source: "players.csv")
    TerminalLocale.configure()
    var settings = Shell.Settings()
    settings.interactive = true
    let shell = Shell(
      session: try RatingsApp.launch(store: store), console: .capturing(), settings: settings)
    _ = shell.draw()
    for name in ["Ann Here", "Bob Here"] {
      for line in ["open AddPlayer", "select 1", "type \"\(name)\"", "tap Done"] {
        #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
      }
    }
    let name = try #require(try server.sql("SELECT current_database()", on: url).first?[0] ?? nil)
    let admin = server.url("postgres")
    _ = try server.sql("ALTER DATABASE \(name) ALLOW_CONNECTIONS false", on: admin)
    defer { _ = try? server.sql("ALTER DATABASE \(name) ALLOW_CONNECTIONS true", on: admin) }
    try cutConnections(of: url)
    shell.console.resetCaptured()
    _ = shell.run(line: "show 50")
    let drawn = shell.console.capturedOut
    #expect(drawn.contains("50  Player 50"), "\(drawn)")
    #expect(drawn.contains("51  Ann Here") && drawn.contains("52  Bob Here"), "\(drawn)")
    #expect(!drawn.contains("(unreadable)"), "\(drawn)")
    #expect(!drawn.contains("53 "), "\(drawn)")
  }
}
