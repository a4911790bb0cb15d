/// The controller element kinds navigation understands.
public enum ControllerKind: String, Sendable, Equatable, CaseIterable {
  case viewController
  case tableViewController
  case navigationController
  case tabBarController
  case splitViewController
  case collectionViewController
  case pageViewController
  case viewControllerPlaceholder
  /// Any other `*Controller` element (e.g. `avPlayerViewController`, `glkViewController`):
  /// runs as a plain view controller.
  case other
}

/// A view controller element with what navigation, drawing and lint need from it.
///
/// A value with copy-on-write storage: the runtime copies a controller's spec into every
/// controller it makes (and `explore` makes thousands), and copying one reference instead of
/// two dozen arrays, strings and dictionaries is what keeps making a scene cheap.
public struct ControllerSpec: Sendable, Equatable {
  /// The fields, in one value the box holds.
  struct Fields: Sendable, Equatable {
    var id: String
    var kind: ControllerKind
    var elementName: String
    var customClass: String?
    var customModule: String?
    var storyboardIdentifier: String?
    var title: String?
    var navigationItem: NavigationItemSpec?
    var navigationBarTitle: String?
    var tabBarItemTitle: String?
    var tableView: TableViewSpec?
    var tableViewIsRootView: Bool
    var buttons: [ButtonSpec]
    var subviews: [SubviewSpec]
    var toolbarItems: [BarButtonItemSpec]
    var segues: [SegueSpec]
    var outlets: [OutletSpec]
    var elements: [String: ElementSpec]
    var userLabel: String?
    var storyboardName: String?
    var referencedIdentifier: String?
    var bundleIdentifier: String?
    var modalPresentationStyle: String?
    var isModalInPresentation: Bool = false
    var definesPresentationContext: Bool = false
    var installVariations: [String: [[SizeClassVariation]]] = [:]
    var sizeCollapses: [String: SizeCollapse] = [:]
    var gestureViews: [String: [String]] = [:]
    var line: Int
  }

  /// Holds the fields; a write copies it first unless this value is its only owner.
  final class Box: @unchecked Sendable {
    // @unchecked: a box is written only through `ControllerSpec`'s setters, after
    // `isKnownUniquelyReferenced` made it this value's own: a shared box is never mutated.
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box

  /// The box, copied first when another value shares it.
  private var uniqueBox: Box {
    mutating get {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
      return box
    }
  }

  public static func == (lhs: ControllerSpec, rhs: ControllerSpec) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  /// Object id, e.g. `gRR-dJ-ljZ`.
  public var id: String {
    get { box.fields.id }
    _modify { yield &uniqueBox.fields.id }
  }

