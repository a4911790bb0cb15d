import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// The tutorial's walk, typed as a new user would, through the Session API the shell drives.
@Suite struct TutorialWalkTests {
  @Test func addingRayPlayingTicTacToe() throws {
    let app = try AppHarness()
    #expect(app.session.breadcrumb == ["Players"])
    #expect(
      app.rows == [
        "Bill Evans / Tic-Tac-Toe / ★★★★☆",
        "Oscar Peterson / Spin the Bottle / ★★★★★",
        "Dave Brubeck / Texas Hold’em Poker / ★★☆☆☆",
      ])

    _ = try app.session.open(segue: "AddPlayer")
    #expect(app.session.breadcrumb == ["Players", "Add Player"])
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.type("Ray")
    _ = try app.session.open(segue: "PickGame")
    #expect(app.session.breadcrumb == ["Players", "Add Player", "Choose Game"])
    _ = try app.session.select(row: RowReference("Tic-Tac-Toe"))
    #expect(app.session.breadcrumb == ["Players", "Add Player"])
    _ = try app.session.tap(button: "Done")

    #expect(app.session.breadcrumb == ["Players"])
    #expect(app.rows.count == 4)
    #expect(app.rows.last == "Ray / Tic-Tac-Toe / ★☆☆☆☆")
    let stored = try app.storedPlayers()
    #expect(stored.map(\.name) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck", "Ray"])
    #expect(stored.last?.game == "Tic-Tac-Toe")
    #expect(stored.last?.rating == 1)
    #expect(app.session.snapshot().rows.last?.imageName == "1StarSmall")
  }
}
