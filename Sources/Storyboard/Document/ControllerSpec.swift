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
public struct ControllerSpec: Sendable, Equatable {
  /// Object id, e.g. `gRR-dJ-ljZ`.
  public var id: String
  public var kind: ControllerKind
  /// The XML element name as written (e.g. `avPlayerViewController` for `.other`).
  public var elementName: String
  /// Identity Inspector class (`customClass`), if set.
  public var customClass: String?
  /// `customModule`, if set.
  public var customModule: String?
  /// Storyboard ID (`storyboardIdentifier`), if set.
  public var storyboardIdentifier: String?
  /// The controller's own `title` attribute, if set.
  public var title: String?
  /// The controller's own navigation item (`key="navigationItem"`); when it has none, the
  /// buttons (never the title) of a navigation bar's item in its view.
  public var navigationItem: NavigationItemSpec?
  /// The title of a navigation bar's item in the controller's view (an old
  /// `<navigationBar><items>`): drawn in the view, never the scene's title.
  public var navigationBarTitle: String?
  /// The tab bar item's title, if a tab bar item is set.
  public var tabBarItemTitle: String?
  /// The table view, when the controller's view (or a subview) is a table view.
  public var tableView: TableViewSpec?
  /// Whether the table view is the controller's root `view` (as in UITableViewController).
  public var tableViewIsRootView: Bool
  /// Buttons in the controller's view (outside table cells) that send actions or segues.
  public var buttons: [ButtonSpec]
  /// What the view shows outside table cells, in document order (hidden views left out).
  public var subviews: [SubviewSpec]
  /// Toolbar items (`<toolbarItems>` or items of a `<toolbar>` in the view).
  public var toolbarItems: [BarButtonItemSpec]
  /// Every segue whose source is this controller or one of its elements.
  public var segues: [SegueSpec]
  /// Outlets declared on the controller (`connections/outlet`).
  public var outlets: [OutletSpec]
  /// Outlet collections flattened to outlets, plus other named elements: id → element.
  public var elements: [String: ElementSpec]
  /// Interface Builder's `userLabel` (the name shown in Xcode's document outline), if set.
  public var userLabel: String?
  /// For `viewControllerPlaceholder`: the referenced storyboard's name.
  public var storyboardName: String?
  /// For `viewControllerPlaceholder`: the referenced identifier (nil = initial controller).
  public var referencedIdentifier: String?
  /// A placeholder's `bundleIdentifier`: the referenced storyboard is in another bundle.
  public var bundleIdentifier: String?
  /// `modalPresentationStyle` when presented (a segue's own wins); nil is `automatic`.
  public var modalPresentationStyle: String?
  /// `modalInPresentation="YES"`: a sheet the user cannot swipe down.
  public var isModalInPresentation = false
  /// `definesPresentationContext="YES"`: a `currentContext` or `overCurrentContext`
  /// presentation from this controller or one below it covers only this controller's area.
  public var definesPresentationContext = false
  /// Size-class "Installed" variations of subviews and buttons: by element id, the variations
  /// of the element and of each ancestor view that has some (all must install it).
  public var installVariations: [String: [[SizeClassVariation]]] = [:]
  /// By element id, where zero width or height constraints a size class installs or varies
  /// collapse an element its variations install (lint says "collapsed", not "uninstalled").
  public var sizeCollapses: [String: SizeCollapse] = [:]
  /// By gesture recognizer id, the views it is attached to (their variations decide whether a
  /// user can make it fire).
  public var gestureViews: [String: [String]] = [:]
  /// Source line of the controller element.
  public var line: Int

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
    self.id = id
    self.kind = kind
    self.elementName = elementName ?? kind.rawValue
    self.customClass = customClass
    self.customModule = customModule
    self.storyboardIdentifier = storyboardIdentifier
    self.title = title
    self.navigationItem = navigationItem
    self.tabBarItemTitle = tabBarItemTitle
    self.tableView = tableView
    self.tableViewIsRootView = tableViewIsRootView
    self.buttons = buttons
    self.toolbarItems = toolbarItems
    self.segues = segues
    self.outlets = outlets
    self.elements = elements
    self.userLabel = userLabel
    self.storyboardName = storyboardName
    self.referencedIdentifier = referencedIdentifier
    self.navigationBarTitle = navigationBarTitle
    self.subviews = subviews
    self.line = line
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
