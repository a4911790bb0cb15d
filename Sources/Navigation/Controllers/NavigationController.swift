import Storyboard

/// A `UINavigationController`: a stack of controllers; push, pop, pop to root, back.
open class NavigationController: ViewController {
  public required init(coder: StoryboardCoder) {
    super.init(coder: coder)
  }

  /// The stack, root first.
  public var viewControllers: [ViewController] { children }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { children.last }

  override var visibleChild: ViewController? { children.last }

  override var onScreenChildren: [ViewController] { children.last.map { [$0] } ?? [] }

  override func makeRelationshipChildren() throws(NavigationError) {
    guard
      let segue = spec.segues.first(where: {
        $0.kind == .relationship && $0.relationship == "rootViewController"
      }), let rootSpec = storyboard.controllerSpec(id: segue.destination)
    else { return }
    addChild(try storyboard.make(rootSpec))
  }

  /// Pushes a controller onto the stack (UIKit's order of callbacks).
  public func pushViewController(_ controller: ViewController, animated: Bool = true) {
    do {
      try push(controller)
    } catch {
      context.raise(error)
    }
  }

  func push(_ controller: ViewController) throws(NavigationError) {
    if controller is NavigationController {
      throw NavigationError(
        "Pushing a navigation controller is not supported",
        fix: "make the segue to \(controller.sceneTitle) modal (Present Modally)"
      ).asException
    }
    guard controller.parent == nil, controller.presentingStorage == nil else {
      throw NavigationError(
        "Cannot push \(controller.className): it is already in the hierarchy",
        fix: "push a new instance"
      ).asException
    }
    let old = children.last
    addChild(controller)
    Self.swapAppearance(from: old, to: controller, onScreen: isOnScreen)
  }

  /// Pops the top controller; returns it (it is freed when the caller lets go).
  @discardableResult
  public func popViewController(animated: Bool = true) -> ViewController? {
    guard children.count > 1 else { return nil }
    let top = children.removeLast()
    Self.swapAppearance(from: top, to: children.last, onScreen: isOnScreen)
    top.parent = nil
    return top
  }

  /// Pops down to `controller`; the popped ones are freed top first.
  public func popToViewController(_ controller: ViewController, animated: Bool = true) {
    guard let index = children.firstIndex(where: { $0 === controller }),
      index < children.count - 1
    else { return }
    var popped = Array(children[(index + 1)...])
    children.removeSubrange((index + 1)...)
    Self.swapAppearance(from: popped.last, to: controller, onScreen: isOnScreen)
    for child in popped { child.parent = nil }
    while !popped.isEmpty { popped.removeLast() }
  }

  /// Pops down to the root.
  public func popToRootViewController(animated: Bool = true) {
    if let root = children.first { popToViewController(root) }
  }
}
