import Navigation
import RatingsApp
import RosterSQLite
import Storyboard
import Testing

/// `roster explore` walks one session from state to state (up by the move seen to return, down
/// by the moves that first reached a state) instead of replaying each state's path from launch.
/// What it finds must not depend on that: the states in the order visited, the moves, the
/// findings, what is left to app code and the coverage are those of a run that replays every
/// state from launch, on the Ratings app and on storyboards shaped like real projects.
@Suite struct ExploreReachingTests {
  /// Everything a run reports, and the states in the order it visited them.
  struct Outcome: Equatable {
    var states: [SessionState]
    var moves: Int
    var stoppedBy: ExploreBounds.Limit?
    var reachedDepth: Bool
    var findings: [ExploreFinding]
    var leftToAppCode: [String]
    var exercised: Set<StoryboardItem>
  }

  /// Counts the launches a run makes.
  final class Launches {
    var count = 0
  }

  static func outcome(
    _ reaching: Explorer.Reaching, bounds: ExploreBounds, launches: Launches = Launches(),
    launch: @escaping () throws(NavigationError) -> Session
  ) throws -> Outcome {
    final class Visited {
      var states: [SessionState] = []
    }
    let visited = Visited()
    var explorer = Explorer(
      bounds: bounds,
      launch: { () throws(NavigationError) in
        launches.count += 1
        return try launch()
      })
    explorer.reaching = reaching
    explorer.visited = { visited.states.append($0) }
    let result = try explorer.run()
    #expect(result.states == visited.states.count)
    return Outcome(
      states: visited.states, moves: result.moves, stoppedBy: result.stoppedBy,
      reachedDepth: result.reachedDepth, findings: result.findings,
      leftToAppCode: result.leftToAppCode, exercised: result.exercised)
  }

  static func ratingsLaunch() throws(NavigationError) -> Session {
    do {
      return try RatingsApp.launch(
        store: try SQLiteRosterStore.inMemory(), catalog: RatingsApp.makeCatalog())
    } catch let error as NavigationError {
      throw error
    } catch {
      throw NavigationError("\(error)")
    }
  }

  static func fixtureLaunch(
    _ name: String, registry: @escaping () -> ControllerRegistry = ControllerRegistry.init
  ) throws -> () throws(NavigationError) -> Session {
    let path = ExploreTests.fixture(name)
    let document = try StoryboardParser.parse(fileAt: path)
    let catalog = StoryboardCatalog(beside: path)
    catalog.add(document)
    return { () throws(NavigationError) in
      try Session(storyboards: catalog, document: document, registry: registry())
    }
  }

  /// The Ratings app: its first 400 states (adding, editing and deleting players, pickers,
  /// tabs, typed names) come out the same, for a few launches instead of one per state.
  @Test func theRatingsAppFindsTheSameWithFarFewerLaunches() throws {
    let bounds = ExploreBounds(maxStates: 400, seconds: 3_600)
    let launches = Launches()
    let walked = try Self.outcome(
      .route, bounds: bounds, launches: launches, launch: Self.ratingsLaunch)
    let replayed = try Self.outcome(.replay, bounds: bounds, launch: Self.ratingsLaunch)
    #expect(walked.states.count == 400)
    #expect(walked == replayed)
    // Before, a state and most moves cost a launch each (over 1,000 here).
    #expect(launches.count * 4 < walked.states.count, "\(launches.count) launches")
  }

  /// A save (Done in Add Player or Edit Player) dismisses its sheet with the data changed, so
  /// no `back` returns to the sheet: the app's registered undo takes the data back, and the
  /// route down from the players' list reaches the sheet again, where each save cost a replay
  /// from launch (60 launches for these 400 states).
  @Test func aSaveIsTakenBackWithUndoNotReplayedFromLaunch() throws {
    let bounds = ExploreBounds(maxStates: 400, seconds: 3_600)
    let launches = Launches()
    let walked = try Self.outcome(
      .route, bounds: bounds, launches: launches, launch: Self.ratingsLaunch)
    #expect(walked.states.count == 400)
    #expect(launches.count * 40 < walked.states.count, "\(launches.count) launches")
  }

  /// Storyboards with findings (a dead end, a push loop, a refused tap), segues left to app
  /// code, sheets, controls sharing a name and a form of fields: the same states, findings and
  /// coverage.
  @Test(
    arguments: [
      "Keeper", "DeadEnd", "PushLoop", "ManualSegues", "SignUpForm", "ModalsWithAWayOut",
      "SameTitles", "UnconnectedButton",
    ])
  func aStoryboardFindsTheSame(_ name: String) throws {
    let launch = try Self.fixtureLaunch(name)
    let bounds = ExploreBounds(seconds: 3_600)
    let walked = try Self.outcome(.route, bounds: bounds, launch: launch)
    let replayed = try Self.outcome(.replay, bounds: bounds, launch: launch)
    #expect(walked == replayed)
  }

  /// A controller that keeps itself alive after it left: the same leak, on the same path.
  @Test func aLeakIsFoundTheSame() throws {
    let launch = try Self.fixtureLaunch("Keeper") {
      let registry = ControllerRegistry()
      registry.register(ExploreTests.KeeperViewController.self)
      return registry
    }
    let bounds = ExploreBounds(seconds: 3_600)
    let walked = try Self.outcome(.route, bounds: bounds, launch: launch)
    #expect(walked.findings.map(\.kind) == [.leak])
    #expect(walked == (try Self.outcome(.replay, bounds: bounds, launch: launch)))
  }
}
