import Navigation
import RosterSupport

extension Shell {
  /// Checks an assertion against the visible scene; a failure says what was expected and what
  /// is there.
  func check(_ assertion: Assertion) throws(ShellError) {
    switch assertion {
    case .scene(let title):
      let actual = session.snapshot(rows: 0..<0).title
      guard actual == title else {
        throw ShellError(
          "expected scene \(Tokenizer.quote(title, force: true)), but the scene is "
            + Tokenizer.quote(actual, force: true),
          expected: title, actual: actual)
      }
    case .stack(let titles):
      let actual = session.breadcrumb
      guard actual == titles else {
        let separator = settings.style.breadcrumbSeparator
        throw ShellError(
          "the stack differs", expected: titles.joined(separator: separator),
          actual: actual.joined(separator: separator))
      }
    case .rows(let count):
      let scene = session.snapshot(rows: 0..<0)
      guard scene.hasTable else {
        throw ShellError(
          "\(Tokenizer.quote(scene.title, force: true)) has no table; expect rows needs one",
          expected: "\(count) rows", actual: "no table")
      }
      guard scene.totalRowCount == count else {
        throw ShellError(
          "expected \(count) rows, found \(scene.totalRowCount)", expected: "\(count) rows",
          actual: "\(scene.totalRowCount) rows")
      }
    case .row(let number, let text, let detail, let checked, let rating):
      try checkRow(number, text: text, detail: detail, checked: checked, rating: rating)
    case .text(let text, let present):
      try checkText(text, present: present)
    case .button(let name, let enabled):
      try checkButton(name, enabled: enabled)
    case .switch(let name, let on):
      try checkSwitch(name, on: on)
    case .value(let name, let value):
      try checkValue(name, value)
    case .checked(let text):
      guard let row = row(withText: text) else {
        let nearby = session.snapshot(rows: 0..<200).rows
        let hint = Suggestion.hint(for: text, among: nearby.map { Self.text(of: $0) })
        throw ShellError(
          "no row \(Tokenizer.quote(text, force: true))\(hint)", expected: text + " checked",
          actual: checkedSummary(nearby))
      }
      guard row.isChecked else {
        throw ShellError(
          "row \(row.number) \(Tokenizer.quote(text, force: true)) is not checked",
          expected: text + " checked", actual: checkedSummary(session.snapshot(rows: 0..<200).rows))
      }
    case .field(let text):
      // The focused field; else the scene's only field (focus is not what the check is about).
      let scene = session.snapshot(rows: 0..<SceneRenderer.pageSize)
      let fields = scene.rows.compactMap(\.field)
      guard let field = scene.focusedField ?? (fields.count == 1 ? fields[0] : nil) else {
        throw ShellError(
          "no text field has focus; select the row holding the field first",
          expected: Tokenizer.quote(text, force: true), actual: "no focused field")
      }
      guard field.text == text else {
        throw ShellError(
          "the field holds \(Tokenizer.quote(field.text, force: true))",
          expected: Tokenizer.quote(text, force: true),
          actual: Tokenizer.quote(field.text, force: true))
      }
    case .event(let text):
      guard lastEvents.contains(where: { $0.description.contains(text) }) else {
        let actual =
          lastEvents.isEmpty
          ? "no events" : lastEvents.map(\.description).joined(separator: "\n            ")
        throw ShellError(
          "no trace line of the last move contains \(Tokenizer.quote(text, force: true))",
          expected: text, actual: actual)
      }
    case .screen(let path):
      try checkScreen(path)
    case .wayOut:
      guard session.wayOut != nil else {
        let title = session.visibleController.sceneTitle
        throw ShellError(
          "nothing on screen leads out of \(Tokenizer.quote(title, force: true)): no Back "
            + "button, no swipe down, no button that unwinds or runs app code",
          expected: "a way out", actual: "none")
      }
    case .error(let source, let command, let matching):
      try checkFailure(of: command, source: source, matching: matching)
    }
  }

