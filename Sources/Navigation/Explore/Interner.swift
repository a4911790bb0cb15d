/// One copy of each equal value: values kept for many states share their storage.
struct Interner<Value: Hashable> {
  private var kept: Set<Value> = []

  /// The kept value equal to `value`, else `value`, kept from now on.
  mutating func interned(_ value: Value) -> Value {
    kept.insert(value).memberAfterInsert
  }
}

/// States kept with their parts shared: many states differ only in their rows or their data,
/// and a 20,000-state run keeps every one.
struct StateInterner {
  private var roots = Interner<SessionState.Node>()
  private var rows = Interner<[SessionState.Row]>()
  private var buttons = Interner<[String]>()

  /// `state`, its hierarchy, rows and buttons shared with equal ones kept before.
  mutating func interned(_ state: SessionState) -> SessionState {
    var shared = state
    shared.root = state.root.map { roots.interned($0) }
    shared.visibleRows = rows.interned(state.visibleRows)
    shared.enabledButtons = buttons.interned(state.enabledButtons)
    return shared
  }
}
