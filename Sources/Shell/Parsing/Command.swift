import Navigation

/// One parsed shell command (DESIGN §3) or assertion (§4).
package enum Command: Equatable, Sendable {
  case open(segue: String)
  case select(RowReference)
  case tap(button: String)
  case type(text: String)
  case clear
  case back
  case tab(name: String)
  case delete(RowReference)
  /// Draw the scene; with a row number, the window of rows starting there.
  case show(fromRow: Int?)
  /// The next window of a long table.
  case more
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

  /// Whether the command moves or changes the scene (drawn after, recorded with an
  /// `expect scene`).
  package var isMove: Bool {
    switch self {
    case .open, .select, .tap, .type, .clear, .back, .tab, .delete: return true
    default: return false
    }
  }
}

/// An `expect …` assertion.
package enum Assertion: Equatable, Sendable {
  case scene(String)
  case stack([String])
  case rows(Int)
  case row(Int, text: String, detail: String?, checked: Bool?)
  case checked(String)
  case field(String)
  case event(String)
  /// The command must fail; `command` is nil when the line itself does not parse (which
  /// counts as failing, with `parseError` saying why).
  indirect case error(source: String, command: Command?, parseError: String?)
}
