import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// Players on a big roster: rows come from the store a window at a time, and names are looked
/// up and completed by the store, not by scanning cells.
@Suite struct BigRosterTests {
  static let count = 12_000

  func bigApp() throws -> AppHarness {
    let store = try SQLiteRosterStore.inMemory()
    var csv = "name,game,rating\n"
    for number in 1...Self.count {
      csv += "Player \(number),\(number % 2 == 0 ? "Chess" : "Tic-Tac-Toe"),\(number % 5 + 1)\n"
    }
    try store.importCSV(bytes: Array(csv.utf8), source: "big.csv")
    return try AppHarness(store: store)
  }

  @Test func drawsAnyWindowFindsRowsByNameAndDeletesDeepIn() throws {
    let app = try bigApp()
    let total = Self.count + 3
    let first = app.session.snapshot(rows: 0..<20)
    #expect(first.totalRowCount == total)
    #expect(first.rows.count == 20)
    let last = app.session.snapshot(rows: total - 2..<total)
    #expect(last.rows.map(\.text) == ["Player \(Self.count - 1)", "Player \(Self.count)"])
    #expect(last.rows.map(\.number) == [total - 1, total])

    let players = try #require(app.visible(PlayersViewController.self))
    #expect(players.rowIndex(forText: "Player 10000") == IndexPath(row: 10_002, section: 0))
    #expect(players.rowIndex(forText: "Nobody") == nil)
    #expect(
      app.session.rowTexts(withPrefix: "Player 1199", limit: 3) == [
        "Player 1199", "Player 11990", "Player 11991",
      ])

    // What completion learns beyond the names it lists: the first and last match (whose common
    // prefix every match shares) and how many are left out, counted only up to a bound.
    let all = app.session.rowTextMatches(withPrefix: "", limit: 100)
    #expect(all.texts.count == 100)
    #expect(all.bounds == ["Bill Evans", "Player 9999"])
    #expect(all.omitted == nil)
    let few = app.session.rowTextMatches(withPrefix: "player 119", limit: 5)
    #expect(few.bounds == ["Player 119", "Player 11999"])
    #expect(few.omitted == 106)

    _ = try app.session.delete(row: RowReference("Player 8000"))
    #expect(try app.store.playerCount() == total - 1)
    #expect(try app.store.indexOfPlayer(named: "Player 8000") == nil)
    let around = app.session.snapshot(rows: 8_001..<8_003)
    #expect(around.rows.map(\.text) == ["Player 7999", "Player 8001"])

    _ = try app.session.select(row: RowReference("Player 10000"))
    #expect(app.session.breadcrumb == ["Players", "Edit Player"])
    #expect(app.session.snapshot().rows.first?.field?.text == "Player 10000")
  }
}
