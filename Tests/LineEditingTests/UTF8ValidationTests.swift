import Testing

@testable import LineEditing

/// Where bytes stop being UTF-8: the offset an error message points at.
struct UTF8ValidationTests {
  @Test func validTextHasNoInvalidOffset() {
    #expect(UTF8Validation.firstInvalidOffset(in: Array("open AddPlayer\n".utf8)) == nil)
    #expect(UTF8Validation.firstInvalidOffset(in: Array("Zoë 🎲 Ünal\n".utf8)) == nil)
    #expect(UTF8Validation.firstInvalidOffset(in: [UInt8]()) == nil)
  }

  @Test func theOffsetIsTheFirstByteOfTheBadSequence() {
    let text = Array("ab ë ".utf8) + [0xFF] + Array("cd".utf8)
    #expect(UTF8Validation.firstInvalidOffset(in: text) == 6)
    // A truncated sequence at the end, and a lone continuation byte at the start.
    #expect(UTF8Validation.firstInvalidOffset(in: Array("ok".utf8) + [0xE2, 0x82]) == 2)
    #expect(UTF8Validation.firstInvalidOffset(in: [0x80, 0x41]) == 0)
    // An overlong encoding of "/" and a UTF-16 surrogate are not UTF-8.
    #expect(UTF8Validation.firstInvalidOffset(in: [0x41, 0xC0, 0xAF]) == 1)
    #expect(UTF8Validation.firstInvalidOffset(in: [0xED, 0xA0, 0x80]) == 0)
  }

  @Test func slicesAndNonContiguousCollectionsAgreeWithArrays() {
    let bytes = Array("xyzé".utf8) + [0xC3] + Array("!".utf8)
    #expect(UTF8Validation.firstInvalidOffset(in: bytes[2...]) == 3)
    #expect(UTF8Validation.firstInvalidOffset(in: bytes.lazy.map { $0 }) == 5)
    #expect(UTF8Validation.firstInvalidOffset(in: bytes.reversed().reversed()) == 5)
  }
}
