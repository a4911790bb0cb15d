import Testing

@testable import Shell

/// Found by `Scripts/fuzz command`: what `record` writes must read back as the same command.
@Suite struct TokenizerRoundTripTests {
  /// A carriage return inside quotes is text, but `quote` left such a word bare, so the
  /// recorded line split in two on replay (fuzz input Fuzz/Regressions/command/…).
  @Test func carriageReturnIsQuoted() throws {
    let text = "sa\0\0\r now"
    #expect(Tokenizer.quote(text) == #""sa\u{0}\u{0}\u{d} now""#)
    #expect(try Tokenizer.tokenize(Tokenizer.quote("a\rb")).map(\.text) == ["a\rb"])
    let command = try #require(try CommandParser.parse("type \"a\rb\""))
    #expect(command == .type(text: "a\rb"))
    let line = try #require(Recorder.line(for: command))
    #expect(try CommandParser.parse(line) == command)
  }

  /// Every blank the tokenizer splits on is quoted.
  @Test func everyBlankIsQuoted() throws {
    for blank in [" ", "\t", "\r", "\n"] {
      let text = "a\(blank)b"
      #expect(try Tokenizer.tokenize(Tokenizer.quote(text)).map(\.text) == [text])
    }
  }
}
