/// Which of a scene's views a device shows, by Interface Builder's size-class variations.
extension ControllerSpec {
  /// Whether the element with this id is installed on `device`: it and every ancestor view.
  public func isInstalled(_ id: String, on device: Device) -> Bool {
    guard let chain = installVariations[id] else { return true }
    return SizeClassVariation.isInstalled(chain: chain, on: device)
  }

  /// The subviews `device` shows, in reading order.
  public func subviews(on device: Device) -> [SubviewSpec] {
    guard !installVariations.isEmpty else { return subviews }
    return subviews.filter { isInstalled($0.id, on: device) }
  }

  /// The buttons acting on `device`.
  public func buttons(on device: Device) -> [ButtonSpec] {
    guard !installVariations.isEmpty else { return buttons }
    return buttons.filter { isInstalled($0.id, on: device) }
  }

  /// The scene as `device` shows it: the subviews, buttons, toolbar items and table cells' views
  /// not installed there left out, and their segues left to app code (`performSegue(withIdentifier:)` still
  /// fires a segue whose button a size class uninstalled; no user can).
  public func installed(on device: Device) -> ControllerSpec {
    guard !installVariations.isEmpty else { return self }
    var spec = self
    spec.subviews = subviews(on: device)
    spec.buttons = buttons(on: device)
    spec.toolbarItems = toolbarItems.filter { isInstalled($0.id, on: device) }
    if var table = spec.tableView {
      for index in table.sections.indices {
        table.sections[index].cells = table.sections[index].cells.map { $0.installed(on: device) }
      }
      table.prototypes = table.prototypes.map { $0.installed(on: device) }
      spec.tableView = table
    }
    for index in spec.segues.indices where !canTrigger(spec.segues[index], on: device) {
      spec.segues[index].source = .controller
    }
    return spec
  }

  /// Whether a user can trigger `segue` on `device`: its element (button, cell, bar button
  /// item…) is installed there, or for a gesture recognizer one of the views it is attached to
  /// is. A segue from the controller itself is app code's to perform on any device.
  public func canTrigger(_ segue: SegueSpec, on device: Device) -> Bool {
    guard !installVariations.isEmpty else { return true }
    guard let triggers = triggers(of: segue) else { return true }
    return triggers.contains { isInstalled($0, on: device) }
  }

  /// The ids of the elements a user triggers `segue` from: its button, cell, bar button item…,
  /// or the views a gesture recognizer is attached to (the recognizer itself when it names
  /// none); nil for a segue from the controller, which app code performs.
  func triggers(of segue: SegueSpec) -> [String]? {
    switch segue.source {
    case .controller:
      return nil
    case .gestureRecognizer(let id):
      let views = gestureViews[id] ?? []
      return views.isEmpty ? [id] : views
    case .button(let id), .cell(let id), .barButtonItem(let id), .other(let id):
      return [id]
    }
  }

  /// What became of the triggers of `segue` that `device` does not show: how many a size class
  /// uninstalls, and the dimensions zero-size constraints collapse the others to (empty when
  /// none is collapsed; `SizeCollapse`).
  public func missingTriggers(
    of segue: SegueSpec, on device: Device
  ) -> (uninstalled: Int, collapsed: [SizeCollapse.Dimension]) {
    var uninstalled = 0
    var collapsed: [SizeCollapse.Dimension] = []
    for id in triggers(of: segue) ?? [] where !isInstalled(id, on: device) {
      let dimensions = sizeCollapses[id]?.dimensions(on: device) ?? []
      if dimensions.isEmpty { uninstalled += 1 }
      for dimension in dimensions where !collapsed.contains(dimension) {
        collapsed.append(dimension)
      }
    }
    return (uninstalled, collapsed.sorted())
  }

  /// How many of the scene's subviews an iPhone and an iPad do not both show.
  public var subviewsDifferingByDevice: Int {
    guard !installVariations.isEmpty else { return 0 }
    return subviews.filter {
      isInstalled($0.id, on: .iphone) != isInstalled($0.id, on: .ipad)
    }.count
  }
}

extension SubviewSpec {
  /// The element's id in the storyboard.
  public var id: String {
    switch self {
    case .label(let spec): return spec.id
    case .button(let spec): return spec.id
    case .textField(let spec): return spec.id
    case .control(let spec): return spec.id
    case .containerView(let id, _), .tableView(let id, _): return id
    }
  }
}
