import Glibc
import RosterTestSupport
import Storyboard
import Testing

@testable import Shell

/// Model-based random walks (RandomWalk.swift) on the Ratings app and every corpus storyboard.
///
/// A modest walk runs with the suite. For a long run: `Scripts/walk STEPS [FIRST_SEED]`, which
/// sets ROSTER_WALK_STEPS (total steps) and ROSTER_WALK_SEED. A failing walk prints a minimal
/// replayable `.rosterscript`.
@Suite struct RandomWalkTests {
  static let environment: (steps: Int?, seed: UInt64) = {
    let steps = getenv("ROSTER_WALK_STEPS").flatMap { Int(String(cString: $0)) }
    let seed = getenv("ROSTER_WALK_SEED").flatMap { UInt64(String(cString: $0)) } ?? 1
    return (steps, seed)
  }()

  /// The shared corpus beside the package, when present.
  static var corpusStoryboards: [String] {
    let directory = packageRoot() + "/../shared/storyboards"
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var paths: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".storyboard") { paths.append(directory + "/" + name) }
    }
    return paths.sorted()
  }

  /// Walks `target` for `total` steps in walks of `length` from consecutive seeds; records the
  /// first failure with its shrunk script.
  func run(_ target: RandomWalk.Target, total: Int, length: Int) throws {
    let walker = RandomWalk(target: target)
    var done = 0
    var failed = 0
    var acknowledged = 0
    var seed = Self.environment.seed
    defer {
      print(
        "random walk on \(target): \(done) steps, \(failed) failed commands (each changed "
          + "nothing), \(acknowledged) acknowledged changes matched the model")
    }
    while done < total {
      let steps = min(length, total - done)
      let (lines, failure, tallies) = try walker.walk(seed: seed, steps: steps)
      if let failure {
        let shrunk = try walker.shrink(lines, failure: failure)
        let final = try walker.replay(shrunk) ?? failure
        let script = walker.script(shrunk, failure: final, seed: seed)
        print(script)
        Issue.record("random walk on \(target), seed \(seed), \(failure)\n\(script)")
        return
      }
      done += steps
      failed += tallies.failed
      acknowledged += tallies.acknowledged
      seed += 1
    }
  }

  @Test func ratingsApp() throws {
    let total = Self.environment.steps.map { $0 / 2 } ?? 3000
    try run(.ratings, total: total, length: 300)
  }

  @Test func corpusStoryboards() throws {
    let boards = Self.corpusStoryboards
    guard !boards.isEmpty else { return }
    let total = Self.environment.steps.map { $0 / 2 / boards.count } ?? 150
    for board in boards {
      var target = RandomWalk.Target.storyboard(board)
      if (try? RandomWalk(target: target).start()) == nil {
        // No initial view controller: start where `--scene` would, at the first scene.
        let document = try StoryboardParser.parse(fileAt: board)
        let first = try #require(document.scenes.first?.controller)
        target = .storyboard(board, scene: first.storyboardIdentifier ?? first.id)
        guard (try? RandomWalk(target: target).start()) != nil else {
          print("random walk: \(board) does not start (a reference it needs is absent); skipped")
          continue
        }
      }
      try run(target, total: max(total, 1), length: 150)
    }
  }

  @Test func formFixture() throws {
    try run(.storyboard(Fixtures.formStoryboard), total: 600, length: 200)
  }
}
