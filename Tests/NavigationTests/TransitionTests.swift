import Storyboard
import Testing

@testable import Navigation

@Suite struct TransitionTests {
  func makeSession(registered: Bool = true, document: StoryboardDocument = Fixtures.ratings)
    throws -> Session
  {
    let registry = ControllerRegistry()
    if registered {
      registry.register(PlayersViewController.self)
      registry.register(PlayerDetailsViewController.self)
    }
    return try Session(
      storyboards: StoryboardCatalog(documents: [document]), document: document, registry: registry)
  }

  func lines(_ change: NavigationChange) -> [String] { change.events.map(\.description) }

  @Test func tabSwitchOrder() throws {
    let session = try makeSession()
    let change = try session.selectTab("games")
    #expect(change.kind == .tabSelected)
    #expect(
      lines(change) == [
        "UIViewController.init(coder:)",
        "UIViewController.viewDidLoad",
        "UINavigationController.viewWillDisappear",
        "PlayersViewController.viewWillDisappear",
        "UIViewController.viewWillAppear",
        "UINavigationController.viewDidDisappear",
        "PlayersViewController.viewDidDisappear",
        "UIViewController.viewDidAppear",
      ])
    #expect(session.breadcrumb == ["Games"])
    let back = try session.selectTab("Players")
    #expect(!lines(back).contains { $0.contains("init(coder:)") })
    #expect(session.breadcrumb == ["Players"])
    #expect(session.liveControllerCount == 4)
  }

  @Test func dismissingAPresenterDismissesTheChain() throws {
    let session = try makeSession()
    weak var details: ViewController?
    weak var solo: ViewController?
    _ = try session.tap(button: "+")
    details = session.visibleController
    _ = try session.open(segue: "Deeper")
    solo = session.visibleController
    #expect(session.breadcrumb == ["Players", "Add Player", "Solo"])
    let players = try #require(
      (session.window.rootViewController as? TabBarController)?.selectedViewController?
        .contentLeaf)
    let mark = session.eventMark
    players.dismiss()
    // The first presentation is a sheet (no style set): the presenter never left the screen,
    // so it gets no viewWillAppear when the chain goes.
    #expect(
      session.events(since: mark).map(\.description) == [
        "UIViewController.viewWillDisappear",
        "UIViewController.viewDidDisappear",
        "UIViewController.deinit",
        "UINavigationController.deinit",
        "PlayerDetailsViewController.deinit",
      ])
    #expect(details == nil)
    #expect(solo == nil)
    #expect(session.breadcrumb == ["Players"])
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }

  @Test func backOnAModalRootDismissesWithoutCallback() throws {
    let session = try makeSession()
    weak var details: ViewController?
    _ = try session.tap(button: "+")
    details = session.visibleController
    let change = try session.back()
    #expect(change.kind == .dismissed)
    #expect(!lines(change).contains { $0.contains("DidCancel") })
    #expect(
      lines(change).suffix(2) == [
        "UINavigationController.deinit", "PlayerDetailsViewController.deinit",
      ])
    #expect(details == nil)
  }

  @Test func cancelCallsTheDelegateAndFreesTheScene() throws {
    let session = try makeSession()
    weak var details: ViewController?
    _ = try session.tap(button: "+")
    details = session.visibleController
    #expect((details as? PlayerDetailsViewController)?.preparedBeforeLoad == true)
    let change = try session.tap(button: "Cancel")
    #expect(
      lines(change).contains("PlayersViewController.playerDetailsViewControllerDidCancel(_:)"))
    #expect(details == nil)
    #expect(session.snapshot().totalRowCount == 3)
  }

  @Test func shouldPerformSegueVetoes() throws {
    let session = try makeSession()
    let players = session.visibleController as! PlayersViewController
    players.vetoAdd = true
    let live = session.liveControllerCount
    #expect(throws: NavigationError.self) { try session.open(segue: "AddPlayer") }
    #expect(throws: NavigationError.self) { try session.tap(button: "+") }
    #expect(session.breadcrumb == ["Players"])
    #expect(session.liveControllerCount == live)
    #expect(!session.events.contains { $0.description.contains("PlayerDetailsViewController") })
  }

  @Test func typeFocusesTheOnlyFieldAndFailsWithoutOne() throws {
    let session = try makeSession()
    let none = #expect(throws: NavigationError.self) { try session.type("x") }
    #expect(none?.description.contains("has no text field") == true)
    _ = try session.tap(button: "+")
    _ = try session.type("Ann")
    #expect(session.snapshot().focusedField?.text == "Ann")
    #expect(session.events.contains { $0.description.contains("becomeFirstResponder") })
  }

  @Test func errorsChangeNothing() throws {
    let session = try makeSession()
    _ = try session.tap(button: "+")
    let before = (session.breadcrumb, session.liveControllerCount, session.eventMark)
    let error = #expect(throws: NavigationError.self) { try session.open(segue: "PickGme") }
    #expect(
      error?.description == "no segue \"PickGme\" from \"Add Player\"; did you mean \"PickGame\"?")
    #expect(throws: NavigationError.self) { try session.select(row: .number(9)) }
    let row = #expect(throws: NavigationError.self) { try session.select(row: .text("Gmae")) }
    #expect(row?.description == "no row \"Gmae\" in \"Add Player\"; did you mean \"Game\"?")
    #expect(throws: NavigationError.self) { try session.tap(button: "Save") }
    #expect(throws: NavigationError.self) { try session.selectTab("Games") }
    #expect(throws: NavigationError.self) { try session.delete(row: .number(1)) }
    #expect(throws: NavigationError.self) { try session.tap(button: "Done") }
    let after = (session.breadcrumb, session.liveControllerCount, session.eventMark)
    #expect(before == after)
  }

  @Test func pushNeedsANavigationControllerAndShowPresents() throws {
    let session = try makeSession()
    _ = try session.selectTab("Games")
    let error = #expect(throws: NavigationError.self) { try session.open(segue: "PushSolo") }
    #expect(
      error?.message
        == "Push segues can only be used when the source controller is managed by an instance "
        + "of UINavigationController")
    #expect(session.fireableSegues.map(\.destinationTitle) == ["Solo", "Solo"])
    let change = try session.tap(button: "Solo")
    #expect(change.kind == .presented)
    #expect(lines(change).contains { $0.contains("presents modally") })
    #expect(session.breadcrumb == ["Games", "Solo"])
    _ = try session.back()
    #expect(session.breadcrumb == ["Games"])
  }

  @Test func presentingWhileAlreadyPresentingIsAnError() throws {
    let session = try makeSession()
    let players = session.visibleController
    _ = try session.tap(button: "+")
    let live = session.liveControllerCount
    players.performSegue(withIdentifier: "AddPlayer", sender: nil)
    let error = try #require(session.context.pendingError)
    #expect(error.message.contains("which is already presenting"))
    session.context.pendingError = nil
    #expect(session.liveControllerCount == live)
    players.performSegue(withIdentifier: "Nope", sender: nil)
    #expect(
      session.context.pendingError?.message
        == "Receiver (PlayersViewController) has no segue with identifier 'Nope'")
  }

  @Test func unwindReturnsToTheControllerThatHandlesTheAction() throws {
    let session = try makeSession()
    _ = try session.tap(button: "+")
    _ = try session.select(row: .text("Game"))
    #expect(session.breadcrumb == ["Players", "Add Player", "Choose Game"])
    let change = try session.open(segue: "Unwind")
    #expect(change.kind == .unwound)
    #expect(lines(change).contains("PlayersViewController.unwindToPlayers(_:)"))
    #expect(session.breadcrumb == ["Players"])
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }

  @Test func genericUnwindReturnsToTheSceneBelow() throws {
    let session = try makeSession(registered: false)
    _ = try session.tap(button: "+")
    _ = try session.select(row: .number(2))
    _ = try session.open(segue: "Unwind")
    #expect(session.breadcrumb == ["Players", "Add Player"])
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }

  @Test func genericControllersRunTheStoryboard() throws {
    let session = try makeSession(registered: false)
    var snapshot = session.snapshot()
    #expect(snapshot.message == "no data source (prototype cells: PlayerCell)")
    #expect(snapshot.className == "PlayersViewController")
    #expect(snapshot.isGeneric)
    _ = try session.tap(button: "+")
    snapshot = session.snapshot()
    #expect(snapshot.sections.map(\.header) == ["Player Name", nil])
    #expect(snapshot.rows.map(\.text) == [nil, "Game"])
    #expect(snapshot.rows[1].detail == "Detail")
    #expect(snapshot.rows[1].accessory == .disclosureIndicator)
    #expect(snapshot.rows[0].field?.placeholder == "Name")
    _ = try session.select(row: .number(1))
    #expect(session.snapshot().rows[0].field?.isFocused == true)
    _ = try session.type("Bo")
    _ = try session.type("b")
    #expect(session.snapshot().focusedField?.text == "Bob")
    let done = try session.tap(button: "Done")
    #expect(done.kind == .updated)
    _ = try session.clear()
    #expect(session.snapshot().focusedField?.text == "")
    _ = try session.select(row: .number(2))
    #expect(session.breadcrumb == ["Players", "Add Player", "Choose Game"])
    _ = try session.back()
    _ = try session.back()
    #expect(session.breadcrumb == ["Players"])
    #expect(throws: NavigationError.self) { try session.back() }
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }

  @Test func tappingTheSelectedTabPopsToRoot() throws {
    let session = try makeSession(registered: false)
    let players = try #require(session.visibleController.navigationController)
    let pushed = try players.storyboard.instantiateViewController(withIdentifier: "Solo")
    players.pushViewController(pushed)
    #expect(session.breadcrumb == ["Players", "Solo"])
    let change = try session.selectTab("Players")
    #expect(change.kind == .popped)
    #expect(session.breadcrumb == ["Players"])
  }

  @Test func appCodeCanFailAnInteraction() throws {
    let session = try makeSession()
    let players = session.visibleController
    players.reportFailure(NavigationError("cannot", fix: "later"))
    #expect(session.context.pendingError?.description == "cannot; later")
  }

  @Test func deleteRowCommitsTheEdit() throws {
    let session = try makeSession()
    let change = try session.delete(row: .text("oscar peterson"))
    #expect(
      lines(change) == [
        "PlayersViewController.tableView(_:commit:forRowAt:) delete 2 Oscar Peterson"
      ])
    #expect(session.snapshot().rows.map(\.text) == ["Bill Evans", "Dave Brubeck"])
  }

  @Test func titleChangesAtRunTimeShowInTheBreadcrumb() throws {
    let session = try makeSession()
    _ = try session.tap(button: "+")
    session.visibleController.title = "Edit Player"
    #expect(session.breadcrumb == ["Players", "Edit Player"])
    #expect(session.snapshot().title == "Edit Player")
  }

  @Test func titleChangesAtRunTimeShowInTheSeguesListed() throws {
    let session = try makeSession()
    #expect(session.fireableSegues.map(\.sourceTitle) == ["Players", "Players"])
    session.visibleController.title = "Roster"
    #expect(session.fireableSegues.map(\.sourceTitle) == ["Roster", "Roster"])
    #expect(session.fireableSegues.map(\.destinationTitle) == ["Add Player", "Add Player"])
  }

  @Test func startsAtAChosenSceneAndExplainsAMissingEntryPoint() throws {
    var document = Fixtures.ratings
    document.initialViewControllerID = nil
    let error = #expect(throws: NavigationError.self) { try makeSession(document: document) }
    #expect(error?.message.contains("perhaps the designated entry point is not set?") == true)
    #expect(error?.fix?.contains("--scene") == true)
    let session = try Session(
      storyboards: StoryboardCatalog(documents: [document]), document: document,
      registry: ControllerRegistry(),
      scene: "Solo")
    #expect(session.breadcrumb == ["Solo"])
    let missing = #expect(throws: NavigationError.self) {
      try Session(
        storyboards: StoryboardCatalog(documents: [document]), document: document,
        registry: ControllerRegistry(), scene: "Sola")
    }
    #expect(missing?.description.contains("did you mean \"Solo\"?") == true)
  }

  @Test func unknownReuseIdentifierUsesUIKitsMessage() throws {
    let session = try makeSession()
    let table = try #require(session.visibleController.tableView)
    _ = table.dequeueReusableCell(withIdentifier: "Nope")
    #expect(
      session.context.pendingError?.message
        == "unable to dequeue a cell with identifier Nope - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard")
  }

  @Test func everythingIsFreedWithTheSession() throws {
    weak var root: ViewController?
    var context: SessionContext?
    do {
      let session = try makeSession()
      _ = try session.tap(button: "+")
      _ = try session.select(row: .number(2))
      root = session.window.rootViewController
      context = session.context
    }
    #expect(root == nil)
    #expect(context?.liveControllers == 0)
  }
}

