import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// The Games tab (Games.storyboard, through the storyboard reference): counts, the dock view,
/// Add Game, deleting.
@Suite struct GamesTests {
  func gamesTab() throws -> AppHarness {
    let app = try AppHarness()
    _ = try app.session.selectTab("Games")
    return app
  }

  func expanded(_ app: AppHarness) -> [String: [String]] {
    var found: [String: [String]] = [:]
    for row in app.session.snapshot().rows where !row.expandedLines.isEmpty {
      found[row.text ?? ""] = row.expandedLines
    }
    return found
  }

  @Test func listsTheCatalogWithHowManyPlayEach() throws {
    let app = try gamesTab()
    #expect(app.session.breadcrumb == ["Games"])
    #expect(app.session.snapshot().storyboardName == "Games")
    #expect(
      app.rows == [
        "Angry Birds / no players", "Chess / no players", "Russian Roulette / no players",
        "Spin the Bottle / 1 player", "Texas Hold’em Poker / 1 player", "Tic-Tac-Toe / 1 player",
      ])
  }

  @Test func countsFollowChangesMadeInPlayers() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("Ray")
    _ = try app.session.tap(button: "Done")
    _ = try app.session.selectTab("Games")
    #expect(app.rows[1] == "Chess / 1 player")
    _ = try app.session.selectTab("Players")
    _ = try app.session.delete(row: RowReference("Ray"))
    _ = try app.session.selectTab("Games")
    #expect(app.rows[1] == "Chess / no players")
  }

  @Test func selectingAGameExpandsItsRowWithTheDockViewOneAtATime() throws {
    let app = try gamesTab()
    let games = try #require(app.visible(GamesViewController.self))
    #expect(games.playersView != nil)
    #expect(expanded(app).isEmpty)

    _ = try app.session.select(row: RowReference("Tic-Tac-Toe"))
    #expect(expanded(app) == ["Tic-Tac-Toe": ["Played by", "Bill Evans"]])
    #expect(games.playersLabel?.text == "Bill Evans")

    _ = try app.session.select(row: RowReference("Chess"))
    #expect(expanded(app) == ["Chess": ["Played by", "Nobody plays Chess yet"]])

    _ = try app.session.select(row: RowReference("Chess"))
    #expect(expanded(app).isEmpty)
    #expect(games.expandedGame == nil)
  }

  @Test func theDockViewListsTenPlayersAndHowManyMore() throws {
    let store = try SQLiteRosterStore.inMemory()
    for number in 1...12 { try store.addPlayer(name: "P\(number)", game: "Chess", rating: 3) }
    let app = try AppHarness(store: store)
    _ = try app.session.selectTab("Games")
    _ = try app.session.select(row: RowReference("Chess"))
    let lines = try #require(expanded(app)["Chess"])
    #expect(lines.count == 12)
    #expect(lines[1] == "P1")
    #expect(lines.last == "… and 2 more")
    #expect(app.rows[1] == "Chess / 12 players")
  }

  /// Counts in the Games tab are grouped as everywhere else (`1,234 players`, `… and 1,224
  /// more`), not printed as bare digits.
  @Test func bigCountsAreGrouped() throws {
    let store = try SQLiteRosterStore.inMemory()
    var csv = "name,game,rating\n"
    for number in 1...1_234 { csv += "P\(number),Chess,3\n" }
    try store.importCSV(bytes: Array(csv.utf8), source: "many.csv")
    let app = try AppHarness(store: store)
    _ = try app.session.selectTab("Games")
    #expect(app.rows[1] == "Chess / 1,234 players")
    _ = try app.session.select(row: RowReference("Chess"))
    #expect(try #require(expanded(app)["Chess"]).last == "… and 1,224 more")
  }

  @Test func deletingAGameNobodyPlaysRemovesIt() throws {
    let app = try gamesTab()
    _ = try app.session.delete(row: RowReference("Angry Birds"))
    #expect(app.texts.first == "Chess")
    #expect(try app.store.games().map(\.name).contains("Angry Birds") == false)
  }

  @Test func deletingAGameStillPlayedIsRefusedAndTheRowSaysHowMany() throws {
    let app = try gamesTab()
    let error = try #require(throws: NavigationError.self) {
      try app.session.delete(row: RowReference("Tic-Tac-Toe"))
    }
    #expect(error.description.hasPrefix("cannot delete \"Tic-Tac-Toe\": 1 player still plays it"))
    #expect(app.rows.last == "Tic-Tac-Toe / 1 player")
    #expect(try app.store.games().count == 6)
  }

  @Test func addGameAddsToTheCatalogAndThePicker() throws {
    let app = try gamesTab()
    let mark = app.session.eventMark
    _ = try app.session.tap(button: "+")
    #expect(app.session.breadcrumb == ["Games", "Add Game"])
    #expect(app.session.snapshot().rightBarButtons.first?.isEnabled == false)
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("Go")
    _ = try app.session.tap(button: "Done")
    let trace = app.trace(since: mark)
    #expect(trace.contains("GamesViewController.prepare(for:sender:) AddGame"))
    #expect(trace.contains("GamesViewController.addGameViewController(_:didAddGame:) Go"))
    #expect(trace.contains("AddGameViewController.deinit"))
    #expect(app.session.breadcrumb == ["Games"])
    #expect(app.texts.contains("Go"))

    _ = try app.session.selectTab("Players")
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.open(segue: "PickGame")
    #expect(app.texts.contains("Go"))
  }

  @Test func addingAGameTwiceIsRefusedAndCancelSavesNothing() throws {
    let app = try gamesTab()
    _ = try app.session.open(segue: "AddGame")
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("chess")
    let error = try #require(throws: NavigationError.self) { try app.session.tap(button: "Done") }
    #expect(error.description.contains("already"))
    #expect(app.session.breadcrumb == ["Games", "Add Game"])
    let mark = app.session.eventMark
    _ = try app.session.tap(button: "Cancel")
    #expect(
      app.trace(since: mark).contains("GamesViewController.addGameViewControllerDidCancel(_:)"))
    #expect(app.session.breadcrumb == ["Games"])
    #expect(try app.store.games().count == 6)
  }
}
