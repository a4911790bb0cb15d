import Testing

@testable import Shell

@Suite struct RecorderTests {
  /// Every recorded line parses back to the command it came from.
  @Test func recordedLinesReadBackAsTheSameCommand() throws {
    let commands: [Command] = [
      .open(segue: "AddPlayer"), .select(.number(3)), .select(.text("2048")),
      .select(.text("Texas Hold’em Poker")), .delete(.text("Bill Evans")), .tap(button: "+"),
      .type(text: "say \"hi\" \\ now"), .type(text: ""), .clear, .back, .tab(name: "Games"),
      .trace(on: true), .expect(.scene("Add Player")),
      .expect(.stack(["Players", "Add Player"])), .expect(.rows(4)),
      .expect(.row(4, text: "checked", detail: "detail", checked: false)),
      .expect(.row(1, text: "Bill Evans", detail: nil, checked: nil)),
      .expect(.checked("Chess")), .expect(.field("")), .expect(.event("init(coder:)")),
    ]
    for command in commands {
      let line = try #require(Recorder.line(for: command))
      #expect(try CommandParser.parse(line) == command, "\(line)")
    }
  }

  /// A recording is safe to show (`cat walk.rosterscript`): what a terminal would obey is
  /// written as `\u{…}`, and reads back as the same command.
  @Test func hostileTextIsRecordedEscaped() throws {
    for command: Command in [
      .type(text: "\u{1B}]0;t\u{7}\u{1B}[2J"), .select(.text("Evil\u{202E}gnp")),
      .tap(button: "x\u{9B}2J"),
    ] {
      let line = try #require(Recorder.line(for: command))
      #expect(
        !line.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
        }, "\(line)")
      #expect(try CommandParser.parse(line) == command, "\(line)")
    }
    #expect(Recorder.line(for: .type(text: "\u{1B}[2J")) == #"type "\u{1b}[2J""#)
  }

  /// Asking whether a command is recorded agrees with writing its line, for every command and
  /// assertion in the table (its example, and without argument where it takes none).
  @Test func recordsAgreesWithTheLineWritten() throws {
    let examples = (CommandCatalog.commands + CommandCatalog.assertions).map(\.example)
    var seen = 0
    for example in examples {
      guard let command = try CommandParser.parse(example) else { continue }
      seen += 1
      #expect(Recorder.records(command) == (Recorder.line(for: command) != nil), "\(example)")
    }
    #expect(seen == examples.count)
    #expect(Recorder.records(.open(segue: "AddPlayer")))
    #expect(!Recorder.records(.show(fromRow: nil)))
    #expect(!Recorder.records(.record(path: "walk.rosterscript", mode: .new)))
  }

  @Test func quotingIsMinimal() {
    #expect(Recorder.line(for: .select(.text("Chess"))) == "select Chess")
    #expect(Recorder.line(for: .select(.text("2048"))) == "select \"2048\"")
    #expect(Recorder.line(for: .tap(button: "Done")) == "tap Done")
    #expect(Recorder.line(for: .show(fromRow: nil)) == nil)
    #expect(Recorder.line(for: .help(command: nil)) == nil)
  }
}
