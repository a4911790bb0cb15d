import LineEditing
import RosterSupport

/// Splits a command line into words: blanks separate, "double quotes" group (with `\"`, `\\`
/// and `\u{HEX}` inside), and `#` at the start of a word begins a comment.
///
/// `\u{1b}` is how Roster shows a character a terminal would obey (`VisibleText`), so a name
/// shown that way can be typed back, and `quote` writes such characters that way.
///
/// It reads Unicode scalars, not characters: a quote followed by a combining mark is one
/// Character to Swift but still a quote to the user (and to `quote`). Columns count scalars.
package enum Tokenizer {
  /// The words of `line`, or an error whose column points at the problem.
  package static func tokenize(_ line: String) throws(ShellError) -> [Token] {
    try split(line).tokens
  }

  /// The column of the `#` that starts a comment after a line's first word, if it has one:
  /// text the line's command never sees (`type Ray #1 fan` types "Ray").
  package static func trailingCommentColumn(in line: String) -> Int? {
    guard let split = try? split(line), !split.tokens.isEmpty else { return nil }
    return split.commentColumn
  }

  /// The words of `line` and the column of the `#` that starts its comment, if any.
  private static func split(_ line: String) throws(ShellError) -> (
    tokens: [Token], commentColumn: Int?
  ) {
    var line = line
    if let plain = line.withUTF8({ plainSplit($0) }) { return plain }
    return try scalarSplit(line)
  }

  /// `split` of a line of ASCII without escapes, as scripts mostly are, read by its bytes (a
  /// byte is a scalar there, so columns are the same); nil for any other line, left to
  /// `scalarSplit`, which says what is wrong with it, if anything.
  private static func plainSplit(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    tokens: [Token], commentColumn: Int?
  )? {
    var words = Words()
    var inQuotes = false
    for index in bytes.indices {
      let byte = bytes[index]
      guard byte < 0x80 else { return nil }
      if inQuotes {
        if byte == UInt8(ascii: "\"") {
          inQuotes = false
        } else if byte == UInt8(ascii: "\\") {
          return nil
        } else {
          words.current.append(byte)
        }
        continue
      }
      if isBlank(Unicode.Scalar(byte)) {
        words.end()
        continue
      }
      if !words.inWord {
        if byte == UInt8(ascii: "#") { return (words.tokens, index + 1) }
        words.begin(at: index + 1)
      }
      if byte == UInt8(ascii: "\"") {
        inQuotes = true
        words.quoted = true
      } else {
        words.current.append(byte)
      }
    }
    guard !inQuotes else { return nil }
    words.end()
    return (words.tokens, nil)
  }

  /// `split` of any line, read scalar by scalar.
  private static func scalarSplit(_ line: String) throws(ShellError) -> (
    tokens: [Token], commentColumn: Int?
  ) {
    var words = Words()
    var commentColumn: Int?
    func append(_ scalar: Unicode.Scalar) {
      if scalar.isASCII {
        words.current.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        words.current.append(contentsOf: String(scalar).utf8)
      }
    }
    var inQuotes = false
    var quoteColumn = 0
    var escapeColumn = 0
    var escaping = false
    var column = 0
    let scalars = Array(line.unicodeScalars)
    while column < scalars.count {
      let scalar = scalars[column]
      column += 1
      if inQuotes {
        if escaping {
          escaping = false
          if scalar == "u", let (escaped, end) = unicodeEscape(in: scalars, at: column - 1) {
            append(escaped)
            column = end
            continue
          }
          guard scalar == "\"" || scalar == "\\" else {
            throw ShellError(
              "unknown escape \\\(scalar) in quotes; write \\\" for a quote, \\\\ for a "
                + "backslash or \\u{1b} for a character by its hex code",
              column: escapeColumn)
          }
          append(scalar)
        } else if scalar == "\\" {
          escaping = true
          escapeColumn = column
        } else if scalar == "\"" {
          inQuotes = false
        } else {
          append(scalar)
        }
        continue
      }
      if isBlank(scalar) {
        words.end()
        continue
      }
      if !words.inWord {
        // A comment starts only at a word's start, so a name like "C#" stays one word.
        if scalar == "#" {
          commentColumn = column
          break
        }
        words.begin(at: column)
      }
      if scalar == "\"" {
        inQuotes = true
        words.quoted = true
        quoteColumn = column
      } else {
        append(scalar)
      }
    }
    if inQuotes {
      throw ShellError("unterminated quote; add a closing \"", column: quoteColumn)
    }
    words.end()
    return (words.tokens, commentColumn)
  }

  /// The words a line's reading has ended and the one it is in: its UTF-8 bytes (a String
  /// appended to scalar by scalar cost half of a line's split), its first column, and whether
  /// part of it was quoted. Both readings of a line end words the same way.
  private struct Words {
    var tokens: [Token] = []
    var current: [UInt8] = []
    var start = 0
    var inWord = false
    var quoted = false

    /// Starts a word at `column`.
    mutating func begin(at column: Int) {
      inWord = true
      start = column
    }

    /// Ends the word being read, if there is one.
    mutating func end() {
      guard inWord else { return }
      tokens.append(
        Token(text: String(decoding: current, as: UTF8.self), column: start, quoted: quoted))
      current.removeAll(keepingCapacity: true)
      inWord = false
      quoted = false
    }
  }

  /// `text` as one word the tokenizer reads back unchanged: bare when it can be, else quoted
  /// (always quoted with `force`, so a keyword or number reads back as text). Characters a
  /// terminal would obey are written as `\u{…}` inside the quotes, so the word is safe to show
  /// (a completion, a recorded line) and still names the same thing.
  package static func quote(_ text: String, force: Bool = false) -> String {
    let scalars = text.unicodeScalars
    let needsQuotes =
      force || scalars.isEmpty || scalars.first == "#"
      || scalars.contains { isBlank($0) || $0 == "\"" || $0 == "\\" || VisibleText.isUnsafe($0) }
    guard needsQuotes else { return text }
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in scalars {
      if VisibleText.isUnsafe(scalar) {
        result.append(contentsOf: VisibleText.escape(scalar).unicodeScalars)
        continue
      }
      if scalar == "\"" || scalar == "\\" { result.append("\\") }
      result.append(scalar)
    }
    result.append("\"")
    return String(result)
  }

  /// The character of a `\u{HEX}` escape whose `u` is at `index`, and the index after its
  /// `}`; nil unless 1 to 6 hex digits in braces name a Unicode scalar.
  static func unicodeEscape(in scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
    guard index + 1 < scalars.count, scalars[index] == "u", scalars[index + 1] == "{" else {
      return nil
    }
    var value: UInt32 = 0
    var end = index + 2
    while end < scalars.count, scalars[end] != "}" {
      guard end - index - 2 < 6, let digit = UInt32(String(scalars[end]), radix: 16) else {
        return nil
      }
      value = value * 16 + digit
      end += 1
    }
    guard end < scalars.count, end > index + 2, let scalar = Unicode.Scalar(value) else {
      return nil
    }
    return (scalar, end + 1)
  }

  /// The separators between words.
  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
  }
}
