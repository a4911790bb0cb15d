import RosterSupport

/// Writes parsed storyboards as Swift source that rebuilds the same values.
///
/// The Ratings app ships its storyboards this way (Scripts/embed-storyboards): starting the
/// app then costs building a few hundred values instead of parsing 36 KB of XML and loading
/// libxml2. Arguments equal to an initializer's default are left out.
package enum SwiftSourceWriter {
  /// A Swift file declaring `enum typeName` with `static let documents: [StoryboardDocument]`,
  /// one builder function per document (so the compiler type-checks small statements).
  package static func file(
    declaring typeName: String, documents: [StoryboardDocument], header: [String]
  ) -> String {
    var lines = header.map { "// \($0)" }
    lines += [
      "// swift-format-ignore-file", "", "import Storyboard", "",
      "/// The Ratings app's storyboards, parsed ahead of time.",
      "enum \(typeName) {",
      "  /// Every embedded storyboard, in name order.",
      "  static let documents: [StoryboardDocument] = [",
    ]
    let sorted = documents.sorted { $0.name < $1.name }
    for (index, _) in sorted.enumerated() { lines.append("    document\(index)(),") }
    lines.append("  ]")
    for (index, document) in sorted.enumerated() {
      lines += ["", "  private static func document\(index)() -> StoryboardDocument {"]
      lines.append("    var scenes: [Scene] = []")
      for scene in document.scenes { lines.append("    scenes.append(\(self.scene(scene)))") }
      let call = self.call(
        "StoryboardDocument",
        [
          ("name", string(document.name)), ("path", document.path.map(string)),
          ("version", document.version.map(string)),
          ("toolsVersion", document.toolsVersion.map(string)),
          ("targetRuntime", document.targetRuntime.map(string)),
          ("initialViewControllerID", document.initialViewControllerID.map(string)),
          ("scenes", document.scenes.isEmpty ? nil : "scenes"), ("line", "\(document.line)"),
        ])
      lines += ["    return \(call)", "  }"]
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Swift string literal for `text`: printable ASCII as is, everything else escaped.
  package static func string(_ text: String) -> String {
    let escaped = text.escaping { scalar in
      switch scalar {
      case "\"", "\\": return "\\" + String(scalar)
      case " "..."~": return nil
      default: return "\\u{\(String(scalar.value, radix: 16))}"
      }
    }
    return "\"" + escaped + "\""
  }

  private static func call(_ type: String, _ arguments: [(String, String?)]) -> String {
    let present = arguments.compactMap { label, value in value.map { "\(label): \($0)" } }
    return "\(type)(\(present.joined(separator: ", ")))"
  }

  private static func list<T>(_ items: [T], _ write: (T) -> String) -> String? {
    items.isEmpty ? nil : "[" + items.map(write).joined(separator: ", ") + "]"
  }

  private static func member<T: RawRepresentable<String>>(_ value: T) -> String {
    ".`\(value.rawValue)`"
  }

  private static func scene(_ scene: Scene) -> String {
    call(
      "Scene",
      [
        ("sceneID", string(scene.sceneID)), ("controller", controller(scene.controller)),
        ("dockViews", list(scene.dockViews, view)), ("line", "\(scene.line)"),
      ])
  }

  private static func controller(_ spec: ControllerSpec) -> String {
    let elements: String? =
      spec.elements.isEmpty
      ? nil
      : "["
        + spec.elements.keys.sorted().map { "\(string($0)): \(element(spec.elements[$0]!))" }
        .joined(separator: ", ") + "]"
    return call(
      "ControllerSpec",
      [
        ("id", string(spec.id)), ("kind", member(spec.kind)),
        ("elementName", spec.elementName == spec.kind.rawValue ? nil : string(spec.elementName)),
        ("customClass", spec.customClass.map(string)),
        ("customModule", spec.customModule.map(string)),
        ("storyboardIdentifier", spec.storyboardIdentifier.map(string)),
        ("title", spec.title.map(string)),
        ("navigationItem", spec.navigationItem.map(navigationItem)),
        ("tabBarItemTitle", spec.tabBarItemTitle.map(string)),
        ("tableView", spec.tableView.map(tableView)),
        ("tableViewIsRootView", spec.tableViewIsRootView ? "true" : nil),
        ("buttons", list(spec.buttons, button)),
        ("toolbarItems", list(spec.toolbarItems, barButtonItem)),
        ("segues", list(spec.segues, segue)), ("outlets", list(spec.outlets, outlet)),
        ("elements", elements), ("userLabel", spec.userLabel.map(string)),
        ("storyboardName", spec.storyboardName.map(string)),
        ("referencedIdentifier", spec.referencedIdentifier.map(string)),
        ("navigationBarTitle", spec.navigationBarTitle.map(string)),
        ("subviews", list(spec.subviews, subview)),
        ("line", "\(spec.line)"),
      ])
  }

  private static func navigationItem(_ item: NavigationItemSpec) -> String {
    call(
      "NavigationItemSpec",
      [
        ("title", item.title.map(string)),
        ("leftBarButtonItems", list(item.leftBarButtonItems, barButtonItem)),
        ("rightBarButtonItems", list(item.rightBarButtonItems, barButtonItem)),
        ("backBarButtonTitle", item.backBarButtonTitle.map(string)),
        ("line", "\(item.line)"),
      ])
  }

  private static func barButtonItem(_ item: BarButtonItemSpec) -> String {
    call(
      "BarButtonItemSpec",
      [
        ("id", string(item.id)), ("title", item.title.map(string)),
        ("systemItem", item.systemItem.map(string)), ("image", item.image.map(string)),
        ("action", item.action.map(string)),
        ("isEnabled", item.isEnabled ? nil : "false"),
        ("line", "\(item.line)"),
      ])
  }

  private static func button(_ button: ButtonSpec) -> String {
    call(
      "ButtonSpec",
      [
        ("id", string(button.id)), ("title", button.title.map(string)),
        ("action", button.action.map(string)),
        ("isEnabled", button.isEnabled ? nil : "false"), ("image", button.image.map(string)),
        ("accessibilityLabel", button.accessibilityLabel.map(string)),
        ("accessibilityIdentifier", button.accessibilityIdentifier.map(string)),
        ("line", "\(button.line)"),
      ])
  }

  private static func subview(_ subview: SubviewSpec) -> String {
    switch subview {
    case .label(let spec): ".label(\(label(spec)))"
    case .button(let spec): ".button(\(button(spec)))"
    case .textField(let spec): ".textField(\(textField(spec)))"
    case .control(let spec): ".control(\(control(spec)))"
    case .containerView(let id, let line): ".containerView(id: \(string(id)), line: \(line))"
    case .tableView(let id, let line): ".tableView(id: \(string(id)), line: \(line))"
    }
  }

  private static func control(_ control: ControlSpec) -> String {
    let defaults = ControlSpec(id: control.id, kind: control.kind, line: control.line)
    func number(_ value: Double, _ fallback: Double) -> String? {
      value == fallback ? nil : "\(value)"
    }
    return call(
      "ControlSpec",
      [
        ("id", string(control.id)), ("kind", member(control.kind)),
        ("accessibilityLabel", control.accessibilityLabel.map(string)),
        ("accessibilityIdentifier", control.accessibilityIdentifier.map(string)),
        ("userLabel", control.userLabel.map(string)),
        ("isEnabled", control.isEnabled ? nil : "false"), ("isOn", control.isOn ? "true" : nil),
        ("segments", list(control.segments, string)),
        ("selectedSegment", control.selectedSegment == -1 ? nil : "\(control.selectedSegment)"),
        ("value", number(control.value, defaults.value)),
        ("minimumValue", number(control.minimumValue, defaults.minimumValue)),
        ("maximumValue", number(control.maximumValue, defaults.maximumValue)),
        ("stepValue", number(control.stepValue, defaults.stepValue)),
        ("image", control.image.map(string)), ("action", control.action.map(string)),
        ("line", "\(control.line)"),
      ])
  }

  private static func tableView(_ table: TableViewSpec) -> String {
    call(
      "TableViewSpec",
      [
        ("id", string(table.id)), ("dataMode", member(table.dataMode)),
        ("style", table.style.map(string)), ("sections", list(table.sections, section)),
        ("prototypes", list(table.prototypes, cell)), ("line", "\(table.line)"),
      ])
  }

  private static func section(_ section: TableSectionSpec) -> String {
    call(
      "TableSectionSpec",
      [
        ("id", string(section.id)), ("headerTitle", section.headerTitle.map(string)),
        ("footerTitle", section.footerTitle.map(string)), ("cells", list(section.cells, cell)),
        ("line", "\(section.line)"),
      ])
  }

  private static func cell(_ cell: CellSpec) -> String {
    call(
      "CellSpec",
      [
        ("id", string(cell.id)), ("reuseIdentifier", cell.reuseIdentifier.map(string)),
        ("style", cell.style == .custom ? nil : member(cell.style)),
        ("accessory", cell.accessory == .none ? nil : member(cell.accessory)),
        ("customClass", cell.customClass.map(string)), ("text", cell.text.map(string)),
        ("detail", cell.detail.map(string)), ("textField", cell.textField.map(textField)),
        ("labels", list(cell.labels, label)), ("outlets", list(cell.outlets, outlet)),
        ("controls", list(cell.controls, subview)), ("line", "\(cell.line)"),
      ])
  }

  private static func label(_ label: LabelSpec) -> String {
    call(
      "LabelSpec",
      [
        ("id", string(label.id)), ("text", label.text.map(string)),
        ("tag", label.tag.map { "\($0)" }), ("line", "\(label.line)"),
      ])
  }

  private static func textField(_ field: TextFieldSpec) -> String {
    call(
      "TextFieldSpec",
      [
        ("id", string(field.id)), ("text", field.text.map(string)),
        ("placeholder", field.placeholder.map(string)),
        ("isEnabled", field.isEnabled ? nil : "false"), ("isSecure", field.isSecure ? "true" : nil),
        ("accessibilityLabel", field.accessibilityLabel.map(string)),
        ("line", "\(field.line)"),
      ])
  }

  private static func view(_ view: ViewSpec) -> String {
    call(
      "ViewSpec",
      [
        ("id", string(view.id)),
        ("elementName", view.elementName == "view" ? nil : string(view.elementName)),
        ("labels", list(view.labels, label)), ("line", "\(view.line)"),
      ])
  }

  private static func outlet(_ outlet: OutletSpec) -> String {
    call(
      "OutletSpec",
      [
        ("property", string(outlet.property)), ("destination", string(outlet.destination)),
        ("line", "\(outlet.line)"),
      ])
  }

  private static func element(_ element: ElementSpec) -> String {
    switch element {
    case .label(let spec): ".label(\(label(spec)))"
    case .textField(let spec): ".textField(\(textField(spec)))"
    case .cell(let spec): ".cell(\(cell(spec)))"
    case .button(let spec): ".button(\(button(spec)))"
    case .barButtonItem(let spec): ".barButtonItem(\(barButtonItem(spec)))"
    case .view(let spec): ".view(\(view(spec)))"
    case .tableView(let id, let line): ".tableView(id: \(string(id)), line: \(line))"
    case .other(let name, let id, let line):
      ".other(elementName: \(string(name)), id: \(string(id)), line: \(line))"
    }
  }

  private static func segue(_ segue: SegueSpec) -> String {
    let source: String? =
      switch segue.source {
      case .controller: nil
      case .cell(let id): ".cell(id: \(string(id)))"
      case .barButtonItem(let id): ".barButtonItem(id: \(string(id)))"
      case .button(let id): ".button(id: \(string(id)))"
      case .gestureRecognizer(let id): ".gestureRecognizer(id: \(string(id)))"
      case .other(let id): ".other(id: \(string(id)))"
      }
    return call(
      "SegueSpec",
      [
        ("id", string(segue.id)), ("identifier", segue.identifier.map(string)),
        ("kind", member(segue.kind)),
        ("kindName", segue.kindName == segue.kind.rawValue ? nil : string(segue.kindName)),
        ("destination", string(segue.destination)),
        ("relationship", segue.relationship.map(string)),
        ("customClass", segue.customClass.map(string)),
        ("unwindAction", segue.unwindAction.map(string)),
        ("modalPresentationStyle", segue.modalPresentationStyle.map(string)), ("source", source),
        ("line", "\(segue.line)"),
      ])
  }
}
