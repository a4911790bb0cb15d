/// Trace events and leak counts.
extension Session {
  /// The trace events still held: the last `TraceLog.defaultCapacity` (10,000).
  package var events: [TraceEvent] { context.events.events(since: 0) }

  /// A mark for `events(since:)`: how many events were ever recorded.
  package var eventMark: Int { context.events.total }

  /// Trace events recorded after `mark` (those still held).
  package func events(since mark: Int) -> [TraceEvent] {
    context.events.events(since: mark)
  }

  /// Controllers alive now (made and not yet deinitialised).
  package var liveControllerCount: Int { context.liveControllers }

  /// Controllers reachable from the window; equal to `liveControllerCount` when nothing leaks.
  package var reachableControllerCount: Int {
    func count(_ controller: ViewController) -> Int {
      1 + controller.children.reduce(0) { $0 + count($1) }
        + (controller.presentedStorage.map(count) ?? 0)
    }
    return window.rootViewController.map(count) ?? 0
  }
}
