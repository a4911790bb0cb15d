import Glibc
import LineEditing
import RatingsApp
import RosterSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite
@testable import Shell

/// `select N` and `delete N` mean the row as this shell last drew it: when another shell's
/// change put someone else there, the command is refused and the list drawn again.
@Suite struct DrawnRowTests {
  /// A shell on the Ratings app over the store file at `path` (its own connection).
  func shell(_ path: String, interactive: Bool = false) throws -> Shell {
    TerminalLocale.configure()
    var settings = Shell.Settings()
    settings.interactive = interactive
    return Shell(
      session: try RatingsApp.launch(store: SQLiteRosterStore(path: path)), console: .capturing(),
      settings: settings)
  }

  /// A fresh store file path, removed with its companions by `remove`.
  func storePath(_ name: String) -> String {
    "/tmp/roster-drawn-row-\(name)-\(getpid()).sqlite"
  }

  func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
  }

  /// Runs `lines` in `shell`, each of which must succeed.
  func run(_ shell: Shell, _ lines: String...) {
    for line in lines {
      #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
    }
  }

  @Test func aDeleteOfARowDrawnBeforeAnotherShellsChangeIsRefusedAndRedrawn() throws {
    let path = storePath("delete")
    defer { remove(path) }
    let other = try shell(path)
    run(other, "open AddPlayer", "select 1", "type Ray", "tap Done")
    let mine = try shell(path, interactive: true)
    run(mine, "show")
    #expect(mine.console.capturedOut.contains("4  Ray"))
    run(other, "delete Ray", "open AddPlayer", "select 1", "type Zed", "tap Done")
    mine.console.resetCaptured()
    #expect(mine.run(line: "delete 4") == .failed)
    #expect(
      mine.console.capturedErr
        == "error: row 4 was \"Ray\", who is no longer there; the list is redrawn — pick again\n")
    #expect(mine.console.capturedOut.contains("4  Zed"))
    #expect(try SQLiteRosterStore(path: path).players(offset: 3, limit: 1).map(\.name) == ["Zed"])
    // Picked again from the new drawing, row 4 is Zed; the delete says what it did.
    mine.console.resetCaptured()
    #expect(mine.run(line: "delete 4") == .ok)
    #expect(mine.console.capturedOut.hasPrefix("deleted \"Zed\" (was row 4)\nPlayers  [+]\n"))
    #expect(try SQLiteRosterStore(path: path).playerCount() == 3)
  }

  @Test func aSelectOfARowDrawnBeforeAnotherShellsChangeIsRefused() throws {
    let path = storePath("select")
    defer { remove(path) }
    let mine = try shell(path)
    let other = try shell(path)
    run(mine, "show")
    run(other, "delete 2")
    #expect(mine.run(line: "select 3") == .failed)
    #expect(mine.session.breadcrumb == ["Players"])
    #expect(
      mine.console.capturedErr.hasPrefix(
        "error: row 3 was \"Dave Brubeck\", who is now row 2; the list is redrawn — pick again\n"
      ))
    run(mine, "select 2")
    #expect(mine.session.breadcrumb == ["Players", "Edit Player"])
    run(mine, "expect field \"Dave Brubeck\"")
  }

  @Test func aScriptsRefusalShowsTheSceneAsDrawnNow() throws {
    let path = storePath("script")
    defer { remove(path) }
    let mine = try shell(path)
    let other = try shell(path)
    run(mine, "show")
    run(other, "delete 1")
    let location = RosterSupport.SourceLocation(file: "walk.rosterscript", line: 2)
    #expect(mine.run(line: "delete 1", at: location) == .failed)
    let lines = mine.console.capturedErr.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "walk.rosterscript:2:8: error: row 1 was \"Bill Evans\", who is no longer there; "
        + "the list is redrawn — pick again")
    #expect(lines.dropFirst(3).first?.hasPrefix("1  Oscar Peterson") == true)
    // That drawing is the one row numbers now mean.
    run(mine, "delete 1")
    #expect(
      try SQLiteRosterStore(path: path).players(offset: 0, limit: 5).map(\.name) == ["Dave Brubeck"]
    )
  }

  @Test func thisShellsOwnMovesKeepRowNumbersCurrent() throws {
    let path = storePath("own")
    defer { remove(path) }
    let mine = try shell(path)
    // Not drawn after each move (a script): numbers mean the rows as they are after this
    // shell's own deletes.
    run(mine, "show", "delete 1", "delete 1")
    #expect(
      mine.console.capturedOut.hasSuffix(
        "deleted \"Bill Evans\" (was row 1)\ndeleted \"Oscar Peterson\" (was row 1)\n"))
    #expect(
      try SQLiteRosterStore(path: path).players(offset: 0, limit: 5).map(\.name) == ["Dave Brubeck"]
    )
  }

  @Test func rowsNeverDrawnAreTakenAsTheyAreNow() throws {
    let path = storePath("undrawn")
    defer { remove(path) }
    let mine = try shell(path)
    let other = try shell(path)
    run(other, "delete 1")
    run(mine, "delete 1")
    #expect(mine.console.capturedOut == "deleted \"Oscar Peterson\" (was row 1)\n")
  }
}
