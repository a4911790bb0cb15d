import Testing

@testable import Shell

@Suite struct ScriptTextTests {
  @Test func lineEndingsAndByteOrderMark() {
    #expect(ScriptText.lines("a\nb\n") == ["a", "b"])
    #expect(ScriptText.lines("a\r\nb") == ["a", "b"])
    #expect(ScriptText.lines("\u{FEFF}expect rows 3\n") == ["expect rows 3"])
    #expect(ScriptText.lines("a\n\nb\n") == ["a", "", "b"])
    #expect(ScriptText.lines("") == [])
  }

  @Test func shebangIsAComment() throws {
    #expect(try CommandParser.parse("#!/usr/bin/env roster") == nil)
  }
}
