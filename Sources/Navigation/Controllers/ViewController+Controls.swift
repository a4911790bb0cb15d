import Storyboard

/// The controls of a controller's view outside table cells: made from the storyboard in
/// document order and named for the shell, found by name, and operated as UIKit would.
extension ViewController {
  /// Makes the view's subviews, names the ones a user operates (`ControllerSpec.controlNames`),
  /// and indexes them by id so outlets reach the drawn objects.
  func buildSubviews() {
    let names = spec.controlNames
    func name(_ id: String) -> String { names[id] ?? id }
    var made: [Subview] = []
    for subview in spec.subviews {
      switch subview {
      case .label(let labelSpec):
        let label = Label(spec: labelSpec)
        objectsByID[labelSpec.id] = label
        made.append(.label(label))
      case .button(let buttonSpec):
        let button = Button(spec: buttonSpec)
        objectsByID[buttonSpec.id] = button
        made.append(.button(button))
      case .textField(let fieldSpec):
        let field = TextField(spec: fieldSpec, owner: self)
        field.name = name(fieldSpec.id)
        objectsByID[fieldSpec.id] = field
        made.append(.textField(field))
      case .control(let control):
        let subview = Subview.make(control, name: name(control.id))
        objectsByID[control.id] = subview.object
        made.append(subview)
      case .containerView(let id, _):
        made.append(.containerView(id: id))
      case .tableView:
        made.append(.tableView)
      }
    }
    subviews = made
    // Buttons a hand-made spec lists without subviews still act.
    let drawn = made.compactMap { subview -> Button? in
      if case .button(let button) = subview { return button }
      return nil
    }
    let ids = Set(drawn.map { $0.spec.id })
    buttons = drawn + spec.buttons.filter { !ids.contains($0.id) }.map(Button.init(spec:))
  }

  /// The text fields of the view (outside cells), in document order.
  var viewTextFields: [TextField] {
    subviews.compactMap {
      if case .textField(let field) = $0 { return field }
      return nil
    }
  }

  /// The child embedded in the container view with this storyboard id, if made.
  func embeddedChild(inContainer id: String) -> ViewController? {
    children.first { $0.containerViewID == id }
  }

  /// The names `tap` accepts for this view's controls besides buttons: switches, segments
  /// (by title) and text fields, in document order; only operable ones with `enabledOnly`.
  func controlTapNames(enabledOnly: Bool) -> [String] {
    var names: [String] = []
    for subview in subviews + cellSubviews {
      switch subview {
      case .switch(let control) where !enabledOnly || control.isEnabled:
        names.append(control.name)
      case .segmentedControl(let control) where !enabledOnly || control.isEnabled:
        names += control.segments.filter { !$0.isEmpty }
      case .textField(let field) where !enabledOnly || field.isEnabled:
        if let name = field.name { names.append(name) }
      case .button(let button) where !enabledOnly || button.isEnabled:
        // Only a cell's buttons come here: the view's are `buttons`.
        if let name = cellButtonName(button) { names.append(name) }
      default:
        break
      }
    }
    return names
  }

  /// The names `set` accepts: switches, segmented controls, sliders and steppers.
  func settableControlNames(enabledOnly: Bool) -> [String] {
    (subviews + cellSubviews).compactMap(\.control).filter { !enabledOnly || $0.isEnabled }
      .map(\.name)
  }

  /// The control `set` names (any case), if this view has it.
  func settableControl(named name: String) -> Subview? {
    let wanted = name.lowercased()
    return (subviews + cellSubviews).first { $0.control?.name.lowercased() == wanted }
  }

  /// What `tap NAME` reaches among this view's switches, segments and fields (any case).
  func tapTarget(named name: String) -> Subview? {
    let wanted = name.lowercased()
    return (subviews + cellSubviews).first { subview in
      switch subview {
      case .switch(let control): return control.name.lowercased() == wanted
      case .segmentedControl(let control):
        return control.segmentIndex(named: name) != nil
          && Int(name) == nil
      case .textField(let field): return field.name?.lowercased() == wanted
      default: return false
      }
    }
  }
}
