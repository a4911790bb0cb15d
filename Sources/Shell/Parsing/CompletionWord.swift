/// Where the word being completed starts, by the shell's quoting rules (the ones `Tokenizer`
/// reads; the line reader asks the shell through `CompletionCandidates.replacing`, so it never
/// parses a line itself).
///
/// Words split on unquoted blanks; `"…"` quotes blanks, and inside quotes `\"` and `\\` escape.
/// A word that opens a quote includes it, so `select "Texas H` completes the word `"Texas H`.
package enum CompletionWord {
  /// The start of the last word of `line` (its end when `line` ends in a blank).
  package static func start(in line: String) -> String.Index {
    let scalars = line.unicodeScalars
    var wordStart: String.Index? = nil
    var inQuotes = false
    var escaped = false
    for index in scalars.indices {
      let scalar = scalars[index]
      if escaped {
        escaped = false
      } else if inQuotes {
        if scalar == "\\" {
          escaped = true
        } else if scalar == "\"" {
          inQuotes = false
        }
      } else if scalar == " " || scalar == "\t" {
        wordStart = nil
      } else {
        if wordStart == nil { wordStart = index }
        if scalar == "\"" { inQuotes = true }
      }
    }
    return wordStart ?? line.endIndex
  }

  /// The last word of `line`, as typed (with its opening quote, if any).
  package static func current(in line: String) -> Substring {
    line[start(in: line)...]
  }
}
