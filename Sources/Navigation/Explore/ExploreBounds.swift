/// Where `roster explore` stops: how deep scenes may stack, how many states it visits and how
/// long it runs.
package struct ExploreBounds: Sendable, Equatable {
  /// Which bound stopped an exploration.
  package enum Limit: String, Sendable, Equatable {
    case states = "max-states"
    case time
    /// The user gave up (Ctrl-C): what was found so far is still reported.
    case interrupted
  }

  /// Scenes on top of each other (the breadcrumb's length) beyond which a state is not
  /// explored: a loop that pushes or presents without end is reported past it.
  package var depth: Int
  /// States visited at most.
  package var maxStates: Int
  /// Seconds of exploring at most.
  package var seconds: Double

  package init(depth: Int = 10, maxStates: Int = 2_000, seconds: Double = 60) {
    self.depth = depth
    self.maxStates = maxStates
    self.seconds = seconds
  }
}
