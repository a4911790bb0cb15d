import Storyboard

/// Modal presentation chains: the controller that presents is the one whose area the
/// presentation covers (the screen's, or a presentation context's); dismissing a presenter
/// dismisses everything above it, top first.
extension ViewController {
  /// Whether a `modalPresentationStyle` presents in a context (`currentContext`,
  /// `overCurrentContext`) rather than over the whole screen.
  static func isContextStyle(_ name: String?) -> Bool {
    name == "currentContext" || name == "overCurrentContext"
  }

  /// The controller that presents for this one in the style `name`, as UIKit chooses it: for a
  /// context style, the first controller from this one up its containers whose
  /// `definesPresentationContext` is true, else the top of its hierarchy (the window's root, or
  /// the presented controller it is in); for any other style, the controller covering the whole
  /// screen (a presentation made in a context does not, so its presenter's screen presents).
  func presenter(forStyle name: String?) -> ViewController {
    if Self.isContextStyle(name) {
      var node: ViewController? = self
      while let current = node {
        if current.definesPresentationContext { return current }
        node = current.parent
      }
      return rootAncestor
    }
    var top = rootAncestor
    while top.isPresentedInContext, let presenter = top.presentingStorage {
      top = presenter.rootAncestor
    }
    return top
  }

  /// Whether this controller was presented over a context below the window's root (a tab's
  /// navigation controller that defines the presentation context): the rest of the screen, a
  /// tab bar, stays on screen and usable.
  var isPresentedInContext: Bool {
    guard let presenter = presentingStorage else { return false }
    return presenter.parent != nil || presenter.rootAncestor.isPresentedInContext
  }

  /// Checks that the controller presenting in style `style` can present now.
  func checkCanPresent(_ title: String, style: String?) throws(NavigationError) {
    let presenter = presenter(forStyle: style)
    if let existing = presenter.presentedStorage {
      throw NavigationError(
        "Attempt to present \(title) on \(presenter.className) which is already presenting "
          + "\(existing.className)",
        fix: "dismiss \"\(existing.visibleLeaf.sceneTitle)\" first"
      ).asException
    }
  }

  /// Presents `controller` in the style the segue gives (`segueStyle`), else its own; a sheet
  /// or an `over…` style leaves the presenter on screen, so only the presented controller
  /// appears (UIKit since iOS 13).
  func presentModally(_ controller: ViewController, segueStyle: String? = nil)
    throws(NavigationError)
  {
    let name = segueStyle ?? controller.modalPresentationStyle
    try checkCanPresent(controller.className, style: name)
    guard controller.parent == nil, controller.presentingStorage == nil else {
      throw NavigationError(
        "Application tried to present \(controller.className), which is already in the hierarchy",
        fix: "present a new instance"
      ).asException
    }
    let presenter = presenter(forStyle: name)
    let style = PresentationStyle(name)
    presenter.presentedStorage = controller
    controller.presentingStorage = presenter
    controller.presentationStyle = style
    // A popover adapts to a sheet only in compact width: an iPad shows it as a popover.
    let popover = name == "popover" && context.device.widthClass == .regular
    let besideColumns = presenter.containingSplitView?.isExpanded == true
    let note =
      popover
      ? PresentationStyle.popoverNote
      : controller.isPresentedInContext
        ? style.contextNote(presenter.className, besideColumns: besideColumns) : style.note
    controller.trace("presentation", note)
    Self.swapAppearance(
      from: style.removesPresenter ? presenter : nil, to: controller,
      onScreen: presenter.isOnScreen)
  }

  /// UIKit's `dismiss`: what this controller's context presented, else this controller's
  /// context itself.
  func dismissModal() throws(NavigationError) {
    var node: ViewController? = self
    while let current = node, current.presentedStorage == nil { node = current.parent }
    if let presenting = node {
      presenting.dismissPresentedChain()
    } else if let presenter = rootAncestor.presentingStorage {
      presenter.dismissPresentedChain()
    } else {
      throw NavigationError(
        "\(className) has nothing to dismiss: it was not presented and presents nothing",
        fix: "use back, or pop the navigation stack")
    }
  }

  /// Dismisses everything this controller presented, top first; this one appears again.
  func dismissPresentedChain() {
    var chain = presentedChain()
    guard !chain.isEmpty else { return }
    // Only a presenter whose view was removed appears again (a sheet's never left).
    let reappears = chain.first?.presentationStyle.removesPresenter ?? true
    chain.last?.beginDisappearing()
    if reappears { beginAppearing() }
    chain.last?.endDisappearing()
    if reappears { endAppearing() }
    for controller in chain {
      controller.presentedStorage = nil
      controller.presentingStorage = nil
    }
    presentedStorage = nil
    while !chain.isEmpty { chain.removeLast() }
  }

  /// The controllers presented above this one, nearest first.
  private func presentedChain() -> [ViewController] {
    var chain: [ViewController] = []
    var next = presentedStorage
    while let current = next {
      chain.append(current)
      next = current.presentedStorage
    }
    return chain
  }

  /// The controller showing this one's content, following containers but not presentations.
  var contentLeaf: ViewController {
    var current = self
    while let child = current.visibleChild { current = child }
    return current
  }

  /// The scene on screen in this controller's area: down its containers, and above any
  /// controller there that presents (a presentation covers its presenter's area).
  var shownLeaf: ViewController {
    var current = self
    while true {
      if let presented = current.presentedStorage {
        current = presented
      } else if let child = current.visibleChild {
        current = child
      } else {
        return current
      }
    }
  }

  /// The visible scene: from the top of this controller's hierarchy, down its containers and
  /// up the presentations on the way.
  var visibleLeaf: ViewController { rootAncestor.shownLeaf }

  /// The controller whose area holds this one: its parent, else, for the top of a
  /// presentation over a context below the window's root (a split view's column, a tab), the
  /// controller that presented it there.
  var areaOwner: ViewController? {
    if let parent { return parent }
    return isPresentedInContext ? presentingStorage : nil
  }

  /// The split view with a column showing this controller: its own, or the one whose column
  /// presented it (or what presented it) over that column's context. A split view that defines
  /// the context itself is covered whole by what it presents: no column of it shows that.
  var containingSplitView: SplitViewController? {
    var node: ViewController = self
    while let owner = node.areaOwner {
      if let split = owner as? SplitViewController, node.parent === split { return split }
      node = owner
    }
    return nil
  }
}
