import RosterSupport
import RosterTestSupport
import Testing

/// A storyboard another one enters through a storyboard reference (a Playground reached from a
/// Menu) is explored alone from its initial scene, where nothing pushed or presented it: an
/// unwind there returns, on a device, to a scene of the storyboard that entered it. Explore
/// reported it as a button that refuses, a false finding (11 of them in IBAnimatable's
/// child storyboards); it is left to the storyboards that enter it. A storyboard nothing
/// references keeps the finding: there the unwind really has nowhere to go.
@Suite struct ExploreEnteredStoryboardTests {
  let folder = Fixtures.shellTests + "/EnteredStoryboard"

  @Test func anUnwindOutOfAStoryboardEnteredFromAnotherIsNoFinding() throws {
    let run = try runRoster(["explore", "--storyboard", folder])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("2 explored, 0 skipped; 0 findings"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "\"Back to Menu\" unwinds to a scene of a storyboard that enters this one (Main)"),
      "\(run.stdout)")
  }

  @Test func anUnwindWithNowhereToGoStaysAFinding() throws {
    let source = try FileReader.bytes(ofFileAt: folder + "/Playground.storyboard", limit: 1 << 20)
    let lone = try TemporaryDirectory([
      "Playground.storyboard": String(decoding: source, as: UTF8.self)
    ])
    defer { lone.remove() }
    let run = try runRoster(["explore", "--storyboard", lone.path + "/Playground.storyboard"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("refused: no scene to unwind to from Playground"), "\(run.stdout)")
  }

  /// A folder of storyboards with no project file (no `.xcodeproj`, `Package.swift` or `.git`
  /// above it), the entered storyboard in a folder of its own: the folder explored is the
  /// project its references are looked for in.
  @Test func theFolderExploredIsTheProjectWhenNothingMarksOne() throws {
    func text(_ name: String) throws -> String {
      String(
        decoding: try FileReader.bytes(ofFileAt: folder + "/" + name, limit: 1 << 20), as: UTF8.self
      )
    }
    let copy = try TemporaryDirectory([
      "Main.storyboard": try text("Main.storyboard"),
      "Playground/Playground.storyboard": try text("Playground.storyboard"),
    ])
    defer { copy.remove() }
    let run = try runRoster(["explore", "--storyboard", copy.path])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("2 explored, 0 skipped; 0 findings"), "\(run.stdout)")
  }
}
