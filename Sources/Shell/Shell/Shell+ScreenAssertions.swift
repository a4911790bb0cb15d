import Navigation
import RosterSupport

/// The assertions about what the scene shows: rows by text, any text, buttons, switches and
/// values. Each reads the session's snapshot (what is drawn), so it names controls as the
/// drawing does.
extension Shell {
  /// How many rows sharing a text `expect row TEXT` compares before giving up.
  static let sameTextRowsCompared = 50

  /// `expect row [N] TEXT [detail TEXT] [rating N] [checked|unchecked]`.
  func checkRow(_ number: Int?, text: String, detail: String?, checked: Bool?, rating: Int?)
    throws(ShellError)
  {
    let expected = Self.describe(text: text, detail: detail, checked: checked, rating: rating)
    let rows: [SceneSnapshot.Row]
    if let number {
      let scene = session.snapshot(rows: (number - 1)..<number)
      guard let row = scene.rows.first else {
        throw ShellError(
          "no row \(number); \(Tokenizer.quote(scene.title, force: true)) has "
            + "\(scene.totalRowCount) rows",
          expected: "row \(number)", actual: "\(scene.totalRowCount) rows")
      }
      rows = [row]
    } else {
      let scene = session.snapshot(rows: 0..<0)
      guard scene.hasTable else {
        throw ShellError(
          "\(Tokenizer.quote(scene.title, force: true)) has no table; expect row needs one",
          expected: expected, actual: "no table")
      }
      rows = session.rowOffsets(forText: text, limit: Self.sameTextRowsCompared).compactMap {
        session.snapshot(rows: $0..<($0 + 1)).rows.first
      }.filter { Self.text(of: $0) == text }
      guard !rows.isEmpty else {
        let nearby = session.snapshot(rows: 0..<200).rows.map { Self.text(of: $0) }
        throw ShellError(
          "no row \(Tokenizer.quote(text, force: true)) in "
            + "\(Tokenizer.quote(scene.title, force: true))"
            + Suggestion.hint(for: text, among: nearby),
          expected: expected, actual: "\(scene.totalRowCount) rows, none with that text")
      }
    }
    let actuals = rows.map { row in
      Self.describe(
        text: Self.text(of: row), detail: detail == nil ? nil : (row.detail ?? ""),
        checked: checked == nil ? nil : row.isChecked,
        rating: rating == nil ? nil : self.rating(of: row))
    }
    guard !actuals.contains(expected) else { return }
    let name = number.map { "row \($0)" } ?? "row \(rows[0].number)"
    throw ShellError(
      rows.count == 1
        ? "\(name) differs" : "none of the \(rows.count) rows with that text matches",
      expected: expected, actual: actuals.joined(separator: "; "))
  }

  /// The stars a row's image draws as (-1: an image that is not a rating, or none).
  func rating(of row: SceneSnapshot.Row) -> Int {
    row.imageName.flatMap { settings.drawing.rating($0)?.filled } ?? -1
  }

  /// `expect text TEXT` / `expect no text TEXT`: TEXT (exact case) is part of something the
  /// scene shows: title, bars, tabs, labels, buttons, fields, controls, section headers and
  /// footers, or any row's text or detail, drawn or not.
  func checkText(_ text: String, present: Bool) throws(ShellError) {
    let scene = snapshot()
    let quoted = Tokenizer.quote(text, force: true)
    let shown = Self.shownTexts(of: scene).first { $0.contains(text) }
    let found = shown ?? rowText(containing: text, drawn: scene.rows.map(\.number))
    switch (found, present) {
    case (nil, true):
      throw ShellError(
        "\(Tokenizer.quote(scene.title, force: true)) shows no \(quoted)",
        expected: quoted, actual: "not on the screen nor in any row")
    case (let found?, false):
      throw ShellError(
        "\(Tokenizer.quote(scene.title, force: true)) shows \(quoted)",
        expected: "no \(quoted)", actual: found)
    default:
      return
    }
  }

  /// A row's text or detail holding `text` (exact case), among rows not already drawn: a table
  /// of at most 10,000 rows is read whole; a bigger one is searched by row text, as `find`.
  private func rowText(containing text: String, drawn: [Int]) -> String? {
    let total = session.snapshot(rows: 0..<0).totalRowCount
    guard total > 0 else { return nil }
    let skipped = Set(drawn)
    func match(_ row: SceneSnapshot.Row) -> String? {
      guard !skipped.contains(row.number) else { return nil }
      let texts = [row.text, row.detail, row.field?.text].compactMap { $0 } + row.expandedLines
      return texts.first { $0.contains(text) }.map { "row \(row.number): \($0)" }
    }
    if total <= Self.rowsReadWhole {
      var start = 0
      while start < total {
        let rows = session.snapshot(rows: start..<min(start + 500, total)).rows
        if let found = rows.lazy.compactMap(match).first { return found }
        start += 500
      }
      return nil
    }
    // The search ignores case: each row it finds is compared exactly.
    var after: Int?
    for _ in 0..<Self.rowsReadWhole {
      guard let offset = session.rowOffset(containing: text, after: after) else { return nil }
      if let row = session.snapshot(rows: offset..<(offset + 1)).rows.first,
        let found = match(row)
      {
        return found
      }
      after = offset
    }
    return nil
  }

  /// Up to how many rows `expect text` reads every row of, details too.
  static let rowsReadWhole = 10_000

