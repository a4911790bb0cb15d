import Foundation
import Glibc
import Navigation
import RosterTestSupport
import Shell
import Storyboard
import Testing

@testable import RosterCLI

/// `roster explore` on seeded-bug storyboards (`Fixtures/Explore`, one per kind of
/// finding) reports exactly that finding, and the script it gives fails when replayed; a clean
/// storyboard and the Ratings app report none; the bounds stop it and say so.
@Suite struct ExploreTests {
  static let fixtures = testsDirectory() + "/Fixtures/Explore"

  static func fixture(_ name: String) -> String { fixtures + "/" + name + ".storyboard" }

  /// `roster ARGUMENTS`: the status and what it printed.
  static func roster(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let console = Console.capturing()
    let status = RosterCommand.main(arguments, console: console)
    return (status, console.capturedOut, console.capturedErr)
  }

  /// `explore --format json` of one storyboard: the status and its one explored object.
  static func exploreJSON(_ arguments: [String]) throws -> (Int32, [String: Any]) {
    let (status, out, _) = roster(["explore", "--format", "json"] + arguments)
    let top = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let explored = try #require(top["explored"] as? [[String: Any]])
    return (status, try #require(explored.first))
  }

  /// Writes `text` to a fresh file in a temporary folder and returns its path.
  static func temporaryFile(_ name: String, _ text: String) throws -> String {
    var template = Array("/tmp/roster-explore-XXXXXX".utf8CString)
    let folder = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) })
    let path = String(cString: folder) + "/" + name
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  /// The findings of `storyboard`, each replayed on its own: the kinds found and whether every
  /// replay failed.
  static func findingsReplayed(_ storyboard: String, _ extra: [String] = []) throws
    -> (kinds: [String], replaysFail: Bool, status: Int32)
  {
    let (status, explored) = try exploreJSON(["--storyboard", storyboard] + extra)
    let findings = try #require(explored["findings"] as? [[String: Any]])
    var replaysFail = true
    for finding in findings {
      let script = try #require(finding["script"] as? String)
      let file = try temporaryFile("finding.rosterscript", script)
      let replay = roster(["--memory", "--storyboard", storyboard, file])
      if replay.status != 1 { replaysFail = false }
    }
    return (findings.compactMap { $0["kind"] as? String }, replaysFail, status)
  }

  @Test func aPushWithoutNavigationControllerIsAUIKitError() throws {
    let (kinds, replaysFail, status) = try Self.findingsReplayed(
      Self.fixture("PushWithoutNavigation"))
    #expect(kinds == ["uikit-error"])
    #expect(replaysFail)
    #expect(status == 1)
  }

  /// A presentation with no style is a page sheet on an iPhone since iOS 13: swiped down, so
  /// the same scene without buttons is no dead end (the old explorer reported one).
  @Test func aSheetWithoutButtonsIsNoDeadEnd() throws {
    let (kinds, _, status) = try Self.findingsReplayed(Self.fixture("SheetWithoutButtons"))
    #expect(kinds == [])
    #expect(status == 0)
  }

  @Test func aModalWithNoWayOutIsADeadEnd() throws {
    let (kinds, replaysFail, status) = try Self.findingsReplayed(Self.fixture("DeadEnd"))
    #expect(kinds == ["dead-end"])
    #expect(replaysFail)
    #expect(status == 1)
  }

  /// A dead end's replay ends with `expect way-out`: it fails while nothing leads out, and the
  /// same script passes once the storyboard is fixed (a sheet, or a Close button), so it can
  /// live on as a regression test. It ended with `expect scene Home`, which fails for ever.
  @Test func aDeadEndsReplayPassesOnceItIsFixed() throws {
    let (_, explored) = try Self.exploreJSON(["--storyboard", Self.fixture("DeadEnd")])
    let findings = try #require(explored["findings"] as? [[String: Any]])
    let script = try #require(findings.first?["script"] as? String)
    #expect(script.hasSuffix("open ShowTerms\nexpect way-out\n"), "\(script)")
    let file = try Self.temporaryFile("dead-end.rosterscript", script)
    #expect(Self.roster(["--memory", "--storyboard", Self.fixture("DeadEnd"), file]).status == 1)
    let original = try String(contentsOfFile: Self.fixture("DeadEnd"), encoding: .utf8)
    let closeButton = """
      <subviews><button opaque="NO" contentMode="scaleToFill" buttonType="system" \
      translatesAutoresizingMaskIntoConstraints="NO" id="ter-close"><rect key="frame" x="20" \
      y="120" width="374" height="34"/><state key="normal" title="Close"/><connections>\
      <action selector="close:" destination="ter-de-001" eventType="touchUpInside" \
      id="ter-close-act"/></connections></button></subviews>
      <viewLayoutGuide key="safeArea" id="ter-de-001-safe"/>
      """
    let fixes = [
      original.replacingOccurrences(of: " modalPresentationStyle=\"fullScreen\"", with: ""),
      original.replacingOccurrences(
        of: "<viewLayoutGuide key=\"safeArea\" id=\"ter-de-001-safe\"/>", with: closeButton),
    ]
    for fixed in fixes {
      #expect(fixed != original)
      let storyboard = try Self.temporaryFile("DeadEnd.storyboard", fixed)
      let replay = Self.roster(["--memory", "--storyboard", storyboard, file])
      #expect(replay.status == 0, "\(replay.err)")
    }
  }

  /// A modal whose Close runs app code explore cannot (a generic controller's action) and a
  /// popover (a tap outside dismisses it) can be left: no dead end (the corpus's Ratings copies
  /// dismiss Add Player from code).
  @Test func modalsLeftByCodeOrATapOutsideAreNoDeadEnds() throws {
    let (status, explored) = try Self.exploreJSON([
      "--storyboard", Self.fixture("ModalsWithAWayOut"),
    ])
    #expect(status == 0)
    #expect((explored["findings"] as? [Any])?.isEmpty == true)
    #expect(explored["states"] as? Int == 3)
  }

  @Test func aPushLoopPastTheDepthIsAnUnboundedStack() throws {
    let (kinds, replaysFail, status) = try Self.findingsReplayed(
      Self.fixture("PushLoop"), ["--depth", "4"])
    #expect(kinds == ["unbounded-stack"])
    #expect(replaysFail)
    #expect(status == 1)
  }

  @Test func anEnabledButtonConnectedToNothingIsRefused() throws {
    let (kinds, replaysFail, status) = try Self.findingsReplayed(Self.fixture("UnconnectedButton"))
    #expect(kinds == ["refused"])
    #expect(replaysFail)
    #expect(status == 1)
  }

  /// A button connected to nothing, in a scene whose class is app code Roster does not run, is
  /// no finding: such code often connects it (UICatalog's toolbar items, NetNewsWire's Add
  /// menu in the corpus). It is listed as left to that code, and a tap says so.
  @Test func buttonsInAScenesOwnClassAreLeftToItsCode() throws {
    let storyboard = Self.fixture("ButtonsWiredInCode")
    let (status, explored) = try Self.exploreJSON(["--storyboard", storyboard])
    #expect(status == 0)
    #expect((explored["findings"] as? [Any])?.isEmpty == true)
    let left = try #require(explored["leftToAppCode"] as? [String])
    #expect(
      left
        == ["Share", "Help"].map {
          "\($0) is connected to nothing in ButtonsWiredInCode.storyboard; HomeViewController "
            + "may connect it in code, which Roster does not run"
        })
    let text = Self.roster(["explore", "--storyboard", storyboard])
    #expect(text.out.contains("left to app code, not findings (2):\n    Share is connected"))
    #expect(text.out.contains("no findings"))
  }

  @Test func aCleanStoryboardHasNoFindingsAndIsCoveredWhole() throws {
    let (status, explored) = try Self.exploreJSON(["--storyboard", Self.fixture("Clean")])
    #expect(status == 0)
    #expect((explored["findings"] as? [Any])?.isEmpty == true)
    #expect(explored["stoppedBy"] is NSNull)
    #expect(explored["states"] as? Int == 3)
    let coverage = try #require(explored["coverage"] as? [String: Any])
    #expect((coverage["scenes"] as? [String: Int]) == ["reached": 4, "total": 4])
    #expect((coverage["segues"] as? [String: Int]) == ["reached": 3, "total": 3])
    #expect((coverage["neverReached"] as? [Any])?.isEmpty == true)
  }

  @Test func theRatingsAppHasNoFindings() {
    let (status, out, _) = Self.roster(["explore", "--max-states", "400"])
    #expect(status == 0)
    #expect(out.contains("no findings"))
    #expect(out.contains("scenes reached: 11 of 11"))
    #expect(out.contains("stopped by --max-states 400"))
  }

  @Test func neverReachedScenesSayWhy() throws {
    let (_, out, _) = Self.roster([
      "explore", "--storyboard", Self.fixture("PushWithoutNavigation"),
    ])
    #expect(out.contains("never reached (2), no path:"))
    #expect(out.contains("PushWithoutNavigation.storyboard:37: scene \"Details\""))
    let (_, bounded, _) = Self.roster(["explore", "--max-states", "1"])
    #expect(bounded.contains("not reached before --max-states 1 stopped the run"))
  }

  @Test func theBoundsStopItAndSaySo() throws {
    let (_, byStates) = try Self.exploreJSON(["--max-states", "5"])
    #expect(byStates["stoppedBy"] as? String == "max-states")
    #expect(byStates["states"] as? Int == 5)
    let (_, byTime) = try Self.exploreJSON(["--time", "0.001"])
    #expect(byTime["stoppedBy"] as? String == "time")
    let (_, text, _) = Self.roster(["explore", "--time", "0.001"])
    #expect(text.contains("stopped by --time 0.001"))
    let (_, byDepth) = try Self.exploreJSON([
      "--storyboard", Self.fixture("PushLoop"), "--depth", "6",
    ])
    #expect(byDepth["stoppedBy"] is NSNull)
    #expect(byDepth["reachedDepth"] as? Bool == true)
  }

  @Test func theJSONHasItsShape() throws {
    let (_, out, _) = Self.roster([
      "explore", "--format", "json", "--storyboard", Self.fixture("PushWithoutNavigation"),
    ])
    let top = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(Set(top.keys) == ["explored", "skipped", "findings"])
    #expect(top["findings"] as? Int == 1)
    let explored = try #require((top["explored"] as? [[String: Any]])?.first)
    #expect(
      Set(explored.keys) == [
        "storyboard", "states", "moves", "seconds", "statesPerSecond", "stoppedBy",
        "reachedDepth", "coverage", "leftToAppCode", "findings",
      ])
    let finding = try #require((explored["findings"] as? [[String: Any]])?.first)
    #expect(
      Set(finding.keys) == ["kind", "file", "line", "message", "stack", "path", "script"])
    #expect(finding["path"] as? [String] == ["open ShowDetails"])
    // The segue the failing move opens.
    #expect((finding["file"] as? String)?.hasSuffix("/PushWithoutNavigation.storyboard") == true)
    #expect(finding["line"] as? Int == 21)
    #expect(finding["stack"] as? [String] == ["Home"])
  }

  @Test func aFolderIsEachOfItsStoryboards() {
    let (status, out, _) = Self.roster(["explore", "--storyboard", Self.fixtures, "--depth", "4"])
    #expect(status == 1)
    #expect(out.contains("12 explored, 0 skipped; 4 findings"), "\(out)")
  }

  @Test func badBoundsAreUsageErrors() {
    #expect(Self.roster(["explore", "--depth", "0"]).status == 2)
    #expect(Self.roster(["explore", "--max-states", "many"]).status == 2)
    #expect(
      Self.roster(["explore", "--time", "-1"]).err.contains(
        "--time takes a number of seconds above 0, not -1"))
    #expect(Self.roster(["explore", "--format", "sarif"]).status == 2)
    #expect(Self.roster(["explore", "extra"]).status == 2)
  }

  /// A controller that holds on to itself (a retain cycle, as a closure capturing self makes).
  final class KeeperViewController: ViewController {
    var keptSelf: KeeperViewController?

    override func viewDidLoad() {
      super.viewDidLoad()
      keptSelf = self
    }
  }

  @Test func aControllerAliveAfterItLeftIsALeak() throws {
    let path = Self.fixture("Keeper")
    let document = try StoryboardParser.parse(fileAt: path)
    func launch() throws(NavigationError) -> Session {
      let registry = ControllerRegistry()
      registry.register(KeeperViewController.self)
      return try Session(
        storyboards: StoryboardCatalog(documents: [document]), document: document,
        registry: registry)
    }
    let result = try Explorer(bounds: ExploreBounds(), launch: launch).run()
    #expect(result.findings.map(\.kind) == [.leak])
    let report = ExploreReport(
      storyboard: path, result: result, bounds: ExploreBounds(),
      coverage: try ScriptCoverage.of(Options()))
    let finding = try #require(result.findings.first)
    #expect(finding.message.contains("KeeperViewController"))
    let script = report.script(for: finding)
    #expect(script.hasSuffix("expect event KeeperViewController.deinit\n"))
    let shell = Shell(session: try launch(), console: .capturing())
    let failures = shell.runScript(
      lines: script.split(separator: "\n").map(String.init), name: "leak", identity: "leak")
    #expect(failures == 1)
  }
}
