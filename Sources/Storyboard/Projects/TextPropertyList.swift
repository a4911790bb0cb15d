import RosterSupport

/// The old-style (OpenStep) property list text Xcode writes `project.pbxproj` in:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, bare or `"quoted"` strings, `<hex>`
/// data, and `//` and `/* */` comments.
struct TextPropertyList {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private let path: String

  /// Parses `bytes` read from `path` (named in errors).
  static func parse(_ bytes: [UInt8], path: String) throws(StoryboardError) -> PropertyList {
    var parser = TextPropertyList(bytes: bytes, path: path)
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else { throw parser.failure("text after the top value") }
    return value
  }

  private init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }

  private func failure(_ what: String) -> StoryboardError {
    StoryboardError(
      file: path, line: line,
      reason: "this property list cannot be read: \(what); open and save it in Xcode to repair it")
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        index += 2
        while index < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
            && bytes[index + 1] == UInt8(ascii: "/"))
        {
          if bytes[index] == 0x0A { line += 1 }
          index += 1
        }
        index = min(index + 2, bytes.count)
      } else {
        return
      }
    }
  }

  private mutating func expect(_ character: Character) throws(StoryboardError) {
    skipSpace()
    guard index < bytes.count, bytes[index] == character.asciiValue! else {
      throw failure("expected '\(character)'")
    }
    index += 1
  }

  private mutating func peek() -> UInt8? {
    skipSpace()
    return index < bytes.count ? bytes[index] : nil
  }

  private mutating func value(depth: Int) throws(StoryboardError) -> PropertyList {
    guard depth < 256 else { throw failure("nested too deeply") }
    guard let byte = peek() else { throw failure("it ends early") }
    switch byte {
    case UInt8(ascii: "{"):
      index += 1
      var entries: [(key: String, value: PropertyList)] = []
      while peek() != UInt8(ascii: "}") {
        guard case .string(let key) = try value(depth: depth + 1) else {
          throw failure("a key that is not a string")
        }
        try expect("=")
        entries.append((key, try value(depth: depth + 1)))
        try expect(";")
      }
      index += 1
      return .dictionary(entries)
    case UInt8(ascii: "("):
      index += 1
      var values: [PropertyList] = []
      while peek() != UInt8(ascii: ")") {
        values.append(try value(depth: depth + 1))
        guard peek() == UInt8(ascii: ",") else { break }
        index += 1
      }
      try expect(")")
      return .array(values)
    case UInt8(ascii: "\""):
      return .string(try quoted())
    case UInt8(ascii: "<"):
      guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
        throw failure("unterminated <data>")
      }
      index = end + 1
      return .other("<data>")
    default:
      let start = index
      while index < bytes.count, Self.isBare(bytes[index]) {
        // `$(SRCROOT)/x` unquoted, as hand-edited files have it: the parentheses are the
        // setting's, not an array's.
        if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "{"),
          let close = bytes[index...].firstIndex(
            of: bytes[index + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}"))
        {
          index = close + 1
          continue
        }
        index += 1
      }
      guard index > start else { throw failure("unexpected '\(Character(Unicode.Scalar(byte)))'") }
      return .string(String(decoding: bytes[start..<index], as: UTF8.self))
    }
  }

  /// A `"…"` string: `\n`, `\t`, `\"`, `\\` and `\Uxxxx` escapes.
  private mutating func quoted() throws(StoryboardError) -> String {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      var byte = bytes[index]
      if byte == 0x0A { line += 1 }
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        index += 1
        byte = bytes[index]
        switch byte {
        case UInt8(ascii: "n"): byte = 0x0A
        case UInt8(ascii: "t"): byte = 0x09
        case UInt8(ascii: "U"):
          let digits = bytes[(index + 1)..<min(index + 5, bytes.count)]
          if let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(code)
          {
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
            index += 5
            continue
          }
        default: break
        }
      }
      text.append(byte)
      index += 1
    }
    guard index < bytes.count else { throw failure("unterminated quoted string") }
    index += 1
    return String(decoding: text, as: UTF8.self)
  }

  /// Characters of an unquoted string: letters, digits and `_$+/:.-`.
  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
      UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }
}