  /// Every text the scene shows outside its rows, as the renderer draws them.
  static func shownTexts(of scene: SceneSnapshot) -> [String] {
    var texts = [scene.title]
    texts += [scene.navigationBarTitle, scene.backButtonTitle, scene.message].compactMap { $0 }
    texts += (scene.leftBarButtons + scene.rightBarButtons + scene.toolbarItems).map(\.title)
    texts += scene.buttons + scene.tabs.map(\.title)
    texts += scene.items.flatMap(texts(of:))
    for section in scene.sections {
      texts += [section.header, section.footer].compactMap { $0 }
      for row in section.rows {
        texts += [row.text, row.detail].compactMap { $0 } + row.expandedLines
        texts += row.controls.flatMap(texts(of:))
        if let field = row.field, !field.isSecure { texts.append(field.text) }
      }
    }
    return texts
  }

  /// The texts one drawn item shows.
  private static func texts(of item: SceneSnapshot.Item) -> [String] {
    switch item {
    case .label(let text): return [text]
    case .button(let title, _, _): return [title]
    case .field(let name, let field):
      return [name, field.isSecure ? nil : field.text, field.placeholder].compactMap { $0 }
    case .switch(let name, _, _): return [name]
    case .segments(let name, let titles, _, _): return [name] + titles
    case .value(let name, let value, _, _): return [name, value]
    case .image(let label): return [label].compactMap { $0 }
    case .placeholder(let text): return [text]
    case .progress, .table: return []
    }
  }

  /// The controls on screen: the view's, then those in the drawn rows' cells.
  private static func controls(of scene: SceneSnapshot) -> [SceneSnapshot.Item] {
    scene.items + scene.rows.flatMap(\.controls)
  }

  /// `expect button NAME enabled|disabled`: a bar button or a button in the view, by title (any
  /// case), as `tap` finds it.
  func checkButton(_ name: String, enabled: Bool) throws(ShellError) {
    let scene = snapshot()
    var buttons = (scene.leftBarButtons + scene.rightBarButtons + scene.toolbarItems).map {
      (title: $0.title, isEnabled: $0.isEnabled)
    }
    for case .button(let title, let isEnabled, _) in Self.controls(of: scene) {
      buttons.append((title, isEnabled))
    }
    let state = { (on: Bool) in on ? "enabled" : "disabled" }
    let found = buttons.filter { Self.names($0.title, name) }
    guard let button = found.first else {
      throw notFound("button", name, among: buttons.map(\.title), in: scene)
    }
    guard found.allSatisfy({ $0.isEnabled == button.isEnabled }) else {
      throw ShellError(
        "\(found.count) buttons are named \(Tokenizer.quote(name, force: true)), some enabled; "
          + "name one by its own title")
    }
    guard button.isEnabled == enabled else {
      throw ShellError(
        "\(button.title) is \(state(button.isEnabled))",
        expected: "\(button.title) \(state(enabled))",
        actual: "\(button.title) \(state(button.isEnabled))")
    }
  }

  /// `expect switch NAME on|off`.
  func checkSwitch(_ name: String, on: Bool) throws(ShellError) {
    let scene = snapshot()
    var switches: [(name: String, isOn: Bool)] = []
    for case .switch(let title, let isOn, _) in Self.controls(of: scene) {
      switches.append((title, isOn))
    }
    guard let found = switches.first(where: { Self.names($0.name, name) }) else {
      throw notFound("switch", name, among: switches.map(\.name), in: scene)
    }
    let state = { (on: Bool) in on ? "on" : "off" }
    guard found.isOn == on else {
      throw ShellError(
        "\(found.name) is \(state(found.isOn))", expected: "\(found.name) \(state(on))",
        actual: "\(found.name) \(state(found.isOn))")
    }
  }

  /// `expect value NAME VALUE`: a slider's or stepper's value (compared as numbers), a
  /// segmented control's selected segment's title, or a named text field's text.
  func checkValue(_ name: String, _ value: String) throws(ShellError) {
    let scene = snapshot()
    var controls: [(name: String, value: String?, numeric: Bool)] = []
    for item in Self.controls(of: scene) {
      switch item {
      case .value(let title, let shown, _, _): controls.append((title, shown, true))
      case .segments(let title, let titles, let selected, _):
        controls.append((title, titles.indices.contains(selected) ? titles[selected] : nil, false))
      case .field(let title?, let field): controls.append((title, field.text, false))
      default: continue
      }
    }
    guard let found = controls.first(where: { Self.names($0.name, name) }) else {
      throw notFound(
        "slider, stepper, segmented control or text field", name,
        among: controls.map(\.name), in: scene)
    }
    let actual = found.value ?? "no segment selected"
    let same =
      found.numeric
      ? Double(value).map { expected in found.value.flatMap(Double.init) == expected } ?? false
      : found.value == value
    guard same else {
      throw ShellError(
        "\(found.name) shows \(Tokenizer.quote(actual, force: true))",
        expected: Tokenizer.quote(value, force: true), actual: Tokenizer.quote(actual, force: true))
    }
  }

  /// Whether a control titled `title` answers to `name` (any case, as `tap` finds it).
  private static func names(_ title: String, _ name: String) -> Bool {
    title.lowercased() == name.lowercased() || (title == "+" && name.lowercased() == "add")
  }

  private func notFound(
    _ what: String, _ name: String, among names: [String], in scene: SceneSnapshot
  ) -> ShellError {
    let hint = Suggestion.hint(for: name, among: names)
    let here =
      names.isEmpty
      ? "; it has none" : hint.isEmpty ? "; here: \(names.joined(separator: ", "))" : hint
    return ShellError(
      "no \(what) \(Tokenizer.quote(name, force: true)) in "
        + Tokenizer.quote(scene.title, force: true) + here)
  }
}
