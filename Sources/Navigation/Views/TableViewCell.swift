import Storyboard

/// A `UITableViewCell`: labels, accessory (checkmark), an optional text field and image.
public final class TableViewCell {
  /// The accessory kinds (`disclosureIndicator`, `checkmark`, …).
  public typealias AccessoryType = CellSpec.Accessory
  /// The cell styles (`basic`, `rightDetail`, `subtitle`, …).
  public typealias Style = CellSpec.Style

  /// What a swipe commits (UIKit's `UITableViewCell.EditingStyle`).
  public enum EditingStyle: Sendable {
    case none
    case delete
    case insert
  }

  /// The storyboard id of the static cell or prototype this cell was made from.
  public let specID: String?
  public let reuseIdentifier: String?
  public let style: Style
  public var accessoryType: AccessoryType
  /// The main label (UIKit's `textLabel`; else the first label of a custom cell).
  public var textLabel: Label?
  /// The detail label (UIKit's `detailTextLabel`; else the second label of a custom cell).
  public var detailTextLabel: Label?
  /// Every label in the content view, in order.
  public var labels: [Label]
  /// A text field in the content view, if any: made with the cell, as the storyboard draws it
  /// (a controller keeps its static cells' fields, `ViewController.textFields`).
  public let textField: TextField?
  /// The image shown, by asset name, e.g. `4StarsSmall`.
  public var imageName: String?
  /// A view shown under the cell when expanded (e.g. a scene-dock view); nil when collapsed.
  public var expandedView: View?
  public var tag = 0
  /// What the row shows, as the data source names it (a player's id, a game's name): a row
  /// number typed from an older drawing is checked against it. nil: never checked.
  public var identity: String?
  /// The cell's own outlets (a custom cell class's `nameLabel`, …): property → object id.
  let outletDestinations: [String: String]
  /// The controls beside the labels (switches, sliders, steppers, segmented controls, progress
  /// views, activity indicators, buttons), in order; `nameControls()` names them.
  public internal(set) var controls: [Subview] = []
  /// The storyboard controls they were made from (their own names, for `nameControls()`).
  private var controlSpecs: [SubviewSpec] = []
  /// What each control is called, by storyboard id, as last named.
  private var controlNames: [String: String] = [:]

  /// A cell made in code (UIKit's `init(style:reuseIdentifier:)`).
  public init(style: Style = .basic, reuseIdentifier: String? = nil) {
    self.specID = nil
    self.reuseIdentifier = reuseIdentifier
    self.style = style
    self.accessoryType = .none
    let text = Label()
    self.textLabel = text
    self.detailTextLabel = style == .basic || style == .custom ? nil : Label()
    self.labels = [text] + (detailTextLabel.map { [$0] } ?? [])
    self.textField = nil
    self.outletDestinations = [:]
  }

  init(spec: CellSpec, owner: ViewController?) {
    self.specID = spec.id
    self.reuseIdentifier = spec.reuseIdentifier
    self.style = spec.style
    self.accessoryType = spec.accessory
    var labels = spec.labels.map(Label.init(spec:))
    var text = labels.first { $0.text != nil && $0.text == spec.text } ?? labels.first
    var detail =
      labels.first { $0 !== text && $0.text != nil && $0.text == spec.detail }
      ?? labels.first { $0 !== text }
    if text == nil, spec.text != nil || spec.style != .custom {
      let made = Label(text: spec.text)
      labels.insert(made, at: 0)
      text = made
    }
    if detail == nil,
      spec.detail != nil || [.rightDetail, .leftDetail, .subtitle].contains(spec.style)
    {
      let made = Label(text: spec.detail)
      labels.append(made)
      detail = made
    }
    self.labels = labels
    self.textLabel = text
    self.detailTextLabel = detail
    self.textField = spec.textField.map { TextField(spec: $0, owner: owner) }
    self.controlSpecs = spec.controls
    self.controls = spec.controls.compactMap { subview in
      switch subview {
      case .control(let control): return Subview.make(control, name: control.id)
      case .button(let button): return .button(Button(spec: button))
      default: return nil
      }
    }
    self.outletDestinations = Dictionary(spec.outlets.map { ($0.property, $0.destination) }) {
      first, _ in first
    }
  }

  /// The label, text field or control a cell outlet (e.g. `nameLabel`) is connected to, by
  /// property name.
  public func outlet(_ property: String) -> AnyObject? {
    guard let id = outletDestinations[property] else { return nil }
    if let label = labels.first(where: { $0.id == id }) { return label }
    if let field = textField, field.id == id { return field }
    return controls.first { $0.controlID == id }?.object
  }

  /// Names the controls as the shell calls them (`CellSpec.controlNames`), with the text the
  /// cell shows now: a control without a name of its own is known by its row.
  func nameControls() {
    controlNames = CellSpec.controlNames(of: controlSpecs, cellText: displayText)
    for named in controls.compactMap(\.control) {
      if let id = named.id, let name = controlNames[id] { named.name = name }
    }
  }

  /// What a button of this cell is tapped by: its title (or label, or image), else its name.
  func name(of button: Button) -> String? {
    guard
      controls.contains(where: { if case .button(let own) = $0 { own === button } else { false } })
    else { return nil }
    return button.displayTitle ?? controlNames[button.id]
  }

  /// The same, typed: `cell.outlet("nameLabel", as: Label.self)`.
  public func outlet<T: AnyObject>(_ property: String, as type: T.Type) -> T? {
    outlet(property) as? T
  }

  /// Whether the accessory is a checkmark; setting it sets or clears the checkmark.
  public var isChecked: Bool {
    get { accessoryType == .checkmark }
    set { accessoryType = newValue ? .checkmark : .none }
  }

  /// The label with this tag (as `viewWithTag(_:)` finds them), if any.
  public func label(withTag tag: Int) -> Label? {
    labels.first { $0.tag == tag }
  }

  /// The text shown for the row: the text label's, else the first non-empty label's.
  public var displayText: String? {
    if let text = textLabel?.text, !text.isEmpty { return text }
    return labels.lazy.compactMap(\.text).first { !$0.isEmpty }
  }

  /// The detail shown for the row: the detail label's, else the second non-empty label's.
  public var displayDetail: String? {
    if let detail = detailTextLabel?.text, !detail.isEmpty { return detail }
    if detailTextLabel != nil { return nil }
    let texts = labels.compactMap(\.text).filter { !$0.isEmpty }
    return texts.count > 1 ? texts[1] : nil
  }
}
