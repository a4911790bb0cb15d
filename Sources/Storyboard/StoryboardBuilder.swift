/// Builds a `StoryboardDocument` from SAX events: a stack of open elements plus the pieces of
/// the scene being read, each finished when its element closes.
///
/// Interface Builder writes the same structure across eras (document versions 1.1–3.0); the
/// differences handled here are `view key="contentView"` versus `tableViewCellContentView`,
/// navigation items inside an old `<navigationBar><items>`, `string`/`attributedString` texts,
/// and `state` versus `buttonConfiguration` button titles. Unknown elements are skipped.
final class StoryboardBuilder: XMLEventHandler {
  private(set) var document: StoryboardDocument
  private(set) var sawDocument = false
  /// The document is a macOS, tvOS or watchOS storyboard (refused, but not a broken file).
  private(set) var isOtherPlatform = false

  private var stack: [Frame] = []
  private var scene: SceneState?

  // The innermost open item of each kind (they never nest in themselves in IB files).
  private var section: TableSectionSpec?
  private var cell: CellState?
  private var label: LabelState?
  private var textField: TextFieldSpec?
  private var button: ButtonSpec?
  private var control: ControlSpec?
  private var barButton: (item: BarButtonItemSpec, placement: BarButtonPlacement)?
  private var navigationItem: (item: NavigationItemSpec, primary: Bool)?
  private var dockView: ViewSpec?
  private var capture: (target: CaptureTarget, bytes: [UInt8])?
  /// Every element id seen, with its first line: duplicates and broken connections.
  private var seenIDs: [String: Int] = [:]
  private var connections: [DocumentFindings.BrokenConnection] = []
  /// Open elements that are the scene controller's root view (0 or 1).
  private var rootViews = 0
  /// Open elements that are the title view of the controller's own navigation item (0 or 1):
  /// drawn too, first (it shows in the bar, above the view).
  private var titleViews = 0
  /// Open elements whose subtree is not drawn: hidden (`hidden="YES"`, `alpha="0"`) or a
  /// collection view (its cells come from code).
  private var excluded = 0

  init(name: String, path: String?) {
    self.document = StoryboardDocument(name: name, path: path)
  }

  var wantsCharacters: Bool { capture != nil }

  func characters(_ text: UnsafeBufferPointer<UInt8>) {
    capture?.bytes.append(contentsOf: text)
  }

  // MARK: - Start