@Suite struct SegueKindTests {
  @Test func customSeguesMapToTheirClosestStandardKind() {
    #expect(ViewController.closestStandardKind(ofCustomSegue: "PushNoAnimationSegue") == .show)
    #expect(ViewController.closestStandardKind(ofCustomSegue: "FadeModalSegue") == .presentation)
    #expect(ViewController.closestStandardKind(ofCustomSegue: "ReplaceDetailSegue") == .showDetail)
    #expect(ViewController.closestStandardKind(ofCustomSegue: nil) == .show)
  }

  @Test func embeddedScenesAreChildrenAndTheirSeguesFire() throws {
    let document = StoryboardDocument(
      name: "Embed", initialViewControllerID: "outer",
      scenes: [
        Scene(
          sceneID: "a",
          controller: ControllerSpec(
            id: "outer", kind: .viewController, customClass: "OuterViewController", title: "Outer",
            segues: [
              SegueSpec(
                id: "e", identifier: "Contents", kind: .embed, destination: "inner", line: 1)
            ], line: 1), line: 1),
        Scene(
          sceneID: "b",
          controller: ControllerSpec(
            id: "inner", kind: .viewController, customClass: "InnerViewController", title: "Inner",
            segues: [
              SegueSpec(
                id: "c", identifier: "Fancy", kind: .custom, destination: "end",
                customClass: "CrossFadeSegue", line: 2)
            ], line: 2), line: 2),
        Scene(
          sceneID: "c",
          controller: ControllerSpec(id: "end", kind: .viewController, title: "End", line: 3),
          line: 3),
      ])
    let session = try Session(
      storyboards: StoryboardCatalog(documents: [document]), document: document,
      registry: ControllerRegistry())
    #expect(
      session.events.map(\.description).prefix(6) == [
        "OuterViewController.init(coder:)",
        "InnerViewController.init(coder:)",
        "OuterViewController.prepare(for:sender:) Contents",
        "InnerViewController.viewDidLoad",
        "OuterViewController.viewDidLoad",
        "OuterViewController.viewWillAppear",
      ])
    #expect(session.segueIdentifiers == ["Fancy"])
    let change = try session.open(segue: "Fancy")
    #expect(change.kind == .presented)
    #expect(
      change.events.contains { $0.description.contains("CrossFadeSegue treated as presentation") })
    #expect(session.breadcrumb == ["Outer", "End"])
    _ = try session.back()
    #expect(session.liveControllerCount == 2)
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }
}
