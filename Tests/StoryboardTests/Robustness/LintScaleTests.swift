import Glibc
import Testing

@testable import Storyboard

/// Found by Scripts/hostile: linting a 1 MB storyboard of 4,374 chained scenes took 41 s (4 MB:
/// over 4 minutes), as every segue's destination was found by scanning the scenes. A file under
/// the 64 MiB limit holds 280,000 such scenes, so lint must stay linear.
@Suite struct LintScaleTests {
  /// `count` scenes, each showing the next; with `navigation`, in a navigation controller, and
  /// listed last to first (the order that made the old fixed point take a pass per scene).
  func chain(_ count: Int, navigation: Bool) -> StoryboardDocument {
    var scenes: [Scene] = []
    for index in 0..<count {
      let segue = SegueSpec(
        id: "g\(index)", identifier: "Next", kind: navigation ? .push : .show,
        destination: "v\(index + 1)", line: index + 1)
      let controller = ControllerSpec(
        id: "v\(index)", kind: .viewController, title: "Scene \(index)",
        segues: index + 1 < count ? [segue] : [], line: index + 1)
      scenes.append(Scene(sceneID: "s\(index)", controller: controller, line: index + 1))
    }
    scenes.reverse()
    var initial = "v0"
    if navigation {
      let root = SegueSpec(
        id: "r", kind: .relationship, destination: "v0", relationship: "rootViewController",
        line: 0)
      let nav = ControllerSpec(id: "nav", kind: .navigationController, segues: [root], line: 0)
      scenes.append(Scene(sceneID: "n", controller: nav, line: 0))
      initial = "nav"
    }
    return StoryboardDocument(name: "Chain", initialViewControllerID: initial, scenes: scenes)
  }

  @Test(arguments: [false, true]) func longChainsLintInLinearTime(navigation: Bool) {
    let document = chain(20_000, navigation: navigation)
    let start = clock()
    let diagnostics = StoryboardLinter().lint(
      documents: [document], catalog: StoryboardCatalog())
    let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.prefix(3))")
    #expect(seconds < 10, "20,000 scenes took \(seconds) s of CPU to lint")
  }
}
