import RosterSupport

/// `tap NAME` never guesses: two controls of one scene answering to NAME are refused, listed,
/// as `select` lists rows sharing a text.
extension Session {
  /// The bar buttons, buttons (in the view and its cells), switches, segments and text fields
  /// of `source` that `tap name` reaches, each described with its storyboard id when it has
  /// one; and those ids.
  func tapCandidates(named name: String, in source: ViewController)
    -> (described: [String], ids: [String])
  {
    let wanted = name.lowercased()
    var described: [String] = []
    var ids: [String] = []
    func add(_ what: String, _ id: String?) {
      described.append(what + (id.map { " (id \($0))" } ?? ""))
      if let id { ids.append(id) }
    }
    let items =
      source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
      + source.toolbarItems
    for item in items where item.matches(name) || item.id == name {
      add("the bar button \(VisibleText.quoted(item.displayTitle))", item.id)
    }
    for button in source.buttons
    where (button.displayTitle ?? "").lowercased() == wanted || button.id == name {
      add("the button \(VisibleText.quoted(button.displayTitle ?? name))", button.id)
    }
    if let button = source.cellButton(named: name),
      !source.buttons.contains(where: { $0 === button })
    {
      add("the button \(VisibleText.quoted(name)) in a row", button.id)
    }
    for subview in source.subviews + source.cellSubviews {
      switch subview {
      case .switch(let control) where control.name.lowercased() == wanted:
        add("the switch \(VisibleText.quoted(control.name))", nil)
      case .segmentedControl(let control)
      where control.segmentIndex(named: name) != nil && Int(name) == nil:
        add("the segment \(VisibleText.quoted(name)) of \(VisibleText.quoted(control.name))", nil)
      case .textField(let field) where field.name?.lowercased() == wanted:
        add("the text field \(VisibleText.quoted(field.name ?? name))", nil)
      default: continue
      }
    }
    return (described, ids)
  }

  /// The refusal of `tap name` when `source` has several controls of that name.
  func ambiguousTap(_ name: String, in source: ViewController) -> NavigationError? {
    let (described, ids) = tapCandidates(named: name, in: source)
    guard described.count > 1 else { return nil }
    return NavigationError(
      "\(described.count) controls are named \(VisibleText.quoted(name)) in "
        + "\"\(source.sceneTitle)\": \(described.joined(separator: ", "))",
      fix: ids.first.map { "tap one by its storyboard id, e.g. tap \($0)" }
        ?? "give them different titles in the storyboard")
  }
}
