import Testing

/// Scenes whose content only app code makes say so, as a table without a data source does,
/// instead of drawing a blank screen: a collection view's items, a page view controller's
/// pages, a player's video, a SwiftUI hosting controller's view.
@Suite struct CodeFilledScenesEndToEndTests {
  let storyboard = Fixtures.shellTests + "/CodeFilled/Main.storyboard"

  @Test(
    arguments: [
      ("Photos", "(a collection view: its items come from app code, which Roster does not run)"),
      (
        "Onboarding",
        "(a page view controller: its pages come from app code, which Roster does not run)"
      ),
      ("Player", "(a video player (AVPlayerViewController): its video comes from app code)"),
      ("Settings", "(a SwiftUI view (UIHostingController): its content comes from app code)"),
    ])
  func aSceneFilledByCodeSaysSo(scene: String, note: String) throws {
    let run = try runRoster(
      ["--memory", "--storyboard", storyboard, "--scene", scene], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(note + "\n"), "\(run.stdout)")
  }
}
