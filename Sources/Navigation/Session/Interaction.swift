/// One move a user makes on the visible scene: the moves, listed once. The shell's commands,
/// its recordings and `roster explore` all perform these; each either returns what changed or
/// throws a `NavigationError` and changes nothing.
package enum Interaction: Hashable, Sendable {
  /// Performs the segue with that identifier (or an unnamed segue's id, or the title of the
  /// only segue's destination with that title), asking `shouldPerformSegue` first.
  case open(segue: String)
  /// Taps a row: the cell's segue (`shouldPerformSegue`, `prepare`), if any, and
  /// `tableView(_:didSelectRowAt:)` after `prepare`, as UIKit orders them.
  case select(RowReference)
  /// Taps a bar button (title or system item: `Cancel`, `Done`, `+`/`add`) or a button in the
  /// view: its segue, else its action.
  case tap(button: String)
  /// Gives a switch (on/off), a segmented control (a segment), a slider or a stepper (a number)
  /// a value.
  case set(control: String, value: String)
  /// Appends text to the focused text field.
  case type(text: String)
  /// Empties the focused text field.
  case clear
  /// Pops; on the root of a modal, dismisses it (no delegate callback); in a split view's
  /// detail, returns to the master.
  case back
  /// Selects a tab by title (any case) or number.
  case tab(name: String)
  /// Swipe-to-delete, through `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)`.
  case delete(RowReference)
  /// Takes back the newest change the app registered with its `UndoManager`.
  case undo

  /// Performs the move on `session`. With `drawn`, a row number means the row as the shell last
  /// drew it: refused when that row holds something else now.
  package func perform(on session: Session, drawn: DrawnRow? = nil)
    throws(NavigationError) -> NavigationChange
  {
    try perform(on: session, drawn: drawn, restoring: true)
  }

  /// Performs the move; without `restoring`, a failure may leave the session changed (for a
  /// caller that then drops it: `roster explore` walking a route or replaying a path).
  func perform(on session: Session, drawn: DrawnRow? = nil, restoring: Bool)
    throws(NavigationError) -> NavigationChange
  {
    try session.run(restoring: restoring) { () throws(NavigationError) in
      switch self {
      case .open(let segue): return try session.openBody(segue: segue)
      case .select(let row): return try session.selectBody(row: row, drawn: drawn)
      case .tap(let button): return try session.tapBody(button: button)
      case .set(let control, let value): return try session.setBody(control: control, value: value)
      case .type(let text): return try session.typeBody(text)
      case .clear: return try session.clearBody()
      case .back: return try session.backBody()
      case .tab(let name): return try session.selectTabBody(name)
      case .delete(let row): return try session.deleteBody(row: row, drawn: drawn)
      case .undo: return try session.undoBody()
      }
    }
  }

  /// Whether the move names a row (a number typed from a drawing may mean the row as drawn).
  package var row: RowReference? {
    switch self {
    case .select(let row), .delete(let row): return row
    default: return nil
    }
  }
}
