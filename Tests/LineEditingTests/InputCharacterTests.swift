import Glibc
import Testing

@testable import LineEditing

/// What the shell's character reader makes of the bytes a terminal sends: one UTF-8 character
/// at a time, bytes that are not UTF-8 dropped, the end of input said.
@Suite struct InputCharacterTests {
  /// Every character read from a pipe holding `bytes`, up to the end of input.
  private func characters(_ bytes: [UInt8]) -> [String] {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return ["pipe failed"] }
    defer { close(ends[0]) }
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    var read: [String] = []
    while read.count < 20 {
      switch InputCharacter.read(from: ends[0]) {
      case .scalar(let value): read.append(Unicode.Scalar(value).map { String($0) } ?? "?")
      case .invalid: read.append("invalid")
      case .end: return read + ["end"]
      case .failed(let error): return read + ["failed \(error)"]
      }
    }
    return read
  }

  @Test func charactersOfOneToFourBytes() {
    #expect(characters(Array("aé€🎲".utf8)) == ["a", "é", "€", "🎲", "end"])
  }

  @Test func bytesThatAreNotUTF8AreInvalidAndReadingGoesOn() {
    // A lone continuation byte, an overlong lead byte, a lead byte cut by another character
    // (read with it: the "b" goes too).
    #expect(
      characters([0x80, 0x61, 0xC0, 0xE2, 0x62]) == ["invalid", "a", "invalid", "invalid", "end"])
    // A character cut by the end of input.
    #expect(characters([0x61, 0xE2, 0x82]) == ["a", "invalid", "end"])
  }
}
