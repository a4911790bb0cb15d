import Testing

@testable import RosterSupport

/// The one rule for outside text on a terminal (`VisibleText`): every character class a terminal
/// obeys is shown as a `\u{…}` escape, in one style, and measured as shown.
@Suite struct VisibleTextTests {
  /// Every C0 control (line feed and tab too, unless kept), DEL and every C1 control.
  @Test func controlsShowAsEscapes() {
    for value in Array(0..<0x20) + Array(0x7F...0x9F) {
      let scalar = Unicode.Scalar(UInt32(value))!
      let shown = VisibleText.make("a" + String(scalar) + "b")
      #expect(shown == "a\\u{" + String(value, radix: 16) + "}b")
    }
    #expect(VisibleText.make("\u{1B}]0;title\u{7}\u{1B}[2J") == #"\u{1b}]0;title\u{7}\u{1b}[2J"#)
    #expect(VisibleText.make("x\u{9B}2J") == #"x\u{9b}2J"#)
    #expect(VisibleText.make("tab\there") == #"tab\u{9}here"#)
    #expect(VisibleText.make("del\u{7F}") == #"del\u{7f}"#)
  }

  /// The bidi marks, embeddings, overrides and isolates: a name cannot turn what follows it
  /// around.
  @Test func bidiControlsShowAsEscapes() {
    for value: UInt32 in [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069)
    {
      let scalar = Unicode.Scalar(value)!
      #expect(VisibleText.make(String(scalar)) == "\\u{" + String(value, radix: 16) + "}")
    }
    #expect(VisibleText.make("Evil\u{202E}gnp.exe") == #"Evil\u{202e}gnp.exe"#)
  }

  /// Text a terminal shows as is stays as it is, whatever its script.
  @Test func printableTextIsUnchanged() {
    for text in [
      "Texas Hold’em Poker", "日本語", "café", "e\u{301}", "★★☆☆☆", "", "\u{A0}nbsp", "عربي",
      "\u{2028}", "a\\u{1b}b",
    ] {
      #expect(VisibleText.make(text) == text)
    }
  }

  /// Bytes that are not UTF-8 become U+FFFD when decoded, before any of this: visible, and never
  /// the lone byte 0x9B an 8-bit terminal reads as CSI.
  @Test func invalidUTF8IsVisible() {
    let decoded = String(decoding: [0x61, 0x9B, 0x32, 0x4A, 0xFF, 0xC2], as: UTF8.self)
    #expect(VisibleText.make(decoded) == "a\u{FFFD}2J\u{FFFD}\u{FFFD}")
    #expect(!Array(VisibleText.make(decoded).utf8).contains(0x9B))
  }

  /// Making visible twice changes nothing more: layers that each apply it agree.
  @Test func isIdempotent() {
    let hostile = "\u{1B}]0;t\u{7}\u{9B}\u{202E}\n\r\t\u{0}"
    let once = VisibleText.make(hostile)
    #expect(VisibleText.make(once) == once)
    #expect(VisibleText.make(once, keeping: [.lineFeeds, .styleCodes]) == once)
    #expect(!once.unicodeScalars.contains(where: VisibleText.isUnsafe))
  }

  /// Line feeds stay only in text of several lines; colour codes only in styled text, and only
  /// SGR (`ESC [ digits m`): a title or clear sequence is escaped even there.
  @Test func allowancesKeepOnlyLayoutAndColour() {
    #expect(VisibleText.make("a\nb\rc", keeping: .lineFeeds) == #"a"# + "\n" + #"b\u{d}c"#)
    #expect(VisibleText.make("a\nb") == #"a\u{a}b"#)
    let styled = "\u{1B}[1mBold\u{1B}[0m \u{1B}[2J \u{1B}]0;t\u{7} \u{1B}[38;5;1m \u{1B}["
    #expect(
      VisibleText.make(styled, keeping: .styleCodes)
        == "\u{1B}[1mBold\u{1B}[0m " + #"\u{1b}[2J \u{1b}]0;t\u{7} "# + "\u{1B}[38;5;1m "
        + #"\u{1b}["#)
    #expect(VisibleText.make(styled).unicodeScalars.allSatisfy { !VisibleText.isUnsafe($0) })
  }

  /// A kept line feed takes the fast path (every printed line ends with one, and drawings hold
  /// ─ and ★, whose UTF-8 starts as a bidi mark's does); what is unsafe beside it still shows.
  @Test func keptLineFeedsLeaveTheRestChecked() {
    let drawing = "Players  [+]\n────────────\n1  Bill Evans  ★★★★☆  ›\n"
    #expect(VisibleText.make(drawing, keeping: .lineFeeds) == drawing)
    #expect(
      VisibleText.make("a\n\u{202E}b\n", keeping: .lineFeeds) == "a\n" + #"\u{202e}b"# + "\n")
    #expect(VisibleText.make("a\n\u{9B}b\n", keeping: .lineFeeds) == "a\n" + #"\u{9b}b"# + "\n")
    #expect(VisibleText.make("─\r\n", keeping: .lineFeeds) == #"─\u{d}"# + "\n")
  }
}

@Suite struct QuotedTextTests {
  @Test func namesInMessagesAreQuotedVisibleAndShort() {
    #expect(VisibleText.quoted("Chess") == "\"Chess\"")
    #expect(VisibleText.quoted("a\u{1B}[2J") == #""a\u{1b}[2J""#)
    // The store's copy escaped only category Cc: a bidi override turned the message around.
    #expect(VisibleText.quoted("Evil\u{202E}gnp") == #""Evil\u{202e}gnp""#)
    let long = String(repeating: "x", count: 100)
    #expect(VisibleText.quoted(long) == "\"" + String(repeating: "x", count: 80) + "…\"")
    #expect(VisibleText.quoted(String(repeating: "y", count: 80)).count == 82)
  }
}
