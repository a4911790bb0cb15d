import Storyboard
import Testing

@testable import Navigation

/// The explorer's order and bounds, on the Ratings-like fixture with its registered
/// controllers (a players table with rows, swipe-to-delete, a modal editor, tabs).
@Suite struct ExplorerTests {
  static func launch() throws(NavigationError) -> Session {
    let registry = ControllerRegistry()
    registry.register(PlayersViewController.self)
    registry.register(PlayerDetailsViewController.self)
    return try Session(
      storyboards: StoryboardCatalog(documents: [Fixtures.ratings]), document: Fixtures.ratings,
      registry: registry)
  }

  @Test func offersWhatTABWouldInAFixedOrder() throws {
    let session = try Self.launch()
    #expect(
      session.offeredInteractions == [
        .open(segue: "AddPlayer"), .open(segue: "EditPlayer"), .tap(button: "+"),
        .select(.number(1)), .select(.number(2)), .select(.number(3)), .delete(.number(1)),
        .tab(name: "Players"), .tab(name: "Games"), .back,
      ])
  }

  @Test func twoRunsAgree() throws {
    let first = try Explorer(bounds: ExploreBounds(), launch: Self.launch).run()
    let second = try Explorer(bounds: ExploreBounds(), launch: Self.launch).run()
    #expect(first.states == second.states)
    #expect(first.moves == second.moves)
    #expect(first.findings == second.findings)
    #expect(first.exercised == second.exercised)
    #expect(first.stoppedBy == nil)
  }

  /// A move that pushed or presented a scene is undone with `back` (checked by the state's
  /// value) instead of a fresh launch replaying the state's path: these 38 states cost 246
  /// launches (one per state and one per move that succeeded), now 127.
  @Test func aMoveIsUndoneWithBackNotReplayedFromLaunch() throws {
    final class Launches {
      var count = 0
    }
    let launches = Launches()
    let explorer = Explorer(
      bounds: ExploreBounds(),
      launch: { () throws(NavigationError) in
        launches.count += 1
        return try Self.launch()
      })
    let result = try explorer.run()
    let replayed = try Explorer(bounds: ExploreBounds(), launch: Self.launch).run()
    #expect(result.states == replayed.states)
    #expect(launches.count < result.states * 4, "\(launches.count) launches for \(result.states)")
  }

  @Test func maxStatesStopsItAndSaysSo() throws {
    let result = try Explorer(bounds: ExploreBounds(maxStates: 3), launch: Self.launch).run()
    #expect(result.states == 3)
    #expect(result.stoppedBy == .states)
  }

  /// Ctrl-C (asked between moves) ends the run with what was found so far, marked as such.
  @Test func givingUpStopsItWithWhatWasFound() throws {
    var asked = 0
    var explorer = Explorer(bounds: ExploreBounds(), launch: Self.launch)
    explorer.shouldStop = {
      asked += 1
      return asked > 4
    }
    let result = try explorer.run()
    #expect(result.stoppedBy == .interrupted)
    #expect(result.states >= 1)
    let whole = try Explorer(bounds: ExploreBounds(), launch: Self.launch).run()
    #expect(result.moves < whole.moves)
  }

  @Test func aLaunchThatFailsIsThrown() {
    let document = StoryboardDocument(name: "Empty", initialViewControllerID: nil, scenes: [])
    #expect(throws: NavigationError.self) {
      try Explorer(
        bounds: ExploreBounds(),
        launch: { () throws(NavigationError) in
          try Session(
            storyboards: StoryboardCatalog(documents: [document]), document: document,
            registry: ControllerRegistry())
        }
      ).run()
    }
  }
}
