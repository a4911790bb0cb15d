import Storyboard

/// What an exploration found: how far it went, what broke and what it exercised.
package struct ExploreResult: Sendable {
  /// Distinct states visited (the launch state included).
  package var states: Int
  /// Interactions performed (failed ones included).
  package var moves: Int
  package var seconds: Double
  /// The bound that stopped it, or nil when every reachable state within `--depth` was visited.
  package var stoppedBy: ExploreBounds.Limit?
  /// Whether some state was left out for being deeper than `--depth`.
  package var reachedDepth: Bool
  /// In the order found (shortest paths first), one per kind and place.
  package var findings: [ExploreFinding]
  /// Enabled buttons connected to nothing in the storyboard, in scenes whose class is app code
  /// Roster does not run (which may connect them): one message each, in the order met. Not
  /// findings, since the code cannot be seen.
  package var leftToAppCode: [String] = []
  /// The storyboard items the succeeded moves exercised (for coverage).
  package var exercised: Set<StoryboardItem>

  /// States per second.
  package var rate: Double { seconds > 0 ? Double(states) / seconds : 0 }
}
