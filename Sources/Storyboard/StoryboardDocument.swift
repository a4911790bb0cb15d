/// One parsed `.storyboard` file: plain values, no behaviour beyond lookups.
///
/// The loader fills these from Interface Builder XML; the runtime (module `Navigation`), lint
/// and DOT export read them. Every element keeps the line it came from, for messages.
public struct StoryboardDocument: Sendable, Equatable {
  /// The file's base name without extension, e.g. `Main` for `Main.storyboard`.
  public var name: String
  /// Where it was read from (nil for an in-memory document).
  public var path: String?
  /// `document@version`, e.g. `3.0`.
  public var version: String?
  /// `document@toolsVersion`.
  public var toolsVersion: String?
  /// `document@targetRuntime`, e.g. `iOS.CocoaTouch`.
  public var targetRuntime: String?
  /// `document@initialViewController`: a controller id, or nil when no entry point is set.
  public var initialViewControllerID: String?
  /// The scenes in file order.
  public var scenes: [Scene]
  /// Source line of `<document>`.
  public var line: Int
  /// File-wide facts for lint (duplicate ids, layout flags, broken connections).
  public var findings = DocumentFindings()

  public init(
    name: String, path: String? = nil, version: String? = nil, toolsVersion: String? = nil,
    targetRuntime: String? = nil, initialViewControllerID: String? = nil, scenes: [Scene] = [],
    line: Int = 1
  ) {
    self.name = name
    self.path = path
    self.version = version
    self.toolsVersion = toolsVersion
    self.targetRuntime = targetRuntime
    self.initialViewControllerID = initialViewControllerID
    self.scenes = scenes
    self.line = line
  }

  /// The controller with this object id (`viewController@id`), if any.
  public func controller(id: String) -> ControllerSpec? {
    scenes.first { $0.controller.id == id }?.controller
  }

  /// The controller with this storyboard ID (`storyboardIdentifier`), if any.
  public func controller(storyboardIdentifier: String) -> ControllerSpec? {
    scenes.first { $0.controller.storyboardIdentifier == storyboardIdentifier }?.controller
  }

  /// The initial view controller, if the entry point is set and exists.
  public var initialController: ControllerSpec? {
    initialViewControllerID.flatMap { controller(id: $0) }
  }
}

/// A `<scene>`: one top-level controller plus its dock objects.
public struct Scene: Sendable, Equatable {
  /// `scene@sceneID`.
  public var sceneID: String
  /// The scene's view controller (the object with `sceneMemberID="viewController"`).
  public var controller: ControllerSpec
  /// Views in the scene dock (top-level objects that are not in the view hierarchy).
  public var dockViews: [ViewSpec]
  /// Source line of `<scene>`.
  public var line: Int

  public init(sceneID: String, controller: ControllerSpec, dockViews: [ViewSpec] = [], line: Int) {
    self.sceneID = sceneID
    self.controller = controller
    self.dockViews = dockViews
    self.line = line
  }
}

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
  /// Size-class "Installed" variations of subviews and buttons: by element id, the variations
  /// of the element and of each ancestor view that has some (all must install it).
  public var installVariations: [String: [[SizeClassVariation]]] = [:]
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

/// A `navigationItem`: title and bar buttons.
public struct NavigationItemSpec: Sendable, Equatable {
  public var title: String?
  /// The `backBarButtonItem`'s title: the Back button of the next scene pushed above this one.
  public var backBarButtonTitle: String?
  public var leftBarButtonItems: [BarButtonItemSpec]
  public var rightBarButtonItems: [BarButtonItemSpec]
  public var line: Int

  public init(
    title: String? = nil, leftBarButtonItems: [BarButtonItemSpec] = [],
    rightBarButtonItems: [BarButtonItemSpec] = [], backBarButtonTitle: String? = nil, line: Int
  ) {
    self.title = title
    self.backBarButtonTitle = backBarButtonTitle
    self.leftBarButtonItems = leftBarButtonItems
    self.rightBarButtonItems = rightBarButtonItems
    self.line = line
  }
}

/// A `barButtonItem`.
public struct BarButtonItemSpec: Sendable, Equatable {
  public var id: String
  public var title: String?
  /// `systemItem`, e.g. `add`, `done`, `cancel`.
  public var systemItem: String?
  /// The image's asset name (`image`), e.g. `Reset`, for an image-only item.
  public var image: String?
  /// Action selector sent on tap (`connections/action@selector`), if any.
  public var action: String?
  /// `enabled="NO"` makes this false: drawn disabled, refused on `tap`.
  public var isEnabled: Bool
  public var line: Int

  public init(
    id: String, title: String? = nil, systemItem: String? = nil, image: String? = nil,
    action: String? = nil, isEnabled: Bool = true, line: Int
  ) {
    self.id = id
    self.title = title
    self.systemItem = systemItem
    self.image = image
    self.action = action
    self.isEnabled = isEnabled
    self.line = line
  }

  /// Whether this is a flexible or fixed space: layout, not a button.
  public var isSpace: Bool { systemItem == "flexibleSpace" || systemItem == "fixedSpace" }

