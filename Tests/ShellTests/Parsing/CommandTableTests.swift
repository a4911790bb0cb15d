import Navigation
import Testing

@testable import Shell

/// A scene where every command makes sense and every kind of argument has something to offer.
private struct EverythingSource: CompletionSource {
  var availableCommands = CommandCatalog.names
  var segueIdentifiers = ["PickGame"]
  var barButtonTitles = ["Done"]
  var settableControls = ["Volume"]
  var breadcrumb = ["Players", "Add Player"]
  var tabTitles = ["Games"]
  var sceneTitle = "Add Player"

  func rowTextMatches(withPrefix prefix: String, limit: Int) -> RowTextMatches {
    let rows = ["Chess"].filter { $0.hasPrefix(prefix) }
    return RowTextMatches(texts: rows, bounds: rows, omitted: 0)
  }

  func row(numbered number: Int) -> (text: String, detail: String?)? {
    number == 1 ? ("Chess", "Board game") : nil
  }

  func settingValues(forControl control: String) -> [String] { [] }
}

/// The command table (`CommandCatalog`) is the one place a command is declared: every entry is
/// parsed, completed, helped and recorded from it, so a command cannot be half-added.
@Suite struct CommandTableTests {
  /// Every command and assertion, with the line prefix that names it (`expect scene`).
  private var entries: [(info: CommandInfo, prefix: String)] {
    CommandCatalog.commands.map { ($0, $0.name) }
      + CommandCatalog.assertions.map { ($0, "expect " + $0.name) }
  }

  @Test func namesAreUnique() {
    #expect(Set(CommandCatalog.names).count == CommandCatalog.commands.count)
    let assertions = CommandCatalog.assertions.map(\.name)
    #expect(Set(assertions).count == assertions.count)
  }

  /// A command is found by its name or an alias, nothing by another word or an assertion's.
  @Test func commandsAreFoundByNameOrAlias() {
    for info in CommandCatalog.commands {
      #expect(CommandCatalog.info(named: info.name)?.usage == info.usage, "\(info.name)")
    }
    for (alias, name) in CommandCatalog.aliases {
      #expect(!CommandCatalog.names.contains(alias), "\(alias)")
      #expect(CommandCatalog.info(named: alias)?.name == name, "\(alias)")
    }
    for word in ["", "Open", "scene", "add", "opens"] {
      #expect(CommandCatalog.info(named: word) == nil, "\(word)")
    }
  }

  @Test func everyEntryIsParsedFromItsExample() throws {
    for (info, prefix) in entries {
      #expect(info.example.hasPrefix(prefix + " ") || info.example == prefix, "\(info.name)")
      let command = try #require(try CommandParser.parse(info.example), "\(info.example)")
      var name = command.parts.name
      if case .expect(let assertion) = command, prefix.hasPrefix("expect ") {
        name = assertion.parts.name
      }
      #expect(name == info.name, "\(info.example)")
      // The table's maker is the inverse of the command's parts.
      #expect(info.make(command.parts.value) == command || prefix.hasPrefix("expect "))
    }
  }

  @Test func everyEntryIsWrittenBackAsALineThatReadsTheSame() throws {
    for (info, _) in entries {
      let command = try #require(try CommandParser.parse(info.example))
      let line = try #require(CommandCatalog.line(for: command), "\(info.example)")
      #expect(try CommandParser.parse(line) == command, "\(line)")
    }
  }

  @Test func everyEntryIsRecordedAsTheTableSays() throws {
    for (info, prefix) in entries {
      let command = try #require(try CommandParser.parse(info.example))
      let recorded = Recorder.line(for: command)
      // An assertion is recorded as `expect` is.
      let expected = prefix.hasPrefix("expect ") ? CommandCatalog.info(named: "expect")! : info
      #expect((recorded != nil) == expected.recorded, "\(info.example)")
      if let recorded { #expect(try CommandParser.parse(recorded) == command, "\(recorded)") }
    }
  }

  @Test func everyEntryIsHelped() {
    let overview = HelpText.overview(source: EverythingSource())
    for info in CommandCatalog.commands {
      #expect(overview.contains(info.usage), "\(info.name)")
      let detail = HelpText.detail(for: info.name)
      // `help expect` gives each assertion's usage (below) instead of one example.
      let example = info.argument == .assertion || detail.contains(info.example)
      #expect(detail.contains(info.usage) && example, "\(info.name)")
    }
    let assertions = HelpText.detail(for: "expect")
    for info in CommandCatalog.assertions {
      #expect(assertions.contains(info.usage), "\(info.name)")
      #expect(HelpText.detail(for: info.name).contains(info.example), "\(info.name)")
    }
  }

  /// `help` broke lines mid-word at 80 columns and was unreadable at 60: it wraps to the
  /// terminal's width, each summary under its own column.
  @Test func helpWrapsToTheWidthWithAHangingIndent() {
    for width in [40, 60, 80] {
      let texts = [
        HelpText.overview(source: EverythingSource(), width: width),
        HelpText.detail(for: "expect", width: width), HelpText.detail(for: "record", width: width),
      ]
      // What the user types (a usage, an example) is never broken; only it may pass the width.
      let usages = Set(
        (CommandCatalog.commands + CommandCatalog.assertions).map { "  " + $0.usage })
      for text in texts {
        for line in text.split(separator: "\n") where line.count > width {
          #expect(
            usages.contains(String(line)) || line.hasPrefix("usage: ")
              || line.hasPrefix("example: "), "\(width): \(line)")
        }
      }
    }
    // Every word of the unwrapped text is there, in order: nothing is broken or lost.
    let unwrapped = HelpText.overview(source: EverythingSource())
    let wrapped = HelpText.overview(source: EverythingSource(), width: 60)
    #expect(
      unwrapped.split(whereSeparator: \.isWhitespace)
        == wrapped.split(whereSeparator: \.isWhitespace))
  }

  @Test func everyEntryIsCompletedAndSoIsItsArgument() {
    let completer = Completer(source: EverythingSource())
    for (info, prefix) in entries {
      let words = prefix.split(separator: " ")
      let before = words.dropLast().map { $0 + " " }.joined()
      #expect(completer.candidates(for: before).contains(info.name), "\(info.name)")
      let offersNothing: Bool
      switch info.argument {
      case .none, .text, .optionalText, .optionalRowNumber, .count: offersNothing = true
      case .rowExpectation: offersNothing = true  // the row number comes first
      default: offersNothing = false
      }
      if !offersNothing {
        #expect(!completer.candidates(for: prefix + " ").isEmpty, "\(prefix)")
      }
    }
  }
}
