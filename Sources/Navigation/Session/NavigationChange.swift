/// What a successful interaction changed.
package struct NavigationChange: Sendable, Equatable, CustomStringConvertible {
  package enum Kind: String, Sendable, Equatable {
    /// A controller was pushed onto a navigation stack.
    case pushed
    /// The top controller was popped.
    case popped
    /// A controller was presented modally.
    case presented
    /// A presented controller (and everything above it) was dismissed.
    case dismissed
    /// The detail column of a split view was replaced.
    case detailShown
    /// The master column of a split view got the focus back.
    case masterFocused
    /// Another tab was selected.
    case tabSelected
    /// An unwind segue returned to an earlier scene.
    case unwound
    /// The scene stayed; its content may have changed (a row, a field, a checkmark).
    case updated
    /// `shouldPerformSegue` vetoed the segue; nothing moved.
    case vetoed
  }

  package var kind: Kind
  /// One line saying what happened, e.g. `pushed "Choose Game"`.
  package var summary: String
  /// Trace events the interaction produced.
  package var events: [TraceEvent]

  package init(_ kind: Kind, _ summary: String, events: [TraceEvent] = []) {
    self.kind = kind
    self.summary = summary
    self.events = events
  }

  package var description: String { summary }
}
