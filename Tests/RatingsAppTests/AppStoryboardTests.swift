import Navigation
import RosterModel
import RosterSQLite
import Storyboard
import Testing

@testable import RatingsApp

/// The app's graph lives in its storyboards: they load from the binary and hold the scenes,
/// segues and outlets the controllers rely on.
@Suite struct AppStoryboardTests {
  let catalog = RatingsApp.makeCatalog()

  func scene(_ title: String, in name: String) throws -> ControllerSpec {
    let document = try catalog.document(named: name)
    // Navigation controllers borrow their tab's title; the content scene is the one wanted.
    return try #require(
      document.scenes.map(\.controller).first {
        $0.sceneTitle == title && $0.kind != .navigationController
      })
  }

  func segue(_ identifier: String, from controller: ControllerSpec) throws -> SegueSpec {
    try #require(controller.segues.first { $0.identifier == identifier })
  }

  @Test func mainHoldsTheTutorialsScenes() throws {
    let main = try catalog.document(named: "Main")
    #expect(main.version == "3.0")
    #expect(main.targetRuntime == "iOS.CocoaTouch")
    #expect(main.initialController?.kind == .tabBarController)
    #expect(
      main.scenes.map(\.controller.sceneTitle) == [
        "RatingsTabBar", "Players", "Players", "PlayerDetailsNavigation", "Add Player",
        "Choose Game", "Choose Rating", "Games",
      ])
    let tabs = try #require(main.initialController)
    let tabTargets = tabs.segues.filter { $0.relationship == "viewControllers" }.map(\.destination)
    #expect(
      tabTargets.compactMap { main.controller(id: $0)?.kind } == [
        .navigationController, .viewControllerPlaceholder,
      ])
    let reference = try #require(main.controller(id: tabTargets[1]))
    #expect(reference.storyboardName == "Games")
    #expect(reference.referencedIdentifier == nil)
  }

  @Test func playersAddsAndEditsThroughModalSegues() throws {
    let main = try catalog.document(named: "Main")
    let players = try scene("Players", in: "Main")
    #expect(players.customClass == "PlayersViewController")
    #expect(players.kind == .tableViewController)
    let table = try #require(players.tableView)
    #expect(table.dataMode == .prototypes)
    let cell = try #require(table.prototypes.first)
    #expect(cell.reuseIdentifier == "PlayerCell")
    #expect(cell.labels.map(\.tag) == [100, 101])
    #expect(players.navigationItem?.rightBarButtonItems.first?.systemItem == "add")

    let add = try segue("AddPlayer", from: players)
    let edit = try segue("EditPlayer", from: players)
    #expect(add.kind == .presentation)
    #expect(edit.kind == .presentation)
    #expect(edit.source == .cell(id: cell.id))
    #expect(add.destination == edit.destination)
    let navigation = try #require(main.controller(id: add.destination))
    #expect(navigation.kind == .navigationController)
    let root = try #require(navigation.segues.first { $0.relationship == "rootViewController" })
    #expect(main.controller(id: root.destination)?.customClass == "PlayerDetailsViewController")
  }

  @Test func addPlayerIsAStaticGroupedTableWithItsOutlets() throws {
    let details = try scene("Add Player", in: "Main")
    let table = try #require(details.tableView)
    #expect(table.dataMode == .static)
    #expect(table.style == "grouped")
    #expect(table.sections.map(\.headerTitle) == ["Player Name", nil])
    #expect(table.sections[0].cells.first?.textField != nil)
    let game = table.sections[1].cells[0]
    #expect(game.text == "Game")
    #expect(game.style == .rightDetail)
    #expect(game.accessory == .disclosureIndicator)
    #expect(table.sections[1].cells[1].text == "Rating")
    #expect(try segue("PickGame", from: details).source == .cell(id: game.id))
    #expect(try segue("PickGame", from: details).kind == .show)
    #expect(try segue("PickRating", from: details).kind == .show)
    #expect(details.navigationItem?.leftBarButtonItems.map(\.displayTitle) == ["Cancel"])
    #expect(details.navigationItem?.rightBarButtonItems.map(\.displayTitle) == ["Done"])
    #expect(details.navigationItem?.rightBarButtonItems.first?.action == "done:")

    func element(_ outlet: String) -> ElementSpec? {
      details.outlets.first { $0.property == outlet }.flatMap { details.elements[$0.destination] }
    }
    guard case .textField = element("nameTextField") else {
      Issue.record("nameTextField is not connected to a text field")
      return
    }
    guard case .label(let detail) = element("detailLabel") else {
      Issue.record("detailLabel is not connected to a label")
      return
    }
    #expect(game.labels.contains { $0.id == detail.id })
    guard case .barButtonItem = element("doneBarButton") else {
      Issue.record("doneBarButton is not connected to a bar button item")
      return
    }
  }

  @Test func thePickersHoldTheirCells() throws {
    let games = try scene("Choose Game", in: "Main")
    #expect(games.customClass == "GamePickerViewController")
    #expect(games.tableView?.prototypes.map(\.reuseIdentifier) == ["GameCell"])
    #expect(games.tableView?.prototypes.first?.style == .basic)
    let ratings = try scene("Choose Rating", in: "Main")
    #expect(ratings.customClass == "RatingPickerViewController")
    #expect(
      ratings.tableView?.sections.flatMap(\.cells).map(\.text) == [
        "★", "★★", "★★★", "★★★★", "★★★★★",
      ])
  }

  @Test func gamesHasItsOwnStoryboardWithADockView() throws {
    let document = try catalog.document(named: "Games")
    #expect(document.initialController?.kind == .navigationController)
    let games = try scene("Games", in: "Games")
    #expect(games.customClass == "GamesViewController")
    #expect(games.tableView?.prototypes.first?.reuseIdentifier == "GameCell")
    #expect(try segue("AddGame", from: games).kind == .presentation)
    let sceneSpec = try #require(document.scenes.first { $0.controller.id == games.id })
    let dock = try #require(sceneSpec.dockViews.first)
    #expect(games.outlets.first { $0.property == "playersView" }?.destination == dock.id)
    #expect(dock.labels.first?.text == "Played by")
    let addGame = try scene("Add Game", in: "Games")
    #expect(addGame.customClass == "AddGameViewController")
  }

  @Test func theStoryboardReferenceResolvesToGames() throws {
    let main = try catalog.document(named: "Main")
    let reference = try #require(main.scenes.last?.controller)
    let resolved = try catalog.resolve(reference, in: main)
    #expect(resolved.document.name == "Games")
    #expect(resolved.controller.storyboardIdentifier == "GamesNavigation")
  }

  @Test func everyCustomClassIsRegisteredAndEveryRegisteredClassIsUsed() throws {
    var classes: Set<String> = []
    for name in ["Main", "Games"] {
      for scene in try catalog.document(named: name).scenes {
        if let custom = scene.controller.customClass { classes.insert(custom) }
      }
    }
    #expect(Set(RatingsApp.makeRegistry().classNames) == classes)
  }

  @Test func theStoryboardsLintClean() throws {
    let documents = try ["Main", "Games"].map { try catalog.document(named: $0) }
    let diagnostics = StoryboardLinter().lint(documents: documents, catalog: catalog)
    #expect(diagnostics.map { "\($0.file):\($0.line): \($0.message)" } == [])
  }

  @Test func theAppLaunchesFromTheEmbeddedCopiesAlone() throws {
    // No search directories: nothing is read from disk, as for a binary copied anywhere.
    let catalog = StoryboardCatalog(documents: RatingsStoryboards.documents)
    #expect(catalog.searchDirectories.isEmpty)
    let app = try AppHarness(catalog: catalog)
    _ = try app.session.selectTab("Games")
    #expect(app.session.snapshot().storyboardName == "Games")
  }

  @Test func launchingIntoAScenePassesTheStoreAlong() throws {
    let store = try SQLiteRosterStore.inMemory()
    let session = try RatingsApp.launch(store: store, scene: "Players")
    #expect(session.breadcrumb == ["Players"])
    #expect(session.snapshot().rows.count == 3)
    let error = try #require(throws: NavigationError.self) {
      try RatingsApp.launch(store: store, scene: "Player")
    }
    #expect(error.description.contains("did you mean"))
  }
}
