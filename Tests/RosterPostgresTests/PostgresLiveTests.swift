import LineEditing
import RatingsApp
import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterPostgres
@testable import Shell

/// Live: another roster's change on the server shows on this shell's next drawing, as between
/// two shells on one SQLite file (the server's change counter, `roster_meta.version`, moves).
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresLiveTests {
  let server = PostgresServer.shared!

  /// What `line` printed in `shell`.
  func output(_ shell: Shell, _ line: String) -> String {
    shell.console.resetCaptured()
    #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
    return shell.console.capturedOut
  }

  @Test func anotherRostersChangesShowOnTheNextDrawing() throws {
    let url = try server.database()
    TerminalLocale.configure()
    let shell = Shell(
      session: try RatingsApp.launch(store: try PostgresRosterStore(url: url)),
      console: .capturing(), settings: .init())
    let before = output(shell, "show")
    #expect(before.contains("Bill Evans"))
    #expect(output(shell, "show") == before)
    let other = try PostgresRosterStore(url: url)
    try other.addPlayer(name: "Zed Other", game: "Chess", rating: 4)
    #expect(output(shell, "show").contains("Zed Other"))
    var rated = try other.player(at: 0)
    let loaded = rated
    rated.name = "Bill E."
    try other.updatePlayer(rated, original: loaded)
    let renamed = output(shell, "show")
    #expect(renamed.contains("Bill E."))
    #expect(!renamed.contains("Bill Evans"))
    try other.deletePlayer(rated)
    #expect(!output(shell, "show").contains("Bill E."))
    // This shell's own change shows too, and the other store sees it.
    for line in ["open AddPlayer", "select 1", "type \"Ann Here\"", "tap Done"] {
      #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
    }
    #expect(output(shell, "show").contains("Ann Here"))
    #expect(try other.indexOfPlayer(named: "Ann Here") == 3)
  }
}
