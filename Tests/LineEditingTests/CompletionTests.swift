import Testing

@testable import LineEditing

@Suite struct CompletionActionTests {
  @Test func commonPrefix() {
    #expect(CompletionAction.commonPrefix(of: ["AddPlayer", "AddGame"]) == "Add")
    #expect(CompletionAction.commonPrefix(of: ["日本語", "日本人"]) == "日本")
    #expect(
      CompletionAction.commonPrefix(of: ["\"Texas Hold’em\"", "\"Texas Hold’em Poker\""])
        == "\"Texas Hold’em")
    #expect(CompletionAction.commonPrefix(of: ["a", "b"]) == "")
    #expect(CompletionAction.commonPrefix(of: ["only"]) == "only")
    #expect(CompletionAction.commonPrefix(of: []) == "")
    // é as one precomposed scalar and as e + combining accent are the same Character.
    #expect(CompletionAction.commonPrefix(of: ["caf\u{E9}s", "cafe\u{301}x"]) == "caf\u{E9}")
  }

  @Test func aSoleCandidateCompletesWithASpace() {
    #expect(
      CompletionAction.decide(word: "op", candidates: ["open"], repeated: false)
        == .replaceWord("open "))
    #expect(
      CompletionAction.decide(
        word: "\"Texas H", candidates: ["\"Texas Hold’em Poker\""], repeated: false)
        == .replaceWord("\"Texas Hold’em Poker\" "))
  }

  @Test func aFolderCompletesWithoutASpace() {
    #expect(
      CompletionAction.decide(word: "Scr", candidates: ["Scripts/"], repeated: false)
        == .replaceWord("Scripts/"))
  }

  @Test func severalInsertTheirCommonPrefix() {
    #expect(
      CompletionAction.decide(word: "s", candidates: ["segues", "select"], repeated: false)
        == .replaceWord("se"))
    #expect(
      CompletionAction.decide(word: "add", candidates: ["AddPlayer", "AddGame"], repeated: false)
        == .replaceWord("Add"))
  }

  @Test func withoutProgressTheFirstTabBeepsAndTheSecondLists() {
    let candidates = ["show", "select", "segues"]
    #expect(CompletionAction.decide(word: "s", candidates: candidates, repeated: false) == .beep)
    #expect(
      CompletionAction.decide(word: "s", candidates: candidates, repeated: true)
        == .list(candidates))
  }

  @Test func noCandidateBeeps() {
    #expect(CompletionAction.decide(word: "zz", candidates: [], repeated: false) == .beep)
    #expect(CompletionAction.decide(word: "zz", candidates: [], repeated: true) == .beep)
  }
}

@Suite struct CompletionColumnsTests {
  init() { TerminalLocale.configure() }

  @Test func measuresDisplayWidth() {
    #expect(DisplayWidth.of("AddPlayer") == 9)
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("Hold’em") == 7)
    #expect(DisplayWidth.of("cafe\u{301}") == 4)
    #expect(DisplayWidth.of("a\u{1B}b") == 8)
  }

  @Test func fillsDownColumnsThenAcross() {
    let lines = CompletionColumns.lines(["a", "b", "c", "d", "e"], width: 9)
    // Each column is 1 + 2 wide: three fit in 9, so 2 rows.
    #expect(lines == ["a  c  e", "b  d"])
  }

  @Test func alignsCJKByScreenWidth() {
    let lines = CompletionColumns.lines(["日本語", "ab", "中", "Hold’em"], width: 20)
    // Widest is 7 columns, so columns are 9 wide and two fit in 20.
    #expect(lines == ["日本語   中", "ab       Hold’em"])
    for line in lines { #expect(DisplayWidth.of(line) <= 20) }
  }

  @Test func oneColumnWhenNarrow() {
    #expect(
      CompletionColumns.lines(["AddPlayer", "PickGame"], width: 5) == ["AddPlayer", "PickGame"])
    #expect(CompletionColumns.lines([], width: 80) == [])
  }

  /// Candidates that say what they do are listed one a line, names in a column.
  @Test func detailsStandBesideTheirNames() {
    let lines = CompletionColumns.lines(
      ["AddPlayer", "Edit", "quit"],
      details: ["AddPlayer": "presentation → Add Player", "Edit": "show → Player"], width: 80)
    #expect(lines == ["AddPlayer  presentation → Add Player", "Edit       show → Player", "quit"])
  }

  @Test func detailsAreCutToTheWidthAndMadeVisible() {
    let lines = CompletionColumns.lines(
      ["open"], details: ["open": "perform \u{1B}[31mthe segue with that identifier"], width: 20)
    #expect(lines.count == 1)
    #expect(DisplayWidth.of(lines[0]) <= 20)
    #expect(lines[0].hasPrefix("open  perform "))
    #expect(lines[0].hasSuffix("…"))
    #expect(!lines[0].contains("\u{1B}"))
  }

  @Test func withoutDetailsTheListIsColumns() {
    #expect(
      CompletionColumns.lines(["a", "b", "c", "d", "e"], details: [:], width: 9)
        == ["a  c  e", "b  d"])
  }

  @Test func oneRowWhenEverythingFits() {
    #expect(
      CompletionColumns.lines(["show", "select", "segues", "source"], width: 80) == [
        "show    select  segues  source"
      ])
  }
}

@Suite struct PromptEscapesTests {
  @Test func wrapsColourCodes() {
    #expect(
      PromptEscapes.marked("\u{1B}[1mPlayers\u{1B}[0m › Add> ")
        == "\u{1}\u{1B}[1m\u{1}Players\u{1}\u{1B}[0m\u{1} › Add> ")
  }

  @Test func plainPromptIsUnchanged() {
    #expect(PromptEscapes.marked("Players › Add Player› ") == "Players › Add Player› ")
  }

  @Test func neverEndsWithAMarker() {
    let marked = PromptEscapes.marked("Players> \u{1B}[0m")
    #expect(marked == "Players>\u{1}\u{1B}[0m\u{1} ")
    #expect(marked.last != PromptEscapes.marker)
  }

  @Test func dropsStrayMarkers() {
    #expect(PromptEscapes.marked("a\u{1}b> ") == "ab> ")
  }
}
