import Storyboard

/// A `UISlider` or `UIStepper`: a number between a minimum and a maximum (a stepper moves by
/// its step); setting it sends the value-changed action.
public final class Slider: Control {
  /// Whether this is a stepper (drawn with its step, set in steps).
  public let isStepper: Bool
  public var value: Double
  public var minimumValue: Double
  public var maximumValue: Double
  /// A stepper's step (1 for a slider).
  public var stepValue: Double

  override init(spec: ControlSpec, name: String) {
    self.isStepper = spec.kind == .stepper
    self.value = spec.value
    self.minimumValue = spec.minimumValue
    self.maximumValue = spec.maximumValue
    self.stepValue = spec.stepValue
    super.init(spec: spec, name: name)
  }

  /// Why `value` cannot be set, or nil when it can: outside the range, or (a stepper) not a
  /// whole number of steps from the minimum.
  func refusal(of value: Double) -> String? {
    guard value >= minimumValue, value <= maximumValue else {
      return "from \(Self.text(minimumValue)) to \(Self.text(maximumValue))"
    }
    if isStepper, stepValue > 0 {
      let steps = (value - minimumValue) / stepValue
      if abs(steps - steps.rounded()) > 1e-9 {
        return "from \(Self.text(minimumValue)) in steps of \(Self.text(stepValue))"
      }
    }
    return nil
  }

  /// A number as the shell shows it: at most four decimals (IB stores Float values such as
  /// 3.7000000476837158), whole numbers without a decimal point.
  static func text(_ value: Double) -> String { ControlSpec.numberText(value) }
}
