/// Splits a command line into words: blanks separate, "double quotes" group (with `\"` and
/// `\\` inside), and `#` at the start of a word begins a comment.
package enum Tokenizer {
  /// The words of `line`, or an error whose column points at the problem.
  package static func tokenize(_ line: String) throws(ShellError) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var start = 0
    var inWord = false
    var quoted = false
    var inQuotes = false
    var quoteColumn = 0
    var escapeColumn = 0
    var escaping = false
    var column = 0
    for character in line {
      column += 1
      if inQuotes {
        if escaping {
          escaping = false
          guard character == "\"" || character == "\\" else {
            throw ShellError(
              "unknown escape \\\(character) in quotes; write \\\" for a quote or \\\\ for a "
                + "backslash",
              column: escapeColumn)
          }
          current.append(character)
        } else if character == "\\" {
          escaping = true
          escapeColumn = column
        } else if character == "\"" {
          inQuotes = false
        } else {
          current.append(character)
        }
        continue
      }
      if character == " " || character == "\t" || character == "\r" || character == "\n" {
        if inWord {
          tokens.append(Token(text: current, column: start, quoted: quoted))
          current = ""
          inWord = false
          quoted = false
        }
        continue
      }
      if !inWord {
        // A comment starts only at a word's start, so a name like "C#" stays one word.
        if character == "#" { break }
        inWord = true
        start = column
      }
      if character == "\"" {
        inQuotes = true
        quoted = true
        quoteColumn = column
      } else {
        current.append(character)
      }
    }
    if inQuotes {
      throw ShellError("unterminated quote; add a closing \"", column: quoteColumn)
    }
    if inWord { tokens.append(Token(text: current, column: start, quoted: quoted)) }
    return tokens
  }

  /// `text` as one word the tokenizer reads back unchanged: bare when it can be, else quoted
  /// (always quoted with `force`, so a keyword or number reads back as text).
  package static func quote(_ text: String, force: Bool = false) -> String {
    let needsQuotes =
      force || text.isEmpty || text.first == "#"
      || text.contains {
        $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\"" || $0 == "\\" || $0 == "\n"
      }
    guard needsQuotes else { return text }
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    result.append("\"")
    return result
  }
}
