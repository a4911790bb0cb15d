import Testing

@testable import Shell

/// Completion on the real Ratings app, as TAB and `complete` see it.
@Suite struct ShellCompletionTests {
  @Test func playersScene() throws {
    let shell = try Fixtures.shell()
    let completer = shell.completer
    let commands = completer.candidates(for: "")
    #expect(commands.contains("open") && commands.contains("tab") && commands.contains("delete"))
    #expect(!commands.contains("back") && !commands.contains("type") && !commands.contains("more"))
    #expect(completer.candidates(for: "open ").sorted() == ["AddPlayer", "EditPlayer"])
    #expect(completer.candidates(for: "select O") == ["\"Oscar Peterson\""])
    #expect(completer.candidates(for: "delete \"Dave") == ["\"Dave Brubeck\""])
    #expect(completer.candidates(for: "tap ") == ["+"])
    #expect(completer.candidates(for: "tab G") == ["Games"])
    #expect(completer.candidates(for: "expect sc") == ["scene", "screen"])
    #expect(completer.candidates(for: "help ty") == ["type"])
    #expect(completer.candidates(for: "expect row 1 ") == ["\"Bill Evans\""])
  }

  /// `undo` is offered (TAB, help) only while there is a change to take back.
  @Test func undoIsOfferedOnlyWithAChangeToTakeBack() throws {
    let shell = try Fixtures.shell()
    #expect(shell.completer.candidates(for: "un") == [])
    #expect(shell.run(line: "delete 1") == .ok)
    #expect(shell.completer.candidates(for: "un") == ["undo"])
    #expect(HelpText.overview(source: shell).contains("take back this shell's last change"))
    #expect(shell.run(line: "undo") == .ok)
    #expect(shell.completer.candidates(for: "un") == [])
  }

  @Test func addPlayerScene() throws {
    let shell = try Fixtures.shell()
    #expect(shell.run(line: "open AddPlayer") == .ok)
    #expect(shell.run(line: "select 1") == .ok)
    let completer = shell.completer
    let commands = completer.candidates(for: "")
    #expect(commands.contains("back") && commands.contains("type") && commands.contains("clear"))
    #expect(!commands.contains("tab"))
    // Done is disabled while the name is blank, so TAB does not offer it.
    #expect(completer.candidates(for: "tap ") == ["Cancel"])
    #expect(shell.run(line: "type Ray") == .ok)
    #expect(shell.completer.candidates(for: "tap ") == ["Cancel", "Done"])
    #expect(completer.candidates(for: "expect stack ") == ["Players"])
    #expect(completer.candidates(for: "expect row 2 Game detail ") == ["Chess"])
    #expect(completer.candidates(for: "expect row 2 ") == ["Game"])
    #expect(completer.candidates(for: "open Pick") == ["PickGame", "PickRating"])
    #expect(completer.candidates(for: "expect scene ") == ["\"Add Player\""])
  }

  @Test func gamePicker() throws {
    let shell = try Fixtures.shell()
    #expect(shell.run(line: "open AddPlayer") == .ok)
    #expect(shell.run(line: "open PickGame") == .ok)
    #expect(
      shell.completer.candidates(for: "select T") == ["\"Texas Hold’em Poker\"", "Tic-Tac-Toe"])
    #expect(shell.completer.candidates(for: "expect checked C") == ["Chess"])
  }

  /// `select Texas Hold’em Poker` runs unquoted, but `select Texas H<TAB>` did
  /// nothing and `complete select Dave B` printed nothing. The words typed since the command
  /// are one argument; the quoted candidate replaces them all.
  @Test func unquotedFreeTextCompletesAsOneArgument() throws {
    let shell = try Fixtures.shell()
    let completion = shell.completer.completion(for: "select Dave B")
    #expect(completion.words == ["\"Dave Brubeck\""])
    #expect(completion.replacing == "Dave B")
    #expect(shell.completer.candidates(for: "delete  oscar  p") == ["\"Oscar Peterson\""])
    #expect(shell.completer.candidates(for: "select Dave X") == [])
    #expect(shell.run(line: "complete select Dave B") == .ok)
    #expect(shell.console.capturedOut == "\"Dave Brubeck\"\n")
    #expect(shell.run(line: "tab Games") == .ok)
    shell.console.resetCaptured()
    #expect(shell.run(line: "complete select Texas H") == .ok)
    #expect(shell.console.capturedOut == "\"Texas Hold’em Poker\"\n")
    // One word is the word itself; the shell says so (the line reader never splits a line).
    #expect(shell.completer.completion(for: "select Te").replacing == "Te")
    #expect(shell.completer.completion(for: "select \"Texas H").replacing == "\"Texas H")
    #expect(shell.completer.completion(for: "open ").replacing == "")
  }
}
