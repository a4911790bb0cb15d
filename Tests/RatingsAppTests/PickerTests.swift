import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// Stands in for Add Player to watch what a picker tells its delegate (and so nothing pops).
final class PickerSpy: GamePickerViewControllerDelegate, RatingPickerViewControllerDelegate {
  var games: [String] = []
  var ratings: [Int] = []

  func gamePickerViewController(_ controller: GamePickerViewController, didSelectGame game: String)
  {
    games.append(game)
  }

  func ratingPickerViewController(
    _ controller: RatingPickerViewController, didSelectRating rating: Int
  ) {
    ratings.append(rating)
  }
}

/// Choose Game and Choose Rating: checkmarks, delegate calls, pops, Back.
@Suite struct PickerTests {
  func checked(_ app: AppHarness) -> [String] {
    app.session.snapshot().rows.filter(\.isChecked).map { $0.text ?? "" }
  }

  @Test func choosingAGameListsTheCatalogWithTheCurrentGameChecked() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    let mark = app.session.eventMark
    _ = try app.session.open(segue: "PickGame")
    #expect(app.scene == "Choose Game")
    #expect(
      app.texts == [
        "Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold’em Poker",
        "Tic-Tac-Toe",
      ])
    #expect(checked(app) == ["Chess"])
    let picker = try #require(app.visible(GamePickerViewController.self))
    #expect(picker.delegate is PlayerDetailsViewController)
    #expect(picker.game == "Chess")
    let calls = app.calls(since: mark)
    let made = try #require(calls.firstIndex(of: "GamePickerViewController.init(coder:)"))
    let prepared = try #require(
      calls.firstIndex(of: "PlayerDetailsViewController.prepare(for:sender:)"))
    let loaded = try #require(calls.firstIndex(of: "GamePickerViewController.viewDidLoad"))
    #expect(made < prepared && prepared < loaded)
  }

  @Test func selectingAGameMovesTheCheckmarkAndCallsTheDelegate() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.open(segue: "PickGame")
    let picker = try #require(app.visible(GamePickerViewController.self))
    let spy = PickerSpy()
    picker.delegate = spy
    _ = try app.session.select(row: RowReference("Russian Roulette"))
    #expect(spy.games == ["Russian Roulette"])
    #expect(checked(app) == ["Russian Roulette"])
    _ = try app.session.select(row: RowReference("2"))
    #expect(spy.games == ["Russian Roulette", "Chess"])
    #expect(checked(app) == ["Chess"])
  }

  @Test func addPlayerTakesThePickedGameAndPopsThePicker() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.open(segue: "PickGame")
    let mark = app.session.eventMark
    _ = try app.session.select(row: RowReference("Spin the Bottle"))
    let trace = app.trace(since: mark)
    #expect(
      trace.contains(
        "PlayerDetailsViewController.gamePickerViewController(_:didSelectGame:) Spin the Bottle"))
    #expect(trace.contains("GamePickerViewController.deinit"))
    #expect(app.session.breadcrumb == ["Players", "Add Player"])
    #expect(app.rows[1] == "Game / Spin the Bottle")
    _ = try app.session.open(segue: "PickGame")
    #expect(checked(app) == ["Spin the Bottle"])
  }

  @Test func backFromThePickerKeepsTheOldGame() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.open(segue: "PickGame")
    let mark = app.session.eventMark
    _ = try app.session.back()
    #expect(!app.trace(since: mark).contains { $0.contains("didSelectGame") })
    #expect(app.trace(since: mark).contains("GamePickerViewController.deinit"))
    #expect(app.rows[1] == "Game / Chess")
    let details = try #require(app.visible(PlayerDetailsViewController.self))
    #expect(details.game == "Chess")
  }

  @Test func choosingARatingShowsFiveRowsWithTheCurrentOneChecked() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.open(segue: "PickRating")
    #expect(app.scene == "Choose Rating")
    #expect(app.texts == ["★", "★★", "★★★", "★★★★", "★★★★★"])
    #expect(checked(app) == ["★"])
    let picker = try #require(app.visible(RatingPickerViewController.self))
    let spy = PickerSpy()
    picker.delegate = spy
    _ = try app.session.select(row: RowReference("4"))
    #expect(spy.ratings == [4])
    #expect(checked(app) == ["★★★★"])
  }

  @Test func addPlayerTakesThePickedRatingAndPopsThePicker() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.open(segue: "PickRating")
    let mark = app.session.eventMark
    _ = try app.session.select(row: RowReference("★★★★★"))
    #expect(
      app.trace(since: mark).contains(
        "PlayerDetailsViewController.ratingPickerViewController(_:didSelectRating:) 5"))
    #expect(app.session.breadcrumb == ["Players", "Add Player"])
    #expect(app.rows[2] == "Rating / ★★★★★")
    _ = try app.session.back()
    #expect(app.session.breadcrumb == ["Players"])
  }
}
