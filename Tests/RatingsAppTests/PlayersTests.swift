import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// Players: sample data, the store handed over at launch, Edit Player, swipe-to-delete.
@Suite struct PlayersTests {
  @Test func startsWithTheTutorialsSampleData() throws {
    let app = try AppHarness()
    #expect(app.scene == "Players")
    #expect(
      app.rows == [
        "Bill Evans / Tic-Tac-Toe / ★★★★☆",
        "Oscar Peterson / Spin the Bottle / ★★★★★",
        "Dave Brubeck / Texas Hold’em Poker / ★★☆☆☆",
      ])
    #expect(
      app.session.snapshot().rows.map(\.imageName) == ["4StarsSmall", "5StarsSmall", "2StarsSmall"])
    #expect(app.session.snapshot().tabs.map(\.title) == ["Players", "Games"])
  }

  @Test func theAppDelegateHandsTheStoreThroughTheRootViewController() throws {
    let app = try AppHarness()
    let tabs = try #require(app.session.window.rootViewController as? TabBarController)
    let navigation = try #require(tabs.viewControllers.first as? NavigationController)
    let players = try #require(navigation.viewControllers.first as? PlayersViewController)
    #expect(players.store === app.store)
    let games = try #require(
      (tabs.viewControllers.last as? NavigationController)?.viewControllers.first
        as? GamesViewController)
    #expect(games.store === app.store)
  }

  @Test func editPlayerComesFilledInAndDoneSavesInPlace() throws {
    let app = try AppHarness()
    let before = try app.storedPlayers()[1]
    let mark = app.session.eventMark
    _ = try app.session.select(row: RowReference("Oscar Peterson"))
    #expect(app.session.breadcrumb == ["Players", "Edit Player"])
    #expect(
      app.trace(since: mark).contains("PlayersViewController.prepare(for:sender:) EditPlayer"))
    // The name row holds only the text field, so its text is the field's.
    #expect(app.rows == [" / ", "Game / Spin the Bottle", "Rating / ★★★★★"])
    #expect(app.session.snapshot().rows.first?.field?.text == "Oscar Peterson")
    #expect(app.session.snapshot().rightBarButtons.first?.isEnabled == true)

    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type(" Jr.")
    _ = try app.session.open(segue: "PickRating")
    _ = try app.session.select(row: RowReference("3"))
    let doneMark = app.session.eventMark
    _ = try app.session.tap(button: "Done")

    #expect(
      app.trace(since: doneMark).contains(
        "PlayersViewController.playerDetailsViewController(_:didEditPlayer:) Oscar Peterson Jr."))
    #expect(app.session.breadcrumb == ["Players"])
    #expect(app.rows.count == 3)
    #expect(app.rows[1] == "Oscar Peterson Jr. / Spin the Bottle / ★★★☆☆")
    let after = try app.storedPlayers()[1]
    #expect(after.id == before.id)
    #expect(after.name == "Oscar Peterson Jr.")
    #expect(after.rating == 3)
  }

  /// `open EditPlayer` (offered by TAB and help) is always vetoed, as the app edits a row's
  /// player: the refusal says how the segue fires instead of only "nothing happened".
  @Test func openingARowsSegueByNameSaysHowItFires() throws {
    let app = try AppHarness()
    let error = try #require(throws: NavigationError.self) {
      try app.session.open(segue: "EditPlayer")
    }
    #expect(
      error.description
        == "PlayersViewController.shouldPerformSegue(withIdentifier:sender:) vetoed 'EditPlayer'; "
        + "nothing happened; it fires when a row is selected: select ROW")
    #expect(app.scene == "Players")
  }

  @Test func editThenCancelChangesNothing() throws {
    let app = try AppHarness()
    _ = try app.session.select(row: RowReference("2"))
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.clear()
    _ = try app.session.type("Somebody Else")
    _ = try app.session.tap(button: "Cancel")
    #expect(app.session.breadcrumb == ["Players"])
    #expect(
      try app.storedPlayers().map(\.name) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
  }

  @Test func swipeToDeleteRemovesTheRowAndTheStoredPlayer() throws {
    let app = try AppHarness()
    let mark = app.session.eventMark
    _ = try app.session.delete(row: RowReference("Bill Evans"))
    #expect(
      app.trace(since: mark).contains {
        $0.hasPrefix("PlayersViewController.tableView(_:commit:forRowAt:)")
      })
    #expect(app.texts == ["Oscar Peterson", "Dave Brubeck"])
    #expect(try app.storedPlayers().map(\.name) == ["Oscar Peterson", "Dave Brubeck"])
    #expect(try app.store.playerCount() == 2)
  }

  @Test func anotherStoresChangesAppearOnTheNextDraw() throws {
    let path = TemporaryFile.path("two-shells")
    defer { TemporaryFile.remove(path) }
    let first = try AppHarness(store: SQLiteRosterStore(path: path))
    let second = try AppHarness(store: SQLiteRosterStore(path: path))
    #expect(second.rows.count == 3)
    _ = try first.session.open(segue: "AddPlayer")
    _ = try first.session.select(row: RowReference("1"))
    _ = try first.session.type("Ray")
    _ = try first.session.tap(button: "Done")
    #expect(second.texts == ["Bill Evans", "Oscar Peterson", "Dave Brubeck", "Ray"])
    _ = try second.session.delete(row: RowReference("1"))
    #expect(first.texts == ["Oscar Peterson", "Dave Brubeck", "Ray"])
  }

  @Test func rowsAreFoundByNameAsTypedOrCapitalised() throws {
    let app = try AppHarness()
    #expect(app.session.rowTexts(withPrefix: "", limit: 2) == ["Bill Evans", "Dave Brubeck"])
    #expect(app.session.rowTexts(withPrefix: "o", limit: 5) == ["Oscar Peterson"])
    _ = try app.session.select(row: RowReference("dave brubeck"))
    #expect(app.session.breadcrumb == ["Players", "Edit Player"])
    #expect(app.session.snapshot().rows.first?.field?.text == "Dave Brubeck")
    _ = try app.session.back()
    let error = try #require(throws: NavigationError.self) {
      try app.session.select(row: RowReference("Bill Evens"))
    }
    #expect(error.description.contains("did you mean \"Bill Evans\"?"))
  }

  /// With two Rays, `delete Ray` deleted the first without a word. A name more
  /// than one row has is refused with their numbers, and nothing changes.
  @Test func aNameTwoPlayersShareIsRefusedWithTheirRows() throws {
    let app = try AppHarness()
    try app.store.addPlayer(name: "Ray", game: "Chess", rating: 1)
    try app.store.addPlayer(name: "Zed", game: "Chess", rating: 2)
    try app.store.addPlayer(name: "Ray", game: "Angry Birds", rating: 5)
    for (move, verb) in [
      (Interaction.delete(RowReference("Ray")), "delete"), (.select(RowReference("ray")), "select"),
    ] {
      let error = try #require(throws: NavigationError.self) { try move.perform(on: app.session) }
      #expect(
        error.description
          == "2 rows are named \"\(verb == "select" ? "ray" : "Ray")\" in \"Players\" (rows 4, 6); "
          + "say which: \(verb) 4")
      #expect(app.session.breadcrumb == ["Players"])
      #expect(try app.storedPlayers().count == 6)
    }
    // A number says which; a name one player has still works.
    _ = try app.session.delete(row: .number(6))
    #expect(try app.storedPlayers().map(\.name).filter { $0 == "Ray" }.count == 1)
    _ = try app.session.delete(row: RowReference("Ray"))
    #expect(
      try app.storedPlayers().map(\.name) == [
        "Bill Evans", "Oscar Peterson", "Dave Brubeck", "Zed",
      ])
  }
}
