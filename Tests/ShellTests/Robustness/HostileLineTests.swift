import Glibc
import LineEditing
import Navigation
import RatingsApp
import RosterSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite
@testable import Shell

/// Lines and data a stranger could hand the shell: control characters, invalid UTF-8, NUL
/// bytes, a 1 MB line, a read-only or full store. Each gets a clear error or a safe display,
/// and leaves the state as it was.
@Suite struct HostileLineTests {
  static let clearScreen = "\u{1B}[2J"

  /// A shell on the Ratings app over `store`.
  func shell(_ store: SQLiteRosterStore, interactive: Bool = false) throws -> Shell {
    TerminalLocale.configure()
    var settings = Shell.Settings()
    settings.interactive = interactive
    return Shell(
      session: try RatingsApp.launch(store: store), console: .capturing(), settings: settings)
  }

  /// Found by the hostile-input review: error messages quoted the line as typed, so an unknown
  /// command or a segue named ESC[2J cleared the terminal when the error was shown.
  @Test func errorsShowControlCharactersInsteadOfSendingThem() throws {
    for interactive in [false, true] {
      let shell = try shell(SQLiteRosterStore.inMemory(), interactive: interactive)
      let location =
        interactive ? nil : RosterSupport.SourceLocation(file: "hostile.rosterscript", line: 1)
      for line in [
        Self.clearScreen, "open \"\(Self.clearScreen)\"", "select \"\(Self.clearScreen)\"",
        "tap \"\u{1B}]0;title\u{07}\"", "tab \"\u{9B}2J\"", "expect scene \"\(Self.clearScreen)\"",
      ] {
        #expect(shell.run(line: line, at: location) == .failed)
        let shown = shell.console.capturedErr + shell.console.capturedOut
        #expect(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B }, "\(line)")
        #expect(shown.contains(#"\u{1b}"#) || shown.contains(#"\u{9b}"#), "\(shown)")
        shell.console.resetCaptured()
      }
      #expect(shell.session.breadcrumb == ["Players"])
    }
  }

  /// A name written by another program (the app refuses control characters) draws as text.
  @Test func storedNameWithEscapesDrawsSafely() throws {
    let store = try SQLiteRosterStore.inMemory()
    try store.db.run(
      "INSERT INTO players(name, game_id, rating) SELECT ?, id, 3 FROM games WHERE name = 'Chess'",
      [.text(Self.clearScreen + "evil\u{07}")])
    let shell = try shell(store, interactive: true)
    for line in ["show", "where", "select 4", "show", "back", "tab Games", "select Chess", "show"] {
      _ = shell.run(line: line)
      let shown = shell.console.capturedOut + shell.console.capturedErr + shell.prompt
      #expect(!shown.contains("\u{1B}[2J") && !shown.contains("\u{07}"), "\(line): \(shown)")
      shell.console.resetCaptured()
    }
  }

  /// Typing control characters is refused at `type` (the field took them and Done
  /// refused), the error showing them escaped; nothing is saved.
  @Test func typedEscapesAreShownAndRefused() throws {
    let store = try SQLiteRosterStore.inMemory()
    let shell = try shell(store)
    for line in ["tap +", "select 1"] {
      #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
    }
    #expect(shell.run(line: "type \"\(Self.clearScreen)x\"") == .failed)
    #expect(shell.console.capturedErr.contains("control characters"))
    #expect(!shell.console.capturedErr.contains("\u{1B}"))
    #expect(!shell.drawing().contains("\u{1B}"))
    #expect(shell.run(line: "tap Done") == .failed)
    #expect(try store.playerCount() == 3)
  }

  /// A 1 MB line: as a segue, row or name it fails fast with the usual short error and
  /// changes nothing.
  @Test func megabyteLine() throws {
    let store = try SQLiteRosterStore.inMemory()
    let shell = try shell(store)
    let huge = String(repeating: "a", count: 1 << 20)
    let start = clock()
    #expect(shell.run(line: "open " + huge) == .failed)
    #expect(shell.run(line: "select " + huge) == .failed)
    #expect(shell.run(line: "frobnicate" + huge) == .failed)
    #expect(shell.session.breadcrumb == ["Players"])
    for line in ["tap +", "select 1"] { #expect(shell.run(line: line) == .ok) }
    #expect(shell.run(line: "type " + huge) == .failed)
    #expect(shell.drawing().count < 1000)
    #expect(shell.console.capturedErr.count < 5000)
    let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
    #expect(seconds < 30, "a 1 MB line took \(seconds) s of CPU")
  }

  /// A read-only store: the change is refused with a message, the shell keeps running, and
  /// what was there stays.
  @Test func readOnlyStoreRefusesChanges() throws {
    let path = "/tmp/roster-readonly-\(getpid()).sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
    try SQLiteRosterStore(path: path).addPlayer(name: "Kept", game: "Chess", rating: 3)
    let store = try SQLiteRosterStore(path: path, readOnly: true)
    let shell = try shell(store)
    for line in ["tap +", "select 1", "type Lost"] { #expect(shell.run(line: line) == .ok) }
    #expect(shell.run(line: "tap Done") == .failed)
    #expect(shell.console.capturedErr.contains("read-only"), "\(shell.console.capturedErr)")
    #expect(shell.session.breadcrumb == ["Players", "Add Player"])
    #expect(shell.run(line: "tap Cancel") == .ok)
    shell.console.resetCaptured()
    #expect(shell.run(line: "delete 4") == .failed)
    #expect(shell.console.capturedErr.contains("read-only"), "\(shell.console.capturedErr)")
    #expect(shell.run(line: "expect row 4 Kept") == .ok)
    #expect(
      try SQLiteRosterStore(path: path).players(offset: 0, limit: 10).map(\.name).last == "Kept")
  }

  /// A full disk (sqlite's max_page_count gives the same SQLITE_FULL): Done is refused with a
  /// message, the scene stays so nothing typed is lost, and the store keeps everything.
  @Test func fullStoreRefusesChanges() throws {
    let store = try SQLiteRosterStore.inMemory()
    let pages = try store.db.integer("PRAGMA page_count")!
    _ = try store.db.integer("PRAGMA max_page_count = \(pages)")
    let shell = try shell(store)
    let name = String(repeating: "x", count: 190)
    var added = 0
    while added < 500 {
      for line in ["tap +", "select 1", "type \(name)\(added)"] {
        #expect(shell.run(line: line) == .ok)
      }
      if shell.run(line: "tap Done") == .failed { break }
      added += 1
    }
    #expect(added < 500)
    #expect(shell.console.capturedErr.contains("full"), "\(shell.console.capturedErr)")
    #expect(shell.session.breadcrumb == ["Players", "Add Player"])
    #expect(try store.playerCount() == 3 + added)
    #expect(shell.run(line: "tap Cancel") == .ok)
    #expect(shell.run(line: "expect rows \(3 + added)") == .ok)
  }
}
