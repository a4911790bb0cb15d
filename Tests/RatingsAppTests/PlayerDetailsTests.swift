import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// Add Player: defaults, the name field, Done and Cancel, and what it tells its presenter.
@Suite struct PlayerDetailsTests {
  /// The app with Add Player open.
  func addPlayer() throws -> AppHarness {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    return app
  }

  @Test func addPlayerDefaultsToChessAndOneStar() throws {
    let app = try addPlayer()
    #expect(app.scene == "Add Player")
    #expect(app.rows == [" / ", "Game / Chess", "Rating / ★☆☆☆☆"])
    let snapshot = app.session.snapshot()
    #expect(snapshot.sections.map(\.header) == ["Player Name", nil])
    #expect(snapshot.tableStyle == "grouped")
    #expect(snapshot.rows[0].field?.placeholder == "Enter the player's name")
    #expect(snapshot.rows[1].accessory == .disclosureIndicator)
    let details = try #require(app.visible(PlayerDetailsViewController.self))
    #expect(details.game == "Chess")
    #expect(details.rating == 1)
    #expect(details.playerToEdit == nil)
  }

  /// With "Chess" deleted from the catalog, every Add Player still showed Chess
  /// and Done always failed. A new player starts with the first game of the catalog instead.
  @Test func withoutChessANewPlayerStartsWithTheCatalogsFirstGame() throws {
    let app = try AppHarness()
    try app.store.deleteGame("Chess")
    _ = try app.session.open(segue: "AddPlayer")
    #expect(app.rows == [" / ", "Game / Angry Birds", "Rating / ★☆☆☆☆"])
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("Ray")
    _ = try app.session.tap(button: "Done")
    #expect(try app.storedPlayers().last?.game == "Angry Birds")
  }

