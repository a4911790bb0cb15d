import RosterSupport

/// Lays completion candidates out in columns, like `ls`: down each column, then across.
package enum CompletionColumns {
  /// Blanks between two columns.
  package static let gap = 2

  /// The lines to print for `items` on a terminal `width` columns wide. Each item is made
  /// visible (`VisibleText`: a name cannot drive the terminal) and measured as shown (a CJK
  /// character takes two columns, an escape its letters); no line has trailing blanks.
  package static func lines(_ items: [String], width: Int) -> [String] {
    guard !items.isEmpty else { return [] }
    let items = items.map { VisibleText.make($0) }
    let widths = items.map(DisplayWidth.of)
    let columnWidth = (widths.max() ?? 0) + gap
    let columns = max(1, min(items.count, (max(width, 1) + gap) / columnWidth))
    let rows = (items.count + columns - 1) / columns
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      var column = row
      while column < items.count {
        let next = column + rows
        line += items[column]
        if next < items.count {
          line += String(repeating: " ", count: columnWidth - widths[column])
        }
        column = next
      }
      lines.append(line)
    }
    return lines
  }

  /// The lines for candidates that say what they do: one a line, the names in a column and
  /// each detail beside its name (`AddPlayer  presentation → Add Player`), cut with `…` to
  /// `width`; a candidate without a detail stands alone. Made visible as `lines` does.
  package static func lines(_ items: [String], details: [String: String], width: Int) -> [String] {
    guard !details.isEmpty else { return lines(items, width: width) }
    let names = items.map { VisibleText.make($0) }
    let widths = names.map(DisplayWidth.of)
    // Names longer than half the line do not push every detail off the screen.
    let column = min(widths.max() ?? 0, max(width / 2, 1))
    return zip(items, zip(names, widths)).map { item, named in
      let (name, nameWidth) = named
      guard let detail = details[item], !detail.isEmpty else {
        return DisplayWidth.truncated(name, to: max(width, 1))
      }
      let padding = String(repeating: " ", count: max(column - nameWidth, 0) + gap)
      return DisplayWidth.truncated(
        name + padding + VisibleText.make(detail), to: max(width, 1))
    }
  }
}
