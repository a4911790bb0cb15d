import RosterSupport
import Testing

@Suite struct JSONTests {
  @Test func quotesTheCharactersJSONReserves() {
    #expect(JSON.quote(#"say "hi"\now"#) == #""say \"hi\"\\now""#)
    #expect(JSON.quote("a\nb\tc\rd") == #""a\nb\tc\rd""#)
  }

  @Test func controlCharactersBecomeUnicodeEscapes() {
    #expect(JSON.quote("\u{1b}[31m\u{0}") == #""\u001b[31m\u0000""#)
  }

  /// JSON may carry any character raw, but `--format json` is read on terminals too: DEL, C1
  /// controls (U+009B is a one-character CSI), bidi overrides and non-characters are escaped,
  /// which every JSON (and YAML) reader turns back into the same text.
  @Test func whatATerminalWouldObeyIsEscapedToo() {
    #expect(JSON.quote("a\u{7f}b\u{9b}2J\u{202e}c\u{ffff}") == #""a\u007fb\u009b2J\u202ec\uffff""#)
  }

  @Test func otherTextStaysAsItIs() {
    #expect(JSON.quote("Texas Hold’em — ♠︎") == "\"Texas Hold’em — ♠︎\"")
    #expect(JSON.quote("") == "\"\"")
  }
}
