import Testing

@testable import Storyboard

/// DOT strings: a title and class on two lines, quotes, backslashes and unsafe characters.
@Suite struct DotQuotingTests {
  @Test func aSceneLabelKeepsItsLineBreakAsDOTWritesIt() {
    #expect(
      DotExporter.quote("Players\nUITableViewController") == #""Players\nUITableViewController""#)
    #expect(DotExporter.quote("Players\r\nList") == #""Players\nList""#)
    #expect(DotExporter.quote("Joueurs\nCafé") == #""Joueurs\nCafé""#)
    #expect(DotExporter.quote("plain") == #""plain""#)
  }

  @Test func quotesBackslashesAndControlsAreEscapedOnEveryPath() {
    #expect(DotExporter.quote("say \"hi\"\nnow") == #""say \"hi\"\nnow""#)
    #expect(DotExporter.quote("a\\b\nc") == #""a\\b\nc""#)
    #expect(DotExporter.quote("tab\there\nx").contains("\t") == false)
  }

  /// One scan decides how a label is copied: what comes after a line break still counts.
  @Test func aLineBreakBeforeACharacterToEscapeStillEscapesIt() {
    #expect(DotExporter.quote("Row\n\u{1B}[31m") == #""Row\n\\u{1b}[31m""#)
    #expect(DotExporter.quote("Row\r\nsaid \"hi\"") == #""Row\nsaid \"hi\"""#)
    #expect(DotExporter.quote("Row\nCafé") == #""Row\nCafé""#)
    #expect(DotExporter.quote("") == #""""#)
  }
}
