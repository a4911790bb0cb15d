import RosterSupport

/// Reading an outline from a parsed storyboard, with the names the shell uses
/// (`ControllerSpec.sceneTitle`, `controlNames`, `CellSpec.controlNames`,
/// `BarButtonItemSpec.displayTitle`, `ButtonSpec.displayTitle`, Sources/Storyboard/
/// ControlSpec+DisplayNames.swift).
extension StoryboardOutline {
  /// The outline of `document`. References are described, not followed: an outline depends
  /// only on its file's bytes, as `git diff` needs (it hands textconv a copy in a temporary
  /// folder, where the referenced files are not).
  public init(document: StoryboardDocument) {
    let controllers = document.scenes.map(\.controller)
    var titles: [String: String] = [:]
    for controller in controllers where titles[controller.id] == nil {
      titles[controller.id] = Self.title(of: controller)
    }
    self.init(
      entry: document.initialViewControllerID.map { titles[$0] ?? "missing \($0)" },
      scenes: controllers.map { Self.scene($0, titles: titles, in: document) })
  }

  /// A scene's title; a reference's `Other.storyboard › ID` (or the file alone).
  static func title(of controller: ControllerSpec) -> String {
    guard controller.kind == .viewControllerPlaceholder else { return controller.sceneTitle }
    var title = (controller.storyboardName ?? "?") + ".storyboard"
    if let identifier = controller.referencedIdentifier, !identifier.isEmpty {
      title += " › " + identifier
    }
    if let bundle = controller.bundleIdentifier, !bundle.isEmpty { title += " in " + bundle }
    // Written unquoted: a line feed in it must not start a line of its own.
    return VisibleText.make(title)
  }

