import Glibc
import RosterSupport
import Testing

@testable import LineEditing

/// How wide output may be: `COLUMNS`, else the terminal's size, else 80.
@Suite struct TerminalSizeTests {
  init() { TerminalLocale.configure() }

  @Test func columnsComeFromCOLUMNSThenTheTerminalThen80() throws {
    #expect(TerminalSize.columns(environment: { $0 == "COLUMNS" ? "132" : nil }) == 132)
    // Not a terminal (a pipe), no COLUMNS or a useless one: 80.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    for value in [nil, "", "0", "-3", "wide"] {
      #expect(
        TerminalSize.columns(environment: { _ in value }, fileDescriptor: ends[1]) == 80)
    }
  }

  @Test func truncationKeepsWholeCharactersAndEndsWithTheEllipsis() {
    #expect(DisplayWidth.truncated("Oscar Peterson", to: 14) == "Oscar Peterson")
    #expect(DisplayWidth.truncated("Oscar Peterson", to: 13) == "Oscar Peters…")
    #expect(DisplayWidth.truncated("Oscar Peterson", to: 8, ellipsis: "...") == "Oscar...")
    // A wide character is never cut in half: 日本語 at 4 columns keeps one, and the ellipsis.
    #expect(DisplayWidth.truncated("日本語", to: 4) == "日…")
    #expect(DisplayWidth.of(DisplayWidth.truncated("日本語", to: 4)) == 3)
    // A letter keeps its combining marks.
    #expect(DisplayWidth.truncated("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
    // Colour codes take no columns, and a cut inside colour ends it.
    let tinted = "\u{1B}[2mrows 1–20 of 1,000,003\u{1B}[0m"
    #expect(DisplayWidth.ofStyled(tinted) == 22)
    #expect(DisplayWidth.truncated(tinted, to: 22) == tinted)
    #expect(DisplayWidth.truncated(tinted, to: 8) == "\u{1B}[2mrows 1–…\u{1B}[0m")
    // Typed text keeps its end, where the cursor is.
    #expect(DisplayWidth.truncatedFromStart("Raymond Charles", to: 8) == "…Charles")
    #expect(DisplayWidth.truncatedFromStart("日本語", to: 4) == "…語")
  }
}
