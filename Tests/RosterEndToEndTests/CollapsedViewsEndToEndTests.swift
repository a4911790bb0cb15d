import RosterTestSupport
import Testing

/// A view a size class collapses to zero width or height through its constraints is not drawn
/// and cannot be operated there, as a hidden view. Interface Builder writes a zero constant by
/// leaving it out (`<constraint firstAttribute="width" id="…"/>`) and installs the constraint
/// for a size class with `<mask key="constraints">`, or varies the constant
/// (`<variation key="widthClass=compact" constant="0.0"/>`). Roster read past both and drew,
/// and let a user tap, what the device squeezes to nothing.
///
/// The Trip scene: the Map Beside button sits in a stack view a zero-width constraint installed
/// for compact width collapses on an iPhone; Directions has a zero-height constraint excluded
/// for compact width (collapsed on an iPad); the weather label's width constant is 0 in compact
/// width; Share Trip has a zero-height constraint no size class varies (app code opens it).
@Suite struct CollapsedViewsEndToEndTests {
  let storyboard = Fixtures.shellTests + "/CollapsedViews/Main.storyboard"

  @Test func anIPhoneNeitherDrawsNorTapsWhatItCollapses() throws {
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: "show\nsegues\n")
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.contains("Map Beside"), "\(run.stdout)")
    #expect(!run.stdout.contains("Sunny"), "\(run.stdout)")
    #expect(run.stdout.contains("[Directions]"), "\(run.stdout)")
    // A constraint no size class varies is app code's to change: drawn as IB saved it.
    #expect(run.stdout.contains("[Share Trip]"), "\(run.stdout)")
    #expect(run.stdout.contains("show → Map  (from controller)"), "\(run.stdout)")
    let tap = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "tap \"Map Beside\"\n")
    #expect(tap.status != 0, "\(tap)")
    #expect(tap.stderr.contains("no button \"Map Beside\""), "\(tap)")
  }

  @Test func anIPadDrawsWhatOnlyTheIPhoneCollapsesAndCollapsesItsOwn() throws {
    let script = """
      expect text Map Beside
      expect text Sunny, 24°
      expect no text Directions
      tap "Map Beside"
      expect scene Map

      """
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    let tap = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: "tap Directions\n")
    #expect(tap.stderr.contains("no button \"Directions\""), "\(tap)")
  }

  @Test func checkExploreAndLintKnowWhatADeviceCollapses() throws {
    let folder = try TemporaryDirectory(["map.rosterscript": "tap \"Map Beside\"\n"])
    defer { folder.remove() }
    let check = try runRoster(
      ["check", "--storyboard", storyboard, folder.path + "/map.rosterscript"])
    #expect(check.status == 1, "\(check)")
    #expect(check.stderr.contains("no button \"Map Beside\""), "\(check)")
    let explore = try runRoster(["explore", "--storyboard", storyboard])
    #expect(
      explore.stdout.contains(
        "segue \"ShowMap\" from \"Trip\" fires from a button an iPhone does not install"),
      "\(explore)")
    let lint = try runRoster(["lint", "--device", "ipad", storyboard])
    #expect(
      lint.stdout.contains(
        "the segue 'ShowDirections' from “Trip” cannot be taken on an iPad: every view that "
          + "triggers it is collapsed to zero height by a size-class constraint on regular "
          + "width, regular height"), "\(lint)")
    #expect(!lint.stdout.contains("ShowMap"), "\(lint)")
  }
}
