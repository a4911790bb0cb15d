/// One thing drawn in a controller's view, outside table cells, in reading order
/// (`StoryboardBuilder.readingOrder`: by frame, through stack views, scroll views and plain
/// views; the XML's order where a frame is missing); hidden views (`hidden="YES"`,
/// `alpha="0"`) and their subtrees are left out.
public enum SubviewSpec: Sendable, Equatable {
  case label(LabelSpec)
  case button(ButtonSpec)
  case textField(TextFieldSpec)
  /// A switch, segmented control, slider, stepper or image view.
  case control(ControlSpec)
  /// A container view: the scene its embed segue makes is drawn here.
  case containerView(id: String, line: Int)
  /// The scene's table view: its rows are drawn here.
  case tableView(id: String, line: Int)
}
