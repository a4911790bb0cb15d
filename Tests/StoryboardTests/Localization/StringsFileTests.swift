import Testing

@testable import Storyboard

/// The `.strings` reader: Xcode's encodings, the grammar's corners, and hostile bytes refused
/// at their line and column.
@Suite struct StringsFileTests {
  static let fixtures = Support.fixtures + "/Localization"

  private func parse(_ text: String) throws(StoryboardError) -> StringsFile {
    try StringsFile.parse(bytes: Array(text.utf8), path: "de.lproj/Main.strings")
  }

  private func refusal(_ text: String) -> StoryboardError? {
    refusal(bytes: Array(text.utf8))
  }

  private func refusal(bytes: [UInt8]) -> StoryboardError? {
    do {
      _ = try StringsFile.parse(bytes: bytes, path: "de.lproj/Main.strings")
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("Settings-utf8.strings", StringsEncoding.utf8),
    ("Settings-utf16le.strings", .utf16LittleEndian),
    ("Settings-utf16be.strings", .utf16BigEndian),
    ("Settings-utf16le-nobom.strings", .utf16LittleEndian),
  ])
  func xcodeEncodingsReadAlike(file: String, encoding: StringsEncoding) throws {
    let strings = try StringsFile.read(Self.fixtures + "/" + file)
    #expect(strings.encoding == encoding)
    #expect(
      strings.entries.map(\.key) == [
        "aB1-cD-eF2.title", "7zN-Xh-yYi.normalTitle", "Qw3-Er-Ty4.segmentTitles[1]",
        "Lb1-Lb-Lb1.text",
      ])
    #expect(strings.values["7zN-Xh-yYi.normalTitle"] == "Feedback teilen")
    #expect(strings.values["Lb1-Lb-Lb1.text"] == "Größe: \"groß\"\n😀")
    #expect(strings.entries[0].line == 3 && strings.entries[0].column == 1)
    #expect(strings.entries[3].line == 12)
  }

  @Test func escapesDecode() throws {
    let strings = try parse(
      #"""
      "a" = "tab\there \"quoted\" back\\slash";
      "b" = "\U00E9\u00e8 \UD83D\UDE00 \101\n";
      "c" = "it\'s";
      """#)
    #expect(strings.values["a"] == "tab\there \"quoted\" back\\slash")
    #expect(strings.values["b"] == "éè 😀 A\n")
    #expect(strings.values["c"] == "it's")
  }

  @Test func unquotedWordsCommentsAndBracesAreTheGrammarsToo() throws {
    let strings = try parse(
      """
      {
        // a line comment
        key.one = "One"; /* inline */ "key two" = value-2;
        "alone";
        "multi" = "line one
      line two";
      }
      """)
    #expect(
      strings.values == [
        "key.one": "One", "key two": "value-2", "alone": "alone", "multi": "line one\nline two",
      ])
    #expect(strings.entries.map(\.line) == [3, 3, 4, 5])
    #expect(strings.entries[1].column == 33)
  }

  @Test func duplicateKeysAreKeptInOrderAndTheLastWins() throws {
    let strings = try parse("\"k\" = \"first\";\n\"x\" = \"y\";\n\"k\" = \"second\";\n")
    #expect(strings.values["k"] == "second")
    let duplicates = strings.duplicates
    #expect(duplicates.count == 1)
    #expect(duplicates.first?.first.line == 1 && duplicates.first?.again.line == 3)
  }

  @Test func emptyFileAndCommentOnlyFileHoldNothing() throws {
    #expect(try parse("").entries.isEmpty)
    #expect(try parse("/* nothing translated yet */\n").entries.isEmpty)
  }

  @Test func missingSemicolonIsNamedAtTheNextEntry() throws {
    let error = try #require(refusal("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n"))
    #expect(
      error.message
        == "de.lproj/Main.strings:2:10: expected ; after the value of \"b\"; end each entry with ;")
  }

  @Test func unclosedStringIsNamedWhereItOpens() throws {
    let error = try #require(refusal("\"a\" = \"A\";\n\"b\" = \"never closed;\n"))
    #expect(error.line == 2 && error.column == 7)
    #expect(error.reason.hasPrefix("this string is never closed"))
    // Mid-file, the next entry's quote closes it: the value that runs on is named.
    let runOn = try #require(refusal("\"a\" = \"A\";\n\"b\" = \"never closed;\n\"c\" = \"C\";"))
    #expect(
      runOn.message
        == "de.lproj/Main.strings:2:7: the value of \"b\" runs on to line 3; close it with \" "
        + "(a quote inside a value is written \\\") and end the entry with ;")
  }

  @Test func unclosedCommentIsNamedWhereItOpens() throws {
    let error = try #require(refusal("\"a\" = \"A\";\n  /* open\n\"c\" = \"C\";"))
    #expect(error.message == "de.lproj/Main.strings:2:3: this /* comment is never closed; add */")
  }

  @Test func strayCharactersAreNamed() throws {
    let error = try #require(refusal("\"a\" = \"A\";\n= \"B\";\n"))
    #expect(error.line == 2 && error.column == 1)
    #expect(error.reason.hasPrefix("expected a key in double quotes, found \"=\""))
    let missingEquals = try #require(refusal("\"a\" \"A\";"))
    #expect(missingEquals.reason.hasPrefix("expected = or ; after the key \"a\""))
    let control = try #require(refusal("\"a\" = \"A\";\u{1B}"))
    #expect(control.reason.contains("\\u{1b}"))
  }

  @Test func badEscapesAreNamed() throws {
    let hex = try #require(refusal("\"a\" = \"x\\Uzz\";"))
    #expect(hex.column == 9)
    #expect(hex.reason.hasPrefix("\\U is not followed by hex digits"))
    let surrogate = try #require(refusal("\"a\" = \"\\UD83D alone\";"))
    #expect(surrogate.reason.contains("high surrogate"))
  }

  @Test func invalidUTF8IsRefusedAtItsPlace() throws {
    var bytes = Array("\"a\" = \"A\";\n\"b\" = \"".utf8)
    bytes += [0xC3, 0x28] + Array("\";\n".utf8)
    let error = try #require(refusal(bytes: bytes))
    #expect(error.line == 2 && error.column == 8)
    #expect(error.reason.hasPrefix("invalid UTF-8 (byte 0xC3)"))
    #expect(refusal(bytes: Array("\"a\" = \"".utf8) + [0xED, 0xA0, 0x80, 0x22, 0x3B]) != nil)
    #expect(refusal(bytes: Array("\"a\" = \"".utf8) + [0xE2, 0x82]) != nil)
  }

  @Test func brokenUTF16IsRefused() throws {
    var lonely: [UInt8] = [0xFF, 0xFE]
    for unit in Array("\"a\" = \"".utf16) + [0xD83D, 0x0022, 0x003B] {
      lonely += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let error = try #require(refusal(bytes: lonely))
    #expect(error.line == 1 && error.column == 8)
    #expect(error.reason.hasPrefix("a UTF-16 surrogate without its pair"))
    let odd = try #require(refusal(bytes: [0xFF, 0xFE, 0x22, 0x00, 0x61]))
    #expect(odd.reason.hasPrefix("the file ends in half a UTF-16 character"))
  }

  @Test func propertyListsAreNamed() throws {
    #expect(refusal("bplist00\u{0}") != nil)
    let xml = try #require(refusal("<?xml version=\"1.0\"?>\n<plist/>"))
    #expect(xml.reason.hasPrefix("an XML property list"))
  }

  @Test func oversizedInputIsRefusedBeforeDecoding() throws {
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: StringsFile.maximumFileSize + 1)
    let error = try #require(refusal(bytes: bytes))
    #expect(error.reason.hasPrefix("the file is 8 MiB, over the 8 MiB limit"))
  }

  /// Hostile shapes stay linear: a megabyte of one unclosed string, of nested comment openers
  /// and of backslashes each end in one pass with an error or a result.
  @Test func hostileShapesEndInOnePass() throws {
    let quote = "\"" + String(repeating: "a", count: 1 << 20)
    #expect(refusal(quote)?.line == 1)
    #expect(refusal(String(repeating: "/*", count: 1 << 19)) != nil)
    let backslashes = "\"k\" = \"" + String(repeating: "\\\\", count: 1 << 19) + "\";"
    #expect(try parse(backslashes).values["k"]?.count == 1 << 19)
    #expect(
      try parse(String(repeating: "\"k\";", count: 1 << 16)).duplicates.count == (1 << 16) - 1)
  }

  @Test func missingFileSaysSo() throws {
    #expect(
      throws: StoryboardError(
        file: "/nonexistent/x.strings", reason: "no such file; check the path")
    ) {
      try StringsFile.read("/nonexistent/x.strings")
    }
  }
}
