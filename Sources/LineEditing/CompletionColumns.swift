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
}
