import LineEditing
import RatingsApp
import RosterCLI
import Testing

@testable import RosterModel
@testable import RosterSQLite
@testable import Shell

/// Big tables had no search, jumped back to row 1 after Done or `back`, never showed
/// a new player added at the end, and counted rows without separators. `find TEXT` draws from
/// the first row containing TEXT (the store answers), the list keeps its rows across moves,
/// and a row added out of sight is said.
@Suite struct BigTableTests {
  static let count = 2_000

  /// A shell on the Ratings app over an in-memory store holding `count` players after the
  /// three samples: `Player 0001` … (games alternating).
  func shell(interactive: Bool = true) throws -> (Shell, SQLiteRosterStore) {
    TerminalLocale.configure()
    let store = try SQLiteRosterStore.inMemory()
    var csv = "name,game,rating\n"
    for number in 1...Self.count {
      csv +=
        "Player \(String(number + 10_000).dropFirst()),\(number % 2 == 0 ? "Chess" : "Tic-Tac-Toe"),3\n"
    }
    try store.importCSV(bytes: Array(csv.utf8), source: "big.csv")
    var settings = Shell.Settings()
    settings.interactive = interactive
    settings.drawing = RatingsDrawing.hooks
    let shell = Shell(
      session: try RatingsApp.launch(store: store), console: .capturing(), settings: settings)
    return (shell, store)
  }

  /// What `line` printed, which must succeed.
  func output(_ shell: Shell, _ line: String) -> String {
    shell.console.resetCaptured()
    #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
    return shell.console.capturedOut
  }

  @Test func findDrawsFromTheFirstMatchThenTheNextThenFromTheTop() throws {
    let (shell, _) = try shell()
    var out = output(shell, "find player 015")
    #expect(out.hasPrefix("\"player 015\" in row 153 · find: the next one\n"))
    #expect(out.contains("\n153  Player 0150"))
    #expect(out.contains("rows 153–172 of 2,003"))
    out = output(shell, "find")
    #expect(out.hasPrefix("\"player 015\" in row 154 ·"))
    // Past the last match, from the top again; a match in the last rows shows a full window.
    out = output(shell, "find 1999")
    #expect(out.contains("in row 2,002 ·"))
    #expect(out.contains("rows 1,984–2,003 of 2,003"))
    out = output(shell, "find")
    #expect(out.hasPrefix("\"1999\" in row 2,002, the only one ·"))
    out = output(shell, "find EVANS")
    #expect(out.hasPrefix("\"EVANS\" in row 1 ·"))
    // Row numbers typed next mean the rows drawn.
    _ = output(shell, "find 0150")
    #expect(shell.drawnRow(.number(153))?.identity != nil)
    shell.console.resetCaptured()
    #expect(shell.run(line: "find nobody") == .failed)
    #expect(shell.console.capturedErr == "error: no row contains \"nobody\" (of 2,003 rows)\n")
    #expect(shell.run(line: "tab Games") == .ok)
    shell.console.resetCaptured()
    #expect(shell.run(line: "find") == .failed)
    #expect(shell.console.capturedErr.contains("find needs the text to look for"))
  }

  /// `%` and `_` are text, not wildcards; case is ignored.
  @Test func theStoreFindsByContainedTextInRosterOrder() throws {
    let store = try SQLiteRosterStore.inMemory()
    try store.addPlayer(name: "50% Off", game: "Chess", rating: 1)
    try store.addPlayer(name: "snake_case", game: "Chess", rating: 1)
    try store.addPlayer(name: "Bill Evans", game: "Chess", rating: 1)
    #expect(try store.indexOfPlayer(nameContaining: "EVANS", after: nil) == 0)
    #expect(try store.indexOfPlayer(nameContaining: "evans", after: 0) == 5)
    #expect(try store.indexOfPlayer(nameContaining: "evans", after: 5) == nil)
    #expect(try store.indexOfPlayer(nameContaining: "%", after: nil) == 3)
    #expect(try store.indexOfPlayer(nameContaining: "e_c", after: nil) == 4)
    #expect(try store.indexOfPlayer(nameContaining: "o_o", after: nil) == nil)
    #expect(try store.indexOfPlayer(nameContaining: "", after: nil) == nil)
    #expect(try store.indexOfPlayer(nameContaining: "x", after: 99) == nil)
  }

  @Test func theListKeepsItsRowsAfterDoneAndBackAndSaysWhereANewRowWent() throws {
    let (shell, _) = try shell()
    _ = output(shell, "show 1001")
    // Back from a player's editor: the same rows.
    _ = output(shell, "select 1005")
    var out = output(shell, "back")
    #expect(out.contains("rows 1,001–1,020 of 2,003"))
    // Done on a new player: the same rows, and where the new one went.
    _ = output(shell, "open AddPlayer")
    _ = output(shell, "type Zed")
    out = output(shell, "tap Done")
    #expect(out.hasPrefix("new row 2,004 \"Zed\" · show 2004 to see it\n"))
    #expect(out.contains("rows 1,001–1,020 of 2,004"))
    // Seen where it went, nothing is said.
    _ = output(shell, "show 1990")
    _ = output(shell, "open AddPlayer")
    _ = output(shell, "type Amy")
    out = output(shell, "tap Done")
    #expect(!out.contains("new row"))
    #expect(out.contains("2005  Amy"))
  }

  /// A window left beyond the end (rows deleted meanwhile) shows the last page.
  @Test func aWindowPastTheEndMovesToTheLastPage() throws {
    let (shell, store) = try shell()
    _ = output(shell, "show 2001")
    for _ in 0..<10 { try store.deletePlayer(try store.player(at: 1_990)) }
    let out = output(shell, "show")
    #expect(out.contains("rows 1,981–1,993 of 1,993"))
  }
}
