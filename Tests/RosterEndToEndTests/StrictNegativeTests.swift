import RosterTestSupport
import Testing

/// `expect error` cannot pass by accident: its command must parse and name what is there (at
/// run time and in `roster check`), `matching` checks the message, and a command that succeeds
/// says what it changed.
@Suite struct StrictNegativeTests {
  @Test func aTypoUnderExpectErrorFailsTheScript() throws {
    let folder = try TemporaryDirectory([
      "typo.rosterscript": "open AddPlayer\nexpect error tap Dnoe\n"
    ])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "typo.rosterscript"], directory: folder.path)
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.hasPrefix(
        "typo.rosterscript:2:14: error: \"tap Dnoe\" failed only because it names nothing here "
          + "(no button \"Dnoe\" in \"Add Player\"; did you mean \"Done\"?); expect error needs a "
          + "command that names what exists\n"), "\(run.stderr)")
  }

  @Test func checkValidatesTheNamesUnderExpectError() throws {
    let folder = try TemporaryDirectory([
      "typo.rosterscript": "open AddPlayer\nexpect error tap Dnoe\nexpect error tap Done\n"
    ])
    defer { folder.remove() }
    let run = try runRoster(["check", "typo.rosterscript"], directory: folder.path)
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr
        == "typo.rosterscript:2:18: error: no button \"Dnoe\" in \"Add Player\"; did you mean "
        + "\"Done\"?\n")
  }

  @Test func matchingChecksTheMessage() throws {
    let folder = try TemporaryDirectory([
      "ok.rosterscript": "open AddPlayer\nexpect error matching \"is disabled\" tap Done\n",
      "other.rosterscript": "open AddPlayer\nexpect error matching \"no such\" tap Done\n",
    ])
    defer { folder.remove() }
    let ok = try runRoster(["--memory", "ok.rosterscript"], directory: folder.path)
    #expect(ok.status == 0, "\(ok)")
    let other = try runRoster(["--memory", "other.rosterscript"], directory: folder.path)
    #expect(other.status == 1)
    #expect(
      other.stderr.hasPrefix(
        "other.rosterscript:2:33: error: \"tap Done\" failed with another message\n"
          + "  expected: an error containing \"no such\"\n"
          + "  actual:   Done is disabled in \"Add Player\""), "\(other.stderr)")
  }

  @Test func aCommandThatSucceedsSaysWhatItChanged() throws {
    let folder = try TemporaryDirectory(["ran.rosterscript": "expect error open AddPlayer\n"])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "ran.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "ran.rosterscript:1:14: error: expected \"open AddPlayer\" to fail, but it succeeded and "
          + "took effect: the stack went from Players to "), "\(run.stderr)")
  }
}
