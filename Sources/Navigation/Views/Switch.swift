import Storyboard

/// A `UISwitch`: on or off; a tap flips it and sends its value-changed action.
public final class Switch: Control {
  public var isOn: Bool

  public init(name: String, isOn: Bool = false, action: String? = nil) {
    self.isOn = isOn
    super.init(id: nil, name: name, action: action)
  }

  override init(spec: ControlSpec, name: String) {
    self.isOn = spec.isOn
    super.init(spec: spec, name: name)
  }
}
