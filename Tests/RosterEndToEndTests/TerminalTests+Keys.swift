import Foundation
import RosterTestSupport
import Testing

/// Keys and signals while a line is edited in a real terminal: Ctrl-C, Ctrl-D, Backspace, a
/// signal at the prompt and a resize (the rest of `TerminalTests`, split off to keep files short).
extension TerminalTests {
  @Test func ctrlCAbandonsAHalfTypedLine() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.type("open Add")
    // Let the typed text arrive before ^C, or the key can overtake it.
    try session.waitForLine("open Add", prompt: prompt)
    let row = try session.cursor().y
    try session.press("C-c")
    try session.waitForEmptyPrompt(below: row)
    // The shell is still there, and the abandoned text is gone from the new line.
    try session.type("show")
    try session.press("Enter")
    try session.waitForEmptyPrompt(below: row + 1)
    let history = try String(contentsOfFile: historyPath(home), encoding: .utf8)
    #expect(history.split(separator: "\n") == ["show"])
  }

  @Test func ctrlCStopsALongSourceAndKeepsTheShell() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // Far more lines than run in the second before ^C (about 10 s in a debug build); a ^C
    // that comes while the file is still being read stops it before its first line.
    try String(repeating: "expect rows 3\n", count: 300_000)
      .write(toFile: home + "/long.rosterscript", atomically: true, encoding: .utf8)
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.type("source long.rosterscript")
    try session.waitForLine("source long.rosterscript", prompt: prompt)
    let row = try session.cursor().y
    try session.press("Enter")
    usleep(1_000_000)
    try session.press("C-c")
    try session.waitForScreen("the interruption to be reported", timeout: .seconds(60)) {
      $0.joined().replacingOccurrences(of: " ", with: "").contains(
        "interruptedbeforethisline;thelinesabovetookeffect")
    }
    try session.waitForEmptyPrompt(below: row)
    // The same shell goes on.
    let next = try session.cursor().y
    try session.type("expect rows 3")
    try session.press("Enter")
    let screen = try session.waitForScreen("ok") { rows in
      rows.dropFirst(next + 1).contains { $0.hasPrefix("ok") }
    }
    #expect(!screen.joined().contains("error"))
    try session.press("C-d")
    #expect(try session.waitForExit() == 0)
  }

  @Test func ctrlCGivesUpWaitingForAnotherWriter() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let store = home + "/r.sqlite"
    _ = try TmuxSession.spawn(
      [rosterPath!, "--store", store, "export"], environment: nil, captureOutput: true)
    let holder = try LockHolder(database: store)
    defer { holder.release() }
    let session = try startRoster(["--store", store], home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.type("delete 1")
    try session.waitForLine("delete 1", prompt: prompt)
    let row = try session.cursor().y
    try session.press("Enter")
    let said = { (rows: [String], text: String) in
      rows.joined().replacingOccurrences(of: " ", with: "").contains(text)
    }
    try session.waitForScreen("the wait to be said") {
      said($0, "waitingforanotherrostertofinishwriting") && said($0, "(Ctrl-Cgivesup)")
    }
    try session.press("C-c")
    try session.waitForScreen("giving up to be reported") {
      said($0, "gaveupwaitingforanotherrosterwritingto") && said($0, "nothingwaschanged")
    }
    try session.waitForEmptyPrompt(below: row)
    // The same shell goes on, and the player is still there.
    holder.release()
    let next = try session.cursor().y
    try session.type("expect rows 3")
    try session.press("Enter")
    try session.waitForScreen("ok") { rows in
      rows.dropFirst(next + 1).contains { $0.hasPrefix("ok") }
    }
    try session.press("C-d")
    #expect(try session.waitForExit() == 0)
  }

  @Test func ctrlDOnAnEmptyLineExitsZero() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    try session.waitForEmptyPrompt()
    try session.press("C-d")
    #expect(try session.waitForExit() == 0)
  }

  @Test func backspaceRemovesAWholeCharacter() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.type("sh’")
    try session.waitForLine("sh’", prompt: prompt)
    try session.press("BSpace")
    try session.waitForLine("sh", prompt: prompt)
    try session.type("日")
    // A CJK character takes two columns.
    try session.waitForCursorRow("the CJK character") { text, x in
      text == prompt + " sh日" && x == columns(prompt + " sh日")
    }
    try session.press("BSpace")
    try session.waitForLine("sh", prompt: prompt)
    try session.type("ow")
    try session.press("Enter")
    try session.waitForEmptyPrompt(below: 0)
    // The line the shell received holds no stray bytes of the deleted characters.
    let history = try String(contentsOfFile: historyPath(home), encoding: .utf8)
    #expect(history == "show\n")
  }

  @Test func aSignalAtThePromptKeepsTheShell() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    let row = try session.cursor().y
    // A real SIGINT (not the ^C key, which the editor binds): from kill, or while a command runs.
    #expect(kill(try session.programPID(), SIGINT) == 0)
    try session.waitForEmptyPrompt(below: row)
    try session.type("show")
    try session.waitForLine("show", prompt: prompt)
    let showRow = try session.cursor().y
    try session.press("Enter")
    try session.waitForEmptyPrompt(below: showRow)
    try session.press("C-d")
    #expect(try session.waitForExit() == 0)
  }

  @Test func aResizeWhileEditingChangesTheWrapping() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    // A comment, so the shell accepts any text. Its start is typed at 120 columns, the rest
    // after narrowing the window to 40, which takes it over three rows. (A line that already
    // wraps when the terminal reflows it confuses libedit's redraw, as it does readline's.)
    try session.type("# word1")
    try session.waitForLine("# word1", prompt: prompt)
    try session.resize(width: 40, height: 40)
    let rest = (2...15).map { " word\($0)" }.joined()
    try session.type(rest)
    try session.waitForCursorRow("the line wrapped at 40 columns") { text, x in
      text.hasSuffix(" word15") && x == text.count && text.count <= 40
    }
    // Moving to the line's start shows that libedit counts rows with the new width (with the
    // old one it would not leave the last row).
    let lastRow = try session.cursor().y
    try session.press("C-a")
    try session.waitForCursorRow("the cursor at the start of the line") { text, x in
      text.hasPrefix(prompt + " # word1 ") && x == prompt.count + 1
    }
    #expect(try session.cursor().y == lastRow - 2)
    try session.press("C-e")
    try session.press("Enter")
    try session.waitForEmptyPrompt(below: lastRow)
    let history = try String(contentsOfFile: historyPath(home), encoding: .utf8)
    #expect(history == "# word1" + rest + "\n")
  }
}
