/// How the one session gets from state to state: along the tree of first paths, or by a replay.
extension Explorer {
  /// Moves a route may take before a replay from launch is cheaper (a launch costs a few).
  static let routeLimitBeyondPath = 6
  /// `back`s tried, where no route leads from the session's state, before a replay.
  static let backsBeforeReplay = 2

  /// Puts `walker`'s session in the state of visit `target`: along the tree of first paths
  /// from where it is, when that route is short and arrives (checked by the state's value);
  /// where there is no such route, after a `back` or two that land in a state explored (a sheet
  /// swiped away from a scene left changed; an `undo` instead where the session shows data the
  /// target does not); else by a replay of the target's path on a fresh
  /// session. False when the replay fails too.
  func reach(
    _ target: Int, _ walker: Walker, _ visits: [Visit], _ index: [StateFingerprint: Int]
  ) -> Bool {
    if walker.at == target { return true }
    let session = walker.session
    var backs = 0
    while reaching == .route {
      if let from = walker.at, let (ups, downs) = route(from: from, to: target, visits) {
        walker.at = nil
        do throws(NavigationError) {
          // A route that fails ends in a replay: the session is dropped, nothing to restore.
          // Each step was taken from the same state before, its coverage noted then.
          try session.withoutCoverage { () throws(NavigationError) in
            for step in ups {
              _ = try visits[step].returnMove?.perform(on: session, restoring: false)
            }
            for step in downs {
              _ = try visits[step].move?.perform(on: session, restoring: false)
            }
          }
          let expected = walker.replayed[target] ?? visits[target].fingerprint
          if StateFingerprint(session.state) == expected {
            walker.at = target
            return true
          }
        } catch {}
        break
      }
      // Data the target does not show was changed on the way (a save): taken back where the
      // app registered how, else a `back`.
      let otherData = walker.at.map { visits[$0].data != visits[target].data }
      let way = otherData == true && session.canUndo ? Interaction.undo : .back
      guard backs < Self.backsBeforeReplay,
        (try? way.perform(on: session, restoring: false)) != nil
      else { break }
      backs += 1
      walker.at = index[StateFingerprint(session.state)]
    }
    walker.at = nil
    guard let fresh = try? replay(Self.path(to: target, visits)) else { return false }
    walker.replace(with: fresh)
    walker.at = target
    if reaching == .route {
      let arrived = StateFingerprint(fresh.state)
      walker.replayed[target] = arrived == visits[target].fingerprint ? nil : arrived
    }
    return true
  }

  /// The route from visit `from` to visit `target` along the tree of first paths: the visits
  /// left up to their common ancestor (each by its `returnMove`), then the visits down to the
  /// target, each reached by the last move of its path. Nil when a step up has no such move, or
  /// the route is longer than a replay is worth.
  func route(from: Int, to target: Int, _ visits: [Visit]) -> (
    ups: [Int], downs: [Int]
  )? {
    var up = from
    var down = target
    var ups: [Int] = []
    var downs: [Int] = []
    func climb() -> Bool {
      guard visits[up].returnMove != nil, let parent = visits[up].parent else { return false }
      ups.append(up)
      up = parent
      return true
    }
    while visits[up].depth > visits[down].depth {
      guard climb() else { return nil }
    }
    while visits[down].depth > visits[up].depth, let parent = visits[down].parent {
      downs.append(down)
      down = parent
    }
    while up != down {
      guard climb(), let parent = visits[down].parent else { return nil }
      downs.append(down)
      down = parent
    }
    guard ups.count + downs.count <= visits[target].depth + Self.routeLimitBeyondPath else {
      return nil
    }
    return (ups, downs.reversed())
  }

  /// The moves from launch to visit `target`: each visit's first move, up from it.
  static func path(to target: Int, _ visits: [Visit]) -> [Interaction] {
    var path: [Interaction] = []
    path.reserveCapacity(visits[target].depth)
    var step: Int? = target
    while let visit = step, let move = visits[visit].move {
      path.append(move)
      step = visits[visit].parent
    }
    return path.reversed()
  }

  /// A fresh session with `path` performed, noting coverage from the start.
  func replay(_ path: [Interaction]) throws(NavigationError) -> Session {
    let session = try launch()
    session.startCoverage()
    for move in path { _ = try move.perform(on: session, restoring: false) }
    return session
  }
}
