import Testing

@testable import Shell

/// Exit codes and messages of the command line itself.
@Suite struct CommandLineTests {
  @Test func helpAndVersionExitZero() throws {
    let help = try runRoster(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("roster — run iOS storyboards"))
    let version = try runRoster(["--version"])
    #expect(
      version == BinaryRun(status: 0, stdout: "roster \(OptionsParser.version)\n", stderr: ""))
  }

  @Test func badFlagIsStatusTwoWithUsageAndSuggestion() throws {
    let run = try runRoster(["--memroy"])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "roster: unknown option \"--memroy\"; did you mean \"--memory\"?\n"
        + OptionsParser.usageLine + "\n")
  }

  @Test func missingScriptFails() throws {
    let run = try runRoster(["--memory", "nowhere.rosterscript"])
    #expect(run.status == 1)
    #expect(run.stdout == "0 passed, 1 failed\n")
    #expect(
      run.stderr
        == "nowhere.rosterscript: error: cannot read nowhere.rosterscript: No such file or directory\n"
    )
  }

  @Test func unknownSceneIsAnError() throws {
    let run = try runRoster(["--memory", "--scene", "Nope"], stdin: "show\n")
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("roster: "))
  }

  @Test func exportPrintsCSV() throws {
    let run = try runRoster(["--memory", "export"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("name,game,rating"))
  }
}

@Suite struct DelegatedCommandTests {
  @Test func lintDelegatesToTheStoryboardLinter() throws {
    let run = try runRoster(["lint", Fixtures.formStoryboard])
    #expect(run.stdout.contains("in 1 storyboard"))
    let bad = try runRoster(["lint", "--bogus"])
    #expect(bad.status == 2)
  }

  @Test func graphOfTheAppAndOfAFile() throws {
    let app = try runRoster(["graph"])
    #expect(app.status == 0)
    #expect(app.stdout.hasPrefix("digraph storyboard {"))
    #expect(app.stdout.contains("Main.storyboard"))
    let file = try runRoster(["--storyboard", Fixtures.formStoryboard, "graph"])
    #expect(file.stdout.contains("Form.storyboard"))
  }
}
