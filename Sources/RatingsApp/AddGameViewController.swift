import Navigation
import RosterModel

/// Add Game: a static grouped table with the name field; Cancel and Done (disabled while the
/// name is blank).
final class AddGameViewController: ViewController {
  /// The presenter; weak, so dismissing really frees this scene.
  weak var delegate: (any AddGameViewControllerDelegate)?

  var nameTextField: TextField? { outlet("nameTextField", as: TextField.self) }
  var doneBarButton: BarButtonItem? { outlet("doneBarButton", as: BarButtonItem.self) }

  /// The name as it will be saved: trimmed.
  var trimmedName: String {
    NameRule.trimmed(nameTextField?.text ?? "")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    doneBarButton?.isEnabled = false
    doneBarButton?.disabledHint = "type the game's name first (select 1, then type NAME)"
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    nameTextField?.becomeFirstResponder()
  }

  /// The name is held to the store's rule as it is typed, not first at Done.
  override func textField(_ textField: TextField, shouldChangeTextTo text: String)
    throws(NavigationError) -> Bool
  {
    try NavigationError.checkTyped(text, into: textField, what: "game")
    return true
  }

  override func textFieldDidChange(_ textField: TextField) {
    doneBarButton?.isEnabled = !trimmedName.isEmpty
  }

  override func handleAction(_ selector: String, sender: Any?) throws -> Bool {
    switch selector {
    case "cancel:":
      guard let delegate else { throw Self.noPresenter }
      delegate.addGameViewControllerDidCancel(self)
      return true
    case "done:":
      let name = trimmedName
      guard !name.isEmpty else {
        throw NavigationError("the game's name is blank", fix: "select row 1 and type a name")
      }
      guard let delegate else { throw Self.noPresenter }
      try delegate.addGameViewController(self, didAddGame: name)
      return true
    default:
      return false
    }
  }

  private static let noPresenter = NavigationError(
    "nothing presented this scene, so nothing can save or dismiss it",
    fix: "start from Games and open AddGame")
}
