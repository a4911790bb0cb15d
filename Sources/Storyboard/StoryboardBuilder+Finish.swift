/// Finishing the pieces of a scene as their elements close.
extension StoryboardBuilder {
  func finishCapture() {
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
    case .buttonTitle: setButtonTitle(text)
    }
  }

  func finishBarButton() {
    guard let (item, placement) = barButton else { return }
    barButton = nil
    // Flexible and fixed spaces lay items out; they are not buttons.
    switch placement {
    case _ where item.isSpace: break
    case .left: navigationItem?.item.leftBarButtonItems.append(item)
    case .right: navigationItem?.item.rightBarButtonItems.append(item)
    case .toolbar:
      scene?.toolbarItems.append(item)
      noteAncestors(of: item.id)  // a `<toolbar>` in the view may be installed for some devices
    case .back: navigationItem?.item.backBarButtonTitle = item.title
    case .none: break
    }
    scene?.setElement(.barButtonItem(item), id: item.id)
  }

  func finishCell(inPrototypes: Bool) {
    guard let state = cell else { return }
    cell = nil
    var spec = Self.cellSpec(state)
    // Size-class variations inside the cell: the cell as each device shows it, where it differs.
    if let scene, scene.hasVariations {
      let ids =
        state.labels.map(\.id) + state.spec.controls.map(\.id)
        + (state.spec.textField.map { [$0.id] } ?? [])
      var chains: [String: [[SizeClassVariation]]] = [:]
      for id in ids {
        let chain = scene.installChain(of: id)
        if !chain.isEmpty { chains[id] = chain }
      }
      if !chains.isEmpty {
        for device in Device.allCases {
          let installed = { (id: String) in
            chains[id].map { SizeClassVariation.isInstalled(chain: $0, on: device) } ?? true
          }
          let shown = state.copy()
          shown.labels = state.labels.filter { installed($0.id) }
          shown.spec.controls = state.spec.controls.filter { installed($0.id) }
          shown.spec.textField = state.spec.textField.flatMap { installed($0.id) ? $0 : nil }
          shown.buttonTitles = state.buttonTitles.filter { installed($0.id) }
          let variant = Self.cellSpec(shown)
          if variant != spec { spec.deviceVariants[device] = variant }
        }
      }
    }
    scene?.setElement(.cell(spec), id: spec.id)
    // Cells of a second table (the controller keeps its first) are named elements only.
    guard scene?.tableOpen == true else { return }
    if inPrototypes {
      scene?.tableView?.prototypes.append(spec)
    } else if section != nil {
      section?.cells.append(spec)
    }
  }

  /// The cell's spec from what was read in it: its text is its text label's, else its first
  /// label's, else its content configuration's, else its first button's title.
  static func cellSpec(_ state: CellState) -> CellSpec {
    var spec = state.spec
    let labels = layoutOrder(state.labels)
    let textLabel = state.textLabelID.flatMap { id in labels.first { $0.id == id } }
    let detailLabel = state.detailTextLabelID.flatMap { id in labels.first { $0.id == id } }
    spec.labels = labels.map(\.spec)
    spec.text =
      textLabel?.text ?? labels.first?.text ?? state.configurationText
      ?? state.buttonTitles.first?.title
    if let detailLabel {
      spec.detail = detailLabel.text
    } else if labels.count > 1 {
      spec.detail = labels[1].text
    } else if labels.isEmpty {
      spec.detail = state.configurationDetail
    }
    return spec
  }

  func finishScene() {
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
    controller.elements = state.takeElements()
    controller.subviews =
      state.titleSubviews + Self.readingOrder(state.subviews, frames: state.subviewFrames)
    controller.installVariations = Self.installChains(state)
    controller.sizeCollapses = Self.sizeCollapses(state)
    controller.gestureViews = state.gestureViews
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
