/// The element names the loader acts on, recognised by comparing bytes (no String is made).
enum Tag: UInt8 {
  case document, scene, objects, connections, segue, outlet, outletCollection, action
  case tableView, tableViewSection, tableViewCell, prototypes
  case label, textField, button, state, buttonConfiguration
  case barButtonItem, navigationItem, leftBarButtonItems, rightBarButtonItems, toolbarItems
  case items, toolbar, tabBarItem, string, fragment, placeholder, exit
  case gestureRecognizer
  /// Controls drawn in a view besides labels, buttons and fields, and what they hold.
  case switchControl, segmentedControl, slider, stepper, imageView, containerView, segment
  /// Views drawn but not operated: a text view's text, pickers, progress and activity.
  case textView, pickerView, datePicker, progressView, activityIndicatorView, searchBar
  /// A cell's content configuration (iOS 14): its text and secondary text.
  case listContentConfiguration
  case accessibility, textInputTraits, imageReference, collectionView
  /// A view's `<rect key="frame">`: where a cell's labels are laid out.
  case rect
  /// Size-class variations: `<variation key>`, its `<mask key="subviews">` and the
  /// `<include|exclude reference>` inside.
  case variation, mask, include, exclude
  /// A layout constraint: read only in a file with variations, where a size class may make a
  /// width or height zero (`SizeConstraint`).
  case constraint
  /// Decided by position: the scene's view controller.
  case controller
  /// Decided by position: another top-level object of a scene (a scene-dock view, …).
  case dockObject
  /// Frequent leaves whose ids nobody needs (layout guides): their id is not read.
  case ignored
  case other

  /// The tag for an element name.
  static func classify(_ name: XMLName) -> Tag {
    switch name.first {
    case UInt8(ascii: "a"):
      if name.equals("action") { return .action }
      if name.equals("accessibility") { return .accessibility }
      if name.equals("activityIndicatorView") { return .activityIndicatorView }
    case UInt8(ascii: "b"):
      if name.equals("barButtonItem") { return .barButtonItem }
      if name.equals("button") { return .button }
      if name.equals("buttonConfiguration") { return .buttonConfiguration }
    case UInt8(ascii: "c"):
      if name.equals("constraint") { return .constraint }
      if name.equals("connections") { return .connections }
      if name.equals("containerView") { return .containerView }
      if name.equals("collectionView") { return .collectionView }
    case UInt8(ascii: "d"):
      if name.equals("document") { return .document }
      if name.equals("datePicker") { return .datePicker }
    case UInt8(ascii: "e"):
      if name.equals("exit") { return .exit }
      if name.equals("exclude") { return .exclude }
    case UInt8(ascii: "f"):
      if name.equals("fragment") { return .fragment }
    case UInt8(ascii: "i"):
      if name.equals("items") { return .items }
      if name.equals("imageView") { return .imageView }
      if name.equals("imageReference") { return .imageReference }
      if name.equals("include") { return .include }
    case UInt8(ascii: "l"):
      if name.equals("label") { return .label }
      if name.equals("leftBarButtonItems") { return .leftBarButtonItems }
      if name.equals("layoutGuides") { return .ignored }
      if name.equals("listContentConfiguration") { return .listContentConfiguration }
    case UInt8(ascii: "m"):
      if name.equals("mask") { return .mask }
    case UInt8(ascii: "n"):
      if name.equals("navigationItem") { return .navigationItem }
    case UInt8(ascii: "o"):
      if name.equals("outlet") { return .outlet }
      if name.equals("objects") { return .objects }
      if name.equals("outletCollection") { return .outletCollection }
    case UInt8(ascii: "p"):
      if name.equals("placeholder") { return .placeholder }
      if name.equals("prototypes") { return .prototypes }
      if name.equals("pickerView") { return .pickerView }
      if name.equals("progressView") { return .progressView }
    case UInt8(ascii: "r"):
      if name.equals("rect") { return .rect }
      if name.equals("rightBarButtonItems") { return .rightBarButtonItems }
    case UInt8(ascii: "s"):
      if name.equals("segue") { return .segue }
      if name.equals("scene") { return .scene }
      if name.equals("state") { return .state }
      if name.equals("string") { return .string }
      if name.equals("switch") { return .switchControl }
      if name.equals("segmentedControl") { return .segmentedControl }
      if name.equals("slider") { return .slider }
      if name.equals("stepper") { return .stepper }
      if name.equals("segment") { return .segment }
      if name.equals("searchBar") { return .searchBar }
    case UInt8(ascii: "t"):
      if name.equals("tableViewCell") { return .tableViewCell }
      if name.equals("textField") { return .textField }
      if name.equals("tableView") { return .tableView }
      if name.equals("tableViewSection") { return .tableViewSection }
      if name.equals("tabBarItem") { return .tabBarItem }
      if name.equals("toolbarItems") { return .toolbarItems }
      if name.equals("toolbar") { return .toolbar }
      if name.equals("textInputTraits") { return .textInputTraits }
      if name.equals("textView") { return .textView }
    case UInt8(ascii: "v"):
      if name.equals("variation") { return .variation }
      if name.equals("viewControllerLayoutGuide") || name.equals("viewLayoutGuide") {
        return .ignored
      }
    default:
      break
    }
    if name.hasSuffix("GestureRecognizer") { return .gestureRecognizer }
    return .other
  }

  /// Whether a top-level scene object with this name is a view kept in the scene dock.
  static func isDockView(_ name: XMLName) -> Bool {
    name.equals("view") || name.hasSuffix("View") || name.equals("label")
      || name.equals("button") || name.equals("textField")
  }

  /// The kind of control this tag makes, for the controls `ControlSpec` describes.
  var controlKind: ControlSpec.Kind? {
    switch self {
    case .switchControl: return .switch
    case .segmentedControl: return .segmentedControl
    case .slider: return .slider
    case .stepper: return .stepper
    case .imageView: return .imageView
    case .textView: return .textView
    case .pickerView: return .pickerView
    case .datePicker: return .datePicker
    case .progressView: return .progressView
    case .activityIndicatorView: return .activityIndicatorView
    case .searchBar: return .searchBar
    default: return nil
    }
  }

  /// Whether an element with this tag and an id is recorded as a plain named element.
  var isGenericElement: Bool {
    switch self {
    case .other, .gestureRecognizer, .dockObject, .navigationItem, .tabBarItem, .toolbar,
      .switchControl, .segmentedControl, .slider, .stepper, .imageView, .containerView,
      .collectionView, .textView, .pickerView, .datePicker, .progressView, .activityIndicatorView,
      .searchBar:
      return true
    default:
      return false
    }
  }
}
