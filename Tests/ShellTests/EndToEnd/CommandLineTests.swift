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

  /// A storyboard reference names a storyboard of the project: a path in it reaches no file
  /// outside the folder being run, whether walked or linted.
  @Test func storyboardReferenceNamingAPathIsRefused() throws {
    let home =
      "<viewController id=\"h\" title=\"Home\" sceneMemberID=\"viewController\"><connections>"
      + "<segue destination=\"r\" kind=\"presentation\" identifier=\"Out\" id=\"g\"/>"
      + "</connections></viewController>"
    let reference =
      "<viewControllerPlaceholder storyboardName=\"../Elsewhere/Secret\" id=\"r\" "
      + "sceneMemberID=\"viewController\"/>"
    let secret = "<viewController id=\"s\" title=\"Secret\" sceneMemberID=\"viewController\"/>"
    func storyboard(_ initial: String, _ controllers: [String]) -> String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3."
        + "CocoaTouch.Storyboard.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\" "
        + "initialViewController=\"\(initial)\"><scenes>"
        + controllers.enumerated().map {
          "<scene sceneID=\"s\($0)\"><objects>\($1)</objects></scene>"
        }
        .joined() + "</scenes></document>\n"
    }
    let folder = try TemporaryDirectory([
      "Project/Main.storyboard": storyboard("h", [home, reference]),
      "Elsewhere/Secret.storyboard": storyboard("s", [secret]),
    ])
    defer { folder.remove() }
    let main = folder.path + "/Project/Main.storyboard"
    let message =
      "storyboard reference \"../Elsewhere/Secret\" names a path; references name a storyboard "
      + "in the same project"
    let walk = try runRoster(["--memory", "--storyboard", main], stdin: "open Out\nwhere\n")
    #expect(walk.stderr.contains(message))
    #expect(!walk.stdout.contains("Secret"))
    let lint = try runRoster(["lint", main])
    #expect(lint.status == 1)
    #expect(lint.stdout.hasPrefix("\(main):2: error: \(message)\n"))
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
