import Storyboard

/// What can be done here (segues, buttons, tabs, rows) and the whole hierarchy, for `segues`,
/// completion, `help` and `where`.
extension Session {
  /// The one element of a list, or nil when there are none or several.
  static func only<T>(_ items: [T]) -> T? { items.count == 1 ? items[0] : nil }

  /// The offset (0-based, across sections) of the first row of the visible table after
  /// `offset` (nil: from the top) whose text contains `text`, ignoring case: `find`. The
  /// controller answers (a store-backed one with its index).
  package func rowOffset(containing text: String, after offset: Int?) -> Int? {
    let leaf = tableController
    guard let table = leaf.tableView, !text.isEmpty else { return nil }
    let start = offset.flatMap { table.indexPath(forOffset: $0) }
    if offset != nil && start == nil { return nil }
    return leaf.rowIndex(containing: text, after: start).map { table.offset(of: $0) }
  }

  /// The offsets (0-based, across sections) of the first `limit` rows of the visible table
  /// whose text is `text` (exactly, else in any case), as `select` finds them: `expect row`.
  package func rowOffsets(forText text: String, limit: Int) -> [Int] {
    rowOffsets(forText: text, limit: limit, of: tableController)
  }

  /// `rowOffsets(forText:limit:)` of the table of `leaf`, visible or not.
  package func rowOffsets(forText text: String, limit: Int, of leaf: ViewController) -> [Int] {
    guard let table = leaf.tableView else { return [] }
    return leaf.rowIndexes(forText: text, limit: limit).map { table.offset(of: $0) }
  }

  /// The offsets of rows inserted into the visible table since the last call (e.g. the player
  /// Done added), for saying where they went; forgets them.
  package func takeInsertedRows() -> [Int] {
    let leaf = tableController
    guard let table = leaf.tableView else { return [] }
    defer { table.insertedRows = [] }
    return table.insertedRows.map { table.offset(of: $0) }
  }

  /// The segues that can fire from the visible scene (and, in a split view, from the other
  /// columns on screen beside it).
  package var fireableSegues: [FireableSegue] { fireablePairs().map(\.segue) }

  /// The visible scene, then the other split-view columns on screen beside it (on an iPad).
  var segueSources: [ViewController] {
    let leaf = visibleController
    var sources = [leaf]
    if leaf.visibleChild == nil {
      // Scenes embedded in container views are on screen inside this one.
      sources += leaf.children.map(\.shownLeaf)
    }
    // An iPhone (compact width) collapses a split view to the column shown: the others are
    // not on screen, so their segues and buttons are out of reach. An iPad shows the columns
    // side by side.
    if let split = leaf.containingSplitView, split.rootAncestor.presentedStorage == nil,
      context.device.widthClass == .regular
    {
      for column in split.children {
        let columnLeaf = column.shownLeaf
        if !sources.contains(where: { $0 === columnLeaf }) { sources.append(columnLeaf) }
      }
    }
    return sources
  }

  func fireablePairs() -> [(source: ViewController, segue: FireableSegue)] {
    // One loop, each segue copied once: every command and every state explore takes asks.
    var seen: Set<String> = []
    var pairs: [(source: ViewController, segue: FireableSegue)] = []
    for source in segueSources {
      // The scene's title now (app code may change it); the rest is made once a controller.
      let title = source.sceneTitle
      for var segue in source.describedSegues where seen.insert(segue.name).inserted {
        segue.sourceTitle = title
        pairs.append((source: source, segue: segue))
      }
    }
    return pairs
  }

  /// What `open` shows of each segue a user can fire from `leaf`, but for the scene's own
  /// title: what fires it and the title of where it goes (references followed).
  static func describedSegues(of leaf: ViewController) -> [FireableSegue] {
    leaf.fireableSegueSpecs.map { segue in
      let trigger: String
      switch segue.source {
      case .controller: trigger = "controller"
      case .cell: trigger = "cell"
      case .barButtonItem: trigger = "bar button"
      case .button: trigger = "button"
      case .gestureRecognizer: trigger = "gesture"
      case .other: trigger = "control"
      }
      var destinationTitle = segue.kind == .unwind ? "(unwind)" : segue.destination
      if segue.kind != .unwind, let spec = leaf.storyboard.controllerSpec(id: segue.destination) {
        if let (board, target) = try? leaf.storyboard.resolve(spec) {
          destinationTitle = contentTitle(of: target, in: board)
        } else {
          destinationTitle = spec.sceneTitle
        }
      }
      return FireableSegue(
        name: segue.identifier ?? segue.id, identifier: segue.identifier, kind: segue.kind,
        destinationTitle: destinationTitle, trigger: trigger, sourceTitle: "", spec: segue)
    }
  }

  /// Names `open` accepts here (identifiers, else segue ids), for completion.
  package var segueIdentifiers: [String] { fireableSegues.map(\.name) }

