import RosterTestSupport
import Testing

/// `Scripts/corpus` measures the built binary on a folder of storyboards (its three
/// figures: walks, start scenes drawn, lint without false alarms). Its fixture folder holds one file that passes everything, one whose push segue
/// iOS refuses too (a lint error listed in DEFECTS.tsv as a true defect), and one broken file
/// whose segue has no destination: its walk fails and, being unlisted, its lint error counts as
/// a false alarm. Club/Info.plist names Main, so the folder Club is measured as a project;
/// Kit/Info.plist is a framework's (FMWK), which launches nothing, so it is not. Toast's start
/// scene embeds a banner and, in a hidden container, a toast: only the banner's text counts
/// (the script counted the toast's, hidden on iOS too).
@Suite struct CorpusScriptTests {
  @Test func printsTheFiguresAndEachFailingFile() throws {
    let built = rosterBinary
    let run = try runRoster(
      [testsDirectory() + "/Fixtures/Corpus"], environment: ["ROSTER_BINARY": built],
      program: packageRoot() + "/Scripts/corpus")
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.suffix(4).dropLast() == [
        "walk\t3/4\t75.0 %\t(segues 2/3; 1 refused as iOS would)",
        "drawn\t4/4\t100.0 %\t(texts 6/6; 3/3 files with text)",
        "lint\t3/4\t75.0 %\t(true defects 1; not iOS 0)",
      ])
    // Club/Info.plist launches Main: opening its folder is measured (passing once Roster opens
    // a project folder as iOS launches it).
    let project = (lines.last ?? "").split(separator: "\t").map(String.init)
    #expect(project.count == 4)
    #expect(project.first == "project")
    #expect(project.dropFirst().first == "1/1")
    #expect(project.last == "(Info.plists naming a storyboard)")
    let listed = lines.dropLast(4).filter { !$0.hasPrefix("project\tFAIL\tClub\t") }
    #expect(listed.filter { $0.hasPrefix("walk\tFAIL\tBroken.storyboard\topen Lost") }.count == 1)
    #expect(listed.filter { $0.hasPrefix("lint\tFAIL\tBroken.storyboard\t6: Segue") }.count == 1)
    #expect(listed.filter { $0.hasPrefix("lint\tTRUE\tClub/Old.storyboard\t6: Push") }.count == 1)
    #expect(
      listed.filter { $0.hasPrefix("walk\tREFUSED\tClub/Old.storyboard\topen Next") }.count == 1)
    #expect(listed.count == 4, "\(listed)")
  }

  @Test func refusesAMissingFolder() throws {
    let run = try runRoster(
      ["/nonexistent/corpus"], environment: ["ROSTER_BINARY": "/bin/false"],
      program: packageRoot() + "/Scripts/corpus")
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("usage: Scripts/corpus DIR"))
  }
}
