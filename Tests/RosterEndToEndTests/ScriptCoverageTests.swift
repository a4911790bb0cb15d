import Glibc
import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// `roster --coverage` and `roster graph --coverage` as users meet them, on the form
/// fixture (3 scenes, 1 segue from a cell, 2 bar buttons without actions, 26 static rows).
@Suite struct ScriptCoverageTests {
  private let scripts = [
    // The Game row's segue to Detail, and back.
    "walk.rosterscript": "select 2\nexpect scene Detail\nback\n",
    // Done does nothing (no action, no segue): a failed tap exercises nothing.
    "form.rosterscript": "expect error tap Done\nselect 1\n",
  ]

  @Test func coverageCountsWhatSucceededAndListsTheRest() throws {
    let folder = try TemporaryDirectory(scripts)
    defer { folder.remove() }
    let run = try runRoster(
      [
        "--storyboard", Fixtures.formStoryboard, "--coverage", "walk.rosterscript",
        "form.rosterscript",
      ], directory: folder.path)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let table = try #require(lines.firstIndex(of: "coverage  covered  total"))
    #expect(lines[table - 1] == "2 passed, 0 failed")
    #expect(
      Array(lines[(table + 1)...(table + 5)]) == [
        "scenes           3      3  100%",
        "segues           1      1  100%",
        "buttons          0      2  0%",
        "rows             2     26  7%",
        "never exercised (26):",
      ])
    let form = Fixtures.formStoryboard
    #expect(lines.contains("  \(form):17: button [Cancel] in \"Form\""))
    #expect(lines.contains("  \(form):18: button [Done] in \"Form\""))
    #expect(lines.contains("  \(form):13: row \"Checked row\" in \"Form\""))
    // The rows selected (Name, Game) are not listed.
    #expect(!lines.contains { $0.contains("row \"Name\"") || $0.contains("row \"Game\"") })
  }

  @Test func graphMarksTheScenesAndSeguesTheScriptsExercised() throws {
    let folder = try TemporaryDirectory(scripts)
    defer { folder.remove() }
    let run = try runRoster(
      ["graph", "--coverage", "--storyboard", Fixtures.formStoryboard, "walk.rosterscript"],
      directory: folder.path)
    #expect(run.status == 0)
    #expect(run.stderr == "1 passed, 0 failed\n")
    let dot = run.stdout.split(separator: "\n").map(String.init)
    #expect(dot.first == "digraph storyboard {")
    let covered = ", style=\"rounded,filled,bold\", fillcolor=palegreen, color=forestgreen];"
    #expect(dot.contains("    \"0:Dtl-vc-002\" [label=\"Detail\\nUIViewController\"\(covered)"))
    #expect(
      dot.contains {
        $0.hasPrefix("  \"0:Frm-vc-001\" -> \"0:Dtl-vc-002\"") && $0.hasSuffix("penwidth=3];")
      })
    // The relationship edge is not a segue anyone performs: drawn as before.
    #expect(
      dot.contains {
        $0.hasPrefix("  \"0:Nav-vc-000\" -> \"0:Frm-vc-001\"") && !$0.contains("forestgreen")
      })
    let failing = try runRoster(
      [
        "graph", "--coverage", "--storyboard", Fixtures.formStoryboard, "form.rosterscript",
        "nowhere.rosterscript",
      ], directory: folder.path)
    #expect(failing.status == 1)
    #expect(failing.stdout.hasPrefix("digraph storyboard {"))
  }
}