  func startElement(_ name: XMLName, _ attributes: XMLAttributes, line: Int) throws(XMLFailure) {
    var tag = Tag.classify(name)
    let parent = stack.last
    if parent == nil {
      try startDocument(name, attributes, line: line)
      stack.append(Frame(tag: .document, id: nil))
      return
    }
    // The scene's top-level objects: its controller, placeholders, gestures, dock views.
    if parent?.tag == .objects, scene != nil, tag != .placeholder, tag != .exit {
      if attributes.value("sceneMemberID", equals: "viewController")
        || (scene?.controller == nil && name.hasSuffix("Controller")
          && !attributes.contains("sceneMemberID"))
      {
        tag = .controller
      } else if tag != .gestureRecognizer && tag != .ignored {
        tag = .dockObject
      }
    }
    let anyID = attributes.value("id")
    let id = tag == .ignored ? nil : anyID
    var frame = Frame(tag: tag, id: id)
    noteFindings(name, attributes, tag: tag, id: anyID, line: line)
    if parent?.tag == .controller, attributes.value("key", equals: "view") {
      frame.isRootView = true
      rootViews += 1
    }
    if parent?.tag == .navigationItem, navigationItem?.primary == true,
      attributes.value("key", equals: "titleView")
    {
      frame.isTitleView = true
      titleViews += 1
    }
    if attributes.value("hidden", equals: "YES") || attributes.value("alpha", equals: "0")
      || attributes.value("alpha", equals: "0.0") || tag == .collectionView
    {
      frame.excludes = true
      excluded += 1
    }

    switch tag {
    case .scene:
      scene = SceneState(sceneID: attributes.value("sceneID") ?? "", line: line)
    case .controller:
      startController(name, attributes, id: id, line: line)
    case .dockObject:
      if let id, dockView == nil, Tag.isDockView(name) {
        dockView = ViewSpec(id: id, elementName: name.string, line: line)
        frame.opened = true
      }
    case .connections:
      frame.ownerTag = parent?.tag
      frame.id = parent?.id
    case .segue:
      addSegue(attributes, owner: parent, id: id, line: line)
    case .outlet, .outletCollection:
      addOutlet(attributes, owner: parent, line: line)
    case .action:
      addAction(attributes, owner: parent)
    case .tableView:
      frame.opened = startTableView(attributes, id: id, parent: parent, line: line)
    case .tableViewSection:
      if scene?.tableOpen == true, section == nil {
        section = TableSectionSpec(
          id: id ?? "", headerTitle: attributes.value("headerTitle"),
          footerTitle: attributes.value("footerTitle"), line: line)
        frame.opened = true
      }
    case .tableViewCell:
      if cell == nil {
        cell = CellState(attributes, id: id ?? "", line: line)
        frame.opened = true
      }
    case .label:
      if label == nil {
        label = LabelState(
          spec: LabelSpec(
            id: id ?? "", text: attributes.value("text"),
            tag: attributes.value("tag").flatMap { Int($0) }, line: line))
        frame.opened = true
      }
    case .textField:
      if textField == nil {
        textField = TextFieldSpec(
          id: id ?? "", text: attributes.value("text"),
          placeholder: attributes.value("placeholder"),
          isEnabled: !attributes.value("enabled", equals: "NO"), line: line)
        frame.opened = true
      }
    case .button:
      if button == nil {
        button = ButtonSpec(
          id: id ?? "", title: attributes.value("title"),
          isEnabled: !attributes.value("enabled", equals: "NO"), line: line)
        frame.opened = true
      }
    case .state:
      if parent?.tag == .button, attributes.value("key", equals: "normal") {
        if let title = attributes.value("title") { button?.title = title }
        if let image = attributes.value("image") { button?.image = image }
      }
    case .buttonConfiguration:
      if parent?.tag == .button, button?.title == nil, let title = attributes.value("title") {
        button?.title = title
      }
      if parent?.tag == .button, button?.image == nil, let image = attributes.value("image") {
        button?.image = image
      }
    case .switchControl, .segmentedControl, .slider, .stepper, .imageView, .textView,
      .pickerView, .datePicker, .progressView, .activityIndicatorView, .searchBar:
      if control == nil, let kind = tag.controlKind {
        control = Self.control(kind, attributes, id: id ?? "", line: line)
        frame.opened = true
      }
    case .rect:
      if cell != nil, attributes.value("key", equals: "frame") { placeFrame(attributes) }
    case .listContentConfiguration:
      // iOS 14's way to fill a cell without labels: its text and secondary text.
      if parent?.tag == .tableViewCell, attributes.value("key", equals: "contentConfiguration") {
        cell?.configurationText = Self.nonEmpty(attributes.value("text"))
        cell?.configurationDetail = Self.nonEmpty(attributes.value("secondaryText"))
      }
    case .segment:
      if control?.kind == .segmentedControl {
        control?.segments.append(attributes.value("title") ?? attributes.value("image") ?? "")
      }
    case .imageReference:
      if parent?.tag == .imageView, control?.image == nil {
        control?.image = attributes.value("image")
      }
    case .accessibility:
      if let label = attributes.value("label"), !label.isEmpty {
        switch parent?.tag {
        case .button?: button?.accessibilityLabel = label
        case .textField?: textField?.accessibilityLabel = label
        case let parentTag? where parentTag.controlKind != nil: control?.accessibilityLabel = label
        default: break
        }
      }
    case .textInputTraits:
      if parent?.tag == .textField, attributes.value("secureTextEntry", equals: "YES") {
        textField?.isSecure = true
      }
    case .containerView:
      if let id, isDrawn { addSubview(.containerView(id: id, line: line)) }
    case .barButtonItem:
      if barButton == nil {
        let placement = barButtonPlacement(attributes, parent: parent)
        barButton = (
          BarButtonItemSpec(
            id: id ?? "", title: attributes.value("title"),
            systemItem: attributes.value("systemItem"), image: attributes.value("image"),
            line: line),
          placement
        )
        frame.opened = true
      }
    case .navigationItem:
      if navigationItem == nil {
        let primary =
          parent?.tag == .controller && attributes.value("key", equals: "navigationItem")
        navigationItem = (
          NavigationItemSpec(title: attributes.value("title"), line: line), primary
        )
        frame.opened = true
      }
    case .tabBarItem:
      if parent?.tag == .controller, attributes.value("key", equals: "tabBarItem") {
        // An empty title (IB writes title="" for an untitled item) falls to the system item.
        let title = attributes.value("title").flatMap { $0.isEmpty ? nil : $0 }
        scene?.controller?.tabBarItemTitle =
          title ?? attributes.value("systemItem").map(Self.systemTabTitle)
      }
    case .string:
      startString(attributes, parent: parent)
    case .fragment:
      if let content = attributes.value("content") {
        appendFragment(content)
      } else if label != nil || textField != nil || control?.kind == .textView {
        capture = (.fragment, [])
      }
    default:
      break
    }
    if let id, scene != nil, frame.tag.isGenericElement, scene?.elements[id] == nil {
      scene?.elements[id] = .other(elementName: name.string, id: id, line: line)
    }
    stack.append(frame)
  }

