import Testing

@testable import Shell

/// The word TAB completes, by the shell's quoting rules.
@Suite struct CompletionWordTests {
  @Test(arguments: [
    ("op", "op"),
    ("open ", ""),
    ("open Add", "Add"),
    ("", ""),
    ("select \"Texas H", "\"Texas H"),
    ("select \"Texas Hold’em Poker\" ", ""),
    ("select \"a \\\" b", "\"a \\\" b"),
    ("select \"a\\\\\" b", "b"),
    ("select  \t x", "x"),
    ("type 日本 語", "語"),
  ])
  func findsTheCurrentWord(line: String, word: String) {
    #expect(CompletionWord.current(in: line) == word)
  }
}
