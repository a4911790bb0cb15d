/// Reading the pieces of a scene as their elements open: frames, controls, controllers, tables,
/// bar button placement and texts.
extension StoryboardBuilder {
  /// Records where the element holding a `<rect key="frame">` is, inside the open cell:
  /// frames are relative to the superview, so each is offset by the nearest placed ancestor's.
  func placeFrame(_ attributes: XMLAttributes) {
    func number(_ name: StaticString) -> Double {
      attributes.value(name).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0
    }
    guard stack.count >= 2 else { return }
    let base = stack.dropLast().last { $0.origin != nil }?.origin ?? (0, 0)
    let origin = (x: base.x + number("x"), y: base.y + number("y"))
    stack[stack.count - 1].origin = origin
    stack[stack.count - 1].size = (number("width"), number("height"))
    // A container view is added when it opens, before its frame is read.
    if cell == nil, stack[stack.count - 1].tag == .containerView, let id = stack.last?.id,
      let index = scene?.subviews.lastIndex(where: {
        if case .containerView(id, _) = $0 { true } else { false }
      })
    {
      scene?.subviewFrames[index] = (origin.x, origin.y, number("width"), number("height"))
    }
    if stack[stack.count - 1].tag == .label, label != nil {
      label?.frame = (origin.x, origin.y, number("width"), number("height"))
    }
  }

  /// A cell's labels as iOS lays them out: lines top to bottom (labels whose vertical middle
  /// falls within a line's first label share that line), each line left to right. Labels
  /// without frames (old files) keep the document's order.
  static func layoutOrder(_ labels: [LabelState]) -> [LabelState] {
    let placed = labels.compactMap { label in label.frame.map { (label, $0) } }
    guard placed.count == labels.count, labels.count > 1 else { return labels }
    return linesTopToBottom(placed)
  }

  /// `items` as read on a screen: lines top to bottom (items whose vertical middle falls within
  /// a line's first item share that line), each line left to right; ties keep their order.
  private static func linesTopToBottom<Item>(_ items: [(Item, LabelState.Frame)]) -> [Item] {
    let byTop = items.enumerated().sorted {
      ($0.element.1.y, $0.offset) < ($1.element.1.y, $1.offset)
    }.map(\.element)
    var lines: [[(Item, LabelState.Frame)]] = []
    for entry in byTop {
      let middle = entry.1.y + entry.1.height / 2
      if let first = lines.last?.first, middle <= first.1.y + max(first.1.height, 1) {
        lines[lines.count - 1].append(entry)
      } else {
        lines.append([entry])
      }
    }
    return lines.flatMap { line in
      line.enumerated().sorted { ($0.element.1.x, $0.offset) < ($1.element.1.x, $1.offset) }
        .map(\.element.0)
    }
  }

  /// A scene's free-standing views in reading order, as the device lays them out: lines top to
  /// bottom (views whose vertical middle falls within a line's first view share that line),
  /// each line left to right; stack views and nested views place theirs by their own frames,
  /// so a horizontal stack is one line. The document's order is kept when a view has no frame
  /// (old files) or the scene has a table view (its header's views sit inside its frame).
  static func readingOrder(_ subviews: [SubviewSpec], frames: [LabelState.Frame?])
    -> [SubviewSpec]
  {
    guard subviews.count > 1, frames.count == subviews.count,
      !subviews.contains(where: { if case .tableView = $0 { true } else { false } })
    else { return subviews }
    let placed = frames.compactMap { $0 }
    guard placed.count == subviews.count else { return subviews }
    return linesTopToBottom(Array(zip(subviews, placed)))
  }

  /// A control's state from its attributes (IB leaves out what equals UIKit's default).
  static func control(
    _ kind: ControlSpec.Kind, _ attributes: XMLAttributes, id: String, line: Int
  ) -> ControlSpec {
    func number(_ name: StaticString, _ other: StaticString, _ fallback: Double) -> Double {
      (attributes.value(name) ?? attributes.value(other)).flatMap(Double.init).flatMap {
        $0.isFinite ? $0 : nil
      } ?? fallback
    }
    var spec = ControlSpec(
      id: id, kind: kind, userLabel: attributes.value("userLabel"),
      isEnabled: !attributes.value("enabled", equals: "NO"),
      isOn: attributes.value("on", equals: "YES"),
      selectedSegment: attributes.value("selectedSegmentIndex").flatMap { Int($0) } ?? -1,
      value: number("value", "value", 0), image: attributes.value("image"), line: line)
    switch kind {
    case .slider:
      spec.minimumValue = number("minValue", "minimumValue", 0)
      spec.maximumValue = number("maxValue", "maximumValue", 1)
    case .stepper:
      spec.minimumValue = number("minimumValue", "minValue", 0)
      spec.maximumValue = number("maximumValue", "maxValue", 100)
      spec.stepValue = number("stepValue", "stepValue", 1)
    case .textView:
      spec.text = attributes.value("text")
    case .progressView:
      spec.value = min(1, max(0, number("progress", "progress", 0)))
    case .datePicker:
      spec.datePickerMode = attributes.value("datePickerMode")
    case .activityIndicatorView:
      spec.isAnimating = attributes.value("animating", equals: "YES")
      spec.hidesWhenStopped = attributes.value("hidesWhenStopped", equals: "YES")
    case .searchBar:
      spec.text = attributes.value("text")
      spec.placeholder = attributes.value("placeholder")
    default:
      break
    }
    return spec
  }

