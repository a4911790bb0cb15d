import Glibc
import LineEditing
import Navigation
import RosterSupport
import Testing

@testable import Shell

/// A scene like Players inside Add Player's flow, for completion.
private struct FixtureSource: CompletionSource {
  var availableCommands = ["open", "select", "tap", "back", "show", "help", "expect", "source"]
  var segueIdentifiers = ["PickGame", "PickRating"]
  var segueDetails = ["PickGame": "show → Choose Game  (from cell)"]
  var barButtonTitles = ["Cancel", "Done"]
  var settableControls = ["Plan", "Remember me", "Volume"]
  var tabTitles = ["Players", "Games"]
  var sceneTitle = "Add Player"
  var breadcrumb = ["Players", "Add Player"]
  var rows = [
    "2048", "Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold’em Poker",
  ]

  func row(numbered number: Int) -> (text: String, detail: String?)? {
    rows.indices.contains(number - 1) ? (rows[number - 1], number == 3 ? "Board game" : nil) : nil
  }

  func settingValues(forControl control: String) -> [String] {
    switch control {
    case "Plan": return ["Free", "Pro", "Team plan"]
    case "Remember me": return ["off", "on"]
    default: return []
    }
  }

  func rowTextMatches(withPrefix prefix: String, limit: Int) -> RowTextMatches {
    let matches = rows.filter { $0.hasPrefix(prefix) }
    return RowTextMatches(
      texts: Array(matches.prefix(limit)),
      bounds: [matches.min(), matches.max()].compactMap { $0 },
      omitted: max(0, matches.count - limit))
  }
}

@Suite struct CompleterTests {
  private let completer = Completer(source: FixtureSource())

  /// Completes the text before `|` (the cursor); what follows the cursor is ignored.
  private func complete(_ marked: String) -> [String] {
    let cursor = marked.firstIndex(of: "|")!
    return completer.candidates(for: String(marked[..<cursor]))
  }

  @Test func firstWordOffersTheCommandsValidHere() {
    #expect(complete("|") == ["back", "expect", "help", "open", "select", "show", "source", "tap"])
    #expect(complete("s|") == ["select", "show", "source"])
    #expect(complete("  op|en AddPlayer") == ["open"])
  }

  /// A TAB listing says what each candidate does, as zsh and fish do.
  @Test func candidatesSayWhatTheyDo() {
    let commands = completer.completion(for: "s")
    #expect(commands.details["select"] == CommandCatalog.info(named: "select")?.summary)
    #expect(commands.details.count == 3)
    let segues = completer.completion(for: "open Pick")
    #expect(segues.details == ["PickGame": "show → Choose Game  (from cell)"])
    // Row texts and other values stand alone.
    #expect(completer.completion(for: "select S").details.isEmpty)
  }

  @Test func openOffersSegues() {
    #expect(complete("open |") == ["PickGame", "PickRating"])
    #expect(complete("open PickG|") == ["PickGame"])
    #expect(complete("open PickGame |") == [])
  }

  @Test func selectAndDeleteOfferRowTextsQuoted() {
    #expect(complete("select S|") == ["\"Spin the Bottle\""])
    #expect(complete("select \"Texas H|") == ["\"Texas Hold’em Poker\""])
    #expect(complete("delete C|") == ["Chess"])
    #expect(complete("select |").count == 6)
    #expect(complete("select 2|") == ["\"2048\""])
  }

