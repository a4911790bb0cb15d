/// What `roster explore` asks a session: the moves the shell would offer here, and which
/// controllers the hierarchy holds.
extension Session {
  /// The text `explore` types into a focused, empty field (a small alphabet: one letter).
  static let exploreAlphabet = ["a"]
  /// Rows `explore` selects at most per scene (the first page).
  static let exploreRowLimit = 20

  /// Every move TAB would offer on the visible scene, in a fixed order: segues, enabled
  /// buttons, rows, deletable rows, tabs, typing and clearing the focused field, back.
  package var offeredInteractions: [Interaction] {
    var moves: [Interaction] = fireableSegues.map { .open(segue: $0.name) }
    moves += enabledBarButtonTitles.map { .tap(button: $0) }
    let leaf = tableController
    if let table = leaf.tableView {
      table.reloadData()
      let count = min(table.totalRowCount, Self.exploreRowLimit)
      moves += (0..<count).map { .select(.number($0 + 1)) }
      // One deletable row is enough to try swipe-to-delete: the others behave alike.
      if let first = (0..<count).first(where: { offset in
        table.indexPath(forOffset: offset).map { leaf.tableView(table, canEditRowAt: $0) } ?? false
      }) {
        moves.append(.delete(.number(first + 1)))
      }
    }
    moves += tabTitles.map { .tab(name: $0) }
    if let field = typingTarget, field.isEnabled {
      if field.text.isEmpty {
        moves += Self.exploreAlphabet.map { .type(text: $0) }
      } else {
        moves.append(.clear)
      }
    }
    moves.append(.back)
    var seen: Set<Interaction> = []
    return moves.filter { seen.insert($0).inserted }
  }

  /// Whether the visible scene has an enabled button whose action is code Roster does not run
  /// (a generic controller's): that code may well leave the scene, so it is no dead end.
  var hasActionsOnlyCodeRuns: Bool {
    segueSources.contains { source in
      guard source.isGeneric else { return false }
      let items =
        source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
        + source.toolbarItems
      return items.contains { $0.isEnabled && $0.action != nil }
        || source.buttons.contains { $0.isEnabled && $0.action != nil }
    }
  }

  /// Every controller the window's hierarchy holds: children, tabs made, split columns and
  /// presented controllers.
  var hierarchyControllers: [ViewController] {
    var found: [ViewController] = []
    var pending = window.rootViewController.map { [$0] } ?? []
    var seen: Set<ObjectIdentifier> = []
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      found.append(controller)
      pending += controller.children
      if let tabs = controller as? TabBarController { pending += tabs.slots.compactMap { $0 } }
      if let split = controller as? SplitViewController, let detail = split.detailViewController {
        pending.append(detail)
      }
      if let presented = controller.presentedStorage { pending.append(presented) }
    }
    return found
  }

  /// The scenes from the root to the visible one, by storyboard and element id: a repeated one
  /// means the stack went round a loop.
  var scenePathIDs: [String] {
    scenePath.map(\.sceneKey)
  }
}

extension ViewController {
  /// Which scene this is, by storyboard and element id.
  var sceneKey: String { storyboard.name + "/" + spec.id }
}
