import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// `roster explore` as built: a seeded bug is found, its replay script fails when run
/// by the same binary, the exit statuses say so, and nothing but the report reaches stdout (no
/// progress line when stderr is not a terminal).
@Suite struct ExploreEndToEndTests {
  @Test func theBuiltBinaryFindsTheBugAndItsReplayFails() throws {
    let storyboard =
      packageRoot() + "/Tests/RosterCLITests/Fixtures/Explore/PushWithoutNavigation.storyboard"
    let run = try runRoster(["explore", "--storyboard", storyboard])
    #expect(run.status == 1)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("uikit-error: Push segues can only be used"))
    // The script is the finding's indented lines after its heading.
    let script = run.stdout.split(separator: "\n").filter { $0.hasPrefix("    ") }
      .map { $0.dropFirst(4) }.filter { $0.hasPrefix("#") || $0.hasPrefix("open") }
      .joined(separator: "\n")
    #expect(script.hasSuffix("open ShowDetails"))
    let folder = try TemporaryDirectory(["push.rosterscript": script + "\n"])
    defer { folder.remove() }
    let replay = try runRoster(
      ["--memory", "--storyboard", storyboard, folder.path + "/push.rosterscript"])
    #expect(replay.status == 1)
    #expect(replay.stderr.contains("Push segues can only be used"))

    let clean = try runRoster([
      "explore", "--storyboard",
      packageRoot() + "/Tests/RosterCLITests/Fixtures/Explore/Clean.storyboard",
    ])
    #expect(clean.status == 0)
    #expect(clean.stdout.contains("no findings"))
    #expect(try runRoster(["explore", "--depth", "none"]).status == 2)
  }
}