  /// Bar buttons, buttons, switches, segments and text fields of the visible scene, as `tap`
  /// accepts them.
  package var barButtonTitles: [String] { buttonTitles(enabledOnly: false) }

  /// The bar button and button titles a tap would not refuse (a disabled Done is left out).
  package var enabledBarButtonTitles: [String] { buttonTitles(enabledOnly: true) }

  /// The enabled bar button and button titles of `sources` alone (the visible scene's, not the
  /// split-view columns beside it).
  func enabledButtonTitles(of sources: [ViewController]) -> [String] {
    buttonTitles(enabledOnly: true, of: sources)
  }

  private func buttonTitles(enabledOnly: Bool, of sources: [ViewController]? = nil) -> [String] {
    var titles: [String] = []
    for source in sources ?? segueSources {
      let items =
        source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
        + source.toolbarItems
      titles += items.filter { !enabledOnly || $0.isEnabled }.map { $0.spec.displayTitle }
        .filter { !$0.isEmpty }
      titles += source.buttons.filter { !enabledOnly || $0.isEnabled }.compactMap(\.displayTitle)
      titles += source.controlTapNames(enabledOnly: enabledOnly)
    }
    // The Back buttons of the split-view columns beside it (the visible scene's is `back`).
    if sources == nil { titles += besideColumns.compactMap { backButtonTitle(for: $0) } }
    var seen: Set<String> = []
    return titles.filter { seen.insert($0).inserted }
  }

  /// The tab titles reachable from the visible scene (empty when no tab bar is in reach).
  package var tabTitles: [String] {
    visibleTabBarController?.tabTitles ?? []
  }

  /// The tab bar on screen with the visible scene: the one holding it, or holding the
  /// presentation context it is presented in (a tab's navigation controller that defines it);
  /// nil when a presentation over the whole screen covers it.
  var visibleTabBarController: TabBarController? {
    var node = visibleController
    while true {
      if let tabs = node.tabBarController ?? (node as? TabBarController) { return tabs }
      let top = node.rootAncestor
      guard top.isPresentedInContext, let presenter = top.presentingStorage else { return nil }
      node = presenter
    }
  }

  /// Row texts of the visible table starting with `prefix`, at most `limit`, for completion.
  package func rowTexts(withPrefix prefix: String, limit: Int) -> [String] {
    tableController.rowTexts(withPrefix: prefix, limit: limit)
  }

  /// The rows of the visible table whose text starts with `prefix`, for completion: the first
  /// `limit`, what all share, how many are left out.
  package func rowTextMatches(withPrefix prefix: String, limit: Int) -> RowTextMatches {
    tableController.rowTextMatches(withPrefix: prefix, limit: limit)
  }

  /// The whole hierarchy, for `where`: containers, stacks, tabs, presented scenes; the visible
  /// scene marked with `*`.
  package var hierarchyDescription: String { hierarchyDescription(showing: { $0 }) }

  /// The hierarchy with each title passed through `show` (the shell makes them visible, so a
  /// line feed in a title cannot start a line of its own).
  package func hierarchyDescription(showing show: (String) -> String) -> String {
    guard let root = window.rootViewController else { return "(no root)" }
    let visible = visibleController
    var lines: [String] = []
    func describe(_ controller: ViewController, _ depth: Int, _ role: String) {
      let indent = String(repeating: "  ", count: depth)
      let mark = controller === visible ? " *" : ""
      let label: String
      switch controller {
      case is NavigationController, is TabBarController, is SplitViewController:
        label = controller.className
      default:
        label = "\"\(show(controller.sceneTitle))\" (\(show(controller.className)))"
      }
      lines.append("\(indent)\(role)\(label)\(mark)")
      if let tabs = controller as? TabBarController {
        for (index, title) in tabs.tabTitles.enumerated() {
          let selected = index == tabs.selectedIndex ? "selected " : ""
          if let made = tabs.children.first(where: { tabs.tabIndex(of: $0) == index }) {
            describe(made, depth + 1, "\(selected)tab \"\(show(title))\": ")
          } else {
            lines.append("\(indent)  tab \"\(show(title))\": not loaded")
          }
        }
      } else if let split = controller as? SplitViewController {
        for child in split.children {
          describe(child, depth + 1, split.role(of: child) + ": ")
        }
      } else if controller is NavigationController {
        for (index, child) in controller.children.enumerated() {
          describe(child, depth + 1, "\(index + 1). ")
        }
      } else {
        for child in controller.children { describe(child, depth + 1, "embedded: ") }
      }
      if let presented = controller.presentedStorage {
        describe(presented, depth + 1, "presents: ")
      }
    }
    describe(root, 0, "window: ")
    return lines.joined(separator: "\n")
  }
}
