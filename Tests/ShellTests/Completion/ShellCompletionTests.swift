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
    #expect(completer.candidates(for: "expect sc") == ["scene"])
    #expect(completer.candidates(for: "help ty") == ["type"])
  }

  @Test func addPlayerScene() throws {
    let shell = try Fixtures.shell()
    #expect(shell.run(line: "open AddPlayer") == .ok)
    #expect(shell.run(line: "select 1") == .ok)
    let completer = shell.completer
    let commands = completer.candidates(for: "")
    #expect(commands.contains("back") && commands.contains("type") && commands.contains("clear"))
    #expect(!commands.contains("tab"))
    #expect(completer.candidates(for: "tap ") == ["Cancel", "Done"])
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
}
