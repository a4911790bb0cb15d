/// What the shell calls the controls of a scene's view, so the runtime, drawing, completion and
/// `roster check` agree on one name for each.
extension ControllerSpec {
  /// The name of each operable subview by id: a text field's placeholder, else its accessibility
  /// label; a switch's, segmented control's, slider's or stepper's accessibility label, else
  /// the controller's outlet to it, else IB's `userLabel`; else kind and place among its kind
  /// (`field2`, `switch1`, `segmented1`, `slider1`, `stepper1`).
  public var controlNames: [String: String] {
    var outlets: [String: String] = [:]
    for outlet in self.outlets where outlets[outlet.destination] == nil {
      outlets[outlet.destination] = outlet.property
    }
    var counts: [String: Int] = [:]
    var names: [String: String] = [:]
    func name(_ id: String, kind: String, _ preferred: [String?]) {
      counts[kind, default: 0] += 1
      let found = (preferred + [outlets[id]]).lazy.compactMap { $0 }.first { !$0.isEmpty }
      names[id] = found ?? "\(kind)\(counts[kind]!)"
    }
    for subview in subviews {
      switch subview {
      case .textField(let field):
        name(field.id, kind: "field", [field.placeholder, field.accessibilityLabel])
      case .control(let control) where control.kind.isOperable:
        let kind = control.kind == .segmentedControl ? "segmented" : control.kind.rawValue
        name(
          control.id, kind: kind,
          [control.accessibilityLabel, outlets[control.id], control.userLabel])
      default:
        break
      }
    }
    return names
  }

  /// The names `tap` takes for the view's controls besides buttons: switches, segments (by
  /// title) and text fields, in document order; then the static cells' switches, segments and
  /// buttons.
  public var controlTapNames: [String] {
    let names = controlNames
    let cellNames = staticCellControlNames
    return (subviews + staticCellControls).flatMap { subview -> [String] in
      switch subview {
      case .textField(let field): return names[field.id].map { [$0] } ?? []
      case .control(let control) where control.kind == .switch:
        return (names[control.id] ?? cellNames[control.id]).map { [$0] } ?? []
      case .control(let control) where control.kind == .segmentedControl:
        return control.segments.filter { !$0.isEmpty }
      case .button(let button): return cellNames[button.id].map { [$0] } ?? []
      default: return []
      }
    }
  }

  /// The controls of the table's static cells, in order.
  public var staticCellControls: [SubviewSpec] {
    guard let table = tableView, table.dataMode == .static else { return [] }
    return table.sections.flatMap { $0.cells.flatMap(\.controls) }
  }

  /// The names of the static cells' controls by id (`CellSpec.controlNames`).
  public var staticCellControlNames: [String: String] {
    guard let table = tableView, table.dataMode == .static else { return [:] }
    var names: [String: String] = [:]
    for cell in table.sections.flatMap(\.cells) {
      names.merge(cell.controlNames) { first, _ in first }
    }
    return names
  }
}
