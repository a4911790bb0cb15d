/// Reads the text of a `.strings` file: Apple's "old-style" property-list strings grammar.
///
/// Entries are `"key" = "value";` or `"key";` (the key is its own value); keys and values may be
/// quoted (escapes `\"` `\\` `\n` `\t` `\r`, octal `\101`, `\U00E9`/`\u00E9`, a UTF-16 pair
/// as two `\U`) or unquoted words of letters, digits and `_$/:.-`; `/* … */` and `// …` comments
/// and blanks may stand between them. The whole may be wrapped in `{ … }`, as a property list.
struct StringsScanner {
  private let scalars: [Unicode.Scalar]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1

  init(scalars: [Unicode.Scalar], file: String) {
    self.scalars = scalars
    self.file = file
  }

  /// Every entry in file order (duplicates kept), or the first problem.
  mutating func entries() throws(StoryboardError) -> [StringsEntry] {
    var entries: [StringsEntry] = []
    try skipBlanks()
    let braced = peek == "{"
    if braced {
      advance()
      try skipBlanks()
    }
    while let next = peek {
      if braced, next == "}" {
        advance()
        try skipBlanks()
        if peek != nil {
          throw failure("text after the closing }; remove it")
        }
        return entries
      }
      entries.append(try entry())
      try skipBlanks()
    }
    if braced { throw failure("the { that opens the file is never closed; add } at the end") }
    return entries
  }

  private mutating func entry() throws(StoryboardError) -> StringsEntry {
    let (keyLine, keyColumn) = (line, column)
    guard let key = try string(what: "a key") else {
      throw failure(
        "expected a key in double quotes, found \(shown(peek)); each entry is "
          + "\"key\" = \"value\";")
    }
    try skipBlanks()
    var value = key
    if peek == "=" {
      advance()
      try skipBlanks()
      let (valueLine, valueColumn) = (line, column)
      guard let found = try string(what: "a value") else {
        throw failure(
          "expected the value of \"\(key)\" in double quotes after =, found \(shown(peek))")
      }
      value = found
      // A missing ; is named where it belongs, as compilers do, not at the next entry.
      let (endLine, endColumn) = (line, column)
      try skipBlanks()
      guard peek == ";" else {
        if endLine > valueLine {
          // A quote left out swallows text up to the next quote: name where the value began.
          throw StoryboardError(
            file: file, line: valueLine, column: valueColumn,
            reason:
              "the value of \"\(key)\" runs on to line \(endLine); close it with \" (a quote "
              + "inside a value is written \\\") and end the entry with ;")
        }
        throw StoryboardError(
          file: file, line: endLine, column: endColumn,
          reason: "expected ; after the value of \"\(key)\"; end each entry with ;")
      }
    } else if peek != ";" {
      throw failure(
        "expected = or ; after the key \"\(key)\", found \(shown(peek)); each entry is "
          + "\"key\" = \"value\";")
    }
    advance()
    return StringsEntry(key: key, value: value, line: keyLine, column: keyColumn)
  }

  /// A quoted or unquoted string, or nil when none starts here.
  private mutating func string(what: String) throws(StoryboardError) -> String? {
    guard let first = peek else { return nil }
    if first == "\"" { return try quoted() }
    guard Self.isUnquoted(first) else { return nil }
    var text = String.UnicodeScalarView()
    while let next = peek, Self.isUnquoted(next) {
      text.append(next)
      advance()
    }
    return String(text)
  }

