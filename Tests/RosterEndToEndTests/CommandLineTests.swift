import RosterCLI
import RosterSupport
import RosterTestSupport
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
      version == BinaryRun(status: 0, stdout: "roster \(RosterVersion.current)\n", stderr: ""))
  }

  @Test func badFlagIsStatusTwoWithUsageAndSuggestion() throws {
    let run = try runRoster(["--memroy"])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "roster: unknown option --memroy; did you mean --memory?\n"
        + CommandLineHelp.usageLine(for: .run) + "\n")
  }

  /// README: exit status 2 is bad usage. A script that is not there, a CSV file or a storyboard
  /// given where a script goes, an empty --store and a --scene naming no scene are all bad
  /// usage (they were 1, like a failing script), each with the command meant.
  @Test func missingScriptIsBadUsage() throws {
    let run = try runRoster(["--memory", "nowhere.rosterscript"])
    #expect(
      run
        == BinaryRun(
          status: 2, stdout: "",
          stderr: "roster: no script nowhere.rosterscript: there is no such file or folder; "
            + "pass a .rosterscript file or a folder of them\n"))
  }

  @Test func aCSVOrStoryboardGivenAsAScriptPointsAtTheCommandMeant() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let csv = folder.path + "/players.csv"
    try FileSystem.write("name,game,rating\nAda,Chess,4\n", to: csv)
    let run = try runRoster(["--memory", csv])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "roster: \(csv) is a CSV file, not a script; add its players with roster import "
        + "\(csv) (--store FILE names the store to add them to)\n")
    let storyboard = try runRoster(["--memory", Fixtures.formStoryboard])
    #expect(storyboard.status == 2)
    #expect(
      storyboard.stderr.hasSuffix(
        "is a storyboard, not a script; open it with roster --storyboard "
          + Fixtures.formStoryboard + "\n"))
    let check = try runRoster(["check", Fixtures.formStoryboard])
    #expect(check.status == 2)
    #expect(check.stderr.contains("check scripts against it with roster check --storyboard"))
  }

  @Test func unknownSceneIsBadUsage() throws {
    let run = try runRoster(["--memory", "--scene", "Nope"], stdin: "show\n")
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "roster: Storyboard (Main) doesn't contain a view controller with identifier 'Nope'"))
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let script = folder.path + "/walk.rosterscript"
    try FileSystem.write("show\n", to: script)
    let scripts = try runRoster(["--memory", "--scene", "Nope", script])
    #expect(scripts.status == 2)
    #expect(scripts.stdout == "")
  }

  @Test func anEmptyStoreIsBadUsage() throws {
    let run = try runRoster(["--store", ""], stdin: "show\n")
    #expect(
      run
        == BinaryRun(
          status: 2, stdout: "",
          stderr: "roster: --store was given an empty value (an unset variable?); give --store "
            + "PATH, or --memory\n" + CommandLineHelp.usageLine(for: .run) + "\n"))
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
    #expect(lint.stdout.hasPrefix("\(main):2: error: \(message) [missing-reference]\n"))
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

/// One table drives every help text and one parser: the defects it closed.
@Suite struct CommandLineTableEndToEndTests {
  /// `roster lint --formt` said `unknown option '--formt'` with no suggestion, unlike `--sotre`.
  @Test func aSubcommandTypoGetsTheSameErrorStyle() throws {
    let run = try runRoster(["lint", "--formt", "json", "x.storyboard"])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "roster: unknown option --formt for lint; did you mean --format?\n"
        + CommandLineHelp.usageLine(for: .lint) + "\n")
    let main = try runRoster(["--sotre", "x"])
    #expect(main.stderr.hasPrefix("roster: unknown option --sotre; did you mean --store?\n"))
  }

  /// `roster help` and `roster version` were run as script files named help and version.
  @Test func helpAndVersionAreCommands() throws {
    let overview = try runRoster(["--help"])
    #expect(try runRoster(["help"]) == overview)
    #expect(try runRoster(["-h"]) == overview)
    #expect(
      try runRoster(["version"])
        == BinaryRun(status: 0, stdout: "roster \(RosterVersion.current)\n", stderr: ""))
  }

  /// `roster import --help` printed the overview (or ran nothing): each command has its help,
  /// the same by every spelling.
  @Test(arguments: ["check", "lint", "graph", "import", "export", "completions", "man"])
  func everySpellingOfACommandsHelpIsTheSame(_ name: String) throws {
    let help = try runRoster(["help", name])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("usage: roster \(name)"))
    #expect(try runRoster([name, "--help"]) == help)
    #expect(try runRoster([name, "-h"]) == help)
  }

  /// `roster --help` said `lint STORYBOARD…` while README said `STORYBOARD|FOLDER… [--format
  /// json]`: README's command line names every command as the table does, and every option.
  @Test func readmeAgreesWithTheTable() throws {
    let readme = try FileSystem.read(packageRoot() + "/README.md")
    let overview = try runRoster(["--help"]).stdout
    for spec in CommandLineTable.subcommands where !spec.hidden && !spec.name.isEmpty {
      let usage = "roster \(spec.name)" + (spec.arguments.isEmpty ? "" : " " + spec.arguments)
      #expect(readme.contains(usage), "README lacks \(usage)")
      #expect(overview.contains("  \(spec.name) \(spec.arguments)"))
    }
    for option in CommandLineTable.options {
      #expect(readme.contains(option.name), "README lacks \(option.name)")
    }
  }
}
