import Storyboard

/// A `UITabBarController`: tabs from its `viewControllers` relationships; a tab's controller is
/// made when it is first shown (or asked for).
open class TabBarController: ViewController {
  /// The tabs' storyboard elements, in order (references not yet followed).
  let tabSpecs: [ControllerSpec]
  /// The tabs' controllers, made on first use.
  var slots: [ViewController?]
  /// The index of the selected tab.
  public internal(set) var selectedIndex = 0

  public required init(coder: StoryboardCoder) {
    let specs = coder.spec.segues.filter {
      $0.kind == .relationship && $0.relationship == "viewControllers"
    }.compactMap { coder.storyboard.controllerSpec(id: $0.destination) }
    tabSpecs = specs
    slots = Array(repeating: nil, count: specs.count)
    super.init(coder: coder)
  }

  /// Every tab's controller (making those not made yet).
  public var viewControllers: [ViewController] {
    tabSpecs.indices.compactMap { try? tab(at: $0) }
  }

  /// The selected tab's controller.
  public var selectedViewController: ViewController? {
    slots.indices.contains(selectedIndex) ? slots[selectedIndex] : nil
  }

  override var visibleChild: ViewController? { selectedViewController }

  override var onScreenChildren: [ViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  override func makeRelationshipChildren() throws(NavigationError) {
    if !tabSpecs.isEmpty { _ = try tab(at: 0) }
  }

  /// The controller of tab `index`, made (and checked) on first use.
  func tab(at index: Int) throws(NavigationError) -> ViewController {
    if let made = slots[index] { return made }
    try storyboard.check(tabSpecs[index])
    let made = try storyboard.make(tabSpecs[index])
    slots[index] = made
    addChild(made)
    return made
  }

  /// The tab index of a made tab controller.
  func tabIndex(of controller: ViewController) -> Int? {
    slots.firstIndex { $0 === controller }
  }

  /// The titles on the tab bar: each tab's bar item title, else its system item (a storyboard
  /// reference's scene's own item, else the placeholder's), else its root scene's title (a
  /// navigation controller's root), never an element name.
  public var tabTitles: [String] {
    func nonEmpty(_ value: String?) -> String? {
      guard let value, !value.isEmpty else { return nil }
      return value
    }
    return tabSpecs.indices.map { index in
      let spec = tabSpecs[index]
      if let made = slots[index] {
        let root = (made as? NavigationController)?.children.first ?? made
        return nonEmpty(made.tabBarItemTitle) ?? nonEmpty(spec.tabBarItemTitle) ?? root.sceneTitle
      }
      if let (board, target) = try? storyboard.resolve(spec) {
        return nonEmpty(target.tabBarItemTitle) ?? nonEmpty(spec.tabBarItemTitle)
          ?? Session.contentTitle(of: target, in: board)
      }
      return nonEmpty(spec.tabBarItemTitle) ?? spec.sceneTitle
    }
  }

  /// The titles of the tabs not selected, in tab order: where a user can go instead.
  var otherTabTitles: [String] {
    tabTitles.enumerated().filter { $0.offset != selectedIndex }.map(\.element)
  }

  /// Selects a tab: makes it if needed; the old tab disappears as the new one appears.
  func select(_ index: Int) throws(NavigationError) {
    guard index != selectedIndex || slots[index] == nil else { return }
    let new = try tab(at: index)
    let old = selectedViewController
    selectedIndex = index
    Self.swapAppearance(fromChild: old === new ? nil : old, toChild: new, onScreen: isOnScreen)
  }
}
