/// Splits a command line into words: blanks separate, "double quotes" group (with `\"` and
/// `\\` inside), and `#` at the start of a word begins a comment.
///
/// It reads Unicode scalars, not characters: a quote followed by a combining mark is one
/// Character to Swift but still a quote to the user (and to `quote`). Columns count scalars.
package enum Tokenizer {
  /// The words of `line`, or an error whose column points at the problem.
  package static func tokenize(_ line: String) throws(ShellError) -> [Token] {
    var tokens: [Token] = []
    var current = String.UnicodeScalarView()
    var start = 0
    var inWord = false
    var quoted = false
    var inQuotes = false
    var quoteColumn = 0
    var escapeColumn = 0
    var escaping = false
    var column = 0
    for scalar in line.unicodeScalars {
      column += 1
      if inQuotes {
        if escaping {
          escaping = false
          guard scalar == "\"" || scalar == "\\" else {
            throw ShellError(
              "unknown escape \\\(scalar) in quotes; write \\\" for a quote or \\\\ for a "
                + "backslash",
              column: escapeColumn)
          }
          current.append(scalar)
        } else if scalar == "\\" {
          escaping = true
          escapeColumn = column
        } else if scalar == "\"" {
          inQuotes = false
        } else {
          current.append(scalar)
        }
        continue
      }
      if isBlank(scalar) {
        if inWord {
          tokens.append(Token(text: String(current), column: start, quoted: quoted))
          current = String.UnicodeScalarView()
          inWord = false
          quoted = false
        }
        continue
      }
      if !inWord {
        // A comment starts only at a word's start, so a name like "C#" stays one word.
        if scalar == "#" { break }
        inWord = true
        start = column
      }
      if scalar == "\"" {
        inQuotes = true
        quoted = true
        quoteColumn = column
      } else {
        current.append(scalar)
      }
    }
    if inQuotes {
      throw ShellError("unterminated quote; add a closing \"", column: quoteColumn)
    }
    if inWord { tokens.append(Token(text: String(current), column: start, quoted: quoted)) }
    return tokens
  }

  /// `text` as one word the tokenizer reads back unchanged: bare when it can be, else quoted
  /// (always quoted with `force`, so a keyword or number reads back as text).
  package static func quote(_ text: String, force: Bool = false) -> String {
    let scalars = text.unicodeScalars
    let needsQuotes =
      force || scalars.isEmpty || scalars.first == "#"
      || scalars.contains { isBlank($0) || $0 == "\"" || $0 == "\\" }
    guard needsQuotes else { return text }
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in scalars {
      if scalar == "\"" || scalar == "\\" { result.append("\\") }
      result.append(scalar)
    }
    result.append("\"")
    return String(result)
  }

  /// The separators between words.
  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
  }
}
