/// How a `.strings` file's bytes encode its text: UTF-8 (with or without a byte-order mark), or
/// UTF-16 in either byte order, as Xcode and `ibtool` write it (with a mark, or recognised by
/// its zero bytes when an editor dropped the mark).
package enum StringsEncoding: String, Sendable, Equatable {
  case utf8 = "UTF-8"
  case utf16LittleEndian = "UTF-16LE"
  case utf16BigEndian = "UTF-16BE"

  /// Why bytes could not be decoded, and where (line and column of the bad character).
  package struct Failure: Error, Sendable, Equatable {
    package var line: Int
    package var column: Int
    package var reason: String
  }

  /// The encoding of `bytes` and their text as Unicode scalars, the byte-order mark dropped.
  /// Invalid sequences are refused at their place, never replaced: a translation must not
  /// silently lose characters.
  package static func decode(
    _ bytes: [UInt8]
  ) throws(Failure) -> (encoding: StringsEncoding, scalars: [Unicode.Scalar]) {
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (.utf16LittleEndian, try decodeUTF16(bytes, from: 2, bigEndian: false))
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (.utf16BigEndian, try decodeUTF16(bytes, from: 2, bigEndian: true))
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return (.utf8, try decodeUTF8(bytes, from: 3))
    }
    if let bigEndian = unmarkedUTF16(bytes) {
      return (
        bigEndian ? .utf16BigEndian : .utf16LittleEndian,
        try decodeUTF16(bytes, from: 0, bigEndian: bigEndian)
      )
    }
    return (.utf8, try decodeUTF8(bytes, from: 0))
  }

  /// UTF-16 without a mark: an even count of bytes whose first pairs put a zero byte on the
  /// same side of every ASCII character (a .strings file starts with `"`, `/` or blanks).
  /// Returns whether it is big-endian, or nil for anything else.
  static func unmarkedUTF16(_ bytes: [UInt8]) -> Bool? {
    guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
    let pairs = min(bytes.count / 2, 256)
    var zeroFirst = 0
    var zeroSecond = 0
    for pair in 0..<pairs {
      let (first, second) = (bytes[2 * pair], bytes[2 * pair + 1])
      if first == 0, second != 0, second < 0x80 { zeroFirst += 1 }
      if second == 0, first != 0, first < 0x80 { zeroSecond += 1 }
    }
    // Mostly ASCII text: nearly every pair has its zero on one side, never the other.
    if zeroSecond * 4 >= pairs * 3, zeroFirst == 0 { return false }
    if zeroFirst * 4 >= pairs * 3, zeroSecond == 0 { return true }
    return nil
  }

  private static func decodeUTF8(
    _ bytes: [UInt8], from start: Int
  ) throws(Failure) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count - start)
    var position = Position()
    var index = start
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        let scalar = Unicode.Scalar(lead)
        scalars.append(scalar)
        position.advance(over: scalar)
        index += 1
        continue
      }
      let (length, minimum): (Int, UInt32)
      switch lead {
      case 0xC2...0xDF: (length, minimum) = (2, 0x80)
      case 0xE0...0xEF: (length, minimum) = (3, 0x800)
      case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
      default: throw position.failure(invalidUTF8(lead))
      }
      guard index + length <= bytes.count else {
        throw position.failure("the file ends inside a UTF-8 character" + resave)
      }
      var value = UInt32(lead) & (0xFF >> (length + 1))
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { throw position.failure(invalidUTF8(lead)) }
        value = value << 6 | UInt32(byte & 0x3F)
      }
      guard value >= minimum, let scalar = Unicode.Scalar(value) else {
        throw position.failure(invalidUTF8(lead))
      }
      scalars.append(scalar)
      position.advance(over: scalar)
      index += length
    }
    return scalars
  }

  private static func decodeUTF16(
    _ bytes: [UInt8], from start: Int, bigEndian: Bool
  ) throws(Failure) -> [Unicode.Scalar] {
    var position = Position()
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity((bytes.count - start) / 2)
    var index = start
    func unit(at index: Int) -> UInt16 {
      let (high, low) =
        bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      return UInt16(high) << 8 | UInt16(low)
    }
    while index + 1 < bytes.count {
      let first = unit(at: index)
      var value = UInt32(first)
      var width = 2
      if (0xD800...0xDBFF).contains(first) {
        guard index + 4 <= bytes.count else {
          throw position.failure("a UTF-16 surrogate without its pair" + resave)
        }
        let second = unit(at: index + 2)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw position.failure("a UTF-16 surrogate without its pair" + resave)
        }
        value = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00)
        width = 4
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw position.failure("a UTF-16 surrogate without its pair" + resave)
      }
      scalars.append(scalar)
      position.advance(over: scalar)
      index += width
    }
    if index < bytes.count {
      throw position.failure("the file ends in half a UTF-16 character: it is cut short" + resave)
    }
    return scalars
  }

  private static let resave = "; re-save the file as UTF-8 or UTF-16 in Xcode"

  private static func invalidUTF8(_ lead: UInt8) -> String {
    let hex = String(lead, radix: 16, uppercase: true)
    return "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); the file is neither "
      + "UTF-8 nor UTF-16 with a byte-order mark" + resave
  }

  /// Line and column of the next character while decoding.
  private struct Position {
    var line = 1
    var column = 1

    mutating func advance(over scalar: Unicode.Scalar) {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }

    func failure(_ reason: String) -> Failure {
      Failure(line: line, column: column, reason: reason)
    }
  }
}
