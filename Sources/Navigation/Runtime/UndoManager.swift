/// The changes this session's app can take back, newest last, as UIKit's `UndoManager` keeps
/// them: the app registers how to undo each change when it makes it, and `undo` (the shell's
/// command) runs the newest. Bounded: the oldest are forgotten past `capacity`.
public final class UndoManager {
  /// One change and how to take it back.
  struct Action {
    /// What the change was, for messages: `the delete of "Ray"`.
    let name: String
    let undo: () throws -> Void
  }

  /// How many changes are kept.
  public static let capacity = 100
  private(set) var actions: [Action] = []

  init() {}

  /// Registers how to undo a change just made; `name` says what it was (`the delete of "Ray"`).
  /// The closure throws a `NavigationError` to refuse (say, another roster changed the data
  /// since), and must then change nothing.
  public func registerUndo(named name: String, _ undo: @escaping () throws -> Void) {
    actions.append(Action(name: name, undo: undo))
    if actions.count > Self.capacity { actions.removeFirst(actions.count - Self.capacity) }
  }

  /// Whether there is a change to undo.
  public var canUndo: Bool { !actions.isEmpty }

  /// What the next undo would take back.
  public var undoActionName: String? { actions.last?.name }

  /// Forgets every registered change.
  public func removeAllActions() { actions.removeAll() }

  /// Takes the newest action off the stack (undone or refused, it is not tried again).
  func takeLast() -> Action? { actions.popLast() }

  /// Puts back an action `takeLast` took whose undo could not run yet (a busy store).
  func putBack(_ action: Action) { actions.append(action) }
}
