/// Builds a `StoryboardDocument` from SAX events: a stack of open elements plus the pieces of
/// the scene being read, each finished when its element closes.
///
/// Interface Builder writes the same structure across eras (document versions 1.1–3.0); the
/// differences handled here are `view key="contentView"` versus `tableViewCellContentView`,
/// navigation items inside an old `<navigationBar><items>`, `string`/`attributedString` texts,
/// and `state` versus `buttonConfiguration` button titles. Unknown elements are skipped.
final class StoryboardBuilder: XMLEventHandler {
  var document: StoryboardDocument
  private(set) var sawDocument = false
  /// The document is a macOS, tvOS or watchOS storyboard (refused, but not a broken file).
  private(set) var isOtherPlatform = false

  var stack: [Frame] = []
  /// Element names already classified in this parse (one builder reads one document).
  var tagCache = TagCache()
  var scene: SceneState?

  // The innermost open item of each kind (they never nest in themselves in IB files).
  var section: TableSectionSpec?
  var cell: CellState?
  var label: LabelState?
  var textField: TextFieldSpec?
  var button: ButtonSpec?
  var control: ControlSpec?
  var barButton: (item: BarButtonItemSpec, placement: BarButtonPlacement)?
  var navigationItem: (item: NavigationItemSpec, primary: Bool)?
  var dockView: ViewSpec?
  /// Whether `dockView` is open (asked at every element; an optional struct is copied to say).
  var inDockView = false
  var capture: (target: CaptureTarget, bytes: [UInt8])?
  /// The open `<variation key>`'s size classes, and which of its masks is open.
  var variationKey: (key: String, mask: VariationMask)?
  /// The open button's title parts (a configuration's, the normal state's, attributed or not).
  var buttonTitle = ButtonTitle()
  /// Every element id seen, with its first line: duplicates and broken connections.
  var seenIDs: [String: Int] = [:]
  var connections: [DocumentFindings.BrokenConnection] = []
  /// Open elements that are the scene controller's root view (0 or 1).
  var rootViews = 0
  /// Open elements that are the title view of the controller's own navigation item (0 or 1):
  /// drawn too, first (it shows in the bar, above the view).
  var titleViews = 0
  /// Open elements whose subtree is not drawn: hidden (`hidden="YES"`, `alpha="0"`) or a
  /// collection view (its cells come from code).
  var excluded = 0
  /// Views hidden in the base (`hidden="YES"`) that a size-class variation shows: read, not
  /// excluded, and installed only where the variation applies (a second pass, told by the first).
  var shownByVariation: Set<String> = []
  /// What the first pass found for `shownByVariation`.
  var hiddenButShownSomewhere: Set<String> = []
  /// Whether the file may hold size-class variations (`<variation>`): without any, no view's
  /// ancestors are remembered for them (an array and a table entry per view in a cell).
  var mayHaveVariations = true

  /// A builder for the storyboard `name` at `path`, of `byteCount` bytes: room for its ids is
  /// made once (Interface Builder writes an id every 60 bytes or more) instead of the table
  /// being regrown as they come.
  init(name: String, path: String?, byteCount: Int = 0) {
    self.document = StoryboardDocument(name: name, path: path)
    seenIDs.reserveCapacity(byteCount / 64)
  }

  var wantsCharacters: Bool { capture != nil }

  func characters(_ text: UnsafeBufferPointer<UInt8>) {
    capture?.bytes.append(contentsOf: text)
  }

  // MARK: - Start

