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
    for child in appearanceChildren { child.beginAppearing() }
  }

  func endAppearing() {
    guard appearance == .appearing else { return }
    appearance = .appeared
    noteExercised(.scene, spec.id)
    trace("viewDidAppear")
    viewDidAppear(true)
    for child in appearanceChildren { child.endAppearing() }
  }

  func beginDisappearing() {
    guard appearance == .appeared || appearance == .appearing else { return }
    appearance = .disappearing
    if let field = context.firstResponder, field.owner === self {
      context.firstResponder = nil
    }
    trace("viewWillDisappear")
    viewWillDisappear(true)
    for child in appearanceChildren { child.beginDisappearing() }
  }

  func endDisappearing() {
    guard appearance == .disappearing else { return }
    appearance = .disappeared
    trace("viewDidDisappear")
    viewDidDisappear(true)
    for child in appearanceChildren { child.endDisappearing() }
  }

  /// The controllers whose views come and go with this one's: the children on screen, each
  /// followed by what it presents in its presentation context (a tab's navigation controller
  /// that defines it), leaving out a presenter whose view such a presentation removed.
  var appearanceChildren: [ViewController] {
    onScreenChildren.flatMap(\.appearanceGroup)
  }

  /// This child controller followed by what it presents in its context, leaving out a presenter
  /// whose view such a presentation removed: what appears and disappears when it does.
  var appearanceGroup: [ViewController] {
    guard presentedStorage != nil else { return [self] }
    var group: [ViewController] = []
    var current: ViewController? = self
    while let node = current {
      let above = node.presentedStorage
      if !(above?.presentationStyle.removesPresenter ?? false) { group.append(node) }
      current = above
    }
    return group
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

  /// The four-step swap between two containers' children, each with its appearance group
  /// (a tab whose navigation controller presents in its own context shows the presentation).
  static func swapAppearance(
    fromChild old: ViewController?, toChild new: ViewController, onScreen: Bool
  ) {
    new.loadHierarchy()
    guard onScreen else { return }
    let leaving = old?.appearanceGroup ?? []
    let coming = new.appearanceGroup
    for controller in leaving { controller.beginDisappearing() }
    for controller in coming { controller.beginAppearing() }
    for controller in leaving { controller.endDisappearing() }
    for controller in coming { controller.endAppearing() }
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
