import Testing

@testable import RosterModel

/// One rule for names, at every entry: add and edit a player, add a game, CSV import.
@Suite struct NameRuleTests {
  /// 200 characters of 5 bytes each (e, U+0301, U+0302): the most both bounds allow.
  static let widest = String(repeating: "e\u{301}\u{302}", count: 200)
  /// One letter and 30,000 combining marks: one character, 60 KB.
  static let hidden = "A" + String(repeating: "\u{301}", count: 30_000)

  @Test func boundsInCharactersAndInBytes() throws {
    #expect(Self.widest.count == 200 && Self.widest.utf8.count == 1000)
    #expect(try NameRule.validated(Self.widest, what: "player") == Self.widest)
    let tooManyBytes = String(repeating: "e\u{301}\u{302}", count: 199) + "e\u{301}\u{302}\u{303}"
    #expect(tooManyBytes.count == 200)
    #expect(throws: RosterStoreError.self) { try NameRule.validated(tooManyBytes, what: "player") }
    #expect(throws: RosterStoreError.self) {
      try NameRule.validated(String(repeating: "é", count: 201), what: "player")
    }
    #expect(Self.hidden.count == 1)
    let error = #expect(throws: RosterStoreError.self) {
      try NameRule.validated(Self.hidden, what: "player")
    }
    #expect(
      error?.message.hasSuffix(": it is longer than 1000 bytes of UTF-8 (accents and marks count)")
        == true)
    // The message quotes a bounded prefix, never the 60 KB.
    #expect((error?.message.utf8.count ?? .max) < 400)
  }

  @Test func storedNamesThatWouldNotComeBackUnchanged() {
    func problem(_ bytes: [UInt8]) -> String? {
      bytes.withUnsafeBufferPointer { NameRule.problem(withStoredUTF8: $0) }
    }
    #expect(problem(Array("Bill Evans".utf8)) == nil)
    #expect(problem(Array("Zoë".utf8)) == nil)
    #expect(problem(Array(" Bill".utf8)) == "it has white space at its start or end")
    #expect(problem(Array("Bill\u{A0}".utf8)) == "it has white space at its start or end")
    #expect(problem([]) == "it is blank")
    #expect(problem([0x41, 0x00, 0x42]) == "it contains control characters")
    #expect(problem([0x41, 0xFF]) == "it is not valid UTF-8")
    #expect(
      problem(Array(String(repeating: "x", count: 201).utf8)) == "it is longer than 200 characters")
  }
}