  func startElement(_ name: XMLName, _ attributes: XMLAttributes, line: Int) throws(XMLFailure) {
    var tag = tagCache.tag(for: name)
    let parent = stack.last
    if parent == nil {
      try startDocument(name, attributes, line: line)
      stack.append(Frame(tag: .document, id: nil))
      return
    }
    let common = attributes.common
    // The scene's top-level objects: its controller, placeholders, gestures, dock views.
    if parent?.tag == .objects, scene != nil, tag != .placeholder, tag != .exit {
      if XMLAttributes.value(common.sceneMemberID, equals: "viewController")
        || (scene?.controller == nil && name.hasSuffix("Controller")
          && common.sceneMemberID == nil)
      {
        tag = .controller
      } else if tag != .gestureRecognizer && tag != .ignored {
        tag = .dockObject
      }
    }
    let anyID = common.id.map(XMLAttributes.string)
    // A constraint keeps its id: a varied constant inside it names it (`readConstraint`).
    let id = tag == .ignored ? nil : anyID
    var frame = Frame(tag: tag, id: id)
    noteFindings(name, attributes, common, tag: tag, id: anyID, line: line)
    if parent?.tag == .controller, XMLAttributes.value(common.key, equals: "view") {
      frame.isRootView = true
      rootViews += 1
    }
    if parent?.tag == .navigationItem, navigationItem?.primary == true,
      XMLAttributes.value(common.key, equals: "titleView")
    {
      frame.isTitleView = true
      titleViews += 1
    }
    frame.isHiddenInBase = XMLAttributes.value(common.hidden, equals: "YES")
    if frame.isHiddenInBase, let id, shownByVariation.contains(id) {
      // Hidden on every device but those a variation shows it on.
      scene?.installVariations[id, default: []].append(SizeClassVariation(installed: false))
    } else if frame.isHiddenInBase || XMLAttributes.value(common.alpha, equals: "0")
      || XMLAttributes.value(common.alpha, equals: "0.0") || tag == .collectionView
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
      if let id, !inDockView, Tag.isDockView(name) {
        dockView = ViewSpec(id: id, elementName: name.string, line: line)
        inDockView = true
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
        button?.customClass = attributes.value("customClass")
        buttonTitle = ButtonTitle()
        frame.opened = true
      }
    case .state, .buttonConfiguration:
      frame.opened = startButtonPart(tag, attributes, parent: parent)
    case .switchControl, .segmentedControl, .slider, .stepper, .imageView, .textView,
      .pickerView, .datePicker, .progressView, .activityIndicatorView, .searchBar:
      if control == nil, let kind = tag.controlKind {
        control = Self.control(kind, attributes, id: id ?? "", line: line)
        frame.opened = true
      }
    case .rect:
      if cell != nil || isDrawn, XMLAttributes.value(common.key, equals: "frame") {
        placeFrame(attributes)
      }
    case .listContentConfiguration:
      // iOS 14's way to fill a cell without labels: its text and secondary text.
      if parent?.tag == .tableViewCell,
        XMLAttributes.value(common.key, equals: "contentConfiguration")
      {
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
      } else if parent?.tag == .state || parent?.tag == .buttonConfiguration,
        parent?.opened == true, button != nil
      {
        button?.image = attributes.value("image") ?? button?.image
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
      if let identifier = Self.nonEmpty(attributes.value("identifier")) {
        switch parent?.tag {
        case .button?: button?.accessibilityIdentifier = identifier
        case let parentTag? where parentTag.controlKind != nil:
          control?.accessibilityIdentifier = identifier
        default: break
        }
      }
    case .textInputTraits:
      if parent?.tag == .textField, attributes.value("secureTextEntry", equals: "YES") {
        textField?.isSecure = true
      }
    case .containerView:
      if let id, isDrawn { addSubview(.containerView(id: id, line: line)) }
    case .variation, .mask, .include, .exclude:
      readVariation(tag, attributes, parent: parent)
    case .constraint:
      readConstraint(attributes, id: id)
    case .barButtonItem:
      if barButton == nil {
        let placement = barButtonPlacement(attributes, parent: parent)
        barButton = (
          BarButtonItemSpec(
            id: id ?? "", title: attributes.value("title"),
            systemItem: attributes.value("systemItem"), image: attributes.value("image"),
            isEnabled: !attributes.value("enabled", equals: "NO"), line: line),
          placement
        )
        barButton?.item.customClass = attributes.value("customClass")
        frame.opened = true
      }
    case .navigationItem:
      if navigationItem == nil {
        let primary =
          parent?.tag == .controller && XMLAttributes.value(common.key, equals: "navigationItem")
        navigationItem = (
          NavigationItemSpec(title: attributes.value("title"), line: line), primary
        )
        frame.opened = true
      }
    case .tabBarItem:
      if parent?.tag == .controller, XMLAttributes.value(common.key, equals: "tabBarItem") {
        // An empty title (IB writes title="" for an untitled item) falls to the system item.
        // An image-only item is known by its image, as VoiceOver reads it.
        let title = attributes.value("title").flatMap { $0.isEmpty ? nil : $0 }
        scene?.controller?.tabBarItemTitle =
          title ?? attributes.value("systemItem").map(Self.systemTabTitle)
          ?? Self.nonEmpty(attributes.value("image"))
      }
    case .string:
      startString(attributes, parent: parent)
    case .fragment:
      if let content = attributes.value("content") {
        appendFragment(content)
      } else if label != nil || textField != nil || control?.kind == .textView || button != nil {
        capture = (.fragment, [])
      }
    default:
      break
    }
    if let id, let scene, frame.tag.isGenericElement {
      scene.addElement(.other(elementName: name.string, id: id, line: line), ifAbsent: id)
    }
    stack.append(frame)
  }

