import Glibc

/// A linear pre-scan of a document's bytes that refuses markup libxml2 would spend super-linear
/// time on, before libxml2 sees it.
///
/// libxml2 (2.9) compares each attribute of an element with every earlier one, so one element
/// with 100,000 attributes takes seconds and 400,000 take minutes; and it looks a prefixed
/// name's namespace up through every declaration in scope, so thousands of declarations make
/// every prefixed attribute slow. With both bounded, parsing stays linear in the file's size.
/// Interface Builder writes at most a couple of dozen attributes on an element and declares no
/// namespaces.
enum XMLMarkupBounds {
  /// Attributes one element may have (real storyboards: at most about 20).
  static let maximumAttributes = 128
  /// Namespace declarations (`xmlns`, `xmlns:p`) a document may have (storyboards: none).
  static let maximumNamespaceDeclarations = 64

  /// The first bound `bytes` break, or nil. The bytes are read as UTF-8 (what libxml2 is told
  /// they are) unless they start as UTF-16, which is read as such; other encodings libxml2
  /// would detect from the first bytes (UCS-4, EBCDIC) are refused.
  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLFailure? {
    switch Encoding(bytes) {
    case .utf8:
      return scan(bytes)
    case .utf16(let bigEndian):
      // The same markup as UTF-8: ASCII stays ASCII (lines too), anything else is ≥ 0x80.
      let start = bytes.count >= 2 && (bytes[0] == 0xFE || bytes[0] == 0xFF) ? 2 : 0
      var units: [UInt16] = []
      units.reserveCapacity((bytes.count - start) / 2)
      var index = start
      while index + 1 < bytes.count {
        let (high, low) =
          bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        units.append(UInt16(high) << 8 | UInt16(low))
        index += 2
      }
      let utf8 = Array(String(decoding: units, as: UTF16.self).utf8)
      return utf8.withUnsafeBufferPointer { scan($0) }
    case .other(let name):
      return XMLFailure(
        message:
          "the file is encoded as \(name); storyboards are UTF-8: re-save it in Xcode or "
          + "convert it (iconv -t UTF-8)",
        line: 1)
    }
  }

  /// How libxml2 would decode the bytes, from their first four (its own detection).
  private enum Encoding {
    case utf8
    case utf16(bigEndian: Bool)
    case other(String)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      let head = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
      switch (head[0], head[1], head[2], head[3]) {
      case (0x00, 0x00, 0x00, 0x3C), (0x3C, 0x00, 0x00, 0x00), (0x00, 0x00, 0x3C, 0x00),
        (0x00, 0x3C, 0x00, 0x00):
        self = .other("UCS-4")
      case (0x4C, 0x6F, 0xA7, 0x94): self = .other("EBCDIC")
      case (0x00, 0x3C, 0x00, 0x3F), (0xFE, 0xFF, _, _): self = .utf16(bigEndian: true)
      case (0x3C, 0x00, 0x3F, 0x00), (0xFF, 0xFE, _, _): self = .utf16(bigEndian: false)
      default: self = .utf8
      }
    }
  }

  /// Counts attributes per start tag (an `=` outside quoted values) and namespace
  /// declarations, skipping comments, CDATA sections, processing instructions, end tags and
  /// declarations. Text between tags and quoted values are crossed with `memchr` (most of a
  /// file is one or the other); lines are counted only to word a refusal.
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLFailure? {
    guard let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    let greaterThan = UInt8(ascii: ">")
    let lessThan = UInt8(ascii: "<")
    var namespaces = 0
    var index = 0

    /// The offset of the first `byte` at or after `start`, or `count` when there is none.
    func next(_ byte: UInt8, from start: Int) -> Int {
      guard start < count, let hit = memchr(base + start, Int32(byte), count - start) else {
        return count
      }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }
    /// Moves `index` past the next `terminator`; to the end when there is none.
    func skip(past terminator: StaticString) {
      let first = terminator.utf8Start.pointee
      while true {
        index = next(first, from: index)
        guard index < count else { return }
        if matches(terminator, at: index) {
          index += terminator.utf8CodeUnitCount
          return
        }
        index += 1
      }
    }
    func matches(_ literal: StaticString, at position: Int) -> Bool {
      let length = literal.utf8CodeUnitCount
      guard position + length <= count else { return false }
      return memcmp(base + position, literal.utf8Start, length) == 0
    }

    let stops = Self.stops
    while true {
      index = next(lessThan, from: index)
      guard index < count else { return nil }
      // What follows `<` tells the markup apart (one byte read, not a comparison per kind).
      let second = index + 1 < count ? base[index + 1] : 0
      if second == UInt8(ascii: "!"), matches("<!--", at: index) {
        index += 4
        skip(past: "-->")
      } else if second == UInt8(ascii: "!"), matches("<![CDATA[", at: index) {
        index += 9
        skip(past: "]]>")
      } else if second == UInt8(ascii: "?") {
        index += 2
        skip(past: "?>")
      } else if second == UInt8(ascii: "/") || second == UInt8(ascii: "!") {
        index += 2
        skip(past: ">")
      } else {
        // A start tag: attributes are `name = "value"`, so each has one `=` outside quotes.
        let tagStart = index
        var attributes = 0
        index += 1
        while index < count {
          let byte = base[index]
          // Names and spaces, most of a tag outside its values, pass by one look-up a byte.
          if !stops[Int(byte)] {
            index += 1
            continue
          }
          if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            index = next(byte, from: index + 1)  // the closing quote (the end if there is none)
          } else if byte == UInt8(ascii: "=") {
            attributes += 1
            if attributes > maximumAttributes {
              return XMLFailure(
                message:
                  "an element has more than \(maximumAttributes) attributes; Interface Builder "
                  + "never writes that many, so the file is refused",
                line: line(at: tagStart, in: bytes))
            }
          } else if byte == greaterThan || byte == lessThan {
            break  // the end of the tag, or a malformed one libxml2 reports
          } else if byte == UInt8(ascii: "x"), index > 0, isSpace(base[index - 1]),
            matches("xmlns", at: index)
          {
            namespaces += 1
            if namespaces > maximumNamespaceDeclarations {
              return XMLFailure(
                message:
                  "the file declares more than \(maximumNamespaceDeclarations) XML namespaces; "
                  + "storyboards declare none, so the file is refused",
                line: line(at: index, in: bytes))
            }
          }
          index += 1
        }
        if index < count, base[index] == greaterThan { index += 1 }
      }
    }
  }

  /// The bytes a start tag's scan acts on: quotes, `=`, `<`, `>` and the `x` of `xmlns`.
  private static let stops: [Bool] = (0..<256).map { byte in
    "\"'=<>x".utf8.contains(UInt8(byte))
  }

  /// The line (from 1) of the byte at `offset`.
  private static func line(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var line = 1
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
    }
    return line
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
