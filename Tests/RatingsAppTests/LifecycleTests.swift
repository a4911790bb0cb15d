import Navigation
import RosterModel
import RosterSQLite
import Testing

@testable import RatingsApp

/// Controllers are made lazily when a segue fires and really freed when popped or dismissed.
@Suite struct LifecycleTests {
  /// How many `init(coder:)` and `deinit` lines each class has in `trace`.
  func pairs(_ trace: [String]) -> [String: (made: Int, freed: Int)] {
    var counts: [String: (made: Int, freed: Int)] = [:]
    for line in trace {
      if let name = line.split(separator: ".").first.map(String.init) {
        if line.hasSuffix(".init(coder:)") { counts[name, default: (0, 0)].made += 1 }
        if line.hasSuffix(".deinit") { counts[name, default: (0, 0)].freed += 1 }
      }
    }
    return counts
  }

  @Test func everySceneOpenedAndClosedIsMadeAndFreedInPairs() throws {
    let app = try AppHarness()
    let mark = app.session.eventMark
    let live = app.session.liveControllerCount
    // Add (picking a game and a rating), cancel once, edit once, add a game, delete a player.
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.open(segue: "PickGame")
    _ = try app.session.back()
    _ = try app.session.open(segue: "PickRating")
    _ = try app.session.select(row: RowReference("3"))
    _ = try app.session.tap(button: "Cancel")
    _ = try app.session.select(row: RowReference("1"))
    _ = try app.session.open(segue: "PickGame")
    _ = try app.session.select(row: RowReference("Chess"))
    _ = try app.session.tap(button: "Done")
    _ = try app.session.selectTab("Games")
    _ = try app.session.open(segue: "AddGame")
    _ = try app.session.back()
    _ = try app.session.selectTab("Players")

    let counts = pairs(app.trace(since: mark))
    #expect(counts["PlayerDetailsViewController"]?.made == 2)
    #expect(counts["GamePickerViewController"]?.made == 2)
    #expect(counts["RatingPickerViewController"]?.made == 1)
    #expect(counts["AddGameViewController"]?.made == 1)
    for (name, count) in counts {
      #expect(count.made == count.freed, "\(name): \(count.made) made, \(count.freed) freed")
    }
    #expect(app.session.liveControllerCount == live)
    #expect(app.session.liveControllerCount == app.session.reachableControllerCount)
  }

  @Test func aPushFollowsUIKitsOrder() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    let mark = app.session.eventMark
    _ = try app.session.open(segue: "PickGame")
    let order = app.calls(since: mark).filter {
      !$0.hasSuffix("shouldPerformSegue(withIdentifier:sender:)")
    }
    #expect(
      order == [
        "GamePickerViewController.init(coder:)",
        "PlayerDetailsViewController.prepare(for:sender:)",
        "GamePickerViewController.viewDidLoad",
        "PlayerDetailsViewController.viewWillDisappear",
        "GamePickerViewController.viewWillAppear",
        "PlayerDetailsViewController.viewDidDisappear",
        "GamePickerViewController.viewDidAppear",
      ])
  }

  @Test func delegatesAreWeakSoNothingKeepsAClosedSceneAlive() throws {
    let app = try AppHarness()
    _ = try app.session.open(segue: "AddPlayer")
    _ = try app.session.open(segue: "PickGame")
    weak let picker = app.visible(GamePickerViewController.self)
    weak let details = picker?.delegate as? PlayerDetailsViewController
    #expect(picker != nil && details != nil)
    _ = try app.session.back()
    #expect(picker == nil)
    #expect(details != nil)
    _ = try app.session.tap(button: "Cancel")
    #expect(details == nil)
  }
}