  private static func scene(
    _ controller: ControllerSpec, titles: [String: String], in document: StoryboardDocument
  ) -> Scene {
    let isReference = controller.kind == .viewControllerPlaceholder
    var presentation = controller.modalPresentationStyle
    if controller.isModalInPresentation {
      presentation = (presentation.map { $0 + ", " } ?? "") + "modal in presentation"
    }
    // Class names and styles are written unquoted: whatever a terminal obeys, a line feed
    // that would start a line of its own included, is escaped (`VisibleText`).
    let custom = controller.customClass.flatMap { $0.isEmpty ? nil : VisibleText.make($0) }
    let items = isReference ? [] : Self.items(of: controller, titles: titles, in: document)
    let sourceNames = Self.sourceNames(items)
    return Scene(
      id: controller.id, title: titles[controller.id] ?? controller.sceneTitle,
      isReference: isReference,
      className: isReference ? nil : custom ?? controller.uikitClassName,
      uikitClass: isReference || custom == nil ? nil : controller.uikitClassName,
      storyboardID: controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 },
      presentation: presentation.map { VisibleText.make($0) }, items: items,
      segues: controller.segues.map { segue($0, titles: titles, sourceNames: sourceNames) })
  }

  /// How a segue's source is named: `button "Add"`, by the item's object ID.
  private static func sourceNames(_ items: [Item]) -> [String: String] {
    var names: [String: String] = [:]
    for item in items where !item.id.isEmpty && names[item.id] == nil {
      names[item.id] = item.kind.rawValue + (item.name.map { " " + quoted($0) } ?? "")
    }
    return names
  }

  private static func segue(
    _ segue: SegueSpec, titles: [String: String], sourceNames: [String: String]
  ) -> Segue {
    var details: [String] = []
    if let style = segue.modalPresentationStyle, !style.isEmpty { details.append(style) }
    if let custom = segue.customClass, !custom.isEmpty { details.append("class " + custom) }
    let destination: String
    if segue.kind == .unwind {
      destination = "Exit"
      if let action = segue.unwindAction, !action.isEmpty { details.append("action " + action) }
    } else {
      destination = titles[segue.destination].map(quoted) ?? "missing scene"
    }
    let source: String?
    switch segue.source {
    case .controller: source = nil
    case .cell(let id), .barButtonItem(let id), .button(let id), .other(let id):
      source = sourceNames[id] ?? "an element"
    case .gestureRecognizer: source = "a gesture"
    }
    return Segue(
      id: segue.id, identifier: segue.identifier.flatMap { $0.isEmpty ? nil : $0 },
      kind: VisibleText.make(
        segue.kind == .relationship ? segue.relationship ?? "relationship" : segue.kindName),
      destination: destination, destinationID: segue.destination, source: source,
      details: details.isEmpty ? nil : VisibleText.make(details.joined(separator: ", ")))
  }

  /// What the controller draws: its bars, its view's subviews (the table's sections and rows
  /// where the table is), its toolbar, its tabs.
  private static func items(
    of controller: ControllerSpec, titles: [String: String], in document: StoryboardDocument
  ) -> [Item] {
    var items: [Item] = []
    if let title = controller.navigationBarTitle, !title.isEmpty {
      items.append(Item(id: "", kind: .navigationBar, name: title))
    }
    if let navigation = controller.navigationItem {
      if let back = navigation.backBarButtonTitle, !back.isEmpty {
        items.append(Item(id: "", kind: .backButton, name: back))
      }
      items += navigation.leftBarButtonItems.compactMap { bar($0, .leftButton) }
      items += navigation.rightBarButtonItems.compactMap { bar($0, .rightButton) }
    }
    let names = controller.controlNames
    var tableDrawn = false
    for subview in controller.subviews {
      if case .tableView = subview {
        tableDrawn = true
        items += table(of: controller)
      } else if case .containerView(let id, _) = subview {
        let embed = controller.segues.first { $0.kind == .embed && $0.source == .other(id: id) }
        items.append(
          Item(id: id, kind: .container, name: embed.flatMap { titles[$0.destination] }))
      } else if let item = item(subview, names: names) {
        items.append(item)
      }
    }
    if !tableDrawn { items += table(of: controller) }
    // Buttons the parser found outside `subviews` (none in a saved storyboard, but a document
    // made in code may list them only here).
    let drawn = Set(items.map(\.id))
    for button in controller.buttons where !drawn.contains(button.id) {
      items.append(Item(id: button.id, kind: .button, name: button.displayTitle))
    }
    items += controller.toolbarItems.compactMap { bar($0, .toolbarButton) }
    if controller.kind == .tabBarController {
      for segue in controller.segues where segue.relationship == "viewControllers" {
        let child = document.controller(id: segue.destination)
        let name =
          child.flatMap { tabTitle(of: $0, in: document) } ?? titles[segue.destination] ?? "?"
        items.append(Item(id: segue.id, kind: .tab, name: name))
      }
    }
    return items
  }

  /// A tab's title as the tab bar shows it: the child's tab bar item, else (a navigation
  /// controller) its root's, else the child's title.
  private static func tabTitle(of child: ControllerSpec, in document: StoryboardDocument)
    -> String?
  {
    if let title = child.tabBarItemTitle, !title.isEmpty { return title }
    if child.kind == .navigationController,
      let root = child.segues.first(where: { $0.relationship == "rootViewController" }),
      let spec = document.controller(id: root.destination)
    {
      return spec.tabBarItemTitle.flatMap { $0.isEmpty ? nil : $0 } ?? title(of: spec)
    }
    return title(of: child)
  }

  private static func bar(_ item: BarButtonItemSpec, _ kind: Item.Kind) -> Item? {
    guard !item.isSpace else { return nil }
    return Item(
      id: item.id, kind: kind, name: item.displayTitle, state: item.isEnabled ? nil : "disabled")
  }

  /// One subview as the shell draws it; nil for what shows nothing.
  private static func item(
    _ subview: SubviewSpec, names: [String: String], place: String? = nil, depth: Int = 0
  ) -> Item? {
    func states(_ parts: String?...) -> String? {
      let kept = parts.compactMap { $0 }
      return kept.isEmpty ? nil : kept.joined(separator: ", ")
    }
    func disabled(_ enabled: Bool) -> String? { enabled ? nil : "disabled" }
    switch subview {
    case .label(let label):
      guard let text = label.text, !text.isEmpty else { return nil }
      return Item(id: label.id, kind: .label, name: text, place: place, depth: depth)
    case .button(let button):
      return Item(
        id: button.id, kind: .button, name: button.displayTitle ?? names[button.id],
        state: disabled(button.isEnabled), place: place, depth: depth)
    case .textField(let field):
      let text = field.text.flatMap { $0.isEmpty ? nil : "text " + quoted($0) }
      return Item(
        id: field.id, kind: .field, name: names[field.id],
        state: states(text, field.isSecure ? "secure" : nil, disabled(field.isEnabled)),
        place: place, depth: depth)
    case .control(let control):
      return self.control(control, name: names[control.id], place: place, depth: depth)
    case .containerView, .tableView:
      return nil
    }
  }

  static func control(
    _ control: ControlSpec, name: String?, place: String?, depth: Int
  ) -> Item? {
    let disabled = control.isEnabled ? nil : "disabled"
    func make(_ kind: Item.Kind, _ name: String?, _ parts: [String?]) -> Item {
      let kept = (parts + [disabled]).compactMap { $0 }
      return Item(
        id: control.id, kind: kind, name: name,
        state: kept.isEmpty ? nil : kept.joined(separator: ", "), place: place, depth: depth)
    }
    let number = ControlSpec.numberText
    switch control.kind {
    case .switch:
      return make(.switch, name, [control.isOn ? "on" : "off"])
    case .segmentedControl:
      let segments = "[" + control.segments.map(quoted).joined(separator: " | ") + "]"
      let selected =
        control.segments.indices.contains(control.selectedSegment)
        ? quoted(control.segments[control.selectedSegment]) + " selected" : "none selected"
      return make(.segmented, name, [segments, selected])
    case .slider, .stepper:
      var range = number(control.minimumValue) + " to " + number(control.maximumValue)
      if control.kind == .stepper { range += " by " + number(control.stepValue) }
      return make(
        control.kind == .slider ? .slider : .stepper, name,
        [number(control.value) + " (" + range + ")"])
    case .imageView:
      return make(
        .image,
        ControlSpec.imageDisplayName(
          accessibilityLabel: control.accessibilityLabel, image: control.image), [])
    case .textView:
      guard let text = control.text, !text.isEmpty else { return nil }
      return make(.text, text, [])
    case .pickerView, .datePicker:
      let mode = control.kind == .datePicker ? control.datePickerMode ?? "dateAndTime" : nil
      return make(.picker, ControlSpec.pickerDisplayName(datePickerMode: mode), [])
    case .progressView:
      let fraction = min(1, max(0, control.value.isFinite ? control.value : 0))
      return make(.progress, name, ["\(Int((fraction * 100).rounded())) %"])
    case .activityIndicatorView:
      if control.isAnimating { return make(.activityIndicator, name, ["busy"]) }
      return control.hidesWhenStopped ? nil : make(.activityIndicator, name, ["stopped"])
    case .searchBar:
      let shown = [control.text, control.placeholder].lazy.compactMap { $0 }.first {
        !$0.isEmpty
      }
      return make(.search, shown, [])
    }
  }
}
