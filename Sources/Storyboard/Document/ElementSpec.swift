/// A named element an outlet can point at.
public enum ElementSpec: Sendable, Equatable {
  case label(LabelSpec)
  case textField(TextFieldSpec)
  case cell(CellSpec)
  case button(ButtonSpec)
  case barButtonItem(BarButtonItemSpec)
  case view(ViewSpec)
  case tableView(id: String, line: Int)
  /// Any other element, by its XML name.
  case other(elementName: String, id: String, line: Int)
}
