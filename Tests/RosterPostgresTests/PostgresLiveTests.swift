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

  /// Done's redraw draws from what its write returned only when nothing else changed since the
  /// page was read: another roster's add just before Done is drawn too.
  @Test func anotherRostersAddJustBeforeDoneIsDrawnToo() throws {
    let url = try server.database()
    TerminalLocale.configure()
    var settings = Shell.Settings()
    settings.interactive = true
    let shell = Shell(
      session: try RatingsApp.launch(store: try PostgresRosterStore(url: url)),
      console: .capturing(), settings: settings)
    _ = output(shell, "show")
    for line in ["open AddPlayer", "select 1", "type \"Ann Here\""] { _ = output(shell, line) }
    try PostgresRosterStore(url: url).addPlayer(name: "Zed Other", game: "Chess", rating: 4)
    let drawn = output(shell, "tap Done")
    #expect(drawn.contains("4  Zed Other") && drawn.contains("5  Ann Here"), "\(drawn)")
  }

  /// The editor starts with a game of the catalog as the last version read brought it back:
  /// another roster's delete of Chess is seen once a command has looked.
  @Test func anotherRostersCatalogChangeReachesTheEditor() throws {
    let url = try server.database()
    TerminalLocale.configure()
    let shell = Shell(
      session: try RatingsApp.launch(store: try PostgresRosterStore(url: url)),
      console: .capturing(), settings: .init())
    _ = output(shell, "show")
    try PostgresRosterStore(url: url).deleteGame("Chess")
    _ = output(shell, "show")
    _ = output(shell, "open AddPlayer")
    #expect(output(shell, "show").contains("Game    Angry Birds"))
  }

  /// Done is refused when another roster deleted the editor's game (Chess) after this editor
  /// read the catalog: nothing is written, the message says how to go on, and the editor stays
  /// open with the typed name.
  @Test func doneIsRefusedWhenAnotherRosterDeletedTheEditorsGame() throws {
    let url = try server.database()
    TerminalLocale.configure()
    let shell = Shell(
      session: try RatingsApp.launch(store: try PostgresRosterStore(url: url)),
      console: .capturing(), settings: .init())
    _ = output(shell, "show")
    for line in ["open AddPlayer", "select 1", "type \"Ann Here\""] { _ = output(shell, line) }
    #expect(output(shell, "show").contains("Game    Chess"))
    let other = try PostgresRosterStore(url: url)
    try other.deleteGame("Chess")
    shell.console.resetCaptured()
    #expect(shell.run(line: "tap Done") == .failed)
    let error = shell.console.capturedErr
    #expect(
      error.contains("no game \"Chess\" in the catalog (another roster deleted it?)"), "\(error)")
    #expect(error.contains("pick another game (select 2)"), "\(error)")
    let editor = output(shell, "show")
    #expect(editor.contains("Add Player") && editor.contains("Ann Here"), "\(editor)")
    #expect(try other.indexOfPlayer(named: "Ann Here") == nil)
    #expect(try other.playerCount() == 3)
    // Another game picked, Done saves.
    for line in ["select 2", "select \"Angry Birds\"", "tap Done"] { _ = output(shell, line) }
    #expect(try other.indexOfPlayer(named: "Ann Here") == 3)
  }
}