  public var kind: ControllerKind {
    get { box.fields.kind }
    _modify { yield &uniqueBox.fields.kind }
  }
  /// The XML element name as written (e.g. `avPlayerViewController` for `.other`).
  public var elementName: String {
    get { box.fields.elementName }
    _modify { yield &uniqueBox.fields.elementName }
  }
  /// Identity Inspector class (`customClass`), if set.
  public var customClass: String? {
    get { box.fields.customClass }
    _modify { yield &uniqueBox.fields.customClass }
  }
  /// `customModule`, if set.
  public var customModule: String? {
    get { box.fields.customModule }
    _modify { yield &uniqueBox.fields.customModule }
  }
  /// Storyboard ID (`storyboardIdentifier`), if set.
  public var storyboardIdentifier: String? {
    get { box.fields.storyboardIdentifier }
    _modify { yield &uniqueBox.fields.storyboardIdentifier }
  }
  /// The controller's own `title` attribute, if set.
  public var title: String? {
    get { box.fields.title }
    _modify { yield &uniqueBox.fields.title }
  }
  /// The controller's own navigation item (`key="navigationItem"`); when it has none, the
  /// buttons (never the title) of a navigation bar's item in its view.
  public var navigationItem: NavigationItemSpec? {
    get { box.fields.navigationItem }
    _modify { yield &uniqueBox.fields.navigationItem }
  }
  /// The title of a navigation bar's item in the controller's view (an old
  /// `<navigationBar><items>`): drawn in the view, never the scene's title.
  public var navigationBarTitle: String? {
    get { box.fields.navigationBarTitle }
    _modify { yield &uniqueBox.fields.navigationBarTitle }
  }
  /// The tab bar item's title, if a tab bar item is set.
  public var tabBarItemTitle: String? {
    get { box.fields.tabBarItemTitle }
    _modify { yield &uniqueBox.fields.tabBarItemTitle }
  }
  /// The table view, when the controller's view (or a subview) is a table view.
  public var tableView: TableViewSpec? {
    get { box.fields.tableView }
    _modify { yield &uniqueBox.fields.tableView }
  }
  /// Whether the table view is the controller's root `view` (as in UITableViewController).
  public var tableViewIsRootView: Bool {
    get { box.fields.tableViewIsRootView }
    _modify { yield &uniqueBox.fields.tableViewIsRootView }
  }
  /// Buttons in the controller's view (outside table cells) that send actions or segues.
  public var buttons: [ButtonSpec] {
    get { box.fields.buttons }
    _modify { yield &uniqueBox.fields.buttons }
  }
  /// What the view shows outside table cells, in document order (hidden views left out).
  public var subviews: [SubviewSpec] {
    get { box.fields.subviews }
    _modify { yield &uniqueBox.fields.subviews }
  }
  /// Toolbar items (`<toolbarItems>` or items of a `<toolbar>` in the view).
  public var toolbarItems: [BarButtonItemSpec] {
    get { box.fields.toolbarItems }
    _modify { yield &uniqueBox.fields.toolbarItems }
  }
  /// Every segue whose source is this controller or one of its elements.
  public var segues: [SegueSpec] {
    get { box.fields.segues }
    _modify { yield &uniqueBox.fields.segues }
  }
  /// Outlets declared on the controller (`connections/outlet`).
  public var outlets: [OutletSpec] {
    get { box.fields.outlets }
    _modify { yield &uniqueBox.fields.outlets }
  }
  /// Outlet collections flattened to outlets, plus other named elements: id → element.
  public var elements: [String: ElementSpec] {
    get { box.fields.elements }
    _modify { yield &uniqueBox.fields.elements }
  }
  /// Interface Builder's `userLabel` (the name shown in Xcode's document outline), if set.
  public var userLabel: String? {
    get { box.fields.userLabel }
    _modify { yield &uniqueBox.fields.userLabel }
  }
  /// For `viewControllerPlaceholder`: the referenced storyboard's name.
  public var storyboardName: String? {
    get { box.fields.storyboardName }
    _modify { yield &uniqueBox.fields.storyboardName }
  }
  /// For `viewControllerPlaceholder`: the referenced identifier (nil = initial controller).
  public var referencedIdentifier: String? {
    get { box.fields.referencedIdentifier }
    _modify { yield &uniqueBox.fields.referencedIdentifier }
  }
  /// A placeholder's `bundleIdentifier`: the referenced storyboard is in another bundle.
  public var bundleIdentifier: String? {
    get { box.fields.bundleIdentifier }
    _modify { yield &uniqueBox.fields.bundleIdentifier }
  }
  /// `modalPresentationStyle` when presented (a segue's own wins); nil is `automatic`.
  public var modalPresentationStyle: String? {
    get { box.fields.modalPresentationStyle }
    _modify { yield &uniqueBox.fields.modalPresentationStyle }
  }
  /// `modalInPresentation="YES"`: a sheet the user cannot swipe down.
  public var isModalInPresentation: Bool {
    get { box.fields.isModalInPresentation }
    _modify { yield &uniqueBox.fields.isModalInPresentation }
  }
  /// `definesPresentationContext="YES"`: a `currentContext` or `overCurrentContext`
  /// presentation from this controller or one below it covers only this controller's area.
  public var definesPresentationContext: Bool {
    get { box.fields.definesPresentationContext }
    _modify { yield &uniqueBox.fields.definesPresentationContext }
  }
  /// Size-class "Installed" variations of subviews and buttons: by element id, the variations
  /// of the element and of each ancestor view that has some (all must install it).
  public var installVariations: [String: [[SizeClassVariation]]] {
    get { box.fields.installVariations }
    _modify { yield &uniqueBox.fields.installVariations }
  }
  /// By element id, where zero width or height constraints a size class installs or varies
  /// collapse an element its variations install (lint says "collapsed", not "uninstalled").
  public var sizeCollapses: [String: SizeCollapse] {
    get { box.fields.sizeCollapses }
    _modify { yield &uniqueBox.fields.sizeCollapses }
  }
  /// By gesture recognizer id, the views it is attached to (their variations decide whether a
  /// user can make it fire).
  public var gestureViews: [String: [String]] {
    get { box.fields.gestureViews }
    _modify { yield &uniqueBox.fields.gestureViews }
  }
  /// Source line of the controller element.
  public var line: Int {
    get { box.fields.line }
    _modify { yield &uniqueBox.fields.line }
  }

