import RosterSupport
import RosterTestSupport
import Testing

/// A script is parsed whole before a line runs, and a failure in a sourced script names the
/// line that sourced it, in the console, JUnit and TAP.
@Suite struct ScriptStructureTests {
  @Test func aParseErrorOnLine30RunsNothing() throws {
    let lines = ["delete 1", "show"] + Array(repeating: "# a note", count: 27) + ["opne X"]
    let folder = try TemporaryDirectory(["late.rosterscript": lines.joined(separator: "\n") + "\n"])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "late.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout == "0 passed, 1 failed\n", "\(run.stdout)")
    #expect(
      run.stderr
        == "late.rosterscript:30:1: error: unknown command \"opne\"; did you mean \"open\"?\n")
  }

  @Test func aParseErrorInASourcedScriptRunsNothingAndNamesTheCaller() throws {
    let folder = try TemporaryDirectory([
      "login.rosterscript": "show\nsource lib/bad.rosterscript\n",
      "lib/bad.rosterscript": "open AddPlayer\nopne X\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "login.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout == "0 passed, 1 failed\n", "\(run.stdout)")
    #expect(
      run.stderr
        == "lib/bad.rosterscript:2:1: error: unknown command \"opne\"; did you mean \"open\"? "
        + "(sourced from login.rosterscript:2)\n")
  }

  @Test func aFailureInASourcedScriptNamesTheCallerEverywhere() throws {
    let folder = try TemporaryDirectory([
      "login.rosterscript": "# Log in\n\n\n\nsource lib/setup.rosterscript\nexpect rows 3\n",
      "lib/setup.rosterscript": "expect scene Players\nopen AddPlayer\n\nexpect scene Nowhere\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory", "--report", "junit", "r.xml", "--report", "tap", "r.tap", "login.rosterscript"],
      directory: folder.path)
    #expect(run.status == 1)
    let message =
      "lib/setup.rosterscript:4:14: error: expected scene \"Nowhere\", but the scene is "
      + "\"Add Player\" (sourced from login.rosterscript:5)\n"
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    let suffix = "(sourced from login.rosterscript:5)"
    #expect(try folder.read("r.xml").contains(suffix + "\" type=\"failure\">"))
    #expect(try folder.read("r.tap").contains(suffix + "\"\n"))
  }
}
