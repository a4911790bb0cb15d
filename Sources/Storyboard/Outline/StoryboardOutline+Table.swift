import RosterSupport

/// A scene's table in an outline: its sections, rows (static cells, named by their text as the
/// shell draws them) and prototypes (by reuse identifier), each cell's controls under it.
extension StoryboardOutline {
  static func table(of controller: ControllerSpec) -> [Item] {
    guard let table = controller.tableView else { return [] }
    let style = table.style.flatMap { $0 == "plain" || $0.isEmpty ? nil : $0 }
    var items = [Item(id: table.id, kind: .table, name: nil, state: style)]
    for section in table.sections {
      let header = section.headerTitle.flatMap { $0.isEmpty ? nil : $0 }
      let footer = section.footerTitle.flatMap { $0.isEmpty ? nil : "footer " + quoted($0) }
      items.append(Item(id: section.id, kind: .section, name: header, state: footer, depth: 1))
      let place = header.map { "section " + quoted($0) }
      for cell in section.cells {
        let name =
          cell.text.flatMap { $0.isEmpty ? nil : $0 }
          ?? cell.textField?.placeholder.flatMap { $0.isEmpty ? nil : $0 }
        items.append(
          Item(
            id: cell.id, kind: .row, name: name, state: cellState(cell), place: place, depth: 2))
        items += controls(of: cell, row: name.map { "row " + quoted($0) }, depth: 3)
      }
    }
    for cell in table.prototypes {
      let name = cell.reuseIdentifier.flatMap { $0.isEmpty ? nil : $0 }
      var parts: [String] = []
      if cell.style != .custom { parts.append(cell.style.rawValue) }
      if let custom = cell.customClass, !custom.isEmpty { parts.append("class " + custom) }
      if let state = cellState(cell) { parts.append(state) }
      items.append(
        Item(
          id: cell.id, kind: .prototype, name: name,
          state: parts.isEmpty ? nil : parts.joined(separator: ", "), depth: 1))
      items += controls(of: cell, row: name.map { "prototype " + quoted($0) }, depth: 2)
    }
    return items
  }

  /// What a cell shows besides its name: the detail, a text field, the accessory.
  private static func cellState(_ cell: CellSpec) -> String? {
    var parts: [String] = []
    if let detail = cell.detail, !detail.isEmpty { parts.append("detail " + quoted(detail)) }
    // A row named by its field's placeholder shows the field already.
    if let field = cell.textField, cell.text.map({ !$0.isEmpty }) ?? false {
      parts.append("field " + quoted(field.placeholder ?? ""))
    }
    if let text = cell.textField?.text, !text.isEmpty { parts.append("text " + quoted(text)) }
    switch cell.accessory {
    case .none: break
    case .disclosureIndicator: parts.append("disclosure indicator")
    case .detailDisclosureButton: parts.append("detail disclosure button")
    case .checkmark: parts.append("checkmark")
    case .detailButton: parts.append("detail button")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// A cell's controls, named as the shell names them (`CellSpec.controlNames`).
  private static func controls(of cell: CellSpec, row: String?, depth: Int) -> [Item] {
    let names = cell.controlNames
    return cell.controls.compactMap { subview in
      guard case .control(let control) = subview else {
        guard case .button(let button) = subview else { return nil }
        return Item(
          id: button.id, kind: .button, name: button.displayTitle ?? names[button.id],
          state: button.isEnabled ? nil : "disabled", place: row, depth: depth)
      }
      return self.control(control, name: names[control.id], place: row, depth: depth)
    }
  }

  /// `text` in double quotes, every character shown: a backslash or quote escaped, what a
  /// terminal would obey as `\u{…}` (`VisibleText`), nothing cut (a change at its end counts).
  public static func quoted(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "\\" || character == "\"" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + VisibleText.make(escaped) + "\""
  }
}