  /// What the user sees and types: the title, else the system item's label
  /// (`add` → `+`, `done` → `Done`, `cancel` → `Cancel`, …), else the image's name, else `Item`.
  public var displayTitle: String {
    if let title, !title.isEmpty { return title }
    guard let systemItem else { return image.flatMap { $0.isEmpty ? nil : $0 } ?? "Item" }
    switch systemItem {
    case "add": return "+"
    case "done": return "Done"
    case "cancel": return "Cancel"
    case "edit": return "Edit"
    case "save": return "Save"
    case "compose": return "Compose"
    case "reply": return "Reply"
    case "action": return "Action"
    case "organize": return "Organize"
    case "bookmarks": return "Bookmarks"
    case "search": return "Search"
    case "refresh": return "Refresh"
    case "stop": return "Stop"
    case "camera": return "Camera"
    case "trash": return "Trash"
    case "play": return "Play"
    case "pause": return "Pause"
    case "rewind": return "Rewind"
    case "fastForward": return "Fast Forward"
    case "undo": return "Undo"
    case "redo": return "Redo"
    case "flexibleSpace", "fixedSpace": return ""
    default: return systemItem.prefix(1).uppercased() + systemItem.dropFirst()
    }
  }
}

/// A button (or other control) in a controller's view.
public struct ButtonSpec: Sendable, Equatable {
  public var id: String
  /// The normal-state title, if any.
  public var title: String?
  public var action: String?
  /// `enabled="NO"` makes this false.
  public var isEnabled: Bool
  /// The normal-state image's name, for a button without a title.
  public var image: String?
  /// The accessibility label, if set.
  public var accessibilityLabel: String?
  /// The accessibility identifier, if set.
  public var accessibilityIdentifier: String?
  public var line: Int

  public init(
    id: String, title: String? = nil, action: String? = nil, isEnabled: Bool = true,
    image: String? = nil, accessibilityLabel: String? = nil,
    accessibilityIdentifier: String? = nil, line: Int
  ) {
    self.id = id
    self.accessibilityIdentifier = accessibilityIdentifier
    self.title = title
    self.action = action
    self.isEnabled = isEnabled
    self.image = image
    self.accessibilityLabel = accessibilityLabel
    self.line = line
  }
}

/// A table view (`tableView@dataMode`).
public struct TableViewSpec: Sendable, Equatable {
  public enum DataMode: String, Sendable, Equatable {
    case `static`
    case prototypes
  }
  public var id: String
  public var dataMode: DataMode
  /// `style`: `plain`, `grouped`, `insetGrouped`.
  public var style: String?
  /// Static sections (dataMode static).
  public var sections: [TableSectionSpec]
  /// Prototype cells (dataMode prototypes), in file order.
  public var prototypes: [CellSpec]
  public var line: Int

  public init(
    id: String, dataMode: DataMode, style: String? = nil, sections: [TableSectionSpec] = [],
    prototypes: [CellSpec] = [], line: Int
  ) {
    self.id = id
    self.dataMode = dataMode
    self.style = style
    self.sections = sections
    self.prototypes = prototypes
    self.line = line
  }
}

/// A `tableViewSection`.
public struct TableSectionSpec: Sendable, Equatable {
  public var id: String
  public var headerTitle: String?
  public var footerTitle: String?
  public var cells: [CellSpec]
  public var line: Int

  public init(
    id: String, headerTitle: String? = nil, footerTitle: String? = nil, cells: [CellSpec] = [],
    line: Int
  ) {
    self.id = id
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.cells = cells
    self.line = line
  }
}

/// A `tableViewCell` (static or prototype).
public struct CellSpec: Sendable, Equatable {
  public enum Style: String, Sendable, Equatable {
    case custom
    case basic
    case rightDetail
    case leftDetail
    case subtitle
  }
  public enum Accessory: String, Sendable, Equatable {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
  }
  public var id: String
  public var reuseIdentifier: String?
  /// From `style` (`IBUITableViewCellStyleValue1` → rightDetail, `…Value2` → leftDetail,
  /// `…Subtitle` → subtitle, `…Default` → basic; absent → custom).
  public var style: Style
  public var accessory: Accessory
  public var customClass: String?
  /// The cell's text: its `textLabel`, else the first label in its content view.
  public var text: String?
  /// The cell's detail: its `detailTextLabel`, else the second label.
  public var detail: String?
  /// A text field in the content view, if any.
  public var textField: TextFieldSpec?
  /// All labels in the content view, in order (id, text, tag).
  public var labels: [LabelSpec]
  /// Outlets declared on the cell itself (a custom cell class's `nameLabel`, …).
  public var outlets: [OutletSpec]
  /// The controls in the content view (switches, sliders, steppers, segmented controls,
  /// progress views, activity indicators — as `.control` — and buttons), in document order.
  public var controls: [SubviewSpec] = []
  public var line: Int

