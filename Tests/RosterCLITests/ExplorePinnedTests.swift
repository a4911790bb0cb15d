import Navigation
import RosterTestSupport
import Storyboard
import Testing

/// What `roster explore` reports is pinned: the states in the order visited, the moves, the
/// findings, what is left to app code and the coverage, for the Ratings app's default 2,000
/// states and for each explore fixture. Making explore faster must not change any of it, so
/// each run is folded into one digest taken before the speed work began. Paths in it are taken
/// from the package root, so it is the same in every checkout (a fresh clone's, CI's).
@Suite struct ExplorePinnedTests {
  /// A run in numbers: states, moves, findings and the digest of everything it reported.
  struct Pin: Equatable, CustomStringConvertible {
    var states: Int
    var moves: Int
    var findings: Int
    var digest: UInt64

    var description: String {
      "Pin(states: \(states), moves: \(moves), findings: \(findings), digest: 0x"
        + String(digest, radix: 16) + ")"
    }
  }

  /// 64-bit FNV-1a over the text of what a run reported, field by field (so a field added to
  /// `SessionState` later does not move it).
  struct Digest {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
      // Paths are taken from the package root, so the digest is the same in every checkout.
      let text = text.replacing(TestPaths.packageRoot + "/", with: "")
      for byte in text.utf8 + [0] { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    mutating func add(_ node: SessionState.Node?) {
      guard let node else { return add("-") }
      add("\(node.kind) \(node.scene) \(node.title) \(node.selected.map(String.init) ?? "-")")
      add("\(node.isMade) \(node.fields) \(node.focusedField.map(String.init) ?? "-")")
      add("children \(node.children.count)")
      for child in node.children { add(child) }
      add("presented \(node.presented.count)")
      for presented in node.presented { add(presented) }
    }

    mutating func add(_ state: SessionState) {
      add(state.root)
      for row in state.visibleRows {
        add("\(row.text ?? "-") \(row.detail ?? "-") \(row.checked) \(row.field ?? "-")")
        add(row.image ?? "-")
      }
      add("\(state.visibleRowCount) \(state.enabledButtons) \(state.data)")
    }
  }

  static func pin(
    bounds: ExploreBounds, launch: @escaping () throws(NavigationError) -> Session
  ) throws -> Pin {
    let outcome = try ExploreReachingTests.outcome(.route, bounds: bounds, launch: launch)
    var digest = Digest()
    for state in outcome.states { digest.add(state) }
    digest.add("\(outcome.moves) \(outcome.stoppedBy?.rawValue ?? "-") \(outcome.reachedDepth)")
    for finding in outcome.findings {
      digest.add("\(finding.kind.rawValue) \(finding.message) \(finding.path)")
      digest.add("\(finding.breadcrumb) \(String(describing: finding.assertion))")
      digest.add("\(finding.location?.file ?? "-"):\(finding.location?.line ?? 0)")
    }
    for message in outcome.leftToAppCode { digest.add(message) }
    for item in outcome.exercised.map({ "\($0)" }).sorted() { digest.add(item) }
    return Pin(
      states: outcome.states.count, moves: outcome.moves, findings: outcome.findings.count,
      digest: digest.value)
  }

  /// The Ratings app's default run (the figure `Scripts/bench` times).
  @Test func theRatingsAppReportsWhatItDidBefore() throws {
    let pin = try Self.pin(
      bounds: ExploreBounds(maxStates: 2_000, seconds: 3_600),
      launch: ExploreReachingTests.ratingsLaunch)
    #expect(pin == Pin(states: 2_000, moves: 7_091, findings: 0, digest: 0x9e5f_6013_974c_ef08))
  }

  static let fixturePins: [(String, Pin)] = [
    ("ButtonsWiredInCode", Pin(states: 1, moves: 3, findings: 0, digest: 0xeeb0_862b_917c_b4c1)),
    ("Clean", Pin(states: 3, moves: 9, findings: 0, digest: 0x0a6a_08f4_d27f_d5de)),
    ("DeadEnd", Pin(states: 2, moves: 4, findings: 1, digest: 0xe3c4_1626_8bf8_6298)),
    ("ManualSegues", Pin(states: 19, moves: 78, findings: 0, digest: 0x4f5d_fbb0_2ae7_d047)),
    ("ModalsWithAWayOut", Pin(states: 3, moves: 8, findings: 0, digest: 0x2509_c68a_e4ab_b1cb)),
    ("PushLoop", Pin(states: 10, moves: 30, findings: 1, digest: 0x9a7a_fd1f_7ee7_f03f)),
    ("PushWithoutNavigation", Pin(states: 1, moves: 3, findings: 1, digest: 0x95f3_5411_58cb_ffa1)),
    ("SameTitles", Pin(states: 3, moves: 11, findings: 0, digest: 0x8cbe_bc09_caa2_5613)),
    ("SheetWithoutButtons", Pin(states: 2, moves: 4, findings: 0, digest: 0xc56c_c890_12de_9273)),
    ("SignUpForm", Pin(states: 2, moves: 10, findings: 0, digest: 0x9458_5965_68a9_04ee)),
    ("UnconnectedButton", Pin(states: 1, moves: 2, findings: 1, digest: 0xf83b_4eee_1bc4_480c)),
  ]

  /// Each explore fixture (a finding of each kind, sheets, forms, code-wired buttons).
  @Test(arguments: fixturePins.map(\.0))
  func aFixtureReportsWhatItDidBefore(_ name: String) throws {
    let pin = try Self.pin(
      bounds: ExploreBounds(seconds: 3_600), launch: ExploreReachingTests.fixtureLaunch(name))
    #expect(pin == Self.fixturePins.first { $0.0 == name }?.1)
  }

  /// The leak fixture, with the controller that keeps itself alive.
  @Test func theLeakFixtureReportsWhatItDidBefore() throws {
    let launch = try ExploreReachingTests.fixtureLaunch("Keeper") {
      let registry = ControllerRegistry()
      registry.register(ExploreTests.KeeperViewController.self)
      return registry
    }
    let pin = try Self.pin(bounds: ExploreBounds(seconds: 3_600), launch: launch)
    #expect(pin == Pin(states: 2, moves: 4, findings: 1, digest: 0xa3fb_0990_d3eb_ee74))
  }
}
