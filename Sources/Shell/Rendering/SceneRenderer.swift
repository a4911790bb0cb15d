import LineEditing
import Navigation
import RosterSupport
import Storyboard

/// Draws a `SceneSnapshot` as text: the title bar, the table (section headers, numbered rows,
/// details, ratings, accessories, fields), the row window and the tab bar.
package struct SceneRenderer {
  /// Rows drawn at once; longer tables show a window and say how to scroll.
  package static let pageSize = 20
  /// The widest a row's text column is drawn when details or images follow it, so they stay
  /// near the names they belong to.
  static let textColumnLimit = 32

  package var style: DrawStyle
  /// How the app draws its images (ratings).
  package var hooks: DrawingHooks
  /// The columns a line may take (nil: as wide as it is). Rows keep their columns aligned,
  /// shortening texts and details with `…`; any other line too wide is cut with `…`.
  package var width: Int?

  package init(style: DrawStyle, hooks: DrawingHooks = .none, width: Int? = nil) {
    self.style = style
    self.hooks = hooks
    self.width = width.map { max($0, 8) }
  }

  /// The scene as lines of text, ending without a newline.
  package func render(_ scene: SceneSnapshot) -> String {
    var lines: [String] = []
    lines.reserveCapacity(16)
    let bar = titleBar(scene)
    lines.append(bar)
    lines.append(rule(min(width ?? .max, max(8, DisplayWidth.of(plainTitleBar(scene))))))
    if let barTitle = scene.navigationBarTitle {
      lines.append("navigation bar: " + visible(barTitle))
    }
    // The view's items in document order, the table's rows where the table is (else first).
    let split = scene.items.firstIndex(of: .table) ?? 0
    lines += scene.items[..<split].flatMap(item)
    lines += table(scene)
    lines += scene.items[split...].flatMap(item)
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
    // An iPad's split view: the other columns beside the one in focus.
    for column in scene.columns {
      lines.append("")
      let back = column.backButtonTitle.map { "‹ " + visible($0) + "  " } ?? ""
      lines.append(
        style.tint("beside it, the \(column.role) column: ", .dim) + back + visible(column.title))
      lines += column.items.filter { $0 != .table }.flatMap(item)
      lines += column.rows.map(visible)
      if let message = column.message {
        lines.append(style.tint("(" + visible(message) + ")", .dim))
      }
    }
    if !scene.tabs.isEmpty {
      lines.append(rule(8))
      lines.append(
        scene.tabs.map { tab in
          let mark = tab.isSelected ? style.selectedMark : style.unselectedMark
          let title = visible(tab.title)
          return mark + " " + (tab.isSelected ? style.tint(title, .bold) : title)
        }.joined(separator: "   "))
    }
    return Self.joined(lines)
  }

  /// `lines` joined by newlines, through one byte buffer.
  private static func joined(_ lines: [String]) -> String {
    var count = lines.count
    for line in lines { count += line.utf8.count }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    for (index, line) in lines.enumerated() {
      if index > 0 { bytes.append(0x0A) }
      bytes += line.utf8
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The rule under the title bar (and above the tabs), `width` columns wide.
  private func rule(_ width: Int) -> String {
    let symbol = style.rule.utf8
    var bytes: [UInt8] = []
    bytes.reserveCapacity(symbol.count * width)
    for _ in 0..<width { bytes += symbol }
    return String(decoding: bytes, as: UTF8.self)
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
    // Outside a navigation controller the device shows no title: none is made up from the
    // storyboard ID or class name (a bar in the view itself is drawn below as such).
    if scene.hasNavigationBar || scene.navigationBarTitle != nil {
      parts.append(style.tint(visible(scene.title), .bold))
    } else {
      parts.append(style.tint("(no navigation bar)", .dim))
    }
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

  /// One item of the view as lines: a label's lines, `[Button]`, a field, `name: [on]`,
  /// `name: [● First | ○ Second]`, `name: [0.5] (0 to 1)`, `(image: name)`, `(picker)`,
  /// `progress: ████░░░░░░ 43 %`. A disabled control
  /// says so in words (colour never carries it alone), and so does a button that does nothing.
  private func item(_ item: SceneSnapshot.Item) -> [String] {
    func disabled(_ enabled: Bool) -> String { enabled ? "" : " (disabled)" }
    switch item {
    case .label(let text):
      // Each line as laid out: blanks around it are alignment, not text.
      return text.split(whereSeparator: \.isNewline).compactMap { line in
        let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop {
          $0 == " " || $0 == "\t"
        }
        return trimmed.isEmpty ? nil : visible(String(trimmed.reversed()))
      }
    case .button(let title, let isEnabled, let isConnected):
      let note = !isEnabled ? " (disabled)" : isConnected ? "" : " (no action)"
      let text = "[" + visible(title) + note + "]"
      return [style.tint(text, isEnabled && isConnected ? .cyan : .dim)]
    case .field(let name, var field):
      if field.isSecure { field.text = String(repeating: style.secureDot, count: field.text.count) }
      // Named unless the placeholder shows (an empty field draws it).
      let showsPlaceholder = field.text.isEmpty && name == field.placeholder
      let prefix = name.map { showsPlaceholder ? "" : visible($0) + ": " } ?? ""
      // Within the width the typed text keeps its end, where the cursor is.
      let room = width.map { $0 - DisplayWidth.ofStyled(prefix + disabled(field.isEnabled)) }
      return [prefix + fieldText(field, tinted: true, room: room) + disabled(field.isEnabled)]
    case .switch(let name, let isOn, let isEnabled):
      let state = style.tint("[" + (isOn ? "on" : "off") + "]", isEnabled ? .cyan : .dim)
      return [visible(name) + ": " + state + disabled(isEnabled)]
    case .segments(let name, let titles, let selected, let isEnabled):
      return [visible(name) + ": " + segments(titles, selected: selected) + disabled(isEnabled)]
    case .value(let name, let value, let range, let isEnabled):
      let shown = style.tint("[" + value + "]", isEnabled ? .cyan : .dim)
      return [visible(name) + ": " + shown + " (" + range + ")" + disabled(isEnabled)]
    case .image(let name):
      return [style.tint(name.map { "(image: " + visible($0) + ")" } ?? "(image)", .dim)]
    case .placeholder(let what):
      return [style.tint("(" + visible(what) + ")", .dim)]
    case .progress(let fraction):
      // Ten cells, and the percentage in words: the bar is not the only carrier.
      let filled = Int((fraction * 10).rounded(.down))
      let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
      return ["progress: " + style.tint(bar, .cyan) + " \(Int((fraction * 100).rounded())) %"]
    case .table:
      return []
    }
  }

  /// `[● First | ○ Second]`: a segmented control's segments, the selected one marked.
  private func segments(_ titles: [String], selected: Int) -> String {
    let segments = titles.enumerated().map { index, title in
      let mark = index == selected ? style.selectedMark : style.unselectedMark
      let shown = visible(title)
      return mark + " " + (index == selected ? style.tint(shown, .bold) : shown)
    }
    return "[" + segments.joined(separator: " | ") + "]"
  }

  /// A control in a row, on one line: as in a view (`[on]`, `[0.5] (0 to 1)`, `[Sign Out]`,
  /// `(busy)`), without its name when it is the row's text (a Settings row's switch is known by
  /// its row: `2  Notifications  [on]`).
  private func cellControl(_ item: SceneSnapshot.Item, rowText: String?) -> String {
    func named(_ name: String, _ shown: String) -> String {
      name == rowText ? shown : visible(name) + ": " + shown
    }
    let disabled = " (disabled)"
    switch item {
    case .switch(let name, let isOn, let isEnabled):
      let state = style.tint("[" + (isOn ? "on" : "off") + "]", isEnabled ? .cyan : .dim)
      return named(name, state) + (isEnabled ? "" : disabled)
    case .segments(let name, let titles, let selected, let isEnabled):
      return named(name, segments(titles, selected: selected)) + (isEnabled ? "" : disabled)
    case .value(let name, let value, let range, let isEnabled):
      let shown = style.tint("[" + value + "]", isEnabled ? .cyan : .dim)
      return named(name, shown) + " (" + range + ")" + (isEnabled ? "" : disabled)
    default:
      return self.item(item).first ?? ""
    }
  }

  private func table(_ scene: SceneSnapshot) -> [String] {
    guard scene.hasTable else { return [] }
    let rows = scene.rows
    guard !rows.isEmpty else {
      return scene.totalRowCount == 0 ? [style.tint("(no rows)", .dim)] : [window(scene)]
    }
    // Each row's text and detail are made visible and measured once, here, not again per line.
    let texts = rows.map { visible(Self.oneLine($0.text ?? "")) }
    let details = rows.map { visible(Self.oneLine($0.detail ?? "")) }
    let numberWidth = String(rows.map(\.number).max() ?? 1).count
    // A field's row does not widen the text column: what is typed would push every detail
    // right (and a placeholder is long).
    let columnTexts = rows.indices.filter { rows[$0].field == nil }.map { texts[$0] }
    var textWidth =
      (columnTexts.isEmpty ? rows.indices.map { plainText(rows[$0]) } : columnTexts)
      .map(DisplayWidth.of).max() ?? 0
    var detailWidth = min(Self.textColumnLimit, details.map(DisplayWidth.of).max() ?? 0)
    let tailWidth = rows.map(tailWidth).max() ?? 0
    let wholeText = textWidth
    if detailWidth > 0 || tailWidth > 0 { textWidth = min(Self.textColumnLimit, textWidth) }
    if let width {
      let room = width - numberWidth - 2 - (detailWidth > 0 ? 2 : 0) - tailWidth
      // Room the detail does not need goes to the text: a wide terminal shows long names
      // whole instead of cutting them at the column limit.
      textWidth = max(textWidth, min(wholeText, room - detailWidth))
      (textWidth, detailWidth) = Self.share(room, text: textWidth, detail: detailWidth)
    }
    let layout = Layout(numberWidth: numberWidth, textWidth: textWidth, detailWidth: detailWidth)
    var lines: [String] = []
    lines.reserveCapacity(rows.count + scene.sections.count * 2 + 1)
    var index = 0
    for section in scene.sections {
      if let header = section.header, !header.isEmpty {
        if !lines.isEmpty { lines.append("") }
        lines.append(style.tint(visible(header), .dim))
      }
      for row in section.rows {
        lines.append(line(row, text: texts[index], detail: details[index], layout: layout))
        index += 1
        if row.expandedLines.isEmpty { continue }
        let indent = String(repeating: " ", count: numberWidth + 4)
        for expanded in row.expandedLines {
          lines.append(indent + visible(expanded))
        }
      }
      if let footer = section.footer, !footer.isEmpty {
        lines += footer.split(whereSeparator: \.isNewline).map {
          style.tint(visible(String($0)), .dim)
        }
      }
    }
    if rows.count < scene.totalRowCount { lines.append(window(scene)) }
    return lines
  }

  /// A row's text on its one line: line breaks (a multi-line label's, U+2028's) as blanks, not
  /// characters a terminal draws raw.
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }

  /// The widths of a table's columns, as drawn.
  private struct Layout {
    var numberWidth: Int
    var textWidth: Int
    var detailWidth: Int
  }

  /// The text and detail columns' widths within `room` columns: unchanged when both fit, else
  /// the wider one gives way first (to half the room), so neither vanishes.
  static func share(_ room: Int, text: Int, detail: Int) -> (text: Int, detail: Int) {
    guard text + detail > room else { return (text, detail) }
    let room = max(room, detail > 0 ? 2 : 1)
    if detail <= room / 2 { return (room - detail, detail) }
    if text <= room - room / 2 { return (text, room - text) }
    return (room - room / 2, room / 2)
  }

  /// The columns a row's controls, rating image and accessory take after its detail, blanks
  /// included.
  private func tailWidth(_ row: SceneSnapshot.Row) -> Int {
    var width = 0
    let controlsOnly = (row.text ?? "").isEmpty && (row.detail ?? "").isEmpty && row.field == nil
    for control in row.controls where !controlsOnly {
      width += 2 + DisplayWidth.ofStyled(cellControl(control, rowText: row.text))
    }
    if let (_, total) = row.imageName.flatMap(hooks.rating) { width += 2 + max(total, 0) }
    if let accessory = accessory(row.accessory) { width += 2 + DisplayWidth.ofStyled(accessory) }
    return width
  }

  /// One row, its columns two blanks apart, without trailing blanks. `text` is the row's
  /// visible text and `detail` its visible detail, each cut to its column.
  private func line(_ row: SceneSnapshot.Row, text: String, detail: String, layout: Layout)
    -> String
  {
    // Built as UTF-8 bytes and decoded once: the columns array, joined(separator:), the padding
    // strings and String appends it replaced were most of the cost of a `show`.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(96 + text.utf8.count + detail.utf8.count)
    let number = String(row.number)
    Self.appendBlanks(layout.numberWidth - number.utf8.count, to: &bytes)
    bytes += style.tint(number, .dim).utf8
    bytes += "  ".utf8
    let detail = DisplayWidth.truncated(detail, to: layout.detailWidth, ellipsis: style.ellipsis)
    if text.isEmpty, detail.isEmpty, row.field == nil, !row.controls.isEmpty {
      // A cell that is only its controls (a Sign Out button): they take the text's place.
      bytes += row.controls.map { cellControl($0, rowText: row.text) }.joined(separator: "  ").utf8
      return String(decoding: bytes, as: UTF8.self)
    }
    let drawnWidth: Int
    if let field = row.field {
      // The field may take the whole line when nothing follows it on its row.
      let room =
        detail.isEmpty && width != nil
        ? width! - layout.numberWidth - 2 - tailWidth(row) : layout.textWidth
      let label = text.isEmpty ? "" : text + " "
      let labelWidth = DisplayWidth.of(label)
      let plain = fieldText(field, tinted: false, room: width.map { _ in room - labelWidth })
      bytes += label.utf8
      bytes += fieldText(field, tinted: true, room: width.map { _ in room - labelWidth }).utf8
      drawnWidth = labelWidth + DisplayWidth.of(plain)
    } else {
      let shown = DisplayWidth.truncated(text, to: layout.textWidth, ellipsis: style.ellipsis)
      bytes += shown.utf8
      drawnWidth = DisplayWidth.of(shown)
    }
    Self.appendBlanks(layout.textWidth - drawnWidth, to: &bytes)
    if layout.detailWidth > 0 {
      bytes += "  ".utf8
      bytes += detail.utf8
      Self.appendBlanks(layout.detailWidth - DisplayWidth.of(detail), to: &bytes)
    }
    for control in row.controls {
      bytes += "  ".utf8
      bytes += cellControl(control, rowText: row.text).utf8
    }
    if let (rating, total) = row.imageName.flatMap(hooks.rating) {
      bytes += "  ".utf8
      if style.color {
        var stars = ""
        for _ in 0..<rating { stars += style.filledStar }
        for _ in rating..<max(rating, total) { stars += style.emptyStar }
        bytes += style.tint(stars, .yellow).utf8
      } else {
        let filled = style.filledStar.utf8
        let empty = style.emptyStar.utf8
        for _ in 0..<rating { bytes += filled }
        for _ in rating..<max(rating, total) { bytes += empty }
      }
    }
    if let accessory = accessory(row.accessory) {
      bytes += "  ".utf8
      bytes += accessory.utf8
    }
    while bytes.last == 0x20 { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func appendBlanks(_ count: Int, to bytes: inout [UInt8]) {
    guard count > 0 else { return }
    bytes.append(contentsOf: repeatElement(0x20, count: count))
  }

  /// The row's text (and field) as drawn without colour, for measuring.
  private func plainText(_ row: SceneSnapshot.Row) -> String {
    var text = visible(row.text ?? "")
    if let field = row.field {
      if !text.isEmpty { text += " " }
      text += fieldText(field, tinted: false, room: nil)
    }
    return text
  }

  /// A field in brackets: its text, or when empty its placeholder, dimmed inside the brackets
  /// in colour and without colour after empty brackets in parentheses (`[] (Name)`), so the
  /// brackets hold exactly what is typed. `tinted: false` is the same text without escapes.
  /// Within `room` columns, typed text keeps its end (where the cursor is) and a placeholder
  /// its start.
  private func fieldText(_ field: SceneSnapshot.Field, tinted: Bool, room: Int?) -> String {
    let cursor = field.isFocused ? style.cursor : ""
    let cursorWidth = DisplayWidth.of(cursor)
    guard field.text.isEmpty, let placeholder = field.placeholder, !placeholder.isEmpty else {
      var shown = visible(field.text)
      if let room {
        shown = DisplayWidth.truncatedFromStart(
          shown, to: max(1, room - 2 - cursorWidth), ellipsis: style.ellipsis)
      }
      return "[" + shown + cursor + "]"
    }
    var shown = visible(placeholder)
    let frame = style.color ? 2 : 5
    if let room {
      shown = DisplayWidth.truncated(
        shown, to: max(1, room - frame - cursorWidth), ellipsis: style.ellipsis)
    }
    if style.color {
      return "[" + cursor + (tinted ? style.tint(shown, .dim) : shown) + "]"
    }
    return "[" + cursor + "] (" + shown + ")"
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
    let total = NumberText.grouped(scene.totalRowCount)
    guard let first = numbers.min(), let last = numbers.max() else {
      return style.tint(
        "no rows here; \(total) in all \(style.bullet) show 1: back to the top", .dim)
    }
    var text =
      "rows \(NumberText.grouped(first))\(style.rangeDash)\(NumberText.grouped(last)) of \(total)"
    if last < scene.totalRowCount {
      text += " \(style.bullet) more: next rows \(style.bullet) show N: from row N"
    } else {
      text += " \(style.bullet) show 1: back to the top"
    }
    return style.tint(text, .dim)
  }

  /// Outside text as drawn: made visible (one line, measured as shown), and in ASCII the star
  /// glyphs in data (the rating rows' labels) falling back as the drawn ratings do: ★ → `*`,
  /// ☆ → `.`.
  private func visible(_ text: String) -> String {
    let shown = VisibleText.make(text)
    // Both stars have the lead byte 0xE2 in UTF-8.
    guard !style.unicode, shown.utf8.contains(0xE2) else { return shown }
    var result = String.UnicodeScalarView()
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "★": result.append("*")
      case "☆": result.append(".")
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
