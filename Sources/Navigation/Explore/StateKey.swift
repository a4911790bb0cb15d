/// A state as explore's index of states keys it: its hash worked out once, when it is looked
/// up, instead of again for the insertion after it and for every rehash as the index grows
/// (a state's hash walks its whole hierarchy and rows). Two keys are equal exactly when their
/// states are.
struct StateKey: Hashable {
  let state: SessionState
  private let hash: Int

  init(_ state: SessionState) {
    self.state = state
    hash = state.hashValue
  }

  /// This key for `equal`, a state equal to this key's (one sharing storage with states kept
  /// before: `StateInterner`), without hashing it again.
  func with(_ equal: SessionState) -> StateKey {
    StateKey(state: equal, hash: hash)
  }

  private init(state: SessionState, hash: Int) {
    self.state = state
    self.hash = hash
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.state == rhs.state
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
