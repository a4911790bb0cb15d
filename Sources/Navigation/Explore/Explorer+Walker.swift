import Storyboard

extension Explorer {
  /// The one session walking the search, and the state it is known to be in.
  final class Walker {
    private(set) var session: Session
    /// The visit whose state the session is in, or nil when not known.
    var at: Int?
    /// What the sessions walked before this one exercised.
    private(set) var exercisedBefore: Set<StoryboardItem> = []
    /// The state a replay of a visit's path arrives in, where it is not the state the visit
    /// was recorded with (a tap that focused a field is recorded with a letter typed, which
    /// its replay does not type): the state the visit is explored from, so a move undone
    /// there is known to be back.
    var replayed: [Int: StateFingerprint] = [:]

    init(_ session: Session, at: Int?) {
      self.session = session
      self.at = at
    }

    /// Walks on with `fresh` (a replay), keeping what the old session exercised.
    func replace(with fresh: Session) {
      exercisedBefore.formUnion(session.exercised)
      session = fresh
    }

    /// What every session walked so far exercised.
    var exercised: Set<StoryboardItem> { exercisedBefore.union(session.exercised) }
  }
}
