import Storyboard

/// Making the runtime object for a storyboard control, in a view or in a table cell.
extension Subview {
  /// The subview for `control`, named `name` when a user operates it.
  static func make(_ control: ControlSpec, name: String) -> Subview {
    switch control.kind {
    case .switch: return .switch(Switch(spec: control, name: name))
    case .segmentedControl: return .segmentedControl(SegmentedControl(spec: control, name: name))
    case .slider, .stepper: return .slider(Slider(spec: control, name: name))
    case .imageView: return .imageView(ImageView(spec: control))
    case .textView: return .textView(TextView(spec: control))
    case .pickerView, .datePicker: return .picker(PickerView(spec: control))
    case .progressView: return .progressView(ProgressView(spec: control))
    case .activityIndicatorView: return .activityIndicator(ActivityIndicatorView(spec: control))
    case .searchBar: return .searchBar(SearchBar(spec: control))
    }
  }

  /// The object outlets reach (nil for a container view or the table).
  var object: AnyObject? {
    switch self {
    case .label(let object): return object
    case .button(let object): return object
    case .textField(let object): return object
    case .switch(let object): return object
    case .segmentedControl(let object): return object
    case .slider(let object): return object
    case .imageView(let object): return object
    case .textView(let object): return object
    case .picker(let object): return object
    case .progressView(let object): return object
    case .activityIndicator(let object): return object
    case .searchBar(let object): return object
    case .containerView, .tableView: return nil
    }
  }

  /// The `Control` it is: a switch, a segmented control, a slider or a stepper (what `set`
  /// operates); nil for the rest.
  var control: Control? {
    switch self {
    case .switch(let control): return control
    case .segmentedControl(let control): return control
    case .slider(let control): return control
    default: return nil
    }
  }

  /// The control's storyboard id (nil for what is not a control or button).
  var controlID: String? {
    switch self {
    case .button(let button): return button.id
    case .progressView(let view): return view.id
    case .activityIndicator(let view): return view.id
    default: return control?.id
    }
  }
}