  public init(
    id: String, kind: ControllerKind, elementName: String? = nil, customClass: String? = nil,
    customModule: String? = nil, storyboardIdentifier: String? = nil, title: String? = nil,
    navigationItem: NavigationItemSpec? = nil, tabBarItemTitle: String? = nil,
    tableView: TableViewSpec? = nil, tableViewIsRootView: Bool = false, buttons: [ButtonSpec] = [],
    toolbarItems: [BarButtonItemSpec] = [], segues: [SegueSpec] = [], outlets: [OutletSpec] = [],
    elements: [String: ElementSpec] = [:], userLabel: String? = nil,
    storyboardName: String? = nil, referencedIdentifier: String? = nil,
    navigationBarTitle: String? = nil, subviews: [SubviewSpec] = [], line: Int
  ) {
    box = Box(
      Fields(
        id: id, kind: kind, elementName: elementName ?? kind.rawValue, customClass: customClass,
        customModule: customModule, storyboardIdentifier: storyboardIdentifier, title: title,
        navigationItem: navigationItem, navigationBarTitle: navigationBarTitle,
        tabBarItemTitle: tabBarItemTitle, tableView: tableView,
        tableViewIsRootView: tableViewIsRootView, buttons: buttons, subviews: subviews,
        toolbarItems: toolbarItems, segues: segues, outlets: outlets, elements: elements,
        userLabel: userLabel, storyboardName: storyboardName,
        referencedIdentifier: referencedIdentifier, line: line))
  }

  /// The UIKit class Interface Builder instantiates for this element when no custom class is
  /// set: `UITableViewController`, `AVPlayerViewController` for `avPlayerViewController`, and
  /// `UIStoryboardReference` for a storyboard reference.
  public var uikitClassName: String {
    switch kind {
    case .viewController: return "UIViewController"
    case .tableViewController: return "UITableViewController"
    case .navigationController: return "UINavigationController"
    case .tabBarController: return "UITabBarController"
    case .splitViewController: return "UISplitViewController"
    case .collectionViewController: return "UICollectionViewController"
    case .pageViewController: return "UIPageViewController"
    case .viewControllerPlaceholder: return "UIStoryboardReference"
    case .other:
      // Element names are the class names with the framework prefix lower-cased.
      let name = elementName
      for prefix in ["av", "glk"] where name.hasPrefix(prefix) {
        let rest = name.dropFirst(prefix.count)
        return prefix.uppercased() + rest.prefix(1).uppercased() + rest.dropFirst()
      }
      return "UI" + name.prefix(1).uppercased() + name.dropFirst()
    }
  }

  /// The scene title by DESIGN's one rule: navigation item title, else `title`, else tab bar
  /// item title, else storyboard ID, else custom class, else the kind.
  public var sceneTitle: String {
    func nonEmpty(_ value: String?) -> String? {
      guard let value, !value.isEmpty else { return nil }
      return value
    }
    return nonEmpty(navigationItem?.title) ?? nonEmpty(title) ?? nonEmpty(tabBarItemTitle)
      ?? nonEmpty(storyboardIdentifier) ?? nonEmpty(customClass) ?? elementName
  }
}
