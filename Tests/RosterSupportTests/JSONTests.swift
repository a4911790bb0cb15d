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

  @Test func otherTextStaysAsItIs() {
    #expect(JSON.quote("Texas Hold’em — ♠︎") == "\"Texas Hold’em — ♠︎\"")
    #expect(JSON.quote("") == "\"\"")
  }
}
