import Storyboard

/// View loading and appearance callbacks, forwarded down containers in UIKit's order.
extension ViewController {
  /// Loads the view: makes embedded children (embed segues: child `init(coder:)`, this
  /// controller's `prepare(for:sender:)`, child `viewDidLoad`), then runs `viewDidLoad`.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    markViewLoaded()
    makeEmbeddedChildren()
    trace("viewDidLoad")
    viewDidLoad()
  }

  /// Loads this view and the views of every child that will be on screen with it.
  func loadHierarchy() {
    loadViewIfNeeded()
    for child in onScreenChildren { child.loadHierarchy() }
  }

  var isOnScreen: Bool { appearance == .appeared || appearance == .appearing }

  func beginAppearing() {
    guard appearance == .disappeared || appearance == .disappearing else { return }
    loadViewIfNeeded()
    appearance = .appearing
    trace("viewWillAppear")
    viewWillAppear(true)
    for child in onScreenChildren { child.beginAppearing() }
  }

  func endAppearing() {
    guard appearance == .appearing else { return }
    appearance = .appeared
    noteExercised(.scene, spec.id)
    trace("viewDidAppear")
    viewDidAppear(true)
    for child in onScreenChildren { child.endAppearing() }
  }

  func beginDisappearing() {
    guard appearance == .appeared || appearance == .appearing else { return }
    appearance = .disappearing
    if let field = context.firstResponder, field.owner === self {
      context.firstResponder = nil
    }
    trace("viewWillDisappear")
    viewWillDisappear(true)
    for child in onScreenChildren { child.beginDisappearing() }
  }

  func endDisappearing() {
    guard appearance == .disappearing else { return }
    appearance = .disappeared
    trace("viewDidDisappear")
    viewDidDisappear(true)
    for child in onScreenChildren { child.endDisappearing() }
  }

  /// UIKit's four-step swap: `old` will disappear, `new` will appear, `old` did disappear,
  /// `new` did appear. `new` is loaded first (its `viewDidLoad` precedes the callbacks).
  static func swapAppearance(from old: ViewController?, to new: ViewController?, onScreen: Bool) {
    new?.loadHierarchy()
    guard onScreen else { return }
    old?.beginDisappearing()
    new?.beginAppearing()
    old?.endDisappearing()
    new?.endAppearing()
  }

  /// Adds a child controller.
  func addChild(_ child: ViewController) {
    children.append(child)
    child.parent = self
  }

  /// Makes the destinations of embed segues children, calling `prepare(for:sender:)` for each.
  private func makeEmbeddedChildren() {
    for segue in spec.segues where segue.kind == .embed {
      guard let destination = storyboard.controllerSpec(id: segue.destination) else { continue }
      var ancestor: ViewController? = self
      var cycle = false
      while let current = ancestor {
        if current.spec.id == destination.id, current.storyboard.name == storyboard.name {
          cycle = true
        }
        ancestor = current.parent
      }
      if cycle {
        trace("embed", "skipped: \(destination.sceneTitle) would embed itself")
        continue
      }
      do {
        let child = try storyboard.instantiate(destination)
        if case .other(let container) = segue.source { child.containerViewID = container }
        addChild(child)
        let storyboardSegue = StoryboardSegue(
          identifier: segue.identifier, source: self, destination: child, spec: segue)
        trace("prepare(for:sender:)", segue.identifier ?? "embed")
        prepare(for: storyboardSegue, sender: nil)
        // The container view loads the child's view while this view loads (before this
        // controller's `viewDidLoad`), as UIKit does.
        child.loadViewIfNeeded()
      } catch {
        trace("embed", "failed: \(error)")
      }
    }
  }
}
