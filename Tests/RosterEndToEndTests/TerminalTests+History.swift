import Foundation
import RosterTestSupport
import Testing

/// The line history in a real terminal: Up, the private history file, Ctrl-R's search and
/// ~/.editrc (the rest of `TerminalTests`, split off to keep files short).
extension TerminalTests {
  @Test func upRecallsThePreviousLine() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.enter("show", prompt: prompt)
    try session.press("Up")
    try session.waitForLine("show", prompt: prompt)
  }

  @Test func historySurvivesARestartInAPrivateFile() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    do {
      let first = try startRoster(home: home)
      defer { first.close() }
      try first.waitForEmptyPrompt()
      try first.type("show")
      try first.press("Enter")
      try first.waitForEmptyPrompt(below: 0)
      try first.press("C-d")
      #expect(try first.waitForExit() == 0)
    }
    let attributes = try FileManager.default.attributesOfItem(atPath: historyPath(home))
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let saved = try String(contentsOfFile: historyPath(home), encoding: .utf8)
    #expect(saved.split(separator: "\n").last == "show")

    let second = try startRoster(home: home)
    defer { second.close() }
    let prompt = try second.waitForEmptyPrompt()
    try second.press("Up")
    try second.waitForLine("show", prompt: prompt)
  }

  @Test func anUnwritableHistoryIsSaidOnceAndTheShellGoesOn() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // A folder where the file should be: unwritable even for root.
    try FileManager.default.createDirectory(
      atPath: historyPath(home), withIntermediateDirectories: true)
    let session = try startRoster(home: home)
    defer { session.close() }
    try typeTwoCommands(session)
    // Long messages wrap; compare without the blanks a wrap may drop.
    let screen = try session.screen().joined().replacingOccurrences(of: " ", with: "")
    #expect(screen.components(separatedBy: "historynotsaved:").count == 2)
    #expect(screen.contains("isafolder,notafile;removeit"))
    try session.press("C-d")
    #expect(try session.waitForExit() == 0)
  }

  /// Waits for the first prompt, then types `show` and `where` (two lines that history would
  /// keep), each after the prompt before it: what the history tests need the shell to have done.
  private func typeTwoCommands(_ session: TmuxSession) throws {
    try session.waitForEmptyPrompt()
    for command in ["show", "where"] {
      let row = try session.cursor().y
      try session.type(command)
      try session.press("Enter")
      try session.waitForEmptyPrompt(below: row)
    }
  }

  /// A symbolic link at the history path was followed: the file it points to was made 0600 and
  /// got every typed line. Now it is left alone, said once, and the shell goes on.
  @Test func aSymbolicLinkAtTheHistoryPathIsNotFollowed() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let target = home + "/notes.txt"
    try "mine\n".write(toFile: target, atomically: false, encoding: .utf8)
    chmod(target, 0o644)
    try FileManager.default.createDirectory(
      atPath: home + "/state/roster", withIntermediateDirectories: true)
    symlink(target, historyPath(home))
    let session = try startRoster(home: home)
    defer { session.close() }
    try typeTwoCommands(session)
    let screen = try session.screen().joined().replacingOccurrences(of: " ", with: "")
    #expect(screen.components(separatedBy: "historynotsaved:").count == 2, "\(screen)")
    #expect(screen.contains("isasymboliclink;removeit"))
    try session.press("C-d")
    #expect(try session.waitForExit() == 0)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
    var status = stat()
    stat(target, &status)
    #expect(status.st_mode & 0o777 == 0o644)
  }

  /// Enters `lines` one by one at the prompt, each run before the next is typed.
  private func enterLines(_ lines: [String], _ session: TmuxSession, prompt: String) throws {
    for line in lines {
      try session.enter(line, prompt: prompt)
    }
  }

  /// Waits for the cursor's row to read `status` (the search's status line) with the cursor
  /// at its end.
  private func waitForStatus(_ status: String, _ session: TmuxSession) throws {
    try session.waitForCursorRow("the status line \"\(status)\"") { text, x in
      text == String(status.reversed().drop { $0 == " " }.reversed()) && x == columns(status)
    }
  }

  /// libedit's own search said a bare `bck:`; ^R is now bash's reverse-i-search.
  @Test func ctrlRSearchesTheHistoryBackwards() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try enterLines(["where", "show"], session, prompt: prompt)
    try session.press("C-r")
    try waitForStatus("(reverse-i-search)'': ", session)
    try session.type("wh")
    try waitForStatus("(reverse-i-search)'wh': where", session)
    try session.press("Enter")
    // The line runs under the usual prompt, not under the status line.
    let rows = try session.waitForScreen("where to run") { rows in
      rows.contains { $0.hasPrefix("window:") } && rows.last { !$0.isEmpty } == prompt
    }
    #expect(rows.last { $0.hasPrefix(prompt + " ") } == prompt + " where")
    #expect(!rows.contains { $0.contains("reverse-i-search") })
    let history = try String(contentsOfFile: historyPath(home), encoding: .utf8)
    #expect(history == "where\nshow\nwhere\n")
  }

  @Test func ctrlRAgainFindsAnOlderLineAndAnotherKeyTakesIt() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try enterLines(["where", "show"], session, prompt: prompt)
    try session.press("C-r")
    try session.type("w")
    try waitForStatus("(reverse-i-search)'w': show", session)
    try session.press("C-r")
    try waitForStatus("(reverse-i-search)'w': where", session)
    // ^E is not the search's: the match is taken into the line, then ^E moves to its end.
    try session.press("C-e")
    try session.waitForLine("where", prompt: prompt)
    try session.type(" ")
    try session.waitForLine("where ", prompt: prompt)
  }

  @Test func ctrlGAndEscRestoreTheLineAndAQueryWithNoMatchSaysFailing() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try enterLines(["# Hold’em 日本", "show"], session, prompt: prompt)
    try session.type("# draft")
    try session.waitForLine("# draft", prompt: prompt)
    try session.press("C-r")
    try session.type("日本")
    try waitForStatus("(reverse-i-search)'日本': # Hold’em 日本", session)
    try session.type("x")
    try waitForStatus("(failing reverse-i-search)'日本x': # Hold’em 日本", session)
    try session.press("C-g")
    try session.waitForLine("# draft", prompt: prompt)
    try session.press("C-r")
    try session.type("zq")
    try waitForStatus("(failing reverse-i-search)'zq': ", session)
    try session.press("BSpace", "BSpace", "Escape")
    try session.waitForLine("# draft", prompt: prompt)
    let row = try session.cursor().y
    try session.press("Enter")
    try session.waitForEmptyPrompt(below: row)
    let history = try String(contentsOfFile: historyPath(home), encoding: .utf8)
    #expect(history == "# Hold’em 日本\nshow\n# draft\n")
  }

  @Test func editrcOverridesRostersBindings() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // roster binds ^R to reverse search; ~/.editrc is read after, so its binding wins.
    try "roster:bind -s ^R \"# from editrc\"\n".write(
      toFile: home + "/.editrc", atomically: true, encoding: .utf8)
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.press("C-r")
    try session.waitForLine("# from editrc", prompt: prompt)
  }
}
