import RosterSupport
import Testing

@testable import LineEditing

/// What `VisibleText` makes of outside text is measured and laid out as it shows.
@Suite struct VisibleWidthTests {
  init() { TerminalLocale.configure() }

  /// Widths are measured on what shows: an escape takes its letters' columns, whether the
  /// text was made visible yet or not.
  @Test func widthIsTheEscapedForm() {
    for text in ["a\u{1B}b", "\u{202E}日本", "x\u{9B}\u{7F}\n", "Hold’em"] {
      let shown = VisibleText.make(text)
      #expect(DisplayWidth.of(text) == DisplayWidth.of(shown), "\(shown)")
    }
    #expect(DisplayWidth.of(VisibleText.make("a\u{1B}b")) == 8)
    #expect(DisplayWidth.of(VisibleText.make("\u{202E}日本")) == 12)
  }

  /// The TAB list shows each candidate made visible and aligns the columns on that.
  @Test func completionListShowsCandidatesVisibleAndAligned() {
    let lines = CompletionColumns.lines(
      ["\"\u{1B}]0;pwned\u{7}\"", "Bill", "Evil\u{202E}gnp", "x\u{9B}2J"], width: 60)
    #expect(
      lines == [
        #""\u{1b}]0;pwned\u{7}"  Evil\u{202e}gnp"#,
        #"Bill                   x\u{9b}2J"#,
      ])
    for line in lines {
      #expect(!line.unicodeScalars.contains(where: VisibleText.isUnsafe))
      #expect(DisplayWidth.of(line) <= 60)
    }
  }
}
