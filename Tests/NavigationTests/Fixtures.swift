import Storyboard

@testable import Navigation

/// A Ratings-like storyboard built as values: tab bar → (nav → Players) and Games; `+` presents
/// a nav → Add Player (static table) → push Choose Game; a plain scene without navigation.
enum Fixtures {
  static let ratings: StoryboardDocument = {
    let tabBar = ControllerSpec(
      id: "tab", kind: .tabBarController,
      segues: [
        SegueSpec(
          id: "r1", kind: .relationship, destination: "nav1", relationship: "viewControllers",
          line: 1),
        SegueSpec(
          id: "r2", kind: .relationship, destination: "games", relationship: "viewControllers",
          line: 1),
      ], line: 1)
    let nav1 = ControllerSpec(
      id: "nav1", kind: .navigationController, tabBarItemTitle: "Players",
      segues: [
        SegueSpec(
          id: "r3", kind: .relationship, destination: "players",
          relationship: "rootViewController", line: 2)
      ], line: 2)
    let players = ControllerSpec(
      id: "players", kind: .tableViewController, customClass: "PlayersViewController",
      navigationItem: NavigationItemSpec(
        title: "Players",
        rightBarButtonItems: [BarButtonItemSpec(id: "add", systemItem: "add", line: 3)], line: 3),
      tableView: TableViewSpec(
        id: "playersTable", dataMode: .prototypes,
        prototypes: [
          CellSpec(
            id: "playerCell", reuseIdentifier: "PlayerCell", style: .subtitle,
            accessory: .disclosureIndicator, line: 4)
        ], line: 4),
      tableViewIsRootView: true,
      segues: [
        SegueSpec(
          id: "s1", identifier: "AddPlayer", kind: .presentation, destination: "nav2",
          source: .barButtonItem(id: "add"), line: 5),
        SegueSpec(
          id: "s2", identifier: "EditPlayer", kind: .presentation, destination: "nav2",
          source: .cell(id: "playerCell"), line: 5),
      ], line: 3)
    let nav2 = ControllerSpec(
      id: "nav2", kind: .navigationController,
      segues: [
        SegueSpec(
          id: "r4", kind: .relationship, destination: "details",
          relationship: "rootViewController", line: 6)
      ], line: 6)
    let nameCell = CellSpec(
      id: "nameCell", textField: TextFieldSpec(id: "nameField", placeholder: "Name", line: 8),
      line: 8)
    let gameCell = CellSpec(
      id: "gameCell", style: .rightDetail, accessory: .disclosureIndicator, text: "Game",
      detail: "Detail",
      labels: [
        LabelSpec(id: "gameTitle", text: "Game", line: 9),
        LabelSpec(id: "gameDetail", text: "Detail", line: 9),
      ], line: 9)
    let details = ControllerSpec(
      id: "details", kind: .tableViewController, customClass: "PlayerDetailsViewController",
      navigationItem: NavigationItemSpec(
        title: "Add Player",
        leftBarButtonItems: [
          BarButtonItemSpec(id: "cancel", systemItem: "cancel", action: "cancel:", line: 7)
        ],
        rightBarButtonItems: [
          BarButtonItemSpec(id: "done", systemItem: "done", action: "done:", line: 7)
        ], line: 7),
      tableView: TableViewSpec(
        id: "detailsTable", dataMode: .static, style: "grouped",
        sections: [
          TableSectionSpec(id: "sec1", headerTitle: "Player Name", cells: [nameCell], line: 8),
          TableSectionSpec(id: "sec2", cells: [gameCell], line: 9),
        ], line: 8),
      tableViewIsRootView: true,
      segues: [
        SegueSpec(
          id: "s3", identifier: "PickGame", kind: .show, destination: "picker",
          source: .cell(id: "gameCell"), line: 10),
        SegueSpec(
          id: "s6", identifier: "Deeper", kind: .presentation, destination: "solo", line: 10),
      ],
      outlets: [
        OutletSpec(property: "nameTextField", destination: "nameField", line: 11),
        OutletSpec(property: "detailLabel", destination: "gameDetail", line: 11),
      ], line: 7)
    let picker = ControllerSpec(
      id: "picker", kind: .tableViewController, customClass: "GamePickerViewController",
      navigationItem: NavigationItemSpec(title: "Choose Game", line: 12),
      tableView: TableViewSpec(
        id: "pickerTable", dataMode: .prototypes,
        prototypes: [
          CellSpec(id: "gameProto", reuseIdentifier: "GameCell", style: .basic, line: 13)
        ],
        line: 13),
      segues: [
        SegueSpec(
          id: "u1", identifier: "Unwind", kind: .unwind, destination: "exit",
          unwindAction: "unwindToPlayers:", source: .controller, line: 14)
      ], line: 12)
    let games = ControllerSpec(
      id: "games", kind: .viewController, title: "Games", tabBarItemTitle: "Games",
      buttons: [ButtonSpec(id: "solo", title: "Solo", line: 15)],
      segues: [
        SegueSpec(
          id: "s4", identifier: "Solo", kind: .show, destination: "solo",
          source: .button(id: "solo"), line: 15),
        SegueSpec(
          id: "s5", identifier: "PushSolo", kind: .push, destination: "solo", line: 15),
      ], line: 15)
    let solo = ControllerSpec(
      id: "solo", kind: .viewController, storyboardIdentifier: "Solo", line: 16)
    return StoryboardDocument(
      name: "Main", initialViewControllerID: "tab",
      scenes: [tabBar, nav1, players, nav2, details, picker, games, solo].enumerated().map {
        Scene(sceneID: "scene\($0.offset)", controller: $0.element, line: $0.offset)
      })
  }()
}

