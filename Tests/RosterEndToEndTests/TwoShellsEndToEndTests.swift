import RosterTestSupport
import Testing

@testable import Shell

/// The built binary twice on one store file: one shell holds a terminal (tmux) while the other
/// changes the store through a pipe, as two people at two terminals would.
@Suite(
  "Two shells on one store", .serialized,
  .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: run Scripts/bootstrap"))
struct TwoShellsEndToEndTests {
  /// A folder holding a new store `roster.sqlite` with `lines` run on it (piped), and its path.
  func newStore(_ lines: String = "") throws -> (TemporaryDirectory, String) {
    let folder = TemporaryDirectory()
    let store = folder.path + "/roster.sqlite"
    let made = try runRoster(["--store", store], stdin: lines, directory: folder.path)
    #expect(made.status == 0, "\(made.stderr)")
    return (folder, store)
  }

  /// `roster --store STORE` in a terminal (tall and wide, so nothing scrolls or wraps), at its
  /// first prompt.
  func terminalShell(_ store: String, in folder: TemporaryDirectory) throws -> TmuxSession {
    let session = try TmuxSession(
      command: [rosterBinary, "--store", store],
      environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state"],
      workingDirectory: folder.path, width: 200, height: 120)
    try session.waitForPrompt(below: -1)
    return session
  }

  /// The store's players as CSV lines (`name,game,rating`), read by a third run.
  func exported(_ store: String, in folder: TemporaryDirectory) throws -> [String] {
    let run = try runRoster(["--store", store, "export"], directory: folder.path)
    return run.stdout.split(separator: "\r\n").dropFirst().map(String.init)
  }

  @Test func anEditorsDoneDoesNotPutBackTheOtherShellsRating() throws {
    let (folder, store) = try newStore()
    defer { folder.remove() }
    let editing = try terminalShell(store, in: folder)
    defer { editing.close() }
    _ = try editing.enter("select \"Bill Evans\"")
    // Meanwhile the other shell rates Bill 2 stars and saves.
    let rating = try runRoster(
      ["--store", store], stdin: "select 1\nopen PickRating\nselect 2\ntap Done\n",
      directory: folder.path)
    #expect(rating == BinaryRun(status: 0, stdout: "", stderr: ""))
    _ = try editing.enter("select 1")
    _ = try editing.enter("clear")
    _ = try editing.enter("type \"Bill E\"")
    let rows = try editing.enter("tap Done")
    #expect(
      rows.dropFirst().first
        == "error: not saved: \"Bill Evans\" was changed in another roster since you opened it "
        + "(rating 4 → 2); tap Cancel and open it again")
    // The editor is still open, and the store keeps the other shell's rating.
    #expect(rows.last == "Players › Edit Player>")
    #expect(try exported(store, in: folder).first == "Bill Evans,Tic-Tac-Toe,2")
    // Cancel and open it again: the rename goes on top of the new rating.
    for line in ["tap Cancel", "select 1", "select 1", "clear", "type \"Bill E\"", "tap Done"] {
      _ = try editing.enter(line)
    }
    #expect(try exported(store, in: folder).first == "Bill E,Tic-Tac-Toe,2")
  }

  @Test func aRowNumberFromAnOlderDrawingDoesNotDeleteSomeoneElse() throws {
    let (folder, store) = try newStore("open AddPlayer\nselect 1\ntype Ray\ntap Done\n")
    defer { folder.remove() }
    let deleting = try terminalShell(store, in: folder)
    defer { deleting.close() }
    #expect(try deleting.screen().contains { $0.hasPrefix("4  Ray ") })
    // Meanwhile the other shell deletes Ray and adds Zed, who is now row 4.
    let other = try runRoster(
      ["--store", store],
      stdin: "delete Ray\nopen AddPlayer\nselect 1\ntype Zed\ntap Done\n", directory: folder.path)
    #expect(other == BinaryRun(status: 0, stdout: "deleted \"Ray\" (was row 4)\n", stderr: ""))
    var rows = try deleting.enter("delete 4")
    #expect(
      rows.dropFirst().first
        == "error: row 4 was \"Ray\", who is no longer there; the list is redrawn — pick again")
    #expect(rows.contains { $0.hasPrefix("4  Zed ") })
    #expect(try exported(store, in: folder).last == "Zed,Chess,1")
    // Picked again from the new drawing: row 4 is Zed, and the delete says so.
    rows = try deleting.enter("delete 4")
    #expect(rows.dropFirst().first == "deleted \"Zed\" (was row 4)")
    #expect(try exported(store, in: folder).count == 3)
  }

  /// A player deleted by another shell while this one edits it left advice that
  /// could not work and an internal id. Done says what happened, by name, and the way out;
  /// Cancel takes it.
  @Test func anEditorOfAPlayerDeletedElsewhereIsToldSoAndCancelLeaves() throws {
    let (folder, store) = try newStore()
    defer { folder.remove() }
    let editing = try terminalShell(store, in: folder)
    defer { editing.close() }
    _ = try editing.enter("select \"Oscar Peterson\"")
    let other = try runRoster(["--store", store], stdin: "delete 2\n", directory: folder.path)
    #expect(other.status == 0, "\(other.stderr)")
    _ = try editing.enter("open PickRating")
    _ = try editing.enter("select 3")
    var rows = try editing.enter("tap Done")
    #expect(
      rows.dropFirst().first
        == "error: not saved: \"Oscar Peterson\" was deleted in another roster; tap Cancel to leave"
    )
    #expect(rows.last == "Players › Edit Player>")
    #expect(!rows.joined().contains("#"))
    rows = try editing.enter("tap Cancel")
    #expect(rows.last == "Players>")
    #expect(rows.contains { $0.hasPrefix("2  Dave Brubeck ") })
    #expect(try exported(store, in: folder).count == 2)
  }

  /// `delete` had no undo. At a terminal, undo brings the player back in its place;
  /// over another shell's later change it is refused, and the store keeps that change.
  @Test func undoBringsBackADeleteButNeverOverAnotherShellsChange() throws {
    let (folder, store) = try newStore()
    defer { folder.remove() }
    let shell = try terminalShell(store, in: folder)
    defer { shell.close() }
    var rows = try shell.enter("delete 2")
    #expect(rows.dropFirst().first == "deleted \"Oscar Peterson\" (was row 2)")
    rows = try shell.enter("undo")
    #expect(rows.dropFirst().first == "undid the delete of \"Oscar Peterson\"")
    #expect(rows.contains { $0.hasPrefix("2  Oscar Peterson  Spin the Bottle ") })
    #expect(
      try exported(store, in: folder) == [
        "Bill Evans,Tic-Tac-Toe,4", "Oscar Peterson,Spin the Bottle,5",
        "Dave Brubeck,Texas Hold’em Poker,2",
      ])
    _ = try shell.enter("delete 3")
    for line in ["select 1", "open PickRating", "select 2", "tap Done"] {
      _ = try shell.enter(line)
    }
    // Meanwhile the other shell rates Bill 3 stars: a change later than this shell's edit.
    let other = try runRoster(
      ["--store", store], stdin: "select 1\nopen PickRating\nselect 3\ntap Done\n",
      directory: folder.path)
    #expect(other == BinaryRun(status: 0, stdout: "", stderr: ""))
    rows = try shell.enter("undo")
    #expect(
      rows.dropFirst().first
        == "error: cannot undo the edit of \"Bill Evans\": another roster changed \"Bill Evans\" "
        + "since (rating 2 → 3); nothing was changed")
    #expect(try exported(store, in: folder).first == "Bill Evans,Tic-Tac-Toe,3")
    // The change before it is next: Dave comes back in his place.
    rows = try shell.enter("undo")
    #expect(rows.dropFirst().first == "undid the delete of \"Dave Brubeck\"")
    #expect(try exported(store, in: folder).last == "Dave Brubeck,Texas Hold’em Poker,2")
    rows = try shell.enter("undo")
    #expect(
      rows.dropFirst().first
        == "error: nothing to undo; undo takes back this shell's last delete, add or edit")
  }
}

extension TmuxSession {
  /// Waits for an empty prompt (`… >` with the cursor just after it) on a row below `row`.
  fileprivate func waitForPrompt(below row: Int) throws {
    try waitForScreen("an empty prompt below row \(row)") { _ in
      let position = try cursor()
      let text = try cursorRow().text
      return position.y > row && text.hasSuffix(">") && position.x == text.count + 1
    }
  }

  /// Types `line` and Enter at the prompt, waits for the next prompt, and returns the screen's
  /// rows from the typed line to that prompt.
  fileprivate func enter(_ line: String) throws -> [String] {
    let row = try cursor().y
    try type(line)
    try press("Enter")
    try waitForPrompt(below: row)
    let end = try cursor().y
    return Array(try screen()[row...end])
  }
}
