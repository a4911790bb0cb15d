import Testing

@testable import Shell

@Suite struct CommandParserTests {
  private func parse(_ line: String) throws -> Command? { try CommandParser.parse(line) }

  private func failure(_ line: String) -> ShellError? {
    do {
      _ = try CommandParser.parse(line)
      return nil
    } catch {
      return error
    }
  }

  @Test func blankAndCommentLinesAreNothing() throws {
    #expect(try parse("") == nil)
    #expect(try parse("   # a comment") == nil)
  }

  @Test func movesParse() throws {
    #expect(try parse("open AddPlayer") == .open(segue: "AddPlayer"))
    #expect(try parse("select 1") == .select(.number(1)))
    #expect(try parse("select Tic-Tac-Toe") == .select(.text("Tic-Tac-Toe")))
    #expect(try parse("select \"2048\"") == .select(.text("2048")))
    #expect(try parse("select Texas Hold’em Poker") == .select(.text("Texas Hold’em Poker")))
    #expect(try parse("delete 3") == .delete(.number(3)))
    #expect(try parse("tap +") == .tap(button: "+"))
    #expect(try parse("type \"Ray Charles\"") == .type(text: "Ray Charles"))
    #expect(try parse("type Ray Charles") == .type(text: "Ray Charles"))
    #expect(try parse("clear") == .clear)
    #expect(try parse("back") == .back)
    #expect(try parse("tab Games") == .tab(name: "Games"))
  }

  @Test func otherCommandsParse() throws {
    #expect(try parse("show") == .show(fromRow: nil))
    #expect(try parse("show 21") == .show(fromRow: 21))
    #expect(try parse("more") == .more)
    #expect(try parse("where") == .hierarchy)
    #expect(try parse("trace on") == .trace(on: true))
    #expect(try parse("trace off") == .trace(on: false))
    #expect(try parse("record walk.rosterscript") == .record(path: "walk.rosterscript"))
    #expect(try parse("record off") == .record(path: nil))
    #expect(try parse("record \"off\"") == .record(path: "off"))
    #expect(try parse("source a/b.rosterscript") == .source(path: "a/b.rosterscript"))
    #expect(try parse("help") == .help(command: nil))
    #expect(try parse("help select") == .help(command: "select"))
    #expect(try parse("exit") == .quit)
  }

  @Test func completeKeepsTheRestOfTheLineVerbatim() throws {
    #expect(try parse("complete") == .complete(line: ""))
    #expect(try parse("complete open ") == .complete(line: "open "))
    #expect(try parse("complete select Spin") == .complete(line: "select Spin"))
    #expect(try parse("complete \"open \"") == .complete(line: "open "))
  }

