/// What an error shows of the input, kept short: a 100 KB argument must not make a 100 KB
/// error line. Quoted runs in a message and the echoed line are cut, marked with `…`.
package enum EchoedText {
  /// The most of a quoted run a message shows (names already stop at 80 elsewhere).
  static let quoteLimit = 80

  /// `word` as a message shows it: at most `quoteLimit` scalars, then `…` (a command-line
  /// argument named in an error).
  package static func cut(_ word: String, limit: Int = quoteLimit) -> String {
    guard word.unicodeScalars.count > limit else { return word }
    return String(String.UnicodeScalarView(word.unicodeScalars.prefix(limit))) + "…"
  }
  /// The most of the input line an error shows under its message.
  static let lineLimit = 160

  /// `message` with each run between two double quotes on one line cut to `quoteLimit`
  /// scalars, followed by `…` inside the quotes.
  static func shortened(_ message: String) -> String {
    let scalars = Array(message.unicodeScalars)
    guard scalars.count > quoteLimit else { return message }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      result.append(scalar)
      index += 1
      guard scalar == "\"" else { continue }
      var end = index
      while end < scalars.count, scalars[end] != "\"", scalars[end] != "\n" { end += 1 }
      // An unclosed quote is left as it is; its text follows as plain scalars.
      guard end < scalars.count, scalars[end] == "\"" else { continue }
      let run = scalars[index..<end]
      result.append(contentsOf: run.prefix(quoteLimit))
      if run.count > quoteLimit { result.append("…") }
      result.append("\"")
      index = end + 1
    }
    return String(result)
  }

  /// At most `lineLimit` scalars of `line` around `column` (1-based, in scalars), with `…`
  /// where it was cut, and that column's place in what is shown.
  static func window(of line: String, around column: Int) -> (text: String, column: Int) {
    let scalars = Array(line.unicodeScalars)
    guard scalars.count > lineLimit else { return (line, column) }
    let start = max(0, min(column - 1 - lineLimit / 2, scalars.count - lineLimit))
    let end = min(scalars.count, start + lineLimit)
    var text = String.UnicodeScalarView()
    if start > 0 { text.append("…") }
    text.append(contentsOf: scalars[start..<end])
    if end < scalars.count { text.append("…") }
    return (String(text), column - start + (start > 0 ? 1 : 0))
  }
}
