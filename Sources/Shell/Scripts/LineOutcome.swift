/// What running one line did.
package enum LineOutcome: Equatable, Sendable {
  /// It ran (or was blank).
  case ok
  /// It failed and the failure was reported.
  case failed
  /// It asked to quit.
  case quit
}
