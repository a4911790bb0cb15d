import Testing

@testable import Shell

@Suite struct TokenizerTests {
  private func words(_ line: String) throws -> [String] {
    try Tokenizer.tokenize(line).map(\.text)
  }

  private func failure(_ line: String) -> ShellError? {
    do {
      _ = try Tokenizer.tokenize(line)
      return nil
    } catch {
      return error
    }
  }

  @Test func splitsOnBlanksAndTabs() throws {
    #expect(try words("  open\tAddPlayer  ") == ["open", "AddPlayer"])
    #expect(try words("") == [])
    #expect(try words("   ") == [])
  }

  @Test func columnsCountScalarsFromOne() throws {
    let tokens = try Tokenizer.tokenize("select  \"Texas Hold’em Poker\" ★x")
    #expect(tokens.map(\.column) == [1, 9, 31])
    #expect(tokens[1].text == "Texas Hold’em Poker")
    #expect(tokens[1].quoted)
    #expect(!tokens[0].quoted)
  }

  @Test func quotesGroupAndEscape() throws {
    #expect(try words(#"type "say \"hi\" \\ now""#) == ["type", #"say "hi" \ now"#])
    #expect(try words(#"type """#) == ["type", ""])
    #expect(try words(#"a"b c"d e"#) == ["ab cd", "e"])
  }

  @Test func commentsStartAtAWord() throws {
    #expect(try words("open AddPlayer # go") == ["open", "AddPlayer"])
    #expect(try words("# only a comment") == [])
    #expect(try words("select C# now") == ["select", "C#", "now"])
    #expect(try words(##"type "# not a comment""##) == ["type", "# not a comment"])
  }

  @Test func unterminatedQuotePointsAtTheQuote() {
    #expect(
      failure(#"type "Ray"#)
        == ShellError("unterminated quote; add a closing \"", column: 6))
  }

  @Test func unknownEscapePointsAtTheBackslash() {
    #expect(
      failure(#"type "a\nb""#)
        == ShellError(
          #"unknown escape \n in quotes; write \" for a quote or \\ for a backslash"#, column: 8))
  }

  @Test func quoteRoundTrips() throws {
    for text in ["Ray", "Texas Hold’em Poker", #"a "b" \c"#, "", "#tag", "C#"] {
      #expect(try Tokenizer.tokenize("x " + Tokenizer.quote(text)).last?.text == text)
    }
    #expect(Tokenizer.quote("Chess") == "Chess")
    #expect(Tokenizer.quote("Spin the Bottle") == "\"Spin the Bottle\"")
  }

  /// A quote or blank followed by a combining mark is one Character to Swift; the tokenizer
  /// still sees the quote or blank (found by the `command` fuzz target's round trip).
  @Test func combiningMarksDoNotHideQuotesOrBlanks() throws {
    #expect(try words("type \"\u{301}abc\"") == ["type", "\u{301}abc"])
    #expect(try words("a \u{301}b") == ["a", "\u{301}b"])
    for text in ["\u{301}abc", " \u{301}", "\"\u{301}", "x \u{20DD}", "\\\u{301}", "x\u{600}"] {
      #expect(try Tokenizer.tokenize("x " + Tokenizer.quote(text)).last?.text == text)
      #expect(
        try Tokenizer.tokenize("x " + Tokenizer.quote(text, force: true)).last?.text == text)
    }
    #expect(try Tokenizer.tokenize("open \"\u{301}\" x").map(\.column) == [1, 6, 10])
  }
}
