import RosterSupport
import Storyboard

/// `roster explore`'s engine: breadth-first over every move the shell offers, from the launch
/// state, states deduplicated by value (`SessionState`), in a fixed order so two runs agree.
///
/// One session walks the whole search, so a state costs about what its moves cost. A failed
/// move changes nothing, so the next move is tried on the same session; after a move that
/// succeeded, a move that undoes it is tried (`back` after a push or presentation, the tab
/// selected before, `clear` after typing, `undo` after a delete). The next state is reached
/// from where the session is along the tree of first paths: up by the moves seen to return to
/// the parent state, down by the moves that first reached each state (siblings share their
/// prefix). Arrival is checked by the state's value, the same equality that deduplicates
/// states; where no such route is short, or it does not arrive, the state's path is replayed on
/// a fresh session (`launch`, a hermetic store), which is also what a finding's replay script
/// does. A state is explored from where its replay arrives, and after its last move the
/// session goes straight on to the next state.
package struct Explorer {
  /// How a progress line reads: states, frontier, states per second.
  package struct Progress: Sendable {
    package var states: Int
    package var frontier: Int
    package var rate: Double
  }

  package var bounds: ExploreBounds
  /// A fresh session at launch, on a fresh store.
  package var launch: () throws(NavigationError) -> Session
  /// Called now and then while exploring (a terminal shows it).
  package var progress: ((Progress) -> Void)?
  /// Asked between moves: true (Ctrl-C) ends the run, and what was found so far is reported.
  package var shouldStop: () -> Bool = { false }
  /// The storyboards that enter the one explored through a storyboard reference (their names):
  /// an unwind from a scene nothing here pushed or presented returns, on a device, to one of
  /// their scenes, so it is left to them rather than reported as a refusal.
  package var enteredFrom: [String] = []
  /// How the session gets to the next state.
  package var reaching = Reaching.route
  /// Told each new state in the order visited (tests compare the two ways of reaching them).
  package var visited: ((SessionState) -> Void)?

  /// How the session gets to a state.
  package enum Reaching: Sendable {
    /// Along the tree of first paths from where the session is, replaying only where that fails.
    case route
    /// Its path replayed on a fresh session, for every state and after every move that changed
    /// the state: slow, and the reference the route is held to.
    case replay
  }

  package init(
    bounds: ExploreBounds, launch: @escaping () throws(NavigationError) -> Session,
    progress: ((Progress) -> Void)? = nil
  ) {
    self.bounds = bounds
    self.launch = launch
    self.progress = progress
  }

  /// One visited state.
  private struct Visit {
    /// The move that first reached it from its parent (nil at launch): its path from launch
    /// is its parent's and this move (`path(to:)`), not kept whole for each of many states.
    var move: Interaction?
    /// How many moves its path has.
    var depth: Int
    var parent: Int?
    var state: SessionState
    var breadcrumb: [String]
    var presentationDepth: Int
    /// Where its visible scene is written.
    var location: SourceLocation
    /// Its path holds a move only app code makes (a manual or prototype cell's segue).
    var throughCode = false
    /// The states its moves lead to. A `back` that dismisses is a sheet's swipe down (a
    /// full-screen cover refuses it), so it is a way out like any other move.
    var edges: [Int] = []
    /// Every move's destination is known (no move led past a bound).
    var isComplete = false
    /// It may be left in ways explore cannot follow: a popover (a tap outside dismisses it) or
    /// a button whose action is code Roster does not run.
    var mayLeave = false
    /// The move seen to return from it to its parent's state (`back` after a push, the tab
    /// selected before, `undo` after a delete…), if any.
    var returnMove: Interaction?
  }

  /// The one session walking the search, and the state it is known to be in.
  private final class Walker {
    private(set) var session: Session
    /// The visit whose state the session is in, or nil when not known.
    var at: Int?
    /// What the sessions walked before this one exercised.
    private(set) var exercisedBefore: Set<StoryboardItem> = []
    /// The state a replay of a visit's path arrives in, where it is not the state the visit
    /// was recorded with (a tap that focused a field is recorded with a letter typed, which
    /// its replay does not type): the state the visit is explored from, so a move undone
    /// there is known to be back.
    var replayed: [Int: SessionState] = [:]

    init(_ session: Session, at: Int?) {
      self.session = session
      self.at = at
    }

    /// Walks on with `fresh` (a replay), keeping what the old session exercised.
    func replace(with fresh: Session) {
      exercisedBefore.formUnion(session.exercised)
      session = fresh
    }

    /// What every session walked so far exercised.
    var exercised: Set<StoryboardItem> { exercisedBefore.union(session.exercised) }
  }

  /// Moves a route may take before a replay from launch is cheaper (a launch costs a few).
  private static let routeLimitBeyondPath = 6
  /// `back`s tried, where no route leads from the session's state, before a replay.
  private static let backsBeforeReplay = 2

  /// Explores until every reachable state is visited or a bound stops it. Throws when the
  /// launch itself fails.
  package func run() throws(NavigationError) -> ExploreResult {
    let clock = ContinuousClock()
    let start = clock.now
    func elapsed() -> Double {
      let duration = clock.now - start
      return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
    let first = try launch()
    first.startCoverage()
    let walker = Walker(first, at: 0)
    var visits = [
      Visit(
        move: nil, depth: 0, parent: nil, state: first.state, breadcrumb: first.breadcrumb,
        presentationDepth: first.presentationDepth,
        location: first.visibleController.sourceLocation)
    ]
    var index: [SessionState: Int] = [visits[0].state: 0]
    visited?(visits[0].state)
    var findings: [ExploreFinding] = []
    // Many states share a breadcrumb, a hierarchy or rows: one copy of each is kept.
    var breadcrumbs = Interner<[String]>()
    var states = StateInterner()
    var findingKeys: Set<String> = []
    var leftToAppCode: [String] = []
    var leftKeys: Set<String> = []
    var moves = 0
    var stoppedBy: ExploreBounds.Limit?
    var reachedDepth = false
    var head = 0
    var lastProgress = 0.0

    func note(_ finding: ExploreFinding, key: String) {
      if findingKeys.insert(finding.kind.rawValue + "\u{0}" + key).inserted {
        findings.append(finding)
      }
    }

    exploring: while head < visits.count {
      if elapsed() >= bounds.seconds {
        stoppedBy = .time
        break
      }
      if shouldStop() {
        stoppedBy = .interrupted
        break
      }
      let current = head
      head += 1
      let path = Self.path(to: current, visits)
      guard reach(current, walker, visits, index) else { continue }
      var session = walker.session
      var complete = true
      // The segues that can fire here, looked up once for every question below; not kept
      // (they hold the scenes, which a move may let go: a false leak).
      let (leftToCode, popovers, offered, codeMoves) = Self.look(at: session)
      if session.hasActionsOnlyCodeRuns(codeFiredSegues: leftToCode) {
        visits[current].mayLeave = true
      }
      for (key, message) in leftToCode where leftKeys.insert(key).inserted {
        leftToAppCode.append(message)
      }
      let usefulBefore = Self.withoutTyping(offered)
      for (position, move) in offered.enumerated() {
        // After the last move the session goes on to the next state from wherever it is: a
        // way back here would only be left again.
        let isLast = reaching == .route && position == offered.count - 1
        // Bounds are kept between moves too: a scene with many moves, each a replay, could
        // otherwise run far past --time (or past a Ctrl-C) before the next state.
        if elapsed() >= bounds.seconds {
          stoppedBy = .time
          break exploring
        }
        if shouldStop() {
          stoppedBy = .interrupted
          break exploring
        }
        moves += 1
        let before = session.hierarchyControllers.map(WeakController.init)
        let focusBefore = session.typingTarget
        let inverse = reaching == .route ? Self.inverse(of: move, on: session) : nil
        let change: NavigationChange
        do {
          change = try move.perform(on: session)
        } catch {
          // A failed move changed nothing: the scene it was tried on is still the visible one.
          let scene = session.visibleController.sceneKey
          let place = session.visibleController.sourceLocation(of: move)
          switch error.origin {
          case .exception where !codeMoves.contains(move):
            note(
              ExploreFinding(
                kind: .uikitError, message: error.message, path: path + [move],
                breadcrumb: visits[current].breadcrumb, assertion: nil, location: place),
              key: scene + "\u{0}" + error.message)
          case .appCodeNotRun where Self.isDrawnEnabled(move):
            if leftKeys.insert(scene + "\u{0}\(move)").inserted {
              leftToAppCode.append(error.message)
            }
          case .noUnwindDestination where Self.isDrawnEnabled(move) && !enteredFrom.isEmpty:
            if leftKeys.insert(scene + "\u{0}\(move)").inserted {
              leftToAppCode.append(
                "\(Self.named(move)) unwinds to a scene of a storyboard that enters this one "
                  + "(\(enteredFrom.joined(separator: ", ")))")
            }
          case .session where Self.isDrawnEnabled(move),
            .noUnwindDestination where Self.isDrawnEnabled(move):
            note(
              ExploreFinding(
                kind: .refused, message: error.message, path: path + [move],
                breadcrumb: visits[current].breadcrumb, assertion: nil, location: place),
              key: scene + "\u{0}\(move)")
          default:
            break
          }
          continue
        }
        if Self.onlyEditsText(move, focusBefore: focusBefore, on: session, usefulBefore) {
          walker.at = nil
          if isLast { continue }
          guard reach(current, walker, visits, index) else {
            complete = false
            break
          }
          session = walker.session
          continue
        }
        let kept = Set(session.hierarchyControllers.map(ObjectIdentifier.init))
        for leaked in before.compactMap(\.controller) where !kept.contains(ObjectIdentifier(leaked))
        {
          let name = leaked.className
          note(
            ExploreFinding(
              kind: .leak,
              message:
                "\(name) (\"\(leaked.sceneTitle)\") is still alive after it left the hierarchy",
              path: path + [move], breadcrumb: session.breadcrumb,
              assertion: .event(name + ".deinit"), location: leaked.sourceLocation),
            key: name)
        }
        let breadcrumb = session.breadcrumb
        // Where the move led, when that is a state explored or to explore.
        var arrived: (visit: Int, state: SessionState)?
        if breadcrumb.count > bounds.depth {
          reachedDepth = true
          complete = false
          let ids = session.scenePathIDs
          // A loop app code may well not make (it performs a manual segue once) is no finding.
          if Set(ids).count < ids.count, !visits[current].throughCode, !codeMoves.contains(move) {
            let top = session.visibleController
            note(
              ExploreFinding(
                kind: .unboundedStack,
                message:
                  "the stack grows past --depth \(bounds.depth): \"\(top.sceneTitle)\" is "
                  + "reached again on top of itself",
                path: path + [move], breadcrumb: breadcrumb,
                assertion: .stack(Array(breadcrumb.prefix(bounds.depth))),
                location: top.sourceLocation),
              key: ids.last ?? "")
          }
        } else {
          var state = session.state
          var target = index[state]
          if target == nil {
            if visits.count >= bounds.maxStates {
              stoppedBy = .states
              visits[current].isComplete = false
              break exploring
            }
            state = states.interned(state)
            target = visits.count
            index[state] = visits.count
            visits.append(
              Visit(
                move: move, depth: path.count + 1, parent: current, state: state,
                breadcrumb: breadcrumbs.interned(breadcrumb),
                presentationDepth: session.presentationDepth,
                location: session.visibleController.sourceLocation,
                throughCode: visits[current].throughCode || codeMoves.contains(move)))
            visited?(state)
          }
          if let target {
            arrived = (target, state)
            if case .open(let name) = move, popovers.contains(name), change.kind == .presented {
              visits[target].mayLeave = true
            }
            visits[current].edges.append(target)
          }
        }
        // Back where the state was, without a replay from launch where one step does it.
        walker.at = arrived?.visit
        if reaching == .route {
          // It never left (a veto, a row that does nothing), or a move returns there.
          let here = walker.replayed[current] ?? visits[current].state
          if arrived?.state == here { continue }
          let way = change.kind == .pushed || change.kind == .presented ? .back : inverse
          if let way, (try? way.perform(on: session)) != nil {
            let now = session.state
            if now == here {
              if let target = arrived?.visit, visits[target].parent == current {
                visits[target].returnMove = way
              }
              walker.at = current
              continue
            }
            walker.at = index[now]
          }
        }
        if isLast { continue }
        guard reach(current, walker, visits, index) else {
          complete = false
          break
        }
        session = walker.session
      }
      visits[current].isComplete = complete
      let now = elapsed()
      if let progress, now - lastProgress >= 0.1 {
        lastProgress = now
        progress(
          Progress(
            states: visits.count, frontier: visits.count - head,
            rate: Double(visits.count) / max(now, 1e-9)))
      }
    }
    findings += deadEnds(visits)
    return ExploreResult(
      states: visits.count, moves: moves, seconds: elapsed(), stoppedBy: stoppedBy,
      reachedDepth: reachedDepth, findings: findings, leftToAppCode: leftToAppCode,
      exercised: walker.exercised)
  }

  /// Puts `walker`'s session in the state of visit `target`: along the tree of first paths
  /// from where it is, when that route is short and arrives (checked by the state's value);
  /// where there is no such route, after a `back` or two that land in a state explored (a sheet
  /// swiped away from a scene left changed); else by a replay of the target's path on a fresh
  /// session. False when the replay fails too.
  private func reach(
    _ target: Int, _ walker: Walker, _ visits: [Visit], _ index: [SessionState: Int]
  ) -> Bool {
    if walker.at == target { return true }
    let session = walker.session
    var backs = 0
    while reaching == .route {
      if let from = walker.at, let (ups, downs) = route(from: from, to: target, visits) {
        walker.at = nil
        do throws(NavigationError) {
          // A route that fails ends in a replay: the session is dropped, nothing to restore.
          for step in ups {
            _ = try visits[step].returnMove?.perform(on: session, restoring: false)
          }
          for step in downs { _ = try visits[step].move?.perform(on: session, restoring: false) }
          if session.state == walker.replayed[target] ?? visits[target].state {
            walker.at = target
            return true
          }
        } catch {}
        break
      }
      guard backs < Self.backsBeforeReplay,
        (try? Interaction.back.perform(on: session, restoring: false)) != nil
      else { break }
      backs += 1
      walker.at = index[session.state]
    }
    walker.at = nil
    guard let fresh = try? replay(Self.path(to: target, visits)) else { return false }
    walker.replace(with: fresh)
    walker.at = target
    if reaching == .route {
      let arrived = fresh.state
      walker.replayed[target] = arrived == visits[target].state ? nil : arrived
    }
    return true
  }

  /// The route from visit `from` to visit `target` along the tree of first paths: the visits
  /// left up to their common ancestor (each by its `returnMove`), then the visits down to the
  /// target, each reached by the last move of its path. Nil when a step up has no such move, or
  /// the route is longer than a replay is worth.
  private func route(from: Int, to target: Int, _ visits: [Visit]) -> (
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
  private static func path(to target: Int, _ visits: [Visit]) -> [Interaction] {
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
  private func replay(_ path: [Interaction]) throws(NavigationError) -> Session {
    let session = try launch()
    session.startCoverage()
    for move in path { _ = try move.perform(on: session, restoring: false) }
    return session
  }

  /// What a state is asked before its moves are tried, from one look at its segues: the
  /// segues left to app code, the popovers, the moves offered and those only app code makes.
  private static func look(at session: Session) -> (
    leftToCode: [(key: String, message: String)], popovers: Set<String>,
    offered: [Interaction], codeMoves: Set<Interaction>
  ) {
    let pairs = session.fireablePairs()
    let segues = pairs.map(\.segue)
    return (
      session.codeFiredSegues(pairs),
      Set(segues.filter { $0.kind == .popover || $0.kind == .popoverPresentation }.map(\.name)),
      session.offeredInteractions(segues), session.codeFiredMoves(pairs)
    )
  }

  /// The moves without typing and clearing: what can be done besides editing text.
  private static func withoutTyping(_ moves: [Interaction]) -> [Interaction] {
    moves.filter {
      switch $0 {
      case .type, .clear: return false
      default: return true
      }
    }
  }

  /// Whether `move` (done on `session`) only edited or focused a text field without changing
  /// what can be done (`usefulBefore`): such a state is not explored, so fields cannot multiply
  /// the states (every combination of filled and empty fields). A field counts only where its
  /// content changes the moves, as a Done that app code enables once a name is typed. A tap
  /// that focused a field is judged by typing a letter into it.
  private static func onlyEditsText(
    _ move: Interaction, focusBefore: TextField?, on session: Session,
    _ usefulBefore: [Interaction]
  ) -> Bool {
    switch move {
    case .type, .clear:
      break
    case .tap:
      guard let field = session.typingTarget, field !== focusBefore, field.isEnabled,
        let letter = Session.exploreAlphabet.first
      else { return false }
      do {
        _ = try Interaction.type(text: letter).perform(on: session)
      } catch {
        return false
      }
    default:
      return false
    }
    return withoutTyping(session.offeredInteractions) == usefulBefore
  }

  /// A move as a message names it: a button by its title, a segue by its name.
  private static func named(_ move: Interaction) -> String {
    switch move {
    case .tap(let button): return "\"\(button)\""
    case .open(let segue): return "segue \(segue)"
    default: return "\(move)"
    }
  }

  /// The move that may take `session` back to where it is now after `move`, asked before it:
  /// the tab selected now after a tab, the text a clear removes, a clear after typing into an
  /// empty field, `undo` after a delete. (`back` after a push or presentation is chosen from
  /// what the move did.) Where it returns is judged by the state's value afterwards.
  private static func inverse(of move: Interaction, on session: Session) -> Interaction? {
    switch move {
    case .tab:
      guard let tabs = session.visibleTabBarController else { return nil }
      let titles = tabs.tabTitles
      return titles.indices.contains(tabs.selectedIndex)
        ? .tab(name: titles[tabs.selectedIndex]) : nil
    case .clear:
      guard let text = session.typingTarget?.text, !text.isEmpty else { return nil }
      return .type(text: text)
    case .type:
      return session.typingTarget?.text.isEmpty == true ? .clear : nil
    case .delete:
      return .undo
    default:
      return nil
    }
  }

  /// Whether a refusal of `move` contradicts the drawing: a tap on a button drawn enabled
  /// (explore only offers enabled ones).
  private static func isDrawnEnabled(_ move: Interaction) -> Bool {
    if case .tap = move { return true }
    return false
  }

  /// Presented scenes from which no path of moves (a sheet's swipe down, `back`, included; a
  /// full-screen cover has none) leads below their presentation: one finding per scene, on the
  /// shortest path. States not fully explored count as having a way out.
  private func deadEnds(_ visits: [Visit]) -> [ExploreFinding] {
    var reverse = Array(repeating: [Int](), count: visits.count)
    for (from, visit) in visits.enumerated() {
      for edge in visit.edges { reverse[edge].append(from) }
    }
    let deepest = visits.map(\.presentationDepth).max() ?? 0
    var findings: [ExploreFinding] = []
    var reported: Set<String> = []
    guard deepest > 0 else { return [] }
    for depth in 1...deepest {
      var leaves = visits.indices.map {
        visits[$0].presentationDepth < depth || !visits[$0].isComplete || visits[$0].mayLeave
      }
      var pending = visits.indices.filter { leaves[$0] }
      while let next = pending.popLast() {
        for from in reverse[next] where !leaves[from] {
          leaves[from] = true
          pending.append(from)
        }
      }
      for (number, visit) in visits.enumerated()
      where visit.presentationDepth == depth && !leaves[number] {
        guard let title = visit.breadcrumb.last, reported.insert(title).inserted else { continue }
        // The scene it was presented from: up the path to the last state below this depth.
        var below = visit.parent
        while let candidate = below, visits[candidate].presentationDepth >= depth {
          below = visits[candidate].parent
        }
        let presenter = below.flatMap { visits[$0].breadcrumb.last } ?? ""
        findings.append(
          ExploreFinding(
            kind: .deadEnd,
            message:
              "\"\(title)\" is presented from \"\(presenter)\" and no button, segue or row "
              + "leads out of it",
            path: Self.path(to: number, visits), breadcrumb: visit.breadcrumb, assertion: .wayOut,
            location: visit.location))
      }
    }
    return findings
  }
}

/// A controller held weakly: alive after a move only if something else holds it.
private struct WeakController {
  weak var controller: ViewController?

  init(_ controller: ViewController) { self.controller = controller }
}
