import RosterTestSupport
import Testing

/// `--var NAME=VALUE` and `${NAME}` in script lines: an undefined one is an error before a line
/// runs, and in `roster check`.
@Suite struct VariablesTests {
  @Test func variablesAreReplacedAndAnUndefinedOneIsAnError() throws {
    let folder = try TemporaryDirectory([
      "v.rosterscript":
        "# uses ${SCENE}\nshow\nexpect scene \"${SCENE}\"\nexpect row ${WHO} rating 4\n"
    ])
    defer { folder.remove() }
    let set = try runRoster(
      ["--memory", "--var", "SCENE=Players", "--var", "WHO=Bill Evans", "v.rosterscript"],
      directory: folder.path)
    #expect(set.status == 0, "\(set)")
    let unset = try runRoster(
      ["--memory", "--var", "SCENE=Players", "v.rosterscript"], directory: folder.path)
    #expect(unset.status == 1)
    #expect(unset.stdout == "0 passed, 1 failed\n", "\(unset.stdout)")
    #expect(
      unset.stderr
        == "v.rosterscript:4:12: error: undefined variable ${WHO}; pass --var WHO=VALUE\n")
    let check = try runRoster(
      ["check", "--var", "WHO=x", "v.rosterscript"], directory: folder.path)
    #expect(check.status == 1)
    #expect(
      check.stderr
        == "v.rosterscript:3:15: error: undefined variable ${SCENE}; pass --var SCENE=VALUE\n")
    let bad = try runRoster(
      ["--memory", "--var", "1X=2", "v.rosterscript"], directory: folder.path)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("roster: --var takes NAME=VALUE"), "\(bad.stderr)")
  }
}
