import Storyboard

/// A `UISwitch`: on or off; a tap flips it and sends its value-changed action.
public final class Switch: Control {
  public var isOn: Bool

  override init(spec: ControlSpec, name: String) {
    self.isOn = spec.isOn
    super.init(spec: spec, name: name)
  }
}
