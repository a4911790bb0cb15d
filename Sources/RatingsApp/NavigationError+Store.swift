import Navigation
import RosterStore

extension NavigationError {
  /// A store failure as a refusal the shell shows: the store's one-line message and fix.
  init(storeError error: any Error) {
    if let error = error as? RosterStoreError {
      self.init(error.message)
    } else {
      self.init("the roster store failed: \(error)")
    }
  }
}
