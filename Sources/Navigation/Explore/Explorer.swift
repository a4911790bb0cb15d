import RosterSupport
import Storyboard

/// `roster explore`'s engine: breadth-first over every move the shell offers, from the launch
/// state, states deduplicated by value (`SessionState`, kept and compared as its
/// `StateFingerprint`), in a fixed order so two runs agree.
///
/// One session walks the whole search, so a state costs about what its moves cost. A failed
/// move changes nothing, so the next move is tried on the same session; after a move that
/// succeeded, a move that undoes it is tried (`back` after a push or presentation, the tab
/// selected before, `clear` after typing, `undo` after a delete or another change the app
/// registered an undo for). The next state is reached
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
    let launched = first.state
    var visits = [
      Visit(
        move: nil, depth: 0, parent: nil, fingerprint: StateFingerprint(launched),
        data: launched.data, breadcrumb: first.breadcrumb,
        presentationDepth: first.presentationDepth,
        location: first.visibleController.sourceLocation)
    ]
    var index = [visits[0].fingerprint: 0]
    visited?(launched)
    var findings: [ExploreFinding] = []
    // Many states share a breadcrumb: one copy of each is kept.
    var breadcrumbs = Interner<[String]>()
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
        // Only a tap is judged by the field it focuses (`onlyEditsText`).
        var focusBefore: TextField?
        if case .tap = move { focusBefore = session.typingTarget }
        let inverse = reaching == .route ? Self.inverse(of: move, on: session) : nil
        let undoable = session.context.undoManager.actions.count
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
        let kept = session.hierarchyControllers
        for leaked in before.compactMap(\.controller) where !kept.contains(where: { $0 === leaked })
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
        // Where the move led, when that is a state explored or to explore. A state met before
        // is within --depth (it was kept): only a new one has its breadcrumb worked out.
        var arrived: (visit: Int, fingerprint: StateFingerprint)?
        let state = session.state
        let fingerprint = StateFingerprint(state)
        var target = index[fingerprint]
        let breadcrumb = target.map { visits[$0].breadcrumb } ?? session.breadcrumb
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
          if target == nil {
            if visits.count >= bounds.maxStates {
              stoppedBy = .states
              visits[current].isComplete = false
              break exploring
            }
            target = visits.count
            index[fingerprint] = visits.count
            visits.append(
              Visit(
                move: move, depth: path.count + 1, parent: current, fingerprint: fingerprint,
                data: state.data, breadcrumb: breadcrumbs.interned(breadcrumb),
                presentationDepth: session.presentationDepth,
                location: session.visibleController.sourceLocation,
                throughCode: visits[current].throughCode || codeMoves.contains(move)))
            visited?(state)
          }
          if let target {
            arrived = (target, fingerprint)
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
          let here = walker.replayed[current] ?? visits[current].fingerprint
          if arrived?.fingerprint == here { continue }
          // A change the app registered an undo for (a save that dismissed its sheet) is
          // taken back: the data as it was, from where the route down is short, instead of a
          // replay from launch.
          let registered = session.context.undoManager.actions.count > undoable
          let way =
            change.kind == .pushed || change.kind == .presented
            ? .back : inverse ?? (registered ? Interaction.undo : nil)
          // Without a checkpoint (taken before every move, it costs more than most): where a
          // way back that failed left the session is not known.
          if let way {
            if (try? way.perform(on: session, restoring: false)) != nil {
              let now = StateFingerprint(session.state)
              if now == here {
                if let target = arrived?.visit, visits[target].parent == current {
                  visits[target].returnMove = way
                }
                walker.at = current
                continue
              }
              walker.at = index[now]
            } else {
              walker.at = nil
            }
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
}
