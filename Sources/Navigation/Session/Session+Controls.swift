import RosterSupport
import Storyboard

/// Operating the controls of the visible scene's view (and of scenes embedded in it): `tap`
/// flips a switch, selects a segment or focuses a text field; `set` gives a switch, segmented
/// control, slider or stepper a value. A disabled control is refused; a value-changed action
/// is sent up the responder chain as a button's is, and a failed action leaves the value as
/// it was.
extension Session {
  /// `set CONTROL VALUE` (`Interaction.set`): a switch `on`/`off`, a segmented control a segment (title or
  /// number), a slider or stepper a number in its range (a stepper in whole steps).
  package func set(control name: String, to value: String) throws(NavigationError)
    -> NavigationChange
  {
    try Interaction.set(control: name, value: value).perform(on: self)
  }

  /// The names `set` accepts here, operable ones only with `enabledOnly`.
  package func settableControlNames(enabledOnly: Bool = false) -> [String] {
    var seen: Set<String> = []
    return segueSources.flatMap { $0.settableControlNames(enabledOnly: enabledOnly) }
      .filter { seen.insert($0).inserted }
  }

  /// The values `set NAME` offers: a switch's `on`/`off`, a segmented control's segments;
  /// nothing for a number.
  package func settingValues(forControl name: String) -> [String] {
    for source in segueSources {
      switch source.settableControl(named: name) {
      case .switch?: return ["off", "on"]
      case .segmentedControl(let control)?: return control.segments.filter { !$0.isEmpty }
      default: continue
      }
    }
    return []
  }

  /// What `tap NAME` does to a switch, a segment or a text field of `source`; nil when it has
  /// none by that name.
  func tapControl(named name: String, in source: ViewController) throws(NavigationError)
    -> NavigationChange?
  {
    switch source.tapTarget(named: name) {
    case .switch(let control)?:
      return try setSwitch(control, on: !control.isOn, in: source)
    case .segmentedControl(let control)?:
      guard let index = control.segmentIndex(named: name) else { return nil }
      return try select(segment: index, of: control, in: source)
    case .textField(let field)?:
      let title = field.name ?? "the field"
      try Self.requireEnabled(field.isEnabled, title, in: source)
      field.becomeFirstResponder()
      return NavigationChange(.updated, "focused \(VisibleText.quoted(title)); type to fill it")
    default:
      return nil
    }
  }

  func setBody(control name: String, value: String) throws(NavigationError)
    -> NavigationChange
  {
    let leaf = visibleController
    for source in segueSources {
      switch source.settableControl(named: name) {
      case .switch(let control)?:
        let on: Bool
        switch value.lowercased() {
        case "on", "yes", "true", "1": on = true
        case "off", "no", "false", "0": on = false
        default:
          throw NavigationError(
            "a switch is on or off, not \(VisibleText.quoted(value))",
            fix: "set \(Self.word(control.name)) on, or set \(Self.word(control.name)) off")
        }
        return try setSwitch(control, on: on, in: source)
      case .segmentedControl(let control)?:
        guard let index = control.segmentIndex(named: value) else {
          let titles = control.segments.filter { !$0.isEmpty }
          throw NavigationError.notFound(
            "no segment \(VisibleText.quoted(value)) in \(VisibleText.quoted(control.name))",
            fix: Suggestion.didYouMean(value, among: titles)
              ?? "segments: \(titles.joined(separator: ", ")) (or their numbers)")
        }
        return try select(segment: index, of: control, in: source)
      case .slider(let control)?:
        return try setValue(of: control, to: value, in: source)
      default:
        continue
      }
    }
    let names = settableControlNames()
    throw NavigationError.notFound(
      "no switch, segmented control, slider or stepper \(VisibleText.quoted(name)) in "
        + "\"\(leaf.sceneTitle)\"",
      fix: Suggestion.didYouMean(name, among: names)
        ?? (names.isEmpty
          ? "it has none; tap buttons, or open a segue"
          : "controls here: \(names.joined(separator: ", "))"))
  }

  private func setSwitch(_ control: Switch, on: Bool, in source: ViewController)
    throws(NavigationError) -> NavigationChange
  {
    let summary = "\(control.name) is \(on ? "on" : "off")"
    return try change(
      control, in: source, summary: summary,
      unchanged: control.isOn == on ? summary + " already" : nil,
      apply: { control.isOn = on }, undo: { control.isOn = !on })
  }

  private func select(segment index: Int, of control: SegmentedControl, in source: ViewController)
    throws(NavigationError) -> NavigationChange
  {
    let title = VisibleText.quoted(control.segments[index])
    let before = control.selectedSegmentIndex
    return try change(
      control, in: source, summary: "selected \(title) in \(control.name)",
      unchanged: before == index ? "\(title) is selected already" : nil,
      apply: { control.selectedSegmentIndex = index },
      undo: { control.selectedSegmentIndex = before })
  }

  private func setValue(of control: Slider, to text: String, in source: ViewController)
    throws(NavigationError) -> NavigationChange
  {
    try Self.requireEnabled(control.isEnabled, control.name, in: source)
    guard let value = Double(text), value.isFinite else {
      throw NavigationError(
        "\(control.name) takes a number, not \(VisibleText.quoted(text))",
        fix: "e.g. set \(Self.word(control.name)) \(Slider.text(control.maximumValue))")
    }
    if let range = control.refusal(of: value) {
      throw NavigationError(
        "\(control.name) goes \(range); \(Slider.text(value)) is not one of its values",
        fix: "set it \(range)")
    }
    let summary = "\(control.name) is \(Slider.text(value))"
    let before = control.value
    return try change(
      control, in: source, summary: summary,
      unchanged: before == value ? summary + " already" : nil,
      apply: { control.value = value }, undo: { control.value = before })
  }

  /// A control's value change as UIKit makes it: refused when disabled, nothing sent when the
  /// value is `unchanged` (its message given instead), else `apply`, then the value-changed
  /// action, with `undo` when that action fails so a failed command changes nothing.
  private func change(
    _ control: Control, in source: ViewController, summary: String, unchanged: String?,
    apply: () -> Void, undo: () -> Void
  ) throws(NavigationError) -> NavigationChange {
    try Self.requireEnabled(control.isEnabled, control.name, in: source)
    if let unchanged { return NavigationChange(.updated, unchanged) }
    apply()
    guard let action = control.action else { return NavigationChange(.updated, summary) }
    do {
      var change = try activate(
        title: control.name, segue: nil, action: action, sender: control, in: source)
      change.summary = summary + "; " + change.summary
      return change
    } catch {
      undo()
      throw error
    }
  }

  private static func requireEnabled(_ enabled: Bool, _ title: String, in source: ViewController)
    throws(NavigationError)
  {
    guard !enabled else { return }
    throw NavigationError(
      "\(VisibleText.quoted(title)) is disabled in \"\(source.sceneTitle)\"",
      fix: "\(source.className) enables it when it can be used")
  }

  /// A name as typed in a command: quoted when it holds blanks.
  private static func word(_ name: String) -> String {
    name.contains(" ") ? VisibleText.quoted(name) : name
  }
}
