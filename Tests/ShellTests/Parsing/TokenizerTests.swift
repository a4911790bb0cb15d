import LineEditing
import RosterSupport
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

  /// Plain ASCII lines, as scripts mostly are: words, columns, quoted words, the comment's
  /// column, and a backslash or control character outside quotes kept as written.
  @Test func plainLinesKeepColumnsQuotesAndComments() throws {
    let typed = try Tokenizer.tokenize("type \"Bench Player 1\"  # done")
    #expect(typed.map(\.text) == ["type", "Bench Player 1"])
    #expect(typed.map(\.column) == [1, 6])
    #expect(typed.map(\.quoted) == [false, true])
    #expect(Tokenizer.trailingCommentColumn(in: "type \"Bench Player 1\"  # done") == 24)
    #expect(Tokenizer.trailingCommentColumn(in: "tap Done") == nil)
    #expect(Tokenizer.trailingCommentColumn(in: "# only") == nil)
    let tapped = try Tokenizer.tokenize("\ttap  Done\r\n")
    #expect(tapped.map(\.text) == ["tap", "Done"])
    #expect(tapped.map(\.column) == [2, 7])
    let joined = try Tokenizer.tokenize(#"set a"b c"d C:\x \#u{1}y"#)
    #expect(joined.map(\.text) == ["set", "ab cd", #"C:\x"#, "\u{1}y"])
    #expect(joined.map(\.column) == [1, 5, 13, 18])
    #expect(joined.map(\.quoted) == [false, true, false, false])
    #expect(try words(#"type "a" "é" b"#) == ["type", "a", "é", "b"])
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
          #"unknown escape \n in quotes; write \" for a quote, \\ for a backslash or \u{1b} for a character by its hex code"#,
          column: 8))
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

  /// `\u{HEX}` inside quotes is the character, as Roster shows it (`VisibleText`), so a name
  /// shown escaped can be typed back; `quote` writes every such character that way.
  @Test func unicodeEscapesReadBackWhatIsShown() throws {
    #expect(try words(#"select "\u{1b}]0;t\u{7}" x"#) == ["select", "\u{1B}]0;t\u{7}", "x"])
    #expect(try words(#"a "\u{202E}\u{9b}\u{1F600}""#) == ["a", "\u{202E}\u{9B}\u{1F600}"])
    #expect(try Tokenizer.tokenize(#"a "\u{1b}" b"#).map(\.column) == [1, 3, 12])
    for bad in [#""\u""#, #""\u{}""#, #""\u{1b""#, #""\u{1234567}""#, #""\u{d800}""#, #""\u{g}""#] {
      #expect(throws: ShellError.self, "\(bad)") { try Tokenizer.tokenize(bad) }
    }
    // Outside quotes a backslash is text.
    #expect(try words(#"a\u{1b}"#) == [#"a\u{1b}"#])
    #expect(Tokenizer.quote("\u{1B}[2J") == #""\u{1b}[2J""#)
    #expect(Tokenizer.quote("Evil\u{202E}gnp") == #""Evil\u{202e}gnp""#)
    #expect(Tokenizer.quote(#"a\u{1b}"#) == #""a\\u{1b}""#)
    var unsafe =
      (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + (0x7F...0x9F).map { Unicode.Scalar(UInt8($0)) }
    unsafe += [0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069].map { Unicode.Scalar($0)! }
    for scalar in unsafe {
      let text = "a" + String(scalar) + #"\u{41}"#
      let quoted = Tokenizer.quote(text)
      #expect(!quoted.unicodeScalars.contains(where: VisibleText.isUnsafe), "\(quoted)")
      #expect(try Tokenizer.tokenize("x " + quoted).last?.text == text)
    }
  }

  /// The word being completed resolves its escapes; one still being typed ends it.
  @Test func completionReadsEscapesInThePartialWord() {
    #expect(Completer.unquoted(#""\u{1b}]0"#) == "\u{1B}]0")
    #expect(Completer.unquoted(#""ab\u{1"#) == "ab")
    #expect(Completer.unquoted(#""a\"b"#) == "a\"b")
  }
}