  func startDocument(
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

  /// Whether an element opening or closing now is drawn in the scene's view: inside the root
  /// view, outside hidden subtrees, table cells and scene-dock views.
  var isDrawn: Bool {
    scene != nil && (rootViews > 0 || titleViews > 0) && excluded == 0 && cell == nil
      && !inDockView
  }

  /// Whether an element closing now is shown in the open cell's content view (not hidden).
  var isInCell: Bool {
    cell != nil && excluded == 0 && !inDockView
  }

  /// Adds a drawn subview: to the title view's, drawn first, while inside it. `frame` is the
  /// element's, once its rect is read (a container view's comes after it is added).
  func addSubview(_ subview: SubviewSpec, frame: Frame? = nil) {
    noteAncestors(of: subview.id)
    if titleViews > 0 {
      scene?.titleSubviews.append(subview)
    } else {
      scene?.subviews.append(subview)
      let rect = frame.flatMap { frame in
        frame.origin.flatMap { origin in
          frame.size.map { (origin.x, origin.y, $0.width, $0.height) }
        }
      }
      scene?.subviewFrames.append(rect)
    }
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
        scene?.setElement(.view(view), id: view.id)
      }
      dockView = nil
      inDockView = false
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
        if cell != nil { noteAncestors(of: label.id) }
        cell?.labels.append(label)
        dockView?.labels.append(label.spec)
        scene?.setElement(.label(label.spec), id: label.id)
        if drawn { addSubview(.label(label.spec), frame: frame) }
      }
      label = nil
    case .textField where frame.opened:
      if let textField {
        if cell != nil, cell?.spec.textField == nil {
          cell?.spec.textField = textField
          noteAncestors(of: textField.id)
        }
        scene?.setElement(.textField(textField), id: textField.id)
        if drawn { addSubview(.textField(textField), frame: frame) }
      }
      textField = nil
    case .button where frame.opened:
      if var button {
        button.title =
          buttonTitle.hasConfiguration ? buttonTitle.shown : buttonTitle.shown ?? button.title
        if cell == nil, !inDockView {
          scene?.buttons.append(button)
          noteAncestors(of: button.id)
        }
        if let title = button.title, !title.isEmpty {
          cell?.buttonTitles.append((button.id, title))
        }
        if isInCell {
          cell?.spec.controls.append(.button(button))
          noteAncestors(of: button.id)
        }
        scene?.setElement(.button(button), id: button.id)
        if drawn { addSubview(.button(button), frame: frame) }
      }
      button = nil
    case .switchControl, .segmentedControl, .slider, .stepper, .imageView, .textView,
      .pickerView, .datePicker, .progressView, .activityIndicatorView, .searchBar:
      if frame.opened, let control {
        if drawn { addSubview(.control(control), frame: frame) }
        if isInCell, control.kind.isDrawnInRow {
          cell?.spec.controls.append(.control(control))
          noteAncestors(of: control.id)
        }
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
    case .variation:
      variationKey = nil
    case .mask:
      variationKey?.mask = .none
    default:
      break
    }
  }

}
