/// What the shell shows for a control, a button or a number, once: the runtime's views
/// (Sources/Navigation/Views) and `roster outline` both ask here, so a scene is named alike
/// wherever it is described.
extension ControlSpec {
  /// An image view's placeholder: the accessibility label, else the image's name; nil for
  /// neither.
  public static func imageDisplayName(accessibilityLabel: String?, image: String?) -> String? {
    for text in [accessibilityLabel, image] {
      if let text, !text.isEmpty { return text }
    }
    return nil
  }

  /// A picker's placeholder: `picker`, or `date picker (time)` for a date picker's mode
  /// (`dateAndTime`, UIKit's default, is plain `date picker`); nil mode is a picker of rows.
  public static func pickerDisplayName(datePickerMode: String?) -> String {
    guard let datePickerMode else { return "picker" }
    return datePickerMode == "dateAndTime" ? "date picker" : "date picker (\(datePickerMode))"
  }

  /// A number as the shell shows it: at most four decimals (IB stores Float values such as
  /// 3.7000000476837158), whole numbers without a decimal point.
  public static func numberText(_ value: Double) -> String {
    guard abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    return String(rounded)
  }
}

extension ButtonSpec {
  /// What the user sees and types for a button: the title, else the accessibility label, else
  /// the image's name; nil when it has none of them.
  public static func displayTitle(title: String?, accessibilityLabel: String?, image: String?)
    -> String?
  {
    for text in [title, accessibilityLabel, image] {
      if let text, !text.isEmpty { return text }
    }
    return nil
  }

  /// This button's (`displayTitle(title:accessibilityLabel:image:)`).
  public var displayTitle: String? {
    Self.displayTitle(title: title, accessibilityLabel: accessibilityLabel, image: image)
  }
}