  /// With more rows than are listed, what TAB inserts is what every row shares
  /// (the table's first and last match), not what the listed ones share, and the rest is counted.
  @Test func aBigTableSharesOnlyWhatEveryRowShares() {
    var source = FixtureSource()
    source.rows = (0..<150).map { "Ann \(1000 + $0)" } + ["Bill Evans", "Bob"]
    let big = Completer(source: source)
    let all = big.completion(for: "select ")
    #expect(all.words.count == Completer.rowLimit)
    #expect(all.sharedPrefix == "")
    #expect(all.omitted == 52)
    #expect(all.omittedNote == "\u{2026} and 52 more")
    #expect(CompletionAction.decide(word: "", completion: all, repeated: false) == .beep)
    let anns = big.completion(for: "select A")
    #expect(anns.sharedPrefix == "\"Ann 1")
    #expect(
      CompletionAction.decide(word: "A", completion: anns, repeated: false)
        == .replaceWord("\"Ann 1"))
    // Fewer than the limit: all are listed, and their common prefix is what they share.
    #expect(
      big.completion(for: "select B")
        == CompletionCandidates(["\"Bill Evans\"", "Bob"], replacing: "B"))
  }

  @Test func tapOffersBarButtons() {
    #expect(complete("tap |") == ["Cancel", "Done"])
    #expect(complete("tap D|") == ["Done"])
  }

  @Test func tabOffersTabs() {
    #expect(complete("tab G|") == ["Games"])
  }

  @Test func helpOffersCommands() {
    #expect(complete("help se|") == ["segues", "select", "set"])
  }

  @Test func expectOffersAssertionWordsAndThenTheirArguments() {
    #expect(
      complete("expect |")
        == [
          "scene", "stack", "rows", "row", "text", "no", "button", "switch", "value", "checked",
          "field", "event", "way-out", "screen", "error",
        ])
    #expect(complete("expect ro|") == ["rows", "row"])
    #expect(complete("expect scene |") == ["\"Add Player\""])
    #expect(complete("expect checked Ch|") == ["Chess"])
    #expect(complete("expect row 2 Chess |") == ["checked", "detail", "rating", "unchecked"])
    // The stack's n-th word is the breadcrumb's n-th title, a row's text is that
    // row's own, and after `detail` comes its detail (not every row's text, nor keywords).
    #expect(complete("expect stack |") == ["Players"])
    #expect(complete("expect stack Players |") == ["\"Add Player\""])
    #expect(complete("expect stack Players \"Add Player\" |") == [])
    #expect(complete("expect row 2 |") == ["\"Angry Birds\""])
    #expect(complete("expect row 3 Chess detail |") == ["\"Board game\""])
    #expect(
      complete("expect row 3 Chess detail \"Board game\" |")
        == ["checked", "detail", "rating", "unchecked"])
    #expect(complete("expect row 9 |") == [])
    #expect(complete("expect error open P|") == ["PickGame", "PickRating"])
  }

  /// The assertions about what is on screen offer the names there, then their states.
  @Test func screenAssertionsOfferNamesAndStates() {
    #expect(complete("expect row C|") == ["Chess"])
    #expect(complete("expect row Chess |") == ["checked", "detail", "rating", "unchecked"])
    #expect(complete("expect no |") == ["text"])
    #expect(complete("expect button D|") == ["Done"])
    #expect(complete("expect button Done |") == ["enabled", "disabled"])
    #expect(complete("expect switch Remember me |") == ["on", "off"])
    #expect(complete("expect switch R|") == ["\"Remember me\""])
    #expect(complete("expect value V|") == ["Volume"])
    #expect(complete("expect error m|") == ["matching"])
    #expect(complete("expect error matching disabled t|") == ["tap"])
  }

  @Test func completeRecursesIntoItsLine() {
    #expect(complete("complete open |") == ["PickGame", "PickRating"])
  }

  @Test func traceOffersOnAndOff() {
    #expect(complete("trace o|") == ["off", "on"])
  }

  @Test func sourceOffersScriptsAndFolders() throws {
    var template = Array("/tmp/roster-complete-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let root = String(cString: try #require(made))
    defer { _ = system("rm -rf '\(root)'") }
    mkdir(root + "/flows", 0o755)
    try FileSystem.write("", to: root + "/walk.rosterscript")
    try FileSystem.write("", to: root + "/my walk.rosterscript")
    try FileSystem.write("", to: root + "/notes.txt")
    try FileSystem.write("", to: root + "/flows/games.rosterscript")
    let files = Completer(source: FixtureSource(), workingDirectory: root)
    #expect(
      files.candidates(for: "source ") == [
        "flows/", "\"my walk.rosterscript\"", "walk.rosterscript",
      ])
    #expect(files.candidates(for: "source w") == ["walk.rosterscript"])
    #expect(files.candidates(for: "source flows/") == ["flows/games.rosterscript"])
    #expect(files.candidates(for: "source \"my") == ["\"my walk.rosterscript\""])
    // A folder whose name needs quotes stays open, so TAB goes on into it (the closing quote
    // came after the slash, ending the word there).
    mkdir(root + "/my suite", 0o755)
    try FileSystem.write("", to: root + "/my suite/games.rosterscript")
    #expect(files.candidates(for: "source \"my s") == ["\"my suite/"])
    #expect(
      CompletionAction.decide(word: "\"my s", candidates: ["\"my suite/"], repeated: false)
        == .replaceWord("\"my suite/"))
    #expect(
      files.candidates(for: "source \"my suite/") == ["\"my suite/games.rosterscript\""])
  }

  @Test func recordOffersItsOptionsOffAndScripts() throws {
    var template = Array("/tmp/roster-complete-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let root = String(cString: try #require(made))
    defer { _ = system("rm -rf '\(root)'") }
    try FileSystem.write("", to: root + "/walk.rosterscript")
    let files = Completer(source: FixtureSource(), workingDirectory: root)
    #expect(
      files.candidates(for: "record ") == ["--append", "--force", "off", "walk.rosterscript"])
    #expect(files.candidates(for: "record --") == ["--append", "--force"])
    #expect(files.candidates(for: "record --force ") == ["walk.rosterscript"])
    #expect(files.candidates(for: "record --append w") == ["walk.rosterscript"])
    #expect(files.candidates(for: "record off ") == [])
  }

  @Test func unclosedQuoteBeforeTheWordOffersNothing() {
    #expect(complete("nonsense |") == [])
  }
}
