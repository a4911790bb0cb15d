import RosterTestSupport
import Testing

/// `roster DIR` runs every `.rosterscript` under DIR, sorted, as one suite: hidden folders and
/// the helpers another script sources are left out; `roster check DIR` checks the same files.
@Suite struct SuiteFolderTests {
  @Test func aFolderRunsItsScriptsSortedAsOneSuite() throws {
    let folder = try TemporaryDirectory([
      "suite/b.rosterscript": "expect scene Players\n",
      "suite/a.rosterscript": "source lib/setup.rosterscript\nexpect scene \"Add Player\"\n",
      "suite/lib/setup.rosterscript": "open AddPlayer\n",
      "suite/more/c.rosterscript": "expect rows 3\n",
      "suite/.hidden/x.rosterscript": "expect rows 99\n",
      "suite/notes.txt": "not a script\n",
      "empty/readme.txt": "nothing here\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "suite"], directory: folder.path)
    #expect(run.status == 0, "\(run)")
    let lines = run.stdout.split(separator: "\n").map { String($0.prefix(28)) }
    #expect(
      lines == [
        "PASS  suite/a.rosterscript  ", "PASS  suite/b.rosterscript  ",
        "PASS  suite/more/c.rosterscr", "3 passed, 0 failed",
      ], "\(run.stdout)")
    let check = try runRoster(["check", "suite/"], directory: folder.path)
    #expect(check.status == 0, "\(check)")
    #expect(check.stdout == "3 passed, 0 failed\n")
    let empty = try runRoster(["--memory", "empty"], directory: folder.path)
    #expect(
      empty
        == BinaryRun(
          status: 2, stdout: "",
          stderr: "roster: no .rosterscript files under empty; pass a folder that holds scripts, "
            + "or a .rosterscript file\n"))
  }
}
