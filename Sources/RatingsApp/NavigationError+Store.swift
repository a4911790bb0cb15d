import Navigation
import RosterModel
import RosterSupport

extension NavigationError {
  /// A store failure as a refusal the shell shows: the store's one-line message and fix, and
  /// whether trying again may work (the store was busy or out of reach for a moment).
  package init(storeError error: RosterStoreError) {
    self.init(error.message)
    isRetryable = error.isRetryable
  }

  /// Done refused because the editor's game is no longer in the catalog (another roster
  /// deleted it since the editor read the catalog): nothing was saved, the editor stays open.
  static func gameLeftCatalog(_ game: String) -> NavigationError {
    NavigationError(
      "no game \(VisibleText.quoted(game)) in the catalog (another roster deleted it?); "
        + "nothing was saved",
      fix: "pick another game (select 2) and tap Done again; the name typed is kept")
  }

  /// An undo the store refused (`name`: what it would have taken back): what happened since, in
  /// the user's words; nothing was changed.
  init(undoing name: String, _ error: RosterStoreError) {
    if error.isRetryable {
      // Busy, not refused: the undo is kept (UndoManager.putBack) for the next `undo`.
      let why = error.message.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
      self.init(
        "cannot undo \(name) yet: \(why)",
        fix: "nothing was changed, and undo keeps it: type undo again when the store is free")
      isRetryable = true
      return
    }
    let why: String
    switch error {
    case .changedElsewhere(let original, let current):
      why =
        "another roster changed \(VisibleText.quoted(original.name)) since "
        + "(\(RosterStoreError.changes(from: original, to: current)))"
    case .deletedElsewhere(let name), .noSuchPlayer(let name):
      why = "another roster deleted \(VisibleText.quoted(name)) since"
    case .gameExists(let game):
      why = "another roster added \(VisibleText.quoted(game)) again since"
    case .gameInUse(let game, let count):
      why =
        "\(count == 1 ? "a player plays" : "\(count) players play") \(VisibleText.quoted(game)) "
        + "now"
    case .unknownGame(let game, _):
      why = "its game \(VisibleText.quoted(game)) is no longer in the catalog"
    default:
      why = error.message
    }
    self.init("cannot undo \(name): \(why)", fix: "nothing was changed")
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
