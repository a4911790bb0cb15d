import Navigation
import RosterModel

/// A scene that commits changes to the roster's store and registers how to take each back
/// (Players: adds, edits, deletes; Games: the catalog). The store refuses an undo, writing
/// nothing, when another roster changed the same data since: an undo never overwrites someone
/// else's later change.
protocol StoreUndoRegistering: ViewController {
  var store: (any RosterStoring)? { get }
  /// Forgets what was read from the store, after an undo changed it.
  func storeChangedByUndo()
}

extension StoreUndoRegistering {
  /// Registers `undo` under `name` ("the add of …"), run against this scene's store; its refusal
  /// becomes the undo's error (`NavigationError(undoing:_:)`).
  func registerUndo(
    named name: String, _ undo: @escaping (any RosterStoring) throws(RosterStoreError) -> Void
  ) {
    guard let store else { return }
    undoManager.registerUndo(named: name) { [weak self] in
      do throws(RosterStoreError) {
        try undo(store)
      } catch {
        throw NavigationError(undoing: name, error)
      }
      self?.storeChangedByUndo()
    }
  }
}
