import Navigation
import RosterStore
import RosterSupport

extension NavigationError {
  /// A store failure as a refusal the shell shows: the store's one-line message and fix.
  init(storeError error: any Error) {
    if let error = error as? RosterStoreError {
      self.init(error.message)
    } else {
      self.init("the roster store failed: \(error)")
    }
  }

  /// Whether a name field may hold `text`: what the store would refuse at Done is refused as it
  /// is typed (NameRule), said with the field's text kept. A blank name is still being typed.
  static func checkTyped(_ text: String, into field: TextField, what: String)
    throws(NavigationError)
  {
    do {
      _ = try NameRule.validated(text, what: what)
    } catch {
      guard case .invalidName(_, let reason) = error else { return }
      throw NavigationError(
        "cannot type that into the \(what)'s name: \(reason)",
        fix: field.text.isEmpty
          ? "the field is still empty"
          : "the field still holds \(VisibleText.quoted(field.text))")
    }
  }
}
