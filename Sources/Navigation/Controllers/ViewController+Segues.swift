import Storyboard

/// Segues: checking, `shouldPerformSegue`, creation, `prepare(for:sender:)`, the transition;
/// unwinding.
extension ViewController {
  /// The segues that can fire from this scene (not relationships or embeds).
  var fireableSegueSpecs: [SegueSpec] {
    spec.segues.filter { $0.kind != .relationship && $0.kind != .embed }
  }

  /// The segue fired by a storyboard element (cell, bar button, button, gesture), if any.
  func segue(from source: SegueSource) -> SegueSpec? {
    // In place: filtering first copied every segue spec, for each row of every snapshot.
    spec.segues.first { $0.kind != .relationship && $0.kind != .embed && $0.source == source }
  }

  /// Fires the segue with this identifier.
  func fire(identifier: String, sender: Any?, askShould: Bool) throws(NavigationError)
    -> NavigationChange
  {
    guard let segue = fireableSegueSpecs.first(where: { $0.identifier == identifier }) else {
      throw .noSegue(identifier, receiver: className)
    }
    return try fire(segue, sender: sender, askShould: askShould)
  }

  /// Checks, asks `shouldPerformSegue` (when `askShould` and the segue has an identifier),
  /// makes the destination, calls `prepare(for:sender:)`, runs `afterPrepare` (a cell's
  /// `tableView(_:didSelectRowAt:)`: UIKit calls it after `prepare`, and after a veto too), and
  /// shows it.
  func fire(
    _ segue: SegueSpec, sender: Any?, askShould: Bool, afterPrepare: (() -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    if segue.kind == .unwind {
      return try unwind(segue, sender: sender, askShould: askShould, afterPrepare: afterPrepare)
    }
    let plan = try plan(segue)
    if askShould, let veto = veto(segue, sender: sender, afterPrepare: afterPrepare) {
      return veto
    }
    if let note = plan.note { trace("segue", note) }
    let destination = try plan.storyboard.make(plan.destination)
    prepare(segue, to: destination, sender: sender, traced: "", afterPrepare: afterPrepare)
    let title = destination.contentLeaf.sceneTitle
    switch plan.action {
    case .push(let navigationController):
      try navigationController.push(destination)
      return NavigationChange(.pushed, "pushed \"\(title)\"")
    case .present:
      let popover = segue.kind == .popover || segue.kind == .popoverPresentation
      try presentModally(
        destination, segueStyle: popover ? "popover" : segue.modalPresentationStyle)
      return NavigationChange(.presented, "presented \"\(title)\"")
    case .showDetail(let split):
      split.showDetail(destination)
      return NavigationChange(.detailShown, "showed \"\(title)\" as the detail")
    }
  }

  /// Checks a segue without running anything: the destination resolves and can be made, and
  /// the transition is allowed from here.
  func plan(_ segue: SegueSpec) throws(NavigationError) -> SeguePlan {
    guard let destinationSpec = storyboard.controllerSpec(id: segue.destination) else {
      throw NavigationError(
        "segue '\(segue.identifier ?? segue.id)' from \(sceneTitle) points at a missing "
          + "scene '\(segue.destination)' (line \(segue.line))",
        fix: "connect the segue to a scene in \(storyboard.name).storyboard"
      ).asException
    }
    let (board, target) = try storyboard.resolve(destinationSpec)
    try board.check(target)
    let destinationIsNavigation = target.kind == .navigationController
    let name = segue.identifier.map { "'\($0)'" } ?? "(\(segue.kindName))"
    var kind = segue.kind
    var mappedNote: String?
    if segue.kind == .custom {
      kind = Self.closestStandardKind(ofCustomSegue: segue.customClass)
      mappedNote =
        "custom segue \(name) \(segue.customClass ?? "(no class)") treated as \(kind.rawValue)"
    }
    // Each way of presenting the target modally asks the same: whether it can be presented now.
    func checkCanPresentTarget() throws(NavigationError) {
      try checkCanPresent(
        target.customClass ?? target.elementName,
        style: segue.modalPresentationStyle ?? target.modalPresentationStyle)
    }
    switch kind {
    case .push:
      guard let navigationController else { throw .pushNeedsNavigationController }
      if destinationIsNavigation {
        throw NavigationError(
          "Pushing a navigation controller is not supported",
          fix: "make the segue \(name) modal (Present Modally)"
        ).asException
      }
      return SeguePlan(
        segue: segue, action: .push(navigationController), storyboard: board,
        destination: target, note: nil)
    case .show, .custom, .unknown:
      var note = mappedNote
      if segue.kind == .unknown {
        note = "segue \(name) of unknown kind '\(segue.kindName)' treated as show"
      }
      if let navigationController, !destinationIsNavigation {
        return SeguePlan(
          segue: segue, action: .push(navigationController), storyboard: board,
          destination: target, note: note)
      }
      try checkCanPresentTarget()
      let modal =
        navigationController == nil
        ? "show \(name) with no navigation controller presents modally"
        : "show \(name) of a navigation controller presents it modally (UIKit cannot push one)"
      return SeguePlan(
        segue: segue, action: .present, storyboard: board, destination: target,
        note: note.map { "\($0); presents modally" } ?? modal)
    case .presentation, .modal, .popover, .popoverPresentation:
      try checkCanPresentTarget()
      let note =
        segue.kind == .popover || segue.kind == .popoverPresentation
        ? "popover \(name) presented modally" : mappedNote
      return SeguePlan(
        segue: segue, action: .present, storyboard: board, destination: target, note: note)
    case .showDetail, .replace:
      if let splitViewController {
        return SeguePlan(
          segue: segue, action: .showDetail(splitViewController), storyboard: board,
          destination: target, note: mappedNote)
      }
      try checkCanPresentTarget()
      return SeguePlan(
        segue: segue, action: .present, storyboard: board, destination: target,
        note: "\(segue.kindName) \(name) with no split view controller presents modally")
    case .embed, .relationship, .unwind:
      throw NavigationError(
        "a \(segue.kindName) segue does not fire from a tap",
        fix: "fire a show, present or unwind segue")
    }
  }

  /// The standard kind a custom segue class most likely performs, by its name: push/show,
  /// modal/present/popup, replace/detail; else show.
  static func closestStandardKind(ofCustomSegue className: String?) -> SegueKind {
    let name = (className ?? "").lowercased()
    if name.contains("push") || name.contains("show") && !name.contains("detail") { return .show }
    if ["modal", "present", "popup", "popover", "overlay", "sheet", "fade", "dissolve"].contains(
      where: name.contains)
    {
      return .presentation
    }
    if name.contains("replace") || name.contains("detail") { return .showDetail }
    return .show
  }

  // MARK: - Unwind

  /// The scene that pushed or presented this one (or the master for a detail), if any.
  var sceneBelow: ViewController? {
    var node = self
    while let parent = node.parent {
      if let navigation = parent as? NavigationController,
        let index = navigation.children.firstIndex(where: { $0 === node }), index > 0
      {
        return navigation.children[index - 1].contentLeaf
      }
      if let split = parent as? SplitViewController, split.isShowingDetail,
        split.detailViewController === node, let master = split.masterViewController
      {
        return master.contentLeaf
      }
      node = parent
    }
    return node.presentingStorage?.contentLeaf
  }

  /// Runs an unwind segue: the source's `prepare(for:sender:)`, the destination's unwind action,
  /// then the pops and dismissals that bring the destination back on screen.
  func unwind(
    _ segue: SegueSpec, sender: Any?, askShould: Bool, afterPrepare: (() -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    let action = segue.unwindAction ?? ""
    var candidates: [ViewController] = []
    var next = sceneBelow
    while let current = next, candidates.count < 64 {
      candidates.append(current)
      next = current.sceneBelow
    }
    guard !candidates.isEmpty else {
      var error = NavigationError(
        "no scene to unwind to from \(sceneTitle): nothing pushed or presented it",
        fix: "unwind segues return to an earlier scene; start from it")
      error.origin = .noUnwindDestination
      throw error
    }
    if askShould, let veto = veto(segue, sender: sender, afterPrepare: afterPrepare) {
      return veto
    }
    let destination =
      candidates.first { $0.canPerformUnwindSegueAction(action, from: self, sender: sender) }
      ?? candidates[0]
    let storyboardSegue = prepare(
      segue, to: destination, sender: sender, traced: "unwind", afterPrepare: afterPrepare)
    if !action.isEmpty { destination.trace(Selector.swiftName(action)) }
    destination.performUnwindAction(action, segue: storyboardSegue)
    destination.bringOnScreen()
    return NavigationChange(.unwound, "unwound to \"\(destination.sceneTitle)\"")
  }

  /// Dismisses what covers this controller (presented by it or by a container above it) and
  /// pops what is pushed above it.
  func bringOnScreen() {
    var ancestors: [ViewController] = [self]
    while let parent = ancestors.last?.parent { ancestors.append(parent) }
    for presenter in ancestors.reversed() where presenter.presentedStorage != nil {
      presenter.dismissPresentedChain()
    }
    var node = self
    while let parent = node.parent {
      if let navigation = parent as? NavigationController, navigation.topViewController !== node {
        navigation.popToViewController(node)
      }
      if let split = parent as? SplitViewController, split.isExpanded {
        split.focus(onColumnHolding: node)
      } else if let split = parent as? SplitViewController, split.masterViewController === node {
        split.focusMaster()
      }
      if let tabs = parent as? TabBarController, let tabIndex = tabs.tabIndex(of: node),
        tabs.selectedIndex != tabIndex
      {
        try? tabs.select(tabIndex)
      }
      node = parent
    }
  }

  /// What UIKit does before any segue moves: `prepare(for:sender:)` with the segue to
  /// `destination` (traced by its identifier, else `traced`), then `afterPrepare`.
  @discardableResult
  private func prepare(
    _ segue: SegueSpec, to destination: ViewController, sender: Any?, traced: String,
    afterPrepare: (() -> Void)?
  ) -> StoryboardSegue {
    let storyboardSegue = StoryboardSegue(
      identifier: segue.identifier, source: self, destination: destination, spec: segue)
    trace("prepare(for:sender:)", segue.identifier ?? traced)
    noteExercised(.segue, segue.id)
    prepare(for: storyboardSegue, sender: sender)
    afterPrepare?()
    return storyboardSegue
  }

  /// Asks `shouldPerformSegue(withIdentifier:sender:)` of a segue with an identifier (UIKit asks
  /// only for those), traced; its refusal, when it refuses (`afterPrepare` still runs: the row's
  /// `didSelectRowAt` comes whether or not the segue fires).
  private func veto(_ segue: SegueSpec, sender: Any?, afterPrepare: (() -> Void)?)
    -> NavigationChange?
  {
    guard let identifier = segue.identifier else { return nil }
    trace("shouldPerformSegue(withIdentifier:sender:)", identifier)
    guard !shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return nil }
    afterPrepare?()
    return NavigationChange(
      .vetoed, "\(className).shouldPerformSegue(withIdentifier:sender:) vetoed '\(identifier)'")
  }
}
