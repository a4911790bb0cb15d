import Storyboard

/// A `UISplitViewController`: master (primary), an optional supplementary and detail (secondary)
/// columns. `showDetail` and `replace` segues swap the detail. Collapsed (compact width, an
/// iPhone) the focus is the master until a detail is shown, and back returns it to the master.
/// Expanded (regular width, an iPad) every column is on screen and the focus is the column the
/// user last acted in: a detail shown from the master leaves the focus there.
open class SplitViewController: ViewController {
  /// Whether the detail column has the focus.
  public internal(set) var isShowingDetail = false
  /// Expanded, whether the supplementary column has the focus (when the detail has not).
  var focusesSupplementary = false

  public required init(coder: StoryboardCoder) {
    super.init(coder: coder)
  }

  /// The master (primary) column.
  public var masterViewController: ViewController? {
    children.first { $0 !== detailViewController && $0 !== supplementaryViewController }
  }

  /// The detail (secondary) column.
  public internal(set) weak var detailViewController: ViewController?

  /// The supplementary column of a three-column split view (iOS 14), if it has one.
  public internal(set) weak var supplementaryViewController: ViewController?

  /// Whether it is a column-style split view (iOS 14): a supplementary column makes it one.
  /// UIKit wraps each column that is not a navigation controller in one, so each has a bar.
  var isColumnStyle: Bool { supplementaryViewController != nil }

  /// Whether the columns are side by side: regular width (an iPad), not collapsed.
  public var isExpanded: Bool { context.device.widthClass == .regular }

  /// What a column is called: `primary`, `supplementary` or `secondary` in a three-column
  /// split view, else `master` or `detail`.
  func role(of column: ViewController) -> String {
    let threeColumns = supplementaryViewController != nil
    if column === detailViewController { return threeColumns ? "secondary" : "detail" }
    if column === supplementaryViewController { return "supplementary" }
    return threeColumns ? "primary" : "master"
  }

  /// The columns, master first.
  public var viewControllers: [ViewController] { children }

  override var visibleChild: ViewController? {
    if isShowingDetail { return detailViewController ?? masterViewController }
    return focusesSupplementary ? supplementaryViewController : masterViewController
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
      } else if segue.relationship == "supplementaryViewController" {
        supplementaryViewController = child
      }
    }
  }

  /// Replaces the detail column with `controller`; collapsed, gives it the focus (expanded, the
  /// focus stays in the column acted in).
  public func showDetail(_ controller: ViewController) {
    let old = detailViewController
    if let old, let index = children.firstIndex(where: { $0 === old }) {
      children.remove(at: index)
    }
    addChild(controller)
    detailViewController = controller
    if !isExpanded { isShowingDetail = true }
    Self.swapAppearance(from: old, to: controller, onScreen: isOnScreen)
    old?.parent = nil
  }

  /// Gives the focus back to the master column.
  func focusMaster() {
    isShowingDetail = false
    focusesSupplementary = false
  }

  /// Expanded, gives the focus to the column holding `controller` (the one the user acts in),
  /// also when it was presented over that column's context.
  func focus(onColumnHolding controller: ViewController) {
    guard isExpanded else { return }
    var node = controller
    while let owner = node.areaOwner, owner !== self { node = owner }
    guard node.parent === self else { return }
    isShowingDetail = node === detailViewController
    focusesSupplementary = node === supplementaryViewController
  }
}
