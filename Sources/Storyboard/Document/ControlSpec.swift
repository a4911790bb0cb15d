/// A control in a controller's view that is neither a label, a button nor a text field: a
/// switch, a segmented control, a slider, a stepper or an image view — or a view drawn but not
/// operated (a text view, a picker, a date picker, a progress view, an activity indicator, a
/// search bar) —
/// with the state the storyboard gives it (IB's attribute names and UIKit's defaults).
public struct ControlSpec: Sendable, Equatable {
  /// The control kinds, named as their XML elements.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    case `switch`
    case segmentedControl
    case slider
    case stepper
    case imageView
    case textView
    case pickerView
    case datePicker
    case progressView
    case activityIndicatorView
    case searchBar

    /// Whether a table row draws it beside the cell's text: what operates or shows a state
    /// (image views, text views, pickers and search bars in cells are not drawn in the row).
    public var isDrawnInRow: Bool {
      switch self {
      case .switch, .segmentedControl, .slider, .stepper, .progressView, .activityIndicatorView:
        return true
      default: return false
      }
    }

    /// Whether a user operates it from the shell (`set`, `tap`), so it gets a name.
    public var isOperable: Bool {
      switch self {
      case .switch, .segmentedControl, .slider, .stepper: return true
      default: return false
      }
    }
  }

  public var id: String
  public var kind: Kind
  /// The accessibility label (`accessibility@label`), if set.
  public var accessibilityLabel: String?
  /// The accessibility identifier (`accessibility@identifier`), if set.
  public var accessibilityIdentifier: String?
  /// Interface Builder's `userLabel` (the document outline's name), if set.
  public var userLabel: String?
  /// `enabled="NO"` makes this false: drawn disabled, refused when operated.
  public var isEnabled: Bool
  /// A switch's `on`.
  public var isOn: Bool
  /// A segmented control's segment titles (an image segment by its image's name).
  public var segments: [String]
  /// A segmented control's `selectedSegmentIndex` (-1: none selected).
  public var selectedSegment: Int
  /// A slider's or stepper's `value`, `minValue`/`minimumValue`, `maxValue`/`maximumValue`.
  public var value: Double
  public var minimumValue: Double
  public var maximumValue: Double
  /// A stepper's `stepValue`.
  public var stepValue: Double
  /// An image view's image (asset name), if set.
  public var image: String?
  /// The action selector sent when the value changes, if connected.
  public var action: String?
  /// A text view's text (`text` attribute, `<string key="text">` or attributed fragments), or a
  /// search bar's.
  public var text: String?
  /// A search bar's placeholder, shown while it is empty.
  public var placeholder: String?
  /// A date picker's `datePickerMode` (UIKit's default: `dateAndTime`).
  public var datePickerMode: String?
  /// An activity indicator's `animating` and `hidesWhenStopped` (IB writes both when set).
  public var isAnimating: Bool = false
  public var hidesWhenStopped: Bool = false
  public var line: Int

  public init(
    id: String, kind: Kind, accessibilityLabel: String? = nil,
    accessibilityIdentifier: String? = nil, userLabel: String? = nil,
    isEnabled: Bool = true, isOn: Bool = false, segments: [String] = [],
    selectedSegment: Int = -1, value: Double = 0, minimumValue: Double = 0,
    maximumValue: Double = 1, stepValue: Double = 1, image: String? = nil,
    action: String? = nil, line: Int
  ) {
    self.id = id
    self.kind = kind
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityIdentifier = accessibilityIdentifier
    self.userLabel = userLabel
    self.isEnabled = isEnabled
    self.isOn = isOn
    self.segments = segments
    self.selectedSegment = selectedSegment
    self.value = value
    self.minimumValue = minimumValue
    self.maximumValue = maximumValue
    self.stepValue = stepValue
    self.image = image
    self.action = action
    self.line = line
  }
}
