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
  /// The cell as a device shows it where its size-class variations make it differ (views in it
  /// installed, or hidden, for some size classes only); empty for most cells.
  public var deviceVariants: [Device: CellSpec] = [:]
  public var line: Int

  /// The cell as `device` shows it.
  public func installed(on device: Device) -> CellSpec {
    deviceVariants[device] ?? self
  }

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
