import Storyboard

/// What a session's moves exercised, for script coverage: scenes shown, segues performed,
/// buttons tapped and rows selected or deleted. Noted while a move runs and kept only when it
/// succeeds (a failed move changes nothing, so it exercised nothing).
final class CoverageLog {
  /// What succeeded so far.
  private(set) var exercised: Set<StoryboardItem> = []
  /// What the running move touched.
  private var pending: [StoryboardItem] = []

  func note(_ item: StoryboardItem) { pending.append(item) }

  /// The running move succeeded.
  func commit() {
    exercised.formUnion(pending)
    pending.removeAll()
  }

  /// The running move failed.
  func discard() { pending.removeAll() }
}
