import Testing

@testable import LineEditing

/// Ctrl-R's search, without a terminal: what each key finds and the status line it shows.
@Suite struct HistorySearchTests {
  // Widths (the cut's `…`) come from wcwidth, which needs a UTF-8 locale.
  init() { TerminalLocale.configure() }

  private func searching(_ entries: [String], typing query: String) -> HistorySearch {
    var search = HistorySearch(entries: entries)
    for scalar in query.unicodeScalars { search.append(scalar) }
    return search
  }

  @Test func theNewestLineHoldingTheQueryIsShown() {
    let search = searching(["where", "show", "select 2", "show 3"], typing: "sh")
    #expect(search.match == "show 3")
    #expect(search.statusLine(width: 80) == "(reverse-i-search)'sh': show 3")
  }

  @Test func beforeAnyKeyNothingIsShown() {
    let search = HistorySearch(entries: ["where"])
    #expect(search.match == nil)
    #expect(search.statusLine(width: 80) == "(reverse-i-search)'': ")
  }

  @Test func ctrlRAgainFindsOlderLinesPassingOverRepeats() {
    var search = searching(["see 1", "where", "show", "where"], typing: "e")
    #expect(search.match == "where")
    search.findOlder()
    // "show" holds no "e"; the older "where" reads as the line already shown.
    #expect(search.match == "see 1")
    search.findOlder()
    #expect(search.match == "see 1")
    #expect(search.failing)
    #expect(search.statusLine(width: 80) == "(failing reverse-i-search)'e': see 1")
  }

  @Test func aQueryNothingHoldsSaysFailing() {
    let search = searching(["where", "show"], typing: "zq")
    #expect(search.match == nil)
    #expect(search.statusLine(width: 80) == "(failing reverse-i-search)'zq': ")
  }

  @Test func backspaceShortensTheQueryAndSearchesFromTheNewest() {
    var search = searching(["where", "show"], typing: "whx")
    #expect(search.failing)
    #expect(search.match == "where")
    search.deleteLast()
    #expect(!search.failing)
    #expect(search.query == "wh")
    #expect(search.match == "where")
    search.deleteLast()
    search.deleteLast()
    search.deleteLast()
    #expect(search.query == "")
    #expect(search.match == nil)
  }

  @Test func utf8QueriesMatchAndTheCursorGoesToTheQuery() {
    let search = searching(["# Hold’em 日本 ok", "show"], typing: "日本")
    #expect(search.match == "# Hold’em 日本 ok")
    #expect(search.statusLine(width: 80) == "(reverse-i-search)'日本': # Hold’em 日本 ok")
    // The cursor goes before 日: "日本 ok" is five scalars.
    #expect(search.scalarsAfterQuery == 5)
  }

  @Test func controlCharactersInHistoryAreShownAsEscapesAndTheLineIsCut() {
    let search = searching(["x \u{1B}[2J tail", "show"], typing: "x")
    #expect(search.statusLine(width: 80) == "(reverse-i-search)'x': x \\u{1b}[2J tail")
    let cut = search.statusLine(width: 30)
    #expect(cut == "(reverse-i-search)'x': x \\u{…")
    #expect(DisplayWidth.of(cut) == 29)
  }
}
