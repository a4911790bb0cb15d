import Navigation

/// One parsed shell command (DESIGN §3) or assertion (§4).
package enum Command: Equatable, Sendable {
  /// A move of the session (open, select, tap, type, clear, back, tab, delete, undo).
  case move(Interaction)
  /// Draw the scene; with a row number, the window of rows starting there.
  case show(fromRow: Int?)
  /// The next window of a long table.
  case more
  /// Draw from the first row whose text contains the text; nil: the next such row.
  case find(text: String?)
  case hierarchy
  case scenes
  case segues
  case trace(on: Bool)
  case events
  indirect case expect(Assertion)
  case complete(line: String)
  /// Start recording to a file (`mode`: what to do with one already there); nil stops.
  case record(path: String?, mode: Recorder.Mode = .new)
  case graph
  case source(path: String)
  case history
  case help(command: String?)
  case quit

  /// The move, when the command is one.
  package var interaction: Interaction? {
    if case .move(let interaction) = self { return interaction }
    return nil
  }

  // The moves by name, as the table and tests write them.
  package static func open(segue: String) -> Command { .move(.open(segue: segue)) }
  package static func select(_ row: RowReference) -> Command { .move(.select(row)) }
  package static func tap(button: String) -> Command { .move(.tap(button: button)) }
  package static func set(control: String, value: String) -> Command {
    .move(.set(control: control, value: value))
  }
  package static func type(text: String) -> Command { .move(.type(text: text)) }
  package static var clear: Command { .move(.clear) }
  package static var back: Command { .move(.back) }
  package static func tab(name: String) -> Command { .move(.tab(name: name)) }
  package static func delete(_ row: RowReference) -> Command { .move(.delete(row)) }
  package static var undo: Command { .move(.undo) }

  /// The command's name in the table (`CommandCatalog`) and its argument: what its line is made
  /// of (the table's `make` turns them back into the command).
  package var parts: (name: String, value: ArgumentValue) {
    switch self {
    case .move(.open(let segue)): return ("open", .text(segue))
    case .move(.select(let row)): return ("select", .row(row))
    case .move(.tap(let button)): return ("tap", .text(button))
    case .move(.set(let control, let value)):
      return ("set", .setting(control: control, value: value))
    case .move(.type(let text)): return ("type", .text(text))
    case .move(.clear): return ("clear", .none)
    case .move(.back): return ("back", .none)
    case .move(.tab(let name)): return ("tab", .text(name))
    case .move(.delete(let row)): return ("delete", .row(row))
    case .move(.undo): return ("undo", .none)
    case .show(let row): return ("show", row.map { .number($0) } ?? .none)
    case .more: return ("more", .none)
    case .find(let text): return ("find", text.map { .text($0) } ?? .none)
    case .hierarchy: return ("where", .none)
    case .scenes: return ("scenes", .none)
    case .segues: return ("segues", .none)
    case .trace(let on): return ("trace", .text(on ? "on" : "off"))
    case .events: return ("events", .none)
    case .expect(let assertion): return ("expect", .assertion(assertion))
    case .complete(let line): return ("complete", line.isEmpty ? .none : .text(line))
    case .record(let path, let mode): return ("record", .recording(path: path, mode: mode))
    case .graph: return ("graph", .none)
    case .source(let path): return ("source", .text(path))
    case .history: return ("history", .none)
    case .help(let name): return ("help", name.map { .text($0) } ?? .none)
    case .quit: return ("quit", .none)
    }
  }
}

/// An `expect …` assertion.
package enum Assertion: Equatable, Sendable {
  case scene(String)
  case stack([String])
  case rows(Int)
  /// Row N (nil: some row) has that text and, where given, detail, checkmark and rating.
  case row(Int?, text: String, detail: String?, checked: Bool?, rating: Int? = nil)
  /// Some text the scene shows contains TEXT (`present`), or none does (`expect no text`).
  case text(String, present: Bool)
  /// The button (bar button or button in the view) is enabled, or disabled.
  case button(String, enabled: Bool)
  /// The switch is on, or off.
  case `switch`(String, on: Bool)
  /// The slider's or stepper's value, the segmented control's selected segment's title, or
  /// the text field's text.
  case value(String, String)
  case checked(String)
  case field(String)
  case event(String)
  /// The scene as drawn (80 columns, no colour) is the text of this file, relative to the
  /// script (`--update-snapshots` writes it).
  case screen(String)
  /// Something on screen leads out of the visible scene (`Session.wayOut`): a dead end's
  /// replay ends with it.
  case wayOut
  /// The command (which must parse, and name what exists) must fail, changing nothing; with
  /// `matching`, its message must contain that text.
  indirect case error(source: String, command: Command, matching: String?)
}

extension Assertion {
  /// The assertion's name in the table (`CommandCatalog.assertions`) and its argument.
  package var parts: (name: String, value: ArgumentValue) {
    switch self {
    case .scene(let title): return ("scene", .text(title))
    case .stack(let titles): return ("stack", .texts(titles))
    case .rows(let count): return ("rows", .number(count))
    case .row(let row, let text, let detail, let checked, let rating):
      return (
        "row",
        .rowExpectation(row: row, text: text, detail: detail, checked: checked, rating: rating)
      )
    case .text(let text, let present): return (present ? "text" : "no", .text(text))
    case .button(let name, let enabled):
      return ("button", .setting(control: name, value: enabled ? "enabled" : "disabled"))
    case .switch(let name, let on):
      return ("switch", .setting(control: name, value: on ? "on" : "off"))
    case .value(let name, let value): return ("value", .setting(control: name, value: value))
    case .checked(let text): return ("checked", .text(text))
    case .field(let text): return ("field", .text(text))
    case .event(let text): return ("event", .text(text))
    case .screen(let path): return ("screen", .text(path))
    case .wayOut: return ("way-out", .none)
    case .error(let source, let command, let matching):
      return ("error", .failing(source: source, command: command, matching: matching))
    }
  }
}
