/// One copy of each equal value: values kept for many states share their storage.
struct Interner<Value: Hashable> {
  private var kept: Set<Value> = []

  /// The kept value equal to `value`, else `value`, kept from now on.
  mutating func interned(_ value: Value) -> Value {
    kept.insert(value).memberAfterInsert
  }
}
