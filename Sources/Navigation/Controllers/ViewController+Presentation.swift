import Storyboard

/// Modal presentation chains: the top-most container presents; dismissing a presenter
/// dismisses everything above it, top first.
extension ViewController {
  /// Checks that this controller's presentation context can present now.
  func checkCanPresent(_ title: String) throws(NavigationError) {
    let presenter = rootAncestor
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
    try checkCanPresent(controller.className)
    guard controller.parent == nil, controller.presentingStorage == nil else {
      throw NavigationError(
        "Application tried to present \(controller.className), which is already in the hierarchy",
        fix: "present a new instance"
      ).asException
    }
    let presenter = rootAncestor
    let name = segueStyle ?? controller.modalPresentationStyle
    let style = PresentationStyle(name)
    presenter.presentedStorage = controller
    controller.presentingStorage = presenter
    controller.presentationStyle = style
    // A popover adapts to a sheet only in compact width: an iPad shows it as a popover.
    let popover = name == "popover" && context.device.widthClass == .regular
    controller.trace("presentation", popover ? PresentationStyle.popoverNote : style.note)
    Self.swapAppearance(
      from: style.removesPresenter ? presenter : nil, to: controller,
      onScreen: presenter.isOnScreen)
  }

  /// UIKit's `dismiss`: what this controller's context presented, else this controller's
  /// context itself.
  func dismissModal() throws(NavigationError) {
    let root = rootAncestor
    if root.presentedStorage != nil {
      root.dismissPresentedChain()
    } else if let presenter = root.presentingStorage {
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

  /// The visible scene: the top of the presentation chain, then down its containers.
  var visibleLeaf: ViewController {
    var top = rootAncestor
    while let presented = top.presentedStorage { top = presented }
    return top.contentLeaf
  }
}
