import Storyboard

/// What UIKit's `UIControl` gives a switch, a segmented control, a slider and a stepper: the
/// storyboard id, the name the shell calls it by, whether it can be operated, and the action
/// its value change sends up the responder chain.
public class Control {
  /// The storyboard object id.
  public let id: String?
  /// What the shell calls it: its accessibility label, else its outlet, else a kind and a
  /// number (`switch1`, `segmented2`, `slider1`, `stepper1`).
  public internal(set) var name: String
  public var isEnabled: Bool
  /// The action selector sent when the value changes, e.g. `toggled:`.
  public var action: String?

  init(spec: ControlSpec, name: String) {
    self.id = spec.id
    self.name = name
    self.isEnabled = spec.isEnabled
    self.action = spec.action
  }
}
