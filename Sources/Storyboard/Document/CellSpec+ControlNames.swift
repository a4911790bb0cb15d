/// What the shell calls the controls inside a table cell, so the runtime, drawing and
/// `roster check` agree on one name for each.
extension CellSpec {
  /// The name of each control of a cell by id: a control's own accessibility label, else its
  /// accessibility identifier, else (a button) its title or image; else the cell's text —
  /// `cellText`, as a Settings row's switch is known by its row — for the first control left;
  /// else its kind and place among the cell's controls (`switch1`).
  public static func controlNames(of controls: [SubviewSpec], cellText: String?)
    -> [String: String]
  {
    var names: [String: String] = [:]
    var cellTextTaken = false
    var counts: [String: Int] = [:]
    for subview in controls {
      let id: String
      let kind: String
      let own: [String?]
      switch subview {
      case .control(let control):
        id = control.id
        kind = control.kind == .segmentedControl ? "segmented" : control.kind.rawValue
        own = [control.accessibilityLabel, control.accessibilityIdentifier]
      case .button(let button):
        id = button.id
        kind = "button"
        own = [
          button.title, button.accessibilityLabel, button.accessibilityIdentifier, button.image,
        ]
      default:
        continue
      }
      counts[kind, default: 0] += 1
      if let found = own.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) {
        names[id] = found
      } else if !cellTextTaken, let cellText, !cellText.isEmpty {
        names[id] = cellText
        cellTextTaken = true
      } else {
        names[id] = "\(kind)\(counts[kind]!)"
      }
    }
    return names
  }

  /// This cell's controls' names (`controlNames(of:cellText:)` with its storyboard text).
  public var controlNames: [String: String] {
    Self.controlNames(of: controls, cellText: text)
  }
}
