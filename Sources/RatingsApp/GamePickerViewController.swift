import Navigation
import RosterModel

/// Choose Game: the store's catalog, one `GameCell` per game, the checkmark on the current
/// game; a selection moves the checkmark and tells the delegate, which pops this scene.
final class GamePickerViewController: ViewController {
  /// The scene that pushed this one; weak, so popping really frees this scene.
  weak var delegate: (any GamePickerViewControllerDelegate)?
  /// Where the catalog comes from.
  var store: (any RosterStoring)?
  /// The current game, handed over in `prepare(for:sender:)`.
  var game: String?
  /// The catalog's game names, read when the view loads (a catalog is small).
  private(set) var games: [String] = []
  private var selectedIndex: Int?

  override func viewDidLoad() {
    super.viewDidLoad()
    do throws(RosterStoreError) {
      games = try store?.games().map(\.name) ?? []
    } catch {
      reportFailure(NavigationError(storeError: error))
    }
    selectedIndex = game.flatMap { games.firstIndex(of: $0) }
  }

  override func numberOfSections(in tableView: TableView) -> Int { 1 }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    games.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "GameCell", for: indexPath)
    cell.identity = games[indexPath.row]
    cell.textLabel?.text = games[indexPath.row]
    cell.accessoryType = indexPath.row == selectedIndex ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    if let selectedIndex {
      tableView.cellForRow(at: IndexPath(row: selectedIndex, section: 0))?.accessoryType = .none
    }
    selectedIndex = indexPath.row
    tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    game = games[indexPath.row]
    delegate?.gamePickerViewController(self, didSelectGame: games[indexPath.row])
  }
}
