/// One thing a controller's view shows outside table cells, in document order: the objects
/// outlets reach, so what app code changes is what is drawn and operated.
public enum Subview {
  case label(Label)
  case button(Button)
  case textField(TextField)
  case `switch`(Switch)
  case segmentedControl(SegmentedControl)
  /// A slider or a stepper.
  case slider(Slider)
  case imageView(ImageView)
  case textView(TextView)
  /// A picker or a date picker.
  case picker(PickerView)
  case progressView(ProgressView)
  case activityIndicator(ActivityIndicatorView)
  case searchBar(SearchBar)
  /// A container view (storyboard id): the scene embedded there is drawn in its place.
  case containerView(id: String)
  /// The scene's table view: its rows are drawn here.
  case tableView
}
