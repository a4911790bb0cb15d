import Storyboard
import Testing

@testable import Navigation

@Suite struct LifecycleTests {
  func makeSession(registered: Bool = true, scene: String? = nil) throws -> Session {
    let registry = ControllerRegistry()
    if registered {
      registry.register(PlayersViewController.self)
      registry.register(PlayerDetailsViewController.self)
    }
    return try Session(
      storyboards: StoryboardCatalog(documents: [Fixtures.ratings]), document: Fixtures.ratings,
      registry: registry, scene: scene)
  }

  @Test func launchShowsFirstTab() throws {
    let session = try makeSession()
    #expect(session.breadcrumb == ["Players"])
    let snapshot = session.snapshot()
    #expect(snapshot.tabs.map(\.title) == ["Players", "Games"])
    #expect(snapshot.rows.map(\.text) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
    #expect(snapshot.rows.first?.imageName == "4StarsSmall")
    #expect(snapshot.rightBarButtons == [SceneSnapshot.BarButton(title: "+", isEnabled: true)])
    #expect(session.liveControllerCount == 3)
  }

  @Test func presentThenPushOrder() throws {
    let session = try makeSession()
    var change = try session.tap(button: "+")
    #expect(change.kind == .presented)
    // No style set: a page sheet on an iPhone since iOS 13, so the presenter stays on screen
    // and gets no viewWillDisappear/viewDidDisappear.
    #expect(
      change.events.map(\.description) == [
        "PlayersViewController.shouldPerformSegue(withIdentifier:sender:) AddPlayer",
        "UINavigationController.init(coder:)",
        "PlayerDetailsViewController.init(coder:)",
        "PlayersViewController.prepare(for:sender:) AddPlayer",
        "UINavigationController.presentation as a sheet: the presenter stays on screen (no "
          + "viewWillDisappear now, no viewWillAppear on dismissal); swipe down (back) dismisses it",
        "UINavigationController.viewDidLoad",
        "PlayerDetailsViewController.viewDidLoad",
        "UINavigationController.viewWillAppear",
        "PlayerDetailsViewController.viewWillAppear",
        "UINavigationController.viewDidAppear",
        "PlayerDetailsViewController.viewDidAppear",
      ])
    #expect(session.breadcrumb == ["Players", "Add Player"])
    change = try session.select(row: .number(2))
    #expect(change.kind == .pushed)
    #expect(
      change.events.map(\.description) == [
        "PlayerDetailsViewController.shouldPerformSegue(withIdentifier:sender:) PickGame",
        "GamePickerViewController.init(coder:)",
        "PlayerDetailsViewController.prepare(for:sender:) PickGame",
        "PlayerDetailsViewController.tableView(_:didSelectRowAt:) 2 Game",
        "GamePickerViewController.viewDidLoad",
        "PlayerDetailsViewController.viewWillDisappear",
        "GamePickerViewController.viewWillAppear",
        "PlayerDetailsViewController.viewDidDisappear",
        "GamePickerViewController.viewDidAppear",
      ])
    #expect(session.breadcrumb == ["Players", "Add Player", "Choose Game"])
    change = try session.back()
    #expect(
      change.events.map(\.description) == [
        "GamePickerViewController.viewWillDisappear",
        "PlayerDetailsViewController.viewWillAppear",
        "GamePickerViewController.viewDidDisappear",
        "PlayerDetailsViewController.viewDidAppear",
        "GamePickerViewController.deinit",
      ])
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }

  @Test func doneAddsAndDismisses() throws {
    let session = try makeSession()
    _ = try session.tap(button: "add")
    #expect(throws: NavigationError.self) { try session.tap(button: "Done") }
    _ = try session.select(row: .number(1))
    #expect(session.snapshot().focusedField?.placeholder == "Name")
    _ = try session.type("Ann")
    let change = try session.tap(button: "Done")
    #expect(change.kind == .dismissed)
    #expect(
      change.events.map(\.description).contains(
        "PlayersViewController.playerDetailsViewController(_:didAddPlayer:) Ann"))
    #expect(
      change.events.last?.description == "UINavigationController.deinit"
        || change.events.suffix(2).map(\.description).contains("PlayerDetailsViewController.deinit")
    )
    #expect(session.breadcrumb == ["Players"])
    #expect(session.snapshot().totalRowCount == 4)
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }
}