  public init(
    id: String, reuseIdentifier: String? = nil, style: Style = .custom,
    accessory: Accessory = .none, customClass: String? = nil, text: String? = nil,
    detail: String? = nil, textField: TextFieldSpec? = nil, labels: [LabelSpec] = [],
    outlets: [OutletSpec] = [], controls: [SubviewSpec] = [], line: Int
  ) {
    self.id = id
    self.controls = controls
    self.reuseIdentifier = reuseIdentifier
    self.style = style
    self.accessory = accessory
    self.customClass = customClass
    self.text = text
    self.detail = detail
    self.textField = textField
    self.labels = labels
    self.outlets = outlets
    self.line = line
  }
}

/// A `label`.
public struct LabelSpec: Sendable, Equatable {
  public var id: String
  public var text: String?
  public var tag: Int?
  public var line: Int

  public init(id: String, text: String? = nil, tag: Int? = nil, line: Int) {
    self.id = id
    self.text = text
    self.tag = tag
    self.line = line
  }
}

/// A `textField`.
public struct TextFieldSpec: Sendable, Equatable {
  public var id: String
  public var text: String?
  public var placeholder: String?
  /// `enabled="NO"` makes this false.
  public var isEnabled: Bool
  /// `secureTextEntry="YES"`: what is typed is drawn as bullets.
  public var isSecure: Bool
  /// The accessibility label, if set.
  public var accessibilityLabel: String?
  public var line: Int

  public init(
    id: String, text: String? = nil, placeholder: String? = nil, isEnabled: Bool = true,
    isSecure: Bool = false, accessibilityLabel: String? = nil, line: Int
  ) {
    self.id = id
    self.text = text
    self.placeholder = placeholder
    self.isEnabled = isEnabled
    self.isSecure = isSecure
    self.accessibilityLabel = accessibilityLabel
    self.line = line
  }
}

/// A named element an outlet can point at.
public enum ElementSpec: Sendable, Equatable {
  case label(LabelSpec)
  case textField(TextFieldSpec)
  case cell(CellSpec)
  case button(ButtonSpec)
  case barButtonItem(BarButtonItemSpec)
  case view(ViewSpec)
  case tableView(id: String, line: Int)
  /// Any other element, by its XML name.
  case other(elementName: String, id: String, line: Int)
}

/// A plain view (e.g. a scene-dock view), summarised by the labels it holds.
public struct ViewSpec: Sendable, Equatable {
  public var id: String
  public var elementName: String
  public var labels: [LabelSpec]
  public var line: Int

  public init(id: String, elementName: String = "view", labels: [LabelSpec] = [], line: Int) {
    self.id = id
    self.elementName = elementName
    self.labels = labels
    self.line = line
  }
}

/// `connections/outlet`.
public struct OutletSpec: Sendable, Equatable {
  public var property: String
  /// The destination object id.
  public var destination: String
  public var line: Int

  public init(property: String, destination: String, line: Int) {
    self.property = property
    self.destination = destination
    self.line = line
  }
}

/// Segue kinds, modern and deprecated.
public enum SegueKind: String, Sendable, Equatable, CaseIterable {
  case show
  case push
  case presentation
  case modal
  case showDetail
  case replace
  case popover
  case popoverPresentation
  case embed
  case relationship
  case unwind
  case custom
  /// Any other `kind` value.
  case unknown
}

/// Where a segue starts inside its scene.
public enum SegueSource: Sendable, Equatable {
  /// The controller itself (manual segue, fired by `performSegue(withIdentifier:)`).
  case controller
  /// A table cell (static cell id, or prototype cell id).
  case cell(id: String)
  /// A bar button item.
  case barButtonItem(id: String)
  /// A button or other control in the view.
  case button(id: String)
  /// A gesture recognizer.
  case gestureRecognizer(id: String)
  /// Any other element, by id.
  case other(id: String)
}

/// A `connections/segue`.
public struct SegueSpec: Sendable, Equatable {
  /// The segue's object id.
  public var id: String
  public var identifier: String?
  public var kind: SegueKind
  /// `kind` as written in the file.
  public var kindName: String
  /// Destination object id (for unwind segues, the exit placeholder's id).
  public var destination: String
  /// For relationship segues: `rootViewController`, `viewControllers`, `masterViewController`,
  /// `detailViewController`, …
  public var relationship: String?
  /// For custom segues: `customClass`.
  public var customClass: String?
  /// For unwind segues: the action selector (`unwindAction`).
  public var unwindAction: String?
  /// For presentations: `modalPresentationStyle` (`fullScreen`, `pageSheet`, …); nil is
  /// UIKit's `automatic` (or the presented controller's own).
  public var modalPresentationStyle: String?
  public var source: SegueSource
  public var line: Int

  public init(
    id: String, identifier: String? = nil, kind: SegueKind, kindName: String? = nil,
    destination: String, relationship: String? = nil, customClass: String? = nil,
    unwindAction: String? = nil, modalPresentationStyle: String? = nil,
    source: SegueSource = .controller, line: Int
  ) {
    self.id = id
    self.modalPresentationStyle = modalPresentationStyle
    self.identifier = identifier
    self.kind = kind
    self.kindName = kindName ?? kind.rawValue
    self.destination = destination
    self.relationship = relationship
    self.customClass = customClass
    self.unwindAction = unwindAction
    self.source = source
    self.line = line
  }
}
