import Storyboard

/// A `UISplitViewController`: master (primary) and detail (secondary) columns. `showDetail` and
/// `replace` segues swap the detail. The session's focus is the master until a detail is shown;
/// back returns focus to the master (as a collapsed split view does).
open class SplitViewController: ViewController {
  /// Whether the detail column has the focus.
  public internal(set) var isShowingDetail = false

  public required init(coder: StoryboardCoder) {
    super.init(coder: coder)
  }

  /// The master (primary) column.
  public var masterViewController: ViewController? {
    children.first { $0 !== detailViewController }
  }

  /// The detail (secondary) column.
  public internal(set) weak var detailViewController: ViewController?

  /// The columns, master first.
  public var viewControllers: [ViewController] { children }

  override var visibleChild: ViewController? {
    isShowingDetail ? (detailViewController ?? masterViewController) : masterViewController
  }

  override var onScreenChildren: [ViewController] { children }

  override func makeRelationshipChildren() throws(NavigationError) {
    let order = [
      "masterViewController", "primaryViewController", "supplementaryViewController",
      "detailViewController", "secondaryViewController",
    ]
    let relationships = spec.segues.filter { $0.kind == .relationship }.sorted {
      (order.firstIndex(of: $0.relationship ?? "") ?? 9)
        < (order.firstIndex(of: $1.relationship ?? "") ?? 9)
    }
    for segue in relationships {
      guard let childSpec = storyboard.controllerSpec(id: segue.destination) else { continue }
      guard ["compactViewController"].contains(segue.relationship ?? "") == false else { continue }
      let child = try storyboard.make(childSpec)
      addChild(child)
      if segue.relationship == "detailViewController"
        || segue.relationship == "secondaryViewController"
      {
        detailViewController = child
      }
    }
  }

  /// Replaces the detail column with `controller` and gives it the focus.
  public func showDetail(_ controller: ViewController) {
    let old = detailViewController
    if let old, let index = children.firstIndex(where: { $0 === old }) {
      children.remove(at: index)
    }
    addChild(controller)
    detailViewController = controller
    isShowingDetail = true
    Self.swapAppearance(from: old, to: controller, onScreen: isOnScreen)
    old?.parent = nil
  }

  /// Gives the focus back to the master column.
  func focusMaster() {
    isShowingDetail = false
  }
}