  func startController(
    _ name: XMLName, _ attributes: XMLAttributes, id: String?, line: Int
  ) {
    guard scene?.controller == nil else { return }
    let elementName = name.string
    let kind = ControllerKind(rawValue: elementName) ?? .other
    scene?.controller = ControllerSpec(
      id: id ?? "", kind: kind, elementName: elementName,
      customClass: attributes.value("customClass"),
      customModule: attributes.value("customModule"),
      storyboardIdentifier: Self.nonEmpty(attributes.value("storyboardIdentifier")),
      title: attributes.value("title"),
      storyboardName: attributes.value("storyboardName"),
      referencedIdentifier: attributes.value("referencedIdentifier"), line: line)
    scene?.controller?.userLabel = attributes.value("userLabel")
    scene?.controller?.bundleIdentifier = attributes.value("bundleIdentifier")
    scene?.controller?.modalPresentationStyle = Self.nonEmpty(
      attributes.value("modalPresentationStyle"))
    scene?.controller?.isModalInPresentation =
      attributes.value("modalInPresentation", equals: "YES")
    scene?.controller?.definesPresentationContext =
      attributes.value("definesPresentationContext", equals: "YES")
  }

  func startTableView(
    _ attributes: XMLAttributes, id: String?, parent: Frame?, line: Int
  ) -> Bool {
    guard let scene, scene.controller != nil, !scene.tableOpen, scene.tableView == nil,
      cell == nil
    else {
      if let id { self.scene?.setElement(.tableView(id: id, line: line), id: id) }
      return false
    }
    let dataMode: TableViewSpec.DataMode =
      attributes.value("dataMode", equals: "static") ? .static : .prototypes
    self.scene?.tableView = TableViewSpec(
      id: id ?? "", dataMode: dataMode, style: attributes.value("style"), line: line)
    self.scene?.tableOpen = true
    self.scene?.tableIsRootView =
      parent?.tag == .controller && attributes.value("key", equals: "view")
    if let id { self.scene?.setElement(.tableView(id: id, line: line), id: id) }
    return true
  }

  func barButtonPlacement(_ attributes: XMLAttributes, parent: Frame?)
    -> BarButtonPlacement
  {
    switch parent?.tag {
    case .navigationItem?:
      if attributes.value("key", equals: "leftBarButtonItem") { return .left }
      if attributes.value("key", equals: "rightBarButtonItem") { return .right }
      if attributes.value("key", equals: "backBarButtonItem") { return .back }
      return .none
    case .leftBarButtonItems?: return .left
    case .rightBarButtonItems?: return .right
    case .toolbarItems?: return .toolbar
    case .items?:
      // `<toolbar><items>`; a navigation bar's items are navigation items, not buttons.
      return stack.count >= 2 && stack[stack.count - 2].tag == .toolbar ? .toolbar : .none
    default: return .none
    }
  }

  func startString(_ attributes: XMLAttributes, parent: Frame?) {
    switch parent?.tag {
    case .label? where attributes.value("key", equals: "text"):
      capture = (.labelText, [])
    case .textField? where attributes.value("key", equals: "text"):
      capture = (.textFieldText, [])
    case .textView? where attributes.value("key", equals: "text"):
      capture = (.controlText, [])
    case .fragment? where attributes.value("key", equals: "content"):
      capture = (.fragment, [])
    case .navigationItem? where attributes.value("key", equals: "title"):
      capture = (.navigationTitle, [])
    case .controller? where attributes.value("key", equals: "title"):
      capture = (.controllerTitle, [])
    case .barButtonItem? where attributes.value("key", equals: "title"):
      capture = (.barButtonTitle, [])
    case .state?, .buttonConfiguration?:
      // A title with a line break is written as an element, not an attribute (in the normal
      // state or the configuration; other states' titles are not shown).
      if parent?.opened == true, attributes.value("key", equals: "title") {
        capture = (.buttonTitle, [])
      }
    default:
      break
    }
  }

  func appendFragment(_ text: String) {
    if var current = label {
      current.text = (current.textFromFragments ? current.text ?? "" : "") + text
      current.textFromFragments = true
      label = current
    } else if var current = textField {
      current.text = (current.text ?? "") + text
      textField = current
    } else if var current = control, current.kind == .textView {
      current.text = (current.text ?? "") + text
      control = current
    } else if button != nil {
      appendButtonFragment(text)
    }
  }
}