  @Test func assertionsParse() throws {
    #expect(try parse("expect scene \"Add Player\"") == .expect(.scene("Add Player")))
    #expect(try parse("expect scene Add Player") == .expect(.scene("Add Player")))
    #expect(
      try parse("expect stack Players \"Add Player\" \"Choose Game\"")
        == .expect(.stack(["Players", "Add Player", "Choose Game"])))
    #expect(try parse("expect rows 4") == .expect(.rows(4)))
    #expect(try parse("expect rows 0") == .expect(.rows(0)))
    #expect(
      try parse("expect row 4 Ray detail Tic-Tac-Toe")
        == .expect(.row(4, text: "Ray", detail: "Tic-Tac-Toe", checked: nil)))
    #expect(
      try parse("expect row 1 Bill Evans detail Tic-Tac-Toe checked")
        == .expect(.row(1, text: "Bill Evans", detail: "Tic-Tac-Toe", checked: true)))
    #expect(
      try parse("expect row 2 Chess unchecked")
        == .expect(.row(2, text: "Chess", detail: nil, checked: false)))
    #expect(
      try parse("expect row 2 \"checked\"")
        == .expect(.row(2, text: "checked", detail: nil, checked: nil)))
    #expect(try parse("expect checked Chess") == .expect(.checked("Chess")))
    #expect(try parse("expect field \"\"") == .expect(.field("")))
    #expect(
      try parse("expect event PlayerDetailsViewController.deinit")
        == .expect(.event("PlayerDetailsViewController.deinit")))
    #expect(
      try parse("expect error open Nope")
        == .expect(.error(source: "open Nope", command: .open(segue: "Nope"), matching: nil)))
    #expect(
      try parse("expect error matching \"is disabled\" tap Done")
        == .expect(
          .error(source: "tap Done", command: .tap(button: "Done"), matching: "is disabled"))
    )
  }

  /// The command under `expect error` must parse: a typo is not the refusal expected.
  @Test func expectErrorsCommandMustParse() {
    #expect(
      throws: ShellError(
        "expect error's command does not parse: unknown command \"frob\"; type help for the "
          + "commands", column: 14)
    ) { try parse("expect error frob") }
    #expect(throws: ShellError.self) { try parse("expect error select \"unterminated") }
    #expect(throws: ShellError.self) { try parse("expect error matching Done") }
    #expect(throws: ShellError.self) { try parse("expect error expect error tap Done") }
  }

  /// An unknown command's refusal, marked as one (the shell may point at a command for it).
  private func unknown(_ message: String, column: Int) -> ShellError {
    var error = ShellError(message, column: column)
    error.isUnknownCommand = true
    return error
  }

  @Test func unknownCommandSuggests() {
    #expect(
      failure("opne AddPlayer")
        == unknown("unknown command \"opne\"; did you mean \"open\"?", column: 1))
    #expect(
      failure("  slect 1")
        == unknown("unknown command \"slect\"; did you mean \"select\"?", column: 3))
    #expect(
      failure("xyzzy")
        == unknown("unknown command \"xyzzy\"; type help for the commands", column: 1))
    #expect(
      failure("\"open\" x")
        == unknown("unknown command \"open\"; did you mean \"open\"?", column: 1))
  }

  /// A newcomer's first guesses from other shells get the command that does it here.
  @Test func newcomersGuessesPointAtTheCommandMeant() {
    #expect(
      failure("add")
        == unknown(
          "unknown command \"add\"; to add, tap + (or tap add) where the scene has an Add "
            + "button, or open its segue", column: 1))
    #expect(
      failure("edit 1")?.message.hasSuffix("select it (select ROW), edit the fields, then tap Done")
        == true)
    #expect(
      failure("ls")?.message.hasSuffix("show draws the scene again (show N: its rows from N)")
        == true)
    #expect(failure("cd Games")?.message.contains("tab NAME switches tabs") == true)
    #expect(failure("rate 1 5")?.message.contains("select the player, then select Rating") == true)
    #expect(failure("!!")?.message.contains("the Up arrow brings back the last line") == true)
    // Quoted, it is a word of the user's, not a guess.
    #expect(failure("\"add\"")?.message == "unknown command \"add\"; type help for the commands")
  }

  @Test func argumentCountsAreChecked() {
    #expect(
      failure("open") == ShellError("open needs a segue identifier: open SEGUE", column: 5))
    #expect(
      failure("open A B")
        == ShellError(
          "too many arguments: open SEGUE; quote words that belong together, e.g. \"A B\"",
          column: 8))
    #expect(failure("back now") == ShellError("back takes no arguments; remove \"now\"", column: 6))
    #expect(
      failure("select") == ShellError("select needs a row number or text: select ROW", column: 7))
    #expect(failure("trace") == ShellError("trace needs on or off: trace on|off", column: 6))
    #expect(failure("trace maybe") == ShellError("trace takes on or off, not \"maybe\"", column: 7))
  }

  @Test func recordTakesAppendOrForce() throws {
    #expect(
      try parse("record --append a.rosterscript") == .record(path: "a.rosterscript", mode: .append))
    #expect(
      try parse("record --force a.rosterscript") == .record(path: "a.rosterscript", mode: .replace))
    #expect(try parse("record \"--force\"") == .record(path: "--force"))
    #expect(
      failure("record --forse a")
        == ShellError(
          "record takes --append or --force, not \"--forse\"; "
            + "record [--append|--force] FILE | record off", column: 8))
    #expect(
      failure("record --force --append a")
        == ShellError("--append and --force exclude each other; keep one", column: 16))
    #expect(
      failure("record --force off")
        == ShellError("record off takes no option; remove \"--force\"", column: 8))
    #expect(
      failure("record --append")
        == ShellError(
          "record needs a file name, or off: record [--append|--force] FILE | record off",
          column: 16))
  }

  @Test func numbersAreChecked() {
    #expect(
      failure("expect rows four")
        == ShellError("expected a number of rows (0 or more), not \"four\"", column: 13))
    #expect(
      failure("expect row 0 Chess")
        == ShellError("expected a row number (1 or more), not \"0\"", column: 12))
    #expect(
      failure("show -1") == ShellError("expected a row number (1 or more), not \"-1\"", column: 6))
  }

  @Test func assertionErrorsPointAtTheWord() {
    #expect(
      failure("expect sceen Players")
        == ShellError("unknown assertion \"sceen\"; did you mean \"scene\"?", column: 8))
    #expect(
      failure("expect")
        == ShellError(
          "expect needs an assertion: scene, stack, rows, row, text, no, button, switch, value, "
            + "checked, field, event, way-out, screen, error",
          column: 7))
    #expect(
      failure("expect scene")
        == ShellError("expect scene needs a scene title: expect scene TITLE", column: 13))
    #expect(
      failure("expect row 1")
        == ShellError(
          "expect row 1 needs the row's text: expect row [N] TEXT [detail TEXT] [rating N] [checked|unchecked]",
          column: 13))
    #expect(
      failure("expect row 1 Chess checked now")
        == ShellError(
          "unexpected \"now\"; write expect row [N] TEXT [detail TEXT] [rating N] [checked|unchecked]",
          column: 28))
    #expect(
      failure("expect row 1 Chess detail")
        == ShellError(
          "detail needs a text: expect row [N] TEXT [detail TEXT] [rating N] [checked|unchecked]",
          column: 26))
  }

  /// `expect row` without a number, and the screen assertions, read back as written.
  @Test func screenAssertionsParse() throws {
    #expect(
      try parse("expect row Bill Evans detail Poker rating 4 checked")
        == .expect(.row(nil, text: "Bill Evans", detail: "Poker", checked: true, rating: 4)))
    #expect(
      try parse("expect row \"2048\"")
        == .expect(.row(nil, text: "2048", detail: nil, checked: nil)))
    #expect(try parse("expect text Chess") == .expect(.text("Chess", present: true)))
    #expect(try parse("expect no text \"Zed Z\"") == .expect(.text("Zed Z", present: false)))
    #expect(
      try parse("expect button Sign In disabled") == .expect(.button("Sign In", enabled: false)))
    #expect(try parse("expect switch Remember me on") == .expect(.switch("Remember me", on: true)))
    #expect(try parse("expect value Volume 0.8") == .expect(.value("Volume", "0.8")))
    #expect(throws: ShellError.self) { try parse("expect button Done maybe") }
    #expect(throws: ShellError.self) { try parse("expect no Chess") }
    #expect(throws: ShellError.self) { try parse("expect row Chess rating many") }
    for line in [
      "expect row Bill Evans detail Poker rating 4 checked", "expect row \"2048\"",
      "expect no text \"Zed Z\"", "expect button \"Sign In\" disabled",
      "expect switch \"Remember me\" on", "expect value Volume 0.8",
      "expect error matching \"is disabled\" tap Done",
    ] {
      let command = try #require(try parse(line))
      #expect(CommandCatalog.line(for: command).flatMap { try? parse($0) } == command, "\(line)")
    }
  }

  @Test func helpValidatesItsTopic() {
    #expect(
      failure("help slect")
        == ShellError("no help for \"slect\"; did you mean \"select\"?", column: 6))
  }

  @Test func tokenizerErrorsSurface() {
    #expect(
      failure("select \"Chess") == ShellError("unterminated quote; add a closing \"", column: 8))
  }
}