  @Test func prepareHandsOverTheStoreAndSetsTheDelegate() throws {
    let app = try AppHarness()
    let mark = app.session.eventMark
    _ = try app.session.open(segue: "AddPlayer")
    let details = try #require(app.visible(PlayerDetailsViewController.self))
    let players = try #require(
      (app.session.window.rootViewController as? TabBarController)?.viewControllers.first
        .flatMap { ($0 as? NavigationController)?.viewControllers.first as? PlayersViewController })
    #expect(details.delegate === players)
    #expect(details.store === app.store)
    let calls = app.calls(since: mark)
    let made = try #require(calls.firstIndex(of: "PlayerDetailsViewController.init(coder:)"))
    let prepared = try #require(calls.firstIndex(of: "PlayersViewController.prepare(for:sender:)"))
    let loaded = try #require(calls.firstIndex(of: "PlayerDetailsViewController.viewDidLoad"))
    #expect(made < prepared && prepared < loaded)
  }

  @Test func selectingThePlayerNameRowFocusesTheField() throws {
    let app = try addPlayer()
    // The only field is what `type` edits, so it is drawn focused before any select.
    #expect(app.session.snapshot().rows[0].field?.isFocused == true)
    let mark = app.session.eventMark
    _ = try app.session.select(row: RowReference("1"))
    #expect(app.calls(since: mark).contains("PlayerDetailsViewController.becomeFirstResponder"))
    #expect(app.session.snapshot().focusedField?.isFocused == true)
    _ = try app.session.type("Ray")
    #expect(app.session.snapshot().rows[0].field?.text == "Ray")
  }

  @Test func doneIsDisabledAndRefusedWhileTheTrimmedNameIsBlank() throws {
    let app = try addPlayer()
    func doneEnabled() -> Bool? { app.session.snapshot().rightBarButtons.first?.isEnabled }
    #expect(doneEnabled() == false)
    #expect(throws: NavigationError.self) { try app.session.tap(button: "Done") }
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("   ")
    #expect(doneEnabled() == false)
    let error = try #require(throws: NavigationError.self) { try app.session.tap(button: "Done") }
    #expect(error.description.contains("Done is disabled"))
    #expect(error.description.contains("type the player's name first"))
    _ = try app.session.type("Ray")
    #expect(doneEnabled() == true)
    _ = try app.session.clear()
    #expect(doneEnabled() == false)
    #expect(app.session.breadcrumb == ["Players", "Add Player"])
    #expect(try app.store.playerCount() == 3)
  }

  @Test func doneWithABlankNameSaysWhatToDo() throws {
    let app = try addPlayer()
    let details = try #require(app.visible(PlayerDetailsViewController.self))
    details.nameTextField?.text = " \t "
    let error = try #require(throws: NavigationError.self) {
      _ = try details.handleAction("done:", sender: nil)
    }
    #expect(
      error.description == "the player's name is blank; select row 1 (Player Name) and type a name")
    #expect(try app.store.playerCount() == 3)
  }

  @Test func doneSavesTheTrimmedNameInsertsAtTheEndAndDismisses() throws {
    let app = try addPlayer()
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("  Ray  ")
    let mark = app.session.eventMark
    let change = try app.session.tap(button: "Done")
    #expect(change.kind == .dismissed || change.kind == .updated)
    let trace = app.trace(since: mark)
    #expect(trace.contains("PlayerDetailsViewController.done(_:)"))
    #expect(
      trace.contains("PlayersViewController.playerDetailsViewController(_:didAddPlayer:) Ray"))
    #expect(trace.contains("PlayerDetailsViewController.deinit"))
    #expect(app.session.breadcrumb == ["Players"])
    #expect(app.rows.last == "Ray / Chess / ★☆☆☆☆")
    #expect(try app.storedPlayers().last?.name == "Ray")
  }

  @Test func cancelCallsTheDelegateDismissesAndSavesNothing() throws {
    let app = try addPlayer()
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("Ray")
    _ = try app.session.open(segue: "PickGame")
    _ = try app.session.select(row: RowReference("Angry Birds"))
    let mark = app.session.eventMark
    _ = try app.session.tap(button: "Cancel")
    let trace = app.trace(since: mark)
    #expect(trace.contains("PlayerDetailsViewController.cancel(_:)"))
    #expect(trace.contains("PlayersViewController.playerDetailsViewControllerDidCancel(_:)"))
    #expect(trace.contains("PlayerDetailsViewController.deinit"))
    #expect(app.session.breadcrumb == ["Players"])
    #expect(app.rows.count == 3)
    #expect(
      try app.storedPlayers().map(\.name) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
    #expect(try app.store.playerCount(forGame: "Angry Birds") == 0)
  }

  @Test func backOnTheModalRootDismissesWithoutACallback() throws {
    let app = try addPlayer()
    let mark = app.session.eventMark
    _ = try app.session.back()
    let trace = app.trace(since: mark)
    #expect(!trace.contains { $0.contains("playerDetailsViewController") })
    #expect(trace.contains("PlayerDetailsViewController.deinit"))
    #expect(app.session.breadcrumb == ["Players"])
    #expect(try app.store.playerCount() == 3)
  }

  @Test func aRefusedSaveKeepsTheSceneOpenWithTheStoresMessage() throws {
    let app = try addPlayer()
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("Ray")
    // Chess, which Add Player starts with, leaves the catalog before Done.
    try app.store.deleteGame("Chess")
    let error = try #require(throws: NavigationError.self) { try app.session.tap(button: "Done") }
    #expect(error.description.contains("no game \"Chess\""))
    #expect(app.session.breadcrumb == ["Players", "Add Player"])
    #expect(try app.store.playerCount() == 3)
  }

  /// `type` took a 100 KB name and control characters that Done then refused. The
  /// store's rule (NameRule) is asked as the field changes; a refusal keeps the field as it was.
  @Test func typingWhatDoneWouldRefuseIsRefusedAtType() throws {
    let app = try addPlayer()
    func refusal(_ text: String) -> String? {
      do {
        _ = try app.session.type(text)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      refusal(String(repeating: "x", count: 201))
        == "cannot type that into the player's name: it is longer than 200 characters; the "
        + "field is still empty")
    #expect(refusal(" ") == nil)
    #expect(refusal("Ray") == nil)
    #expect(
      refusal("\u{1B}[2J")
        == "cannot type that into the player's name: it contains control characters; the field "
        + "still holds \" Ray\"")
    #expect(
      // One letter with 600 combining acute accents: one character, 1,201 bytes.
      refusal("e" + String(repeating: "\u{301}", count: 600))
        == "cannot type that into the player's name: it is longer than 1000 bytes of UTF-8 "
        + "(accents and marks count); the field still holds \" Ray\"")
    #expect(app.session.snapshot().rows.first?.field?.text == " Ray")
    #expect(refusal(String(repeating: "x", count: 197)) == nil)
    #expect(refusal("x") != nil)
    _ = try app.session.tap(button: "Done")
    #expect(try app.storedPlayers().last?.name == "Ray" + String(repeating: "x", count: 197))
  }

  /// The game's name in Add Game follows the same rule as it is typed.
  @Test func addGameRefusesAnInvalidNameAtType() throws {
    let app = try AppHarness()
    _ = try app.session.selectTab("Games")
    _ = try app.session.open(segue: "AddGame")
    _ = try app.session.type("Go")
    let error = try #require(throws: NavigationError.self) { try app.session.type("\u{7}!") }
    #expect(
      error.description
        == "cannot type that into the game's name: it contains control characters; the field "
        + "still holds \"Go\"")
    _ = try app.session.clear()
    #expect(app.session.snapshot().rows.first?.field?.text == "")
  }

  @Test func launchedStraightIntoAddPlayerItSaysNothingCanSave() throws {
    let store = try SQLiteRosterStore.inMemory()
    let session = try RatingsApp.launch(store: store, scene: "PlayerDetails")
    #expect(session.breadcrumb == ["Add Player"])
    _ = try session.select(row: RowReference("1"))
    _ = try session.type("Ray")
    let error = try #require(throws: NavigationError.self) { try session.tap(button: "Done") }
    #expect(error.description.contains("start from Players and open AddPlayer"))
    _ = try session.open(segue: "PickGame")
    #expect(session.snapshot().rows.count == 6)
    #expect(try store.playerCount() == 3)
  }
}