/// Registered test controllers, like the Ratings app's.
final class PlayersViewController: ViewController {
  var players = ["Bill Evans", "Oscar Peterson", "Dave Brubeck"]
  var vetoAdd = false

  override func numberOfSections(in tableView: TableView) -> Int { 1 }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    players.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PlayerCell")
    cell.textLabel?.text = players[indexPath.row]
    cell.detailTextLabel?.text = "Chess"
    cell.imageName = "4StarsSmall"
    return cell
  }

  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    players.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath])
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    !(vetoAdd && identifier == "AddPlayer")
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    guard let navigation = segue.destination as? NavigationController,
      let details = navigation.topViewController as? PlayerDetailsViewController
    else { return }
    details.delegate = self
    details.preparedBeforeLoad = !details.isViewLoaded
  }

  override func canPerformUnwindSegueAction(
    _ action: String, from source: ViewController, sender: Any?
  ) -> Bool {
    action == "unwindToPlayers:"
  }

  func didAdd(_ name: String) {
    trace("playerDetailsViewController(_:didAddPlayer:)", name)
    players.append(name)
    dismiss()
  }

  func didCancel() {
    trace("playerDetailsViewControllerDidCancel(_:)")
    dismiss()
  }
}

final class PlayerDetailsViewController: ViewController {
  weak var delegate: PlayersViewController?
  var preparedBeforeLoad = false
  var game = "Chess"

  override func viewDidLoad() {
    outlet("detailLabel", as: Label.self)?.text = game
    navigationItem.rightBarButtonItem?.isEnabled = false
  }

  override func textFieldDidChange(_ textField: TextField) {
    navigationItem.rightBarButtonItem?.isEnabled = !textField.text.isEmpty
  }

  override func handleAction(_ selector: String, sender: Any?) throws -> Bool {
    switch selector {
    case "done:":
      delegate?.didAdd(outlet("nameTextField", as: TextField.self)?.text ?? "")
      return true
    case "cancel:":
      delegate?.didCancel()
      return true
    default:
      return false
    }
  }
}
