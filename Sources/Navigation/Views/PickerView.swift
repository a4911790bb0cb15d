import Storyboard

/// A `UIPickerView` or a `UIDatePicker`: drawn as a placeholder (a picker's rows come from its
/// data source, which a storyboard does not hold).
public final class PickerView {
  /// The storyboard object id.
  public let id: String?
  /// A date picker's mode (`date`, `time`, `dateAndTime`, `countDownTimer`); nil for a picker
  /// of rows.
  public var datePickerMode: String?

  init(spec: ControlSpec) {
    self.id = spec.id
    self.datePickerMode = spec.kind == .datePicker ? spec.datePickerMode ?? "dateAndTime" : nil
  }

  /// What its placeholder says: `picker`, or `date picker (time)`.
  public var displayName: String {
    ControlSpec.pickerDisplayName(datePickerMode: datePickerMode)
  }
}