  private mutating func quoted() throws(StoryboardError) -> String {
    let (openLine, openColumn) = (line, column)
    advance()
    var text = String.UnicodeScalarView()
    var pendingHigh: (unit: UInt32, line: Int, column: Int)?
    while true {
      guard let next = peek else {
        throw StoryboardError(
          file: file, line: openLine, column: openColumn,
          reason:
            "this string is never closed; add the closing \" (a quote inside a string is "
            + "written \\\")")
      }
      if next == "\"" {
        if let high = pendingHigh { throw lonelySurrogate(high) }
        advance()
        return String(text)
      }
      guard next == "\\" else {
        if let high = pendingHigh { throw lonelySurrogate(high) }
        text.append(next)
        advance()
        continue
      }
      let (escapeLine, escapeColumn) = (line, column)
      advance()
      guard let escaped = peek else { continue }
      advance()
      if escaped == "U" || escaped == "u" {
        let unit = try hexDigits(line: escapeLine, column: escapeColumn, escape: escaped)
        if let high = pendingHigh {
          guard (0xDC00...0xDFFF).contains(unit) else { throw lonelySurrogate(high) }
          let value = 0x10000 + ((high.unit - 0xD800) << 10) + (unit - 0xDC00)
          text.append(Unicode.Scalar(value)!)
          pendingHigh = nil
        } else if (0xD800...0xDBFF).contains(unit) {
          pendingHigh = (unit, escapeLine, escapeColumn)
        } else if let scalar = Unicode.Scalar(unit) {
          text.append(scalar)
        } else {
          throw StoryboardError(
            file: file, line: escapeLine, column: escapeColumn,
            reason: "\\\(escaped) escape of a lone UTF-16 surrogate; write the character itself")
        }
        continue
      }
      if let high = pendingHigh { throw lonelySurrogate(high) }
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "a": text.append("\u{07}")
      case "b": text.append("\u{08}")
      case "f": text.append("\u{0C}")
      case "v": text.append("\u{0B}")
      case "0"..."7":
        // Up to three octal digits, as the property-list reader takes them.
        var value = escaped.value - 0x30
        for _ in 0..<2 {
          guard let digit = peek, ("0"..."7").contains(digit) else { break }
          value = value * 8 + digit.value - 0x30
          advance()
        }
        text.append(Unicode.Scalar(value)!)
      default:
        // `\"`, `\\`, `\'` and any other escaped character stand for themselves.
        text.append(escaped)
      }
    }
  }

  /// One to four hex digits after `\U` (the property-list reader's rule).
  private mutating func hexDigits(
    line escapeLine: Int, column escapeColumn: Int, escape: Unicode.Scalar
  ) throws(StoryboardError) -> UInt32 {
    var value: UInt32 = 0
    var count = 0
    while count < 4, let next = peek, let digit = Self.hexValue(next) {
      value = value * 16 + digit
      count += 1
      advance()
    }
    guard count > 0 else {
      throw StoryboardError(
        file: file, line: escapeLine, column: escapeColumn,
        reason:
          "\\\(escape) is not followed by hex digits; write \\\(escape)00E9 for é, or \\\\ for "
          + "a backslash")
    }
    return value
  }

  private func lonelySurrogate(_ high: (unit: UInt32, line: Int, column: Int)) -> StoryboardError {
    StoryboardError(
      file: file, line: high.line, column: high.column,
      reason:
        "\\U escape of a UTF-16 high surrogate without its low half; write both "
        + "(\\UD83D\\UDE00) or the character itself")
  }

  /// Skips blanks and comments.
  private mutating func skipBlanks() throws(StoryboardError) {
    while let next = peek {
      if next == " " || next == "\t" || next == "\n" || next == "\r" || next == "\u{0C}"
        || next == "\u{0B}" || next == "\u{FEFF}" || next == "\u{2028}" || next == "\u{2029}"
      {
        advance()
      } else if next == "/", peek(at: 1) == "*" {
        let (openLine, openColumn) = (line, column)
        advance()
        advance()
        while true {
          guard let inside = peek else {
            throw StoryboardError(
              file: file, line: openLine, column: openColumn,
              reason: "this /* comment is never closed; add */")
          }
          advance()
          if inside == "*", peek == "/" {
            advance()
            break
          }
        }
      } else if next == "/", peek(at: 1) == "/" {
        while let inside = peek, inside != "\n" { advance() }
      } else {
        return
      }
    }
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func peek(at offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance() {
    guard index < scalars.count else { return }
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private func failure(_ reason: String) -> StoryboardError {
    StoryboardError(file: file, line: line, column: column, reason: reason)
  }

  /// How a character found is named in a message: the end, or the character made visible.
  private func shown(_ scalar: Unicode.Scalar?) -> String {
    guard let scalar else { return "the end of the file" }
    if scalar.properties.generalCategory == .control || scalar == " " {
      return "\"\\u{\(String(scalar.value, radix: 16))}\""
    }
    return "\"\(Character(scalar))\""
  }

  private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
    default: return false
    }
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 0x30
    case "a"..."f": return scalar.value - 0x61 + 10
    case "A"..."F": return scalar.value - 0x41 + 10
    default: return nil
    }
  }
}
