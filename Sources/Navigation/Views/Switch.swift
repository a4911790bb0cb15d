import Storyboard

/// A `UISwitch`: on or off; a tap flips it and sends its value-changed action.
public final class Switch {
  /// The storyboard object id.
  public let id: String?
  /// What the shell calls it: its accessibility label, else its outlet, else `switchN`.
  public internal(set) var name: String
  public var isOn: Bool
  public var isEnabled: Bool
  /// The action selector sent when the value changes, e.g. `toggled:`.
  public var action: String?

  public init(name: String, isOn: Bool = false, action: String? = nil) {
    self.id = nil
    self.name = name
    self.isOn = isOn
    self.isEnabled = true
    self.action = action
  }

  init(spec: ControlSpec, name: String) {
    self.id = spec.id
    self.name = name
    self.isOn = spec.isOn
    self.isEnabled = spec.isEnabled
    self.action = spec.action
  }
}
