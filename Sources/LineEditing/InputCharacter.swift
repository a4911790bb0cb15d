import Glibc

/// One character read from the terminal, as libedit's character reader (EL_GETCFN in
/// `EditLineReader`) hands it on: its bytes are read one at a time (libedit's own reader reads
/// one byte per read too, so nothing typed ahead is held here) and decoded as UTF-8.
enum InputCharacter {
  /// A Unicode scalar.
  case scalar(UInt32)
  /// Bytes that are not UTF-8 (dropped, as libedit's own reader drops them).
  case invalid
  /// The end of input.
  case end
  /// `read` failed with this errno.
  case failed(Int32)

  /// Reads one UTF-8 encoded character from `input`.
  static func read(from input: Int32) -> InputCharacter {
    var bytes: [UInt8] = []
    var expected = 1
    while bytes.count < expected {
      var byte: UInt8 = 0
      let count = Glibc.read(input, &byte, 1)
      if count < 0 {
        let error = errno
        if error == EINTR || error == EAGAIN { continue }
        return .failed(error)
      }
      guard count == 1 else { return bytes.isEmpty ? .end : .invalid }
      if bytes.isEmpty {
        switch byte {
        case 0..<0x80: return .scalar(UInt32(byte))
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: return .invalid
        }
      } else if byte & 0xC0 != 0x80 {
        return .invalid
      }
      bytes.append(byte)
    }
    guard UTF8Validation.firstInvalidOffset(in: bytes) == nil,
      let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first
    else { return .invalid }
    return .scalar(scalar.value)
  }
}
