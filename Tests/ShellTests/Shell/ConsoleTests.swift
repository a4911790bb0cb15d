import Testing

@testable import Shell

/// The console is the gate to the terminal: whatever the shell prints passes `VisibleText`.
@Suite struct ConsoleTests {
  /// Found by the trust review: `complete`, listings and summaries printed names raw.
  @Test func everythingWrittenIsMadeVisibleKeepingLineFeeds() {
    let console = Console.capturing()
    console.line("a\u{1B}]0;t\u{7}\nb\u{9B}2J\r\u{202E}")
    console.out("c\u{1B}[1md")
    console.error("e\u{1B}[2J\nf")
    #expect(
      console.capturedOut == #"a\u{1b}]0;t\u{7}"# + "\n" + #"b\u{9b}2J\u{d}\u{202e}"# + "\n"
        + #"c\u{1b}[1md"#)
    #expect(console.capturedErr == #"e\u{1b}[2J"# + "\nf\n")
  }

  /// Styled text keeps Roster's colour codes, and only those.
  @Test func styledTextKeepsOnlyColourCodes() {
    let console = Console.capturing()
    let style = DrawStyle(unicode: true, color: true)
    console.line(styled: style.tint("ok", .green) + " \u{1B}]0;t\u{7}\u{1B}[2J")
    console.error(styled: style.tint("error:", .red) + " \u{9B}2J")
    #expect(console.capturedOut == "\u{1B}[32mok\u{1B}[0m " + #"\u{1b}]0;t\u{7}\u{1b}[2J"# + "\n")
    #expect(console.capturedErr == "\u{1B}[31merror:\u{1B}[0m " + #"\u{9b}2J"# + "\n")
  }
}
