/// A session's recent trace events: a ring of the last `capacity`, so a long session (a script
/// of a million moves) keeps constant memory. Marks count every event ever recorded, so a mark
/// stays valid after older events have fallen out.
struct TraceLog {
  /// How many events the log holds by default: far more than one interaction records.
  static let defaultCapacity = 10_000

  let capacity: Int
  private var storage: [TraceEvent] = []
  /// Where the oldest event is in `storage` once it is full (it is then overwritten first).
  private var oldest = 0
  /// Every event recorded so far, including those no longer held: the mark for "from now".
  private(set) var total = 0

  init(capacity: Int = defaultCapacity) {
    self.capacity = max(capacity, 1)
  }

  /// The events held now (at most `capacity`).
  var count: Int { storage.count }

  mutating func append(_ event: TraceEvent) {
    if storage.count < capacity {
      storage.append(event)
    } else {
      storage[oldest] = event
      oldest = (oldest + 1) % capacity
    }
    total += 1
  }

  /// The events recorded after `mark` (a `total` taken earlier) that are still held, oldest
  /// first.
  func events(since mark: Int) -> [TraceEvent] {
    let first = min(max(mark, total - storage.count), total)
    let skipped = first - (total - storage.count)
    return (skipped..<storage.count).map { storage[(oldest + $0) % storage.count] }
  }
}
