import Navigation
import RosterModel

/// Add Player (and, with `playerToEdit`, Edit Player): a static grouped table with the name
/// field, the Game row (PickGame) and the Rating row (PickRating); Cancel and Done.
final class PlayerDetailsViewController: ViewController, GamePickerViewControllerDelegate,
  RatingPickerViewControllerDelegate
{
  /// The game a new player starts with, as in the tutorial (while the catalog has it).
  static let defaultGame = "Chess"
  /// The rating a new player starts with.
  static let defaultRating = 1

  /// Editing a player, the scene is titled so (`viewDidLoad`).
  override class var titlesSetInCode: [String]? { ["Edit Player"] }

  /// The presenter; weak, so dismissing really frees this scene.
  weak var delegate: (any PlayerDetailsViewControllerDelegate)?
  /// Passed on to the game picker, which lists the store's catalog.
  var store: (any RosterStoring)?
  /// Set in `prepare(for:sender:)` for Edit Player; nil adds a player. The player as loaded:
  /// Done saves only if no other roster changed it since.
  var playerToEdit: Player?
  /// The game chosen so far.
  private(set) var game = PlayerDetailsViewController.defaultGame
  /// The rating chosen so far.
  private(set) var rating = PlayerDetailsViewController.defaultRating

  // Outlets, connected in Main.storyboard.
  var nameTextField: TextField? { outlet("nameTextField", as: TextField.self) }
  var detailLabel: Label? { outlet("detailLabel", as: Label.self) }
  var ratingLabel: Label? { outlet("ratingLabel", as: Label.self) }
  var doneBarButton: BarButtonItem? { outlet("doneBarButton", as: BarButtonItem.self) }

  /// The name as it will be saved: trimmed.
  var trimmedName: String {
    NameRule.trimmed(nameTextField?.text ?? "")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if let player = playerToEdit {
      title = "Edit Player"
      nameTextField?.text = player.name
      game = player.game
      rating = player.rating
    } else if let store, let names = try? store.gameNames(),
      case let wanted = NameRule.folded(game),
      !names.contains(where: { NameRule.folded($0) == wanted }),
      let first = names.first
    {
      // Chess was deleted from the catalog: start with its first game, so Done can save. The
      // catalog as the store last read it (no round trip of its own on a server): Done's write
      // finds the game again, and if it left since refuses, the editor kept open to pick another.
      game = first
    }
    detailLabel?.text = game
    ratingLabel?.text = StarRating.stars(rating)
    updateDoneButton()
  }

  // MARK: - Table

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    // The Player Name row: tapping anywhere in it focuses the field, as in the tutorial.
    if indexPath.section == 0 {
      nameTextField?.becomeFirstResponder()
    }
  }

  /// The name is held to the store's rule as it is typed, not first at Done.
  override func textField(_ textField: TextField, shouldChangeTextTo text: String)
    throws(NavigationError) -> Bool
  {
    try NavigationError.checkTyped(text, into: textField, what: "player")
    return true
  }

  override func textFieldDidChange(_ textField: TextField) {
    updateDoneButton()
  }

  /// Done stays disabled while the name is blank (spaces do not count).
  private func updateDoneButton() {
    // Looked up once: an outlet is found by its name in the scene's list.
    guard let button = doneBarButton else { return }
    button.isEnabled = !trimmedName.isEmpty
    button.disabledHint = "type the player's name first (select 1, then type NAME)"
  }

  // MARK: - Actions

  override func handleAction(_ selector: String, sender: Any?) throws -> Bool {
    switch selector {
    case "cancel:":
      try cancel()
      return true
    case "done:":
      try done()
      return true
    default:
      return false
    }
  }

  private func cancel() throws {
    guard let delegate else { throw Self.noPresenter }
    delegate.playerDetailsViewControllerDidCancel(self)
  }

  private func done() throws {
    let name = trimmedName
    guard !name.isEmpty else {
      throw NavigationError(
        "the player's name is blank", fix: "select row 1 (Player Name) and type a name")
    }
    guard let delegate else { throw Self.noPresenter }
    if let original = playerToEdit {
      let edited = Player(id: original.id, name: name, game: game, rating: rating)
      try delegate.playerDetailsViewController(self, didEditPlayer: edited)
    } else {
      let added = Player(id: 0, name: name, game: game, rating: rating)
      try delegate.playerDetailsViewController(self, didAddPlayer: added)
    }
  }

  private static let noPresenter = NavigationError(
    "nothing presented this scene, so nothing can save or dismiss it",
    fix: "start from Players and open AddPlayer")

  // MARK: - Segues

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    if segue.identifier == "PickGame", let picker = segue.destination as? GamePickerViewController {
      picker.delegate = self
      picker.store = store
      picker.game = game
    } else if segue.identifier == "PickRating",
      let picker = segue.destination as? RatingPickerViewController
    {
      picker.delegate = self
      picker.rating = rating
    }
  }

  // MARK: - GamePickerViewControllerDelegate

  func gamePickerViewController(_ controller: GamePickerViewController, didSelectGame game: String)
  {
    trace("gamePickerViewController(_:didSelectGame:)", game)
    self.game = game
    detailLabel?.text = game
    navigationController?.popViewController(animated: true)
  }

  // MARK: - RatingPickerViewControllerDelegate

  func ratingPickerViewController(
    _ controller: RatingPickerViewController, didSelectRating rating: Int
  ) {
    trace("ratingPickerViewController(_:didSelectRating:)", "\(rating)")
    self.rating = rating
    ratingLabel?.text = StarRating.stars(rating)
    navigationController?.popViewController(animated: true)
  }
}