  /// `expect error [matching TEXT] COMMAND`: the command must be refused for a reason other
  /// than naming nothing here (a typo must not pass), with TEXT in its message, and change
  /// nothing. One that succeeds has taken effect: the failure says so and what changed.
  private func checkFailure(of command: Command, source: String, matching: String?)
    throws(ShellError)
  {
    let before = (state: session.state, shown: stateSignature(), stack: session.breadcrumb)
    let saved = (settings.interactive, recorder)
    // The attempt is not a move of the session: no drawing, no recording.
    settings.interactive = false
    recorder = nil
    defer { (settings.interactive, recorder) = saved }
    var failure: ShellError?
    do {
      try execute(command, line: source)
    } catch {
      failure = error
    }
    guard let failure else {
      throw ShellError(
        "expected \"\(source)\" to fail, but it succeeded and took effect: "
          + changeSummary(from: before.stack, shown: before.shown),
        expected: "an error", actual: "success")
    }
    if failure.namesNothing {
      throw ShellError(
        "\"\(source)\" failed only because it names nothing here (\(failure.message)); "
          + "expect error needs a command that names what exists",
        expected: matching.map { "an error containing \(Tokenizer.quote($0, force: true))" }
          ?? "a refusal", actual: failure.message)
    }
    if let matching, !failure.message.contains(matching) {
      throw ShellError(
        "\"\(source)\" failed with another message",
        expected: "an error containing \(Tokenizer.quote(matching, force: true))",
        actual: failure.message)
    }
    // The whole state, not only what is drawn: a stack below, another tab, a field not on
    // screen and the app's data count too.
    guard session.state == before.state else {
      let after = stateSignature()
      guard after == before.shown else {
        throw ShellError(
          "\"\(source)\" failed but changed the scene", expected: before.shown, actual: after)
      }
      throw ShellError(
        "\"\(source)\" failed but changed the session off screen (the hierarchy or the data)")
    }
  }

  /// What a command that should have failed changed: the stack, else the scene as drawn.
  private func changeSummary(from stack: [String], shown: String) -> String {
    let separator = settings.style.breadcrumbSeparator
    let now = session.breadcrumb
    if now != stack {
      return "the stack went from \(stack.joined(separator: separator)) to "
        + now.joined(separator: separator)
    }
    if stateSignature() != shown {
      return "\(Tokenizer.quote(session.snapshot(rows: 0..<0).title, force: true)) changed"
    }
    return "nothing visible changed (the data may have)"
  }

  /// What must not change when a command fails: where we are and what is drawn.
  private func stateSignature() -> String {
    session.breadcrumb.joined(separator: " / ") + "\n" + drawing(style: .plain)
  }

  /// The row showing `text`, found by the controller (which a big table answers with a query,
  /// not by drawing every row).
  private func row(withText text: String) -> SceneSnapshot.Row? {
    let controller = session.visibleController
    guard let table = controller.tableView, let path = controller.rowIndex(forText: text) else {
      return nil
    }
    var offset = path.row
    for section in 0..<path.section { offset += table.numberOfRows(inSection: section) }
    return session.snapshot(rows: offset..<(offset + 1)).rows.first
  }

  func checkedSummary(_ rows: [SceneSnapshot.Row]) -> String {
    let checked = rows.filter(\.isChecked).map { Self.text(of: $0) }
    return checked.isEmpty ? "nothing checked" : checked.joined(separator: ", ") + " checked"
  }

  /// A row's text: its label, else the text of its field.
  static func text(of row: SceneSnapshot.Row) -> String {
    if let text = row.text, !text.isEmpty { return text }
    return row.field?.text ?? ""
  }

  static func describe(text: String, detail: String?, checked: Bool?, rating: Int?) -> String {
    var words = [Tokenizer.quote(text, force: true)]
    if let detail { words += ["detail", Tokenizer.quote(detail, force: true)] }
    if let rating { words += ["rating", String(rating)] }
    if let checked { words.append(checked ? "checked" : "unchecked") }
    return words.joined(separator: " ")
  }
}