  private func startDocument(
    _ name: XMLName, _ attributes: XMLAttributes, line: Int
  ) throws(XMLFailure) {
    guard name.equals("document") else {
      throw XMLFailure(
        message:
          "the root element is <\(name.string)>, not <document>: this is not an "
          + "Interface Builder storyboard; pass a .storyboard file saved by Xcode",
        line: line)
    }
    sawDocument = true
    document.line = line
    let type = attributes.value("type")
    let runtime = attributes.value("targetRuntime")
    document.version = attributes.value("version")
    document.toolsVersion = attributes.value("toolsVersion")
    document.targetRuntime = runtime
    document.initialViewControllerID = attributes.value("initialViewController")
    if let refusal = Self.platformRefusal(type: type, runtime: runtime) {
      isOtherPlatform = Self.otherPlatform(type: type, runtime: runtime) != nil
      throw XMLFailure(message: refusal, line: line)
    }
  }

  /// Whether `text` holds the ASCII `needle`, byte for byte. String.contains(_:) searches by
  /// Character through _StringProcessing: ~100,000 instructions a call, 5% of start-up.
  private static func contains(_ text: [UInt8], _ needle: StaticString) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard count <= text.count else { return false }
    return needle.withUTF8Buffer { needle in
      (0...text.count - count).contains { start in
        text[start..<start + count].elementsEqual(needle)
      }
    }
  }

  /// Why a document that is not an iOS storyboard is refused, or nil when it is one.
  static func platformRefusal(type: String?, runtime: String?) -> String? {
    if let platform = otherPlatform(type: type, runtime: runtime) {
      return
        "this is \(platform) storyboard (targetRuntime \(runtime ?? "?")); Roster runs iOS "
        + "storyboards only (targetRuntime iOS.CocoaTouch)"
    }
    if let type, !contains(Array(type.utf8), "Storyboard") {
      return
        "this Interface Builder document is not a storyboard (type \(type)); Roster reads "
        + ".storyboard files, not XIBs"
    }
    return nil
  }

  /// "a macOS", "a tvOS" or "a watchOS" for another platform's document; nil for iOS.
  static func otherPlatform(type: String?, runtime: String?) -> String? {
    let text = Array(((type ?? "") + " " + (runtime ?? "")).utf8)
    let platform: String?
    if contains(text, "AppleTV") {
      platform = "a tvOS"
    } else if contains(text, "WatchKit") || contains(text, "watchKit") {
      platform = "a watchOS"
    } else if contains(text, "MacOSX") || contains(text, ".Cocoa.") || runtime == "MacOSX.Cocoa" {
      platform = "a macOS"
    } else {
      platform = nil
    }
    return platform
  }

  /// Whether an element opening or closing now is drawn in the scene's view: inside the root
  /// view, outside hidden subtrees, table cells and scene-dock views.
  private var isDrawn: Bool {
    scene != nil && (rootViews > 0 || titleViews > 0) && excluded == 0 && cell == nil
      && dockView == nil
  }

  /// Adds a drawn subview: to the title view's, drawn first, while inside it.
  private func addSubview(_ subview: SubviewSpec) {
    if titleViews > 0 {
      scene?.titleSubviews.append(subview)
    } else {
      scene?.subviews.append(subview)
    }
  }

  /// Records where the element holding a `<rect key="frame">` is, inside the open cell:
  /// frames are relative to the superview, so each is offset by the nearest placed ancestor's.
  private func placeFrame(_ attributes: XMLAttributes) {
    func number(_ name: StaticString) -> Double {
      attributes.value(name).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0
    }
    guard stack.count >= 2 else { return }
    let base = stack.dropLast().last { $0.origin != nil }?.origin ?? (0, 0)
    let origin = (x: base.x + number("x"), y: base.y + number("y"))
    stack[stack.count - 1].origin = origin
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
    let byTop = placed.enumerated().sorted {
      ($0.element.1.y, $0.offset) < ($1.element.1.y, $1.offset)
    }.map(\.element)
    var lines: [[(LabelState, LabelState.Frame)]] = []
    for entry in byTop {
      let middle = entry.1.y + entry.1.height / 2
      if let first = lines.last?.first, middle <= first.1.y + max(first.1.height, 1) {
        lines[lines.count - 1].append(entry)
      } else {
        lines.append([entry])
      }
    }
    return lines.flatMap { line in line.sorted { $0.1.x < $1.1.x }.map(\.0) }
  }

  /// A control's state from its attributes (IB leaves out what equals UIKit's default).
  private static func control(
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

  private func startController(
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
  }

  private func startTableView(
    _ attributes: XMLAttributes, id: String?, parent: Frame?, line: Int
  ) -> Bool {
    guard let scene, scene.controller != nil, !scene.tableOpen, scene.tableView == nil,
      cell == nil
    else {
      if let id { self.scene?.elements[id] = .tableView(id: id, line: line) }
      return false
    }
    let dataMode: TableViewSpec.DataMode =
      attributes.value("dataMode", equals: "static") ? .static : .prototypes
    self.scene?.tableView = TableViewSpec(
      id: id ?? "", dataMode: dataMode, style: attributes.value("style"), line: line)
    self.scene?.tableOpen = true
    self.scene?.tableIsRootView =
      parent?.tag == .controller && attributes.value("key", equals: "view")
    if let id { self.scene?.elements[id] = .tableView(id: id, line: line) }
    return true
  }

  private func barButtonPlacement(_ attributes: XMLAttributes, parent: Frame?)
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

  private func startString(_ attributes: XMLAttributes, parent: Frame?) {
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
    default:
      break
    }
  }

  private func appendFragment(_ text: String) {
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
    }
  }

  // MARK: - Connections

  private func addSegue(_ attributes: XMLAttributes, owner: Frame?, id: String?, line: Int) {
    guard scene != nil, let owner, owner.tag == .connections else { return }
    let unwindAction = attributes.value("unwindAction")
    // Some older files write unwind segues with an action but no kind.
    let kindName = attributes.value("kind") ?? (unwindAction != nil ? "unwind" : "")
    let ownerID = owner.id ?? ""
    let source: SegueSource
    switch owner.ownerTag {
    case .controller?: source = .controller
    case .tableViewCell?: source = .cell(id: ownerID)
    case .barButtonItem?: source = .barButtonItem(id: ownerID)
    case .button?: source = .button(id: ownerID)
    case .gestureRecognizer?: source = .gestureRecognizer(id: ownerID)
    default: source = .other(id: ownerID)
    }
    scene?.segues.append(
      SegueSpec(
        id: id ?? "", identifier: Self.nonEmpty(attributes.value("identifier")),
        kind: SegueKind(rawValue: kindName) ?? .unknown, kindName: kindName,
        destination: attributes.value("destination") ?? "",
        relationship: attributes.value("relationship"),
        customClass: attributes.value("customClass"),
        unwindAction: unwindAction, source: source, line: line))
  }

  private func addOutlet(_ attributes: XMLAttributes, owner: Frame?, line: Int) {
    guard let owner, owner.tag == .connections,
      let property = attributes.value("property"),
      let destination = attributes.value("destination")
    else { return }
    let outlet = OutletSpec(property: property, destination: destination, line: line)
    switch owner.ownerTag {
    case .controller?: scene?.controllerOutlets.append(outlet)
    case .tableViewCell?: cell?.spec.outlets.append(outlet)
    default: break
    }
  }

  private func addAction(_ attributes: XMLAttributes, owner: Frame?) {
    guard let owner, owner.tag == .connections else { return }
    let selector = attributes.value("selector")
    switch owner.ownerTag {
    case .barButtonItem?:
      if barButton?.item.action == nil { barButton?.item.action = selector }
    case .button?:
      if button?.action == nil { button?.action = selector }
    case let tag? where tag.controlKind != nil:
      if control?.action == nil { control?.action = selector }
    default: break
    }
  }

  /// Records what lint checks file-wide: repeated ids, IB's layout flags, connections.
  private func noteFindings(
    _ name: XMLName, _ attributes: XMLAttributes, tag: Tag, id: String?, line: Int
  ) {
    if let id {
      if let first = seenIDs[id] {
        document.findings.duplicateIDs.append(
          .init(id: id, elementName: name.string, line: line, firstLine: first))
      } else {
        seenIDs[id] = line
      }
    }
    switch tag {
    case .outlet, .outletCollection, .action:
      if let destination = attributes.value("destination") {
        let kind = tag == .action ? "action" : tag == .outlet ? "outlet" : "outletCollection"
        let label = attributes.value(tag == .action ? "selector" : "property") ?? "?"
        connections.append(.init(kind: kind, name: label, destination: destination, line: line))
      }
    case .ignored, .segue, .scene, .objects, .connections, .string, .fragment, .state:
      break
    default:
      var flags: [String] = []
      if attributes.value("ambiguous", equals: "YES") { flags.append("ambiguous") }
      if attributes.value("misplaced", equals: "YES") { flags.append("misplaced") }
      for flag in flags {
        document.findings.layoutFlags.append(
          .init(id: id ?? "", elementName: name.string, flag: flag, line: line))
      }
    }
  }

  /// Called once the whole file is read: connections to ids no element has.
  func finish() {
    document.findings.brokenConnections = connections.filter { seenIDs[$0.destination] == nil }
  }

  // MARK: - End

  func endElement(_ name: XMLName) throws(XMLFailure) {
    guard let frame = stack.popLast() else { return }
    // Whether this element is drawn is decided before its own flags are undone.
    let drawn = isDrawn
    defer {
      if frame.isRootView { rootViews -= 1 }
      if frame.isTitleView { titleViews -= 1 }
      if frame.excludes { excluded -= 1 }
    }
    switch frame.tag {
    case .scene:
      finishScene()
    case .dockObject where frame.opened:
      if let view = dockView {
        scene?.dockViews.append(view)
        scene?.elements[view.id] = .view(view)
      }
      dockView = nil
    case .tableView where frame.opened:
      scene?.tableOpen = false
      // At its end, so a table header view's labels are drawn above the rows.
      if drawn, let table = scene?.tableView {
        addSubview(.tableView(id: table.id, line: table.line))
      }
    case .tableViewSection where frame.opened:
      if let section { scene?.tableView?.sections.append(section) }
      section = nil
    case .tableViewCell where frame.opened:
      finishCell(inPrototypes: stack.last?.tag == .prototypes)
    case .label where frame.opened:
      if let label {
        cell?.labels.append(label)
        dockView?.labels.append(label.spec)
        scene?.elements[label.id] = .label(label.spec)
        if drawn { addSubview(.label(label.spec)) }
      }
      label = nil
    case .textField where frame.opened:
      if let textField {
        if cell != nil, cell?.spec.textField == nil { cell?.spec.textField = textField }
        scene?.elements[textField.id] = .textField(textField)
        if drawn { addSubview(.textField(textField)) }
      }
      textField = nil
    case .button where frame.opened:
      if let button {
        if cell == nil, dockView == nil { scene?.buttons.append(button) }
        if let title = button.title, !title.isEmpty { cell?.buttonTitles.append(title) }
        scene?.elements[button.id] = .button(button)
        if drawn { addSubview(.button(button)) }
      }
      button = nil
    case .switchControl, .segmentedControl, .slider, .stepper, .imageView, .textView,
      .pickerView, .datePicker, .progressView, .activityIndicatorView, .searchBar:
      if frame.opened, let control {
        if drawn { addSubview(.control(control)) }
        self.control = nil
      }
    case .barButtonItem where frame.opened:
      finishBarButton()
    case .navigationItem where frame.opened:
      if let (item, primary) = navigationItem {
        if primary {
          scene?.navigationItem = item
        } else if scene?.barNavigationItem == nil {
          scene?.barNavigationItem = item
        }
      }
      navigationItem = nil
    case .string, .fragment:
      finishCapture()
    default:
      break
    }
  }

  private func finishCapture() {
    guard let (target, bytes) = capture else { return }
    capture = nil
    let text = String(decoding: bytes, as: UTF8.self)
    switch target {
    case .labelText: label?.text = text
    case .textFieldText: textField?.text = text
    case .controlText: control?.text = text
    case .fragment: appendFragment(text)
    case .navigationTitle: navigationItem?.item.title = text
    case .controllerTitle: scene?.controller?.title = text
    case .barButtonTitle: barButton?.item.title = text
    }
  }

  private func finishBarButton() {
    guard let (item, placement) = barButton else { return }
    barButton = nil
    // Flexible and fixed spaces lay items out; they are not buttons.
    switch placement {
    case _ where item.isSpace: break
    case .left: navigationItem?.item.leftBarButtonItems.append(item)
    case .right: navigationItem?.item.rightBarButtonItems.append(item)
    case .toolbar: scene?.toolbarItems.append(item)
    case .back: navigationItem?.item.backBarButtonTitle = item.title
    case .none: break
    }
    scene?.elements[item.id] = .barButtonItem(item)
  }

  private func finishCell(inPrototypes: Bool) {
    guard var state = cell else { return }
    cell = nil
    let labels = Self.layoutOrder(state.labels)
    let textLabel = state.textLabelID.flatMap { id in labels.first { $0.id == id } }
    let detailLabel = state.detailTextLabelID.flatMap { id in labels.first { $0.id == id } }
    state.spec.labels = labels.map(\.spec)
    // A cell without labels shows its content configuration's text, else its button's title.
    state.spec.text =
      textLabel?.text ?? labels.first?.text ?? state.configurationText
      ?? state.buttonTitles.first
    if let detailLabel {
      state.spec.detail = detailLabel.text
    } else if labels.count > 1 {
      state.spec.detail = labels[1].text
    } else if labels.isEmpty {
      state.spec.detail = state.configurationDetail
    }
    let spec = state.spec
    scene?.elements[spec.id] = .cell(spec)
    // Cells of a second table (the controller keeps its first) are named elements only.
    guard scene?.tableOpen == true else { return }
    if inPrototypes {
      scene?.tableView?.prototypes.append(spec)
    } else if section != nil {
      section?.cells.append(spec)
    }
  }

  private func finishScene() {
    guard let state = scene else { return }
    scene = nil
    guard var controller = state.controller else { return }
    // The title is the controller's own navigation item's, never a bar's in its view; without
    // an item of its own, the bar's buttons still show and act.
    controller.navigationItem = state.navigationItem
    if controller.navigationItem == nil, var bar = state.barNavigationItem {
      bar.title = nil
      controller.navigationItem = bar
    }
    controller.navigationBarTitle = state.barNavigationItem?.title
    controller.tableView = state.tableView
    controller.tableViewIsRootView = state.tableView != nil && state.tableIsRootView
    controller.segues = state.segues
    controller.outlets = state.controllerOutlets
    controller.toolbarItems = state.toolbarItems
    controller.elements = state.elements
    controller.subviews = state.titleSubviews + state.subviews
    // Only buttons that do something: an action, or a segue starting at them.
    controller.buttons = state.buttons.filter { button in
      button.action != nil || state.segues.contains { $0.source == .button(id: button.id) }
    }
    document.scenes.append(
      Scene(
        sceneID: state.sceneID, controller: controller, dockViews: state.dockViews,
        line: state.line))
  }

  /// A name IB may write empty (`identifier=""`, `storyboardIdentifier=""`, left behind when one
  /// is deleted in the inspector): empty is no name.
  static func nonEmpty(_ value: String?) -> String? {
    value.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A tab bar system item's visible title, e.g. `mostViewed` → `Most Viewed`.
  static func systemTabTitle(_ item: String) -> String {
    var words = ""
    for character in item {
      if character.isUppercase, !words.isEmpty { words.append(" ") }
      words.append(character)
    }
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}

// MARK: - Builder state

extension StoryboardBuilder {
  /// One open element.
  struct Frame {
    var tag: Tag
    /// The element's `id` (for `connections`: the owner's id).
    var id: String?
    /// For `connections`: the tag of the element the connections belong to.
    var ownerTag: Tag?
    /// Whether this element opened one of the builder's "current item" slots.
    var opened = false
    /// Whether this element is the scene controller's root view.
    var isRootView = false
    /// Whether this element is the title view of the controller's navigation item.
    var isTitleView = false
    /// Whether this element's subtree is not drawn (hidden, or a collection view).
    var excludes = false
    /// Where its frame puts it, from the cell's origin (inside a cell, once its rect is read).
    var origin: (x: Double, y: Double)?

    init(tag: Tag, id: String?) {
      self.tag = tag
      self.id = id
    }
  }

  enum BarButtonPlacement { case left, right, toolbar, back, none }

  enum CaptureTarget {
    case labelText, textFieldText, controlText, fragment, navigationTitle, controllerTitle
    case barButtonTitle
  }

  /// The scene being read; becomes a `Scene` when `</scene>` closes.
  struct SceneState {
    var sceneID: String
    var line: Int
    var controller: ControllerSpec?
    var navigationItem: NavigationItemSpec?
    /// A navigation item found in an old `<navigationBar><items>`: its title is drawn in the
    /// view; its buttons are used when there is no other item.
    var barNavigationItem: NavigationItemSpec?
    var tableView: TableViewSpec?
    var tableOpen = false
    var tableIsRootView = false
    var segues: [SegueSpec] = []
    var controllerOutlets: [OutletSpec] = []
    var buttons: [ButtonSpec] = []
    var toolbarItems: [BarButtonItemSpec] = []
    var elements: [String: ElementSpec] = [:]
    var dockViews: [ViewSpec] = []
    var subviews: [SubviewSpec] = []
    /// What the navigation item's title view shows (drawn before the view's subviews).
    var titleSubviews: [SubviewSpec] = []

    init(sceneID: String, line: Int) {
      self.sceneID = sceneID
      self.line = line
    }
  }

  /// A cell being read: its spec plus the label ids it names and the labels met so far.
  struct CellState {
    var spec: CellSpec
    var textLabelID: String?
    var detailTextLabelID: String?
    var labels: [LabelState] = []
    /// A content configuration's text and secondary text (`listContentConfiguration`).
    var configurationText: String?
    var configurationDetail: String?
    /// Titles of buttons in the cell, in document order.
    var buttonTitles: [String] = []

    init(_ attributes: XMLAttributes, id: String, line: Int) {
      var style = CellSpec.Style.custom
      if attributes.contains("style") {
        if attributes.value("style", equals: "IBUITableViewCellStyleValue1") {
          style = .rightDetail
        } else if attributes.value("style", equals: "IBUITableViewCellStyleValue2") {
          style = .leftDetail
        } else if attributes.value("style", equals: "IBUITableViewCellStyleSubtitle") {
          style = .subtitle
        } else if attributes.value("style", equals: "IBUITableViewCellStyleDefault") {
          style = .basic
        }
      }
      spec = CellSpec(
        id: id, reuseIdentifier: attributes.value("reuseIdentifier"), style: style,
        accessory: attributes.value("accessoryType").flatMap(CellSpec.Accessory.init) ?? .none,
        customClass: attributes.value("customClass"), line: line)
      textLabelID = attributes.value("textLabel")
      detailTextLabelID = attributes.value("detailTextLabel")
    }
  }

  /// A label being read: its spec plus whether its text comes from attributed fragments.
  struct LabelState {
    typealias Frame = (x: Double, y: Double, width: Double, height: Double)
    var spec: LabelSpec
    var textFromFragments = false
    /// Where its frame puts it in the cell (nil: no frame written).
    var frame: Frame?
    var id: String { spec.id }
    var text: String? {
      get { spec.text }
      set { spec.text = newValue }
    }
  }
}
