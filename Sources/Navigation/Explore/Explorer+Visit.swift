import RosterSupport

extension Explorer {
  /// One visited state.
  struct Visit {
    /// The move that first reached it from its parent (nil at launch): its path from launch
    /// is its parent's and this move (`path(to:)`), not kept whole for each of many states.
    var move: Interaction?
    /// How many moves its path has.
    var depth: Int
    var parent: Int?
    /// Its state as explore compares it (`StateFingerprint`), not the whole value: a
    /// 20,000-state run keeps every one.
    var fingerprint: StateFingerprint
    /// Its state's data version (`SessionState.data`).
    var data: Int64
    var breadcrumb: [String]
    var presentationDepth: Int
    /// Where its visible scene is written.
    var location: SourceLocation
    /// Its path holds a move only app code makes (a manual or prototype cell's segue).
    var throughCode = false
    /// The states its moves lead to. A `back` that dismisses is a sheet's swipe down (a
    /// full-screen cover refuses it), so it is a way out like any other move.
    var edges: [Int] = []
    /// Every move's destination is known (no move led past a bound).
    var isComplete = false
    /// It may be left in ways explore cannot follow: a popover (a tap outside dismisses it) or
    /// a button whose action is code Roster does not run.
    var mayLeave = false
    /// The move seen to return from it to its parent's state (`back` after a push, the tab
    /// selected before, `undo` after a delete…), if any.
    var returnMove: Interaction?
  }
}
