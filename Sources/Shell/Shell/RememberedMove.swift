import Navigation

/// A successful move as a recording started later begins with it (`Shell.movesSinceLaunch`):
/// as `Shell.recordedForm` writes it, except a select by number of a row a store finds
/// (`ViewController.findsRowsInStore`). Whether that row's text names it alone is asked only
/// when a recording starts: on a server store the question is a round trip, on every select,
/// for a recording that may never be made.
struct RememberedMove {
  /// The move as a recording writes it, or (a question put off) as typed.
  var command: Command
  /// The text the selected row showed, to name it by when it names it alone.
  var rowText: String?
  /// The table of that row, asked then (gone by then: the row stays named by number).
  weak var table: ViewController?
}
