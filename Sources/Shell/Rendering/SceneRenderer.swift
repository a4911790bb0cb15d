import LineEditing
import Navigation
import RatingsApp
import Storyboard

/// Draws a `SceneSnapshot` as text: the title bar, the table (section headers, numbered rows,
/// details, ratings, accessories, fields), the row window and the tab bar.
package struct SceneRenderer {
  /// Rows drawn at once; longer tables show a window and say how to scroll.
  package static let pageSize = 20

  package var style: DrawStyle

  package init(style: DrawStyle) {
    self.style = style
  }

  /// The scene as lines of text, ending without a newline.
  package func render(_ scene: SceneSnapshot) -> String {
    var lines: [String] = []
    let bar = titleBar(scene)
    lines.append(bar)
    lines.append(
      String(repeating: style.rule, count: max(8, DisplayWidth.of(plainTitleBar(scene)))))
    lines += table(scene)
    if let message = scene.message, !message.isEmpty {
      lines.append(style.tint("(" + visible(message) + ")", .dim))
    }
    if !scene.buttons.isEmpty {
      lines.append(
        "buttons: " + scene.buttons.map { "[" + visible($0) + "]" }.joined(separator: " "))
    }
    if !scene.toolbarItems.isEmpty {
      lines.append("toolbar: " + scene.toolbarItems.map(button).joined(separator: " "))
    }
    if !scene.tabs.isEmpty {
      lines.append(String(repeating: style.rule, count: 8))
      lines.append(
        scene.tabs.map { tab in
          let mark = tab.isSelected ? (style.unicode ? "●" : "(*)") : (style.unicode ? "○" : "( )")
          let title = visible(tab.title)
          return mark + " " + (tab.isSelected ? style.tint(title, .bold) : title)
        }.joined(separator: "   "))
    }
    return lines.joined(separator: "\n")
  }

  /// The breadcrumb as a prompt, e.g. `Players › Add Player› `.
  package func prompt(_ titles: [String]) -> String {
    style.tint(titles.map(visible).joined(separator: style.breadcrumbSeparator), .cyan) + "> "
  }

  private func titleBar(_ scene: SceneSnapshot) -> String {
    var parts: [String] = []
    if let back = scene.backButtonTitle {
      parts.append(style.tint((style.unicode ? "‹ " : "< ") + visible(back), .cyan))
    }
    parts += scene.leftBarButtons.map(button)
    parts.append(style.tint(visible(scene.title), .bold))
    parts += scene.rightBarButtons.map(button)
    return parts.joined(separator: "  ")
  }

  /// The title bar without colour, for measuring the rule under it.
  private func plainTitleBar(_ scene: SceneSnapshot) -> String {
    var plain = self
    plain.style.color = false
    return plain.titleBar(scene)
  }

  private func button(_ item: SceneSnapshot.BarButton) -> String {
    let title = visible(item.title)
    if item.isEnabled { return style.tint("[" + title + "]", .cyan) }
    return style.tint("[" + title + " (disabled)]", .dim)
  }

  private func table(_ scene: SceneSnapshot) -> [String] {
    guard scene.hasTable else { return [] }
    let rows = scene.rows
    guard !rows.isEmpty else {
      return scene.totalRowCount == 0 ? [style.tint("(no rows)", .dim)] : [window(scene)]
    }
    let numberWidth = String(rows.map(\.number).max() ?? 1).count
    let textWidth = min(32, rows.map { DisplayWidth.of(plainText($0)) }.max() ?? 0)
    let detailWidth = min(32, rows.map { DisplayWidth.of(visible($0.detail ?? "")) }.max() ?? 0)
    var lines: [String] = []
    for section in scene.sections {
      if let header = section.header, !header.isEmpty {
        if !lines.isEmpty { lines.append("") }
        lines.append(style.tint(visible(header), .dim))
      }
      for row in section.rows {
        lines.append(
          line(row, numberWidth: numberWidth, textWidth: textWidth, detailWidth: detailWidth))
        let indent = String(repeating: " ", count: numberWidth + 4)
        for expanded in row.expandedLines {
          lines.append(indent + visible(expanded))
        }
      }
    }
    if rows.count < scene.totalRowCount { lines.append(window(scene)) }
    return lines
  }

  private func line(
    _ row: SceneSnapshot.Row, numberWidth: Int, textWidth: Int, detailWidth: Int
  ) -> String {
    let number = String(row.number)
    var columns = [
      String(repeating: " ", count: numberWidth - number.count) + style.tint(number, .dim)
    ]
    let text = plainText(row)
    var shown = text
    if let field = row.field {
      shown = visible(row.text ?? "")
      if !shown.isEmpty { shown += " " }
      shown += fieldText(field, tinted: true)
    }
    columns.append(shown + pad(text, to: textWidth))
    if detailWidth > 0 {
      let detail = visible(row.detail ?? "")
      columns.append(detail + pad(detail, to: detailWidth))
    }
    if let stars = stars(row.imageName) { columns.append(style.tint(stars, .yellow)) }
    if let accessory = accessory(row.accessory) { columns.append(accessory) }
    var result = columns.joined(separator: "  ")
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }

  /// The row's text (and field) as drawn without colour, for measuring.
  private func plainText(_ row: SceneSnapshot.Row) -> String {
    var text = visible(row.text ?? "")
    if let field = row.field {
      if !text.isEmpty { text += " " }
      text += fieldText(field, tinted: false)
    }
    return text
  }

  private func fieldText(_ field: SceneSnapshot.Field, tinted: Bool) -> String {
    let cursor = field.isFocused ? style.cursor : ""
    if field.text.isEmpty, let placeholder = field.placeholder, !placeholder.isEmpty, tinted,
      style.color
    {
      return "[" + cursor + style.tint(visible(placeholder), .dim) + "]"
    }
    return "[" + visible(field.text) + cursor + "]"
  }

  private func pad(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }

  /// `4StarsSmall` → ★★★★☆ (the app's image names; ASCII `****.` without Unicode).
  private func stars(_ imageName: String?) -> String? {
    guard let imageName, let count = StarRating.rating(forImageName: imageName) else {
      return nil
    }
    let top = StarRating.range.upperBound
    return String(repeating: style.filledStar, count: count)
      + String(repeating: style.emptyStar, count: top - count)
  }

  private func accessory(_ accessory: CellSpec.Accessory) -> String? {
    switch accessory {
    case .none: return nil
    case .disclosureIndicator: return style.disclosure
    case .checkmark: return style.tint(style.checkmark, .green)
    case .detailDisclosureButton: return style.detailButton + " " + style.disclosure
    case .detailButton: return style.detailButton
    }
  }

  private func window(_ scene: SceneSnapshot) -> String {
    let numbers = scene.rows.map(\.number)
    guard let first = numbers.min(), let last = numbers.max() else {
      return style.tint(
        "no rows here; \(scene.totalRowCount) in all \(style.bullet) show 1: back to the top",
        .dim)
    }
    var text = "rows \(first)\(style.rangeDash)\(last) of \(scene.totalRowCount)"
    if last < scene.totalRowCount {
      text += " \(style.bullet) more: next rows \(style.bullet) show N: from row N"
    } else {
      text += " \(style.bullet) show 1: back to the top"
    }
    return style.tint(text, .dim)
  }

  private func visible(_ text: String) -> String {
    VisibleText.make(text, unicode: style.unicode)
  }
}
