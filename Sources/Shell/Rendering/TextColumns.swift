import LineEditing

/// Help text laid out for a width: words wrapped with a hanging indent, and two columns
/// (a term, then its text wrapped beside it). `roster --help` and the shell's `help` both
/// use it, so they wrap alike.
package enum TextColumns {
  /// The words of `text` in lines of at most `width` columns (nil: one line), each after
  /// `indent` blanks. A word longer than a line stands alone rather than being broken.
  package static func wrap(_ text: String, width: Int?, indent: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    guard let width else { return [pad + text] }
    var lines: [String] = []
    var line = pad
    var lineWidth = indent
    for word in text.split(separator: " ") {
      let wordWidth = Self.width(of: String(word))
      if lineWidth > indent && lineWidth + 1 + wordWidth > width {
        lines.append(line)
        line = pad
        lineWidth = indent
      }
      if lineWidth > indent {
        line += " "
        lineWidth += 1
      }
      line += word
      lineWidth += wordWidth
    }
    if lineWidth > indent || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// Two columns, indented by two blanks: each term, then its text wrapped beside it, after
  /// the widest term of at most `termLimit` columns (a longer term takes a line of its own).
  /// When the text column would be narrower than `minimumText`, texts go under their terms.
  package static func columns(
    _ rows: [(term: String, text: String)], width: Int?, termLimit: Int = 30,
    minimumText: Int = 24
  ) -> [String] {
    let termWidth =
      rows.map { Self.width(of: $0.term) }.filter { $0 <= termLimit }.max() ?? termLimit
    var indent = 2 + termWidth + 2
    var beside = true
    if let width, width - indent < minimumText {
      indent = 6
      beside = false
    }
    var lines: [String] = []
    for row in rows {
      let wrapped = wrap(row.text, width: width, indent: indent)
      let termColumns = Self.width(of: row.term)
      if !beside || termColumns > termWidth {
        lines.append("  " + row.term)
        lines += wrapped
      } else {
        let first = wrapped.first ?? ""
        lines.append("  " + row.term + String(first.dropFirst(2 + termColumns)))
        lines += wrapped.dropFirst()
      }
    }
    return lines
  }

  /// The columns `text` takes. `roster --help` prints before the terminal's locale is set,
  /// where `wcwidth` knows no `…`: a character takes at least one column.
  private static func width(of text: String) -> Int {
    max(DisplayWidth.of(text), text.count)
  }
}
