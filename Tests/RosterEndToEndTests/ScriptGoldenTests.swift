import Glibc
import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// The built binary on scripts over the form fixture, outputs compared exactly.
@Suite struct ScriptGoldenTests {
  private let form = ["--storyboard", Fixtures.formStoryboard]

  @Test func passingScript() throws {
    let folder = try TemporaryDirectory([
      "pass.rosterscript": """
      #!/usr/bin/env roster
      # Walk to the detail scene and back.
      expect scene Form
      open ShowDetail
      expect stack Form Detail
      back
      expect rows 26
      """
    ])
    defer { folder.remove() }
    let run = try runRoster(form + ["pass.rosterscript"], directory: folder.path)
    #expect(run == BinaryRun(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
  }

  @Test func failingAtALineShowsExpectedActualAndTheScene() throws {
    let folder = try TemporaryDirectory([
      "fail.rosterscript": """
      open ShowDetail
      back
      expect row 2 Game detail Go
      expect scene Never
      """
    ])
    defer { folder.remove() }
    let run = try runRoster(form + ["fail.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout == "0 passed, 1 failed\n")
    #expect(
      run.stderr == """
        fail.rosterscript:3:12: error: row 2 differs
          expected: "Game" detail "Go"
          actual:   "Game" detail "Chess"
        \(try String(formSnapshot()))

        """)
  }

  @Test func keepGoingCountsEveryFailure() throws {
    let folder = try TemporaryDirectory([
      "a.rosterscript": "expect scene Never\nopen Nowhere\nexpect rows 26\n",
      "b.rosterscript": "expect rows 26\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(
      form + ["--keep-going", "a.rosterscript", "b.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    // Each file's line, then the files and (with --keep-going) the assertions that failed.
    #expect(
      run.timesHidden.stdout == """
        FAIL  a.rosterscript  (1 of 2 assertions failed, 1 other line failed, N ms)
        PASS  b.rosterscript  (1 assertion, N ms)
        1 passed, 1 failed; 1 of 3 assertions failed

        """)
    let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 2)
    #expect(
      errors.first
        == "a.rosterscript:1:14: error: expected scene \"Never\", but the scene is \"Form\"")
    #expect(errors.last?.hasPrefix("a.rosterscript:2:6: error: no segue \"Nowhere\"") == true)
  }

  /// A suite prints a line per file; an assertion that fails in a sourced script is
  /// counted once (the `source` line that reports it is not a second failure).
  @Test func eachFileHasALineAndSourcedAssertionsCountOnce() throws {
    let folder = try TemporaryDirectory([
      "outer.rosterscript": "expect scene Form\nsource inner.rosterscript\nexpect rows 26\n",
      "inner.rosterscript": "expect rows 1\n",
      "clean.rosterscript": "",
    ])
    defer { folder.remove() }
    let run = try runRoster(
      form + ["--keep-going", "outer.rosterscript", "clean.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(
      run.timesHidden.stdout == """
        FAIL  outer.rosterscript  (1 of 3 assertions failed, N ms)
        PASS  clean.rosterscript  (0 assertions, N ms)
        1 passed, 1 failed; 1 of 3 assertions failed

        """)
    #expect(run.stderr.hasPrefix("inner.rosterscript:1:13: error: expected 1 rows, found 26"))
  }

  @Test func echoPrintsATranscript() throws {
    let folder = try TemporaryDirectory([
      "echo.rosterscript": "open ShowDetail # go\nshow\nback\n"
    ])
    defer { folder.remove() }
    let run = try runRoster(form + ["--echo", "echo.rosterscript"], directory: folder.path)
    #expect(
      run.stdout == """
        Form> open ShowDetail # go
        Form › Detail> show
        ‹ Form  Detail
        ──────────────
        Form › Detail> back
        1 passed, 0 failed

        """)
  }

  /// A script is parsed whole before a line runs: with `--echo` and `--keep-going` too,
  /// lines that do not parse (`expect error` of one among them: a typo must not be the error
  /// expected) are all reported and nothing runs.
  @Test func linesThatDoNotParseAreAllReportedAndNothingRuns() throws {
    let folder = try TemporaryDirectory([
      "bad.rosterscript": """
      expect scene Form
      expect error select "unterminated
      opne ShowDetail
      """
    ])
    defer { folder.remove() }
    let run = try runRoster(
      form + ["--echo", "--keep-going", "bad.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout == "0 passed, 1 failed; 0 of 0 assertions failed\n", "\(run.stdout)")
    #expect(
      run.stderr == """
        bad.rosterscript:2:21: error: unterminated quote; add a closing "
        bad.rosterscript:3:1: error: unknown command "opne"; did you mean "open"?

        """)
    let check = try runRoster(form + ["check", "bad.rosterscript"], directory: folder.path)
    #expect(check.stderr == run.stderr)
  }

  /// `source ~/x` neither completed nor ran; `~` is the home folder, as in a shell.
  @Test func sourceExpandsTheHomeFolder() throws {
    let folder = try TemporaryDirectory(["home/walk.rosterscript": "open ShowDetail\n"])
    defer { folder.remove() }
    let run = try runRoster(
      form, stdin: "complete \"source ~/w\"\nsource ~/walk.rosterscript\nexpect scene Detail\n",
      directory: folder.path, environment: ["HOME": folder.path + "/home"])
    #expect(run == BinaryRun(status: 0, stdout: "~/walk.rosterscript\n", stderr: ""))
  }

  @Test func sourceIsRelativeToTheIncludingFile() throws {
    let folder = try TemporaryDirectory([
      "main.rosterscript": "source flows/go.rosterscript\nexpect scene Detail\n",
      "flows/go.rosterscript": "source steps.rosterscript\n",
      "flows/steps.rosterscript": "open ShowDetail\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(form + ["main.rosterscript"], directory: folder.path)
    #expect(run == BinaryRun(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
  }

  @Test func sourceCycleIsAnErrorNamingTheChain() throws {
    let folder = try TemporaryDirectory([
      "a.rosterscript": "source b.rosterscript\n",
      "b.rosterscript": "open ShowDetail\nsource a.rosterscript\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(form + ["a.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    // Found before a line runs (the scripts are parsed whole first), so nothing is drawn.
    #expect(
      run.stderr
        == "b.rosterscript:2:8: error: source cycle: a.rosterscript → b.rosterscript → "
        + "a.rosterscript; remove one of these source lines (sourced from a.rosterscript:1)\n")
  }

  @Test func checkReportsEveryErrorInOnePass() throws {
    let folder = try TemporaryDirectory([
      "ok.rosterscript": "open ShowDetail\nexpect scene Detail\n",
      "bad.rosterscript": """
      opne ShowDetail
      expect rows many
      select "Item 1
      source missing.rosterscript
      expect row 1 Chess detail
      """,
    ])
    defer { folder.remove() }
    let run = try runRoster(
      form + ["check", "ok.rosterscript", "bad.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout == "1 passed, 1 failed\n")
    #expect(
      run.stderr == """
        bad.rosterscript:1:1: error: unknown command "opne"; did you mean "open"?
        bad.rosterscript:2:13: error: expected a number of rows (0 or more), not "many"
        bad.rosterscript:3:8: error: unterminated quote; add a closing "
        bad.rosterscript:4:8: error: no script missing.rosterscript to source; paths are relative to bad.rosterscript
        bad.rosterscript:5:26: error: detail needs a text: expect row [N] TEXT [detail TEXT] [rating N] [checked|unchecked]

        """)
  }

  /// Check validated syntax only, so a script of names no storyboard has
  /// passed. Now each name is looked up in the storyboards the script would run: where it is
  /// known, among what the scene offers; else among what any scene offers.
  @Test func checkValidatesNamesAgainstTheStoryboards() throws {
    let folder = try TemporaryDirectory([
      "names.rosterscript": """
      open NoSuchSegue
      tab Nope
      tap Frobnicate
      expect scene Nowhere
      open AddPlayer
      open PickGme
      select 1
      tap Dne
      expect error open NoSuchSegue
      """
    ])
    defer { folder.remove() }
    let run = try runRoster(["check", "names.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout == "0 passed, 1 failed\n")
    #expect(
      run.stderr == """
        names.rosterscript:1:6: error: no segue "NoSuchSegue" from "Players"; segues here: EditPlayer, AddPlayer
        names.rosterscript:2:5: error: no tab "Nope"; tabs: Players, Games
        names.rosterscript:3:5: error: no button "Frobnicate" in "Players"; buttons here: +
        names.rosterscript:4:14: error: no scene "Nowhere" in the storyboards (Main, Games); scenes: Players, "Add Player", "Choose Game", "Choose Rating", Games, "Add Game", "Edit Player"
        names.rosterscript:6:6: error: no segue "PickGme" from "Add Player"; did you mean "PickGame"?
        names.rosterscript:8:5: error: no button "Dne" in the storyboards (Main, Games); did you mean "Done"?
        names.rosterscript:9:19: error: no segue "NoSuchSegue" in the storyboards (Main, Games); segues: EditPlayer, AddPlayer, PickGame, PickRating, AddGame

        """)
    // The form fixture: its own names, and no tab bar.
    let form = try runRoster(
      self.form + ["check", "names.rosterscript"], directory: folder.path)
    #expect(
      form.stderr.hasPrefix(
        """
        names.rosterscript:1:6: error: no segue "NoSuchSegue" from "Form"; segues here: ShowDetail
        names.rosterscript:2:5: error: no tab bar in Form.storyboard; tab selects a tab of a tab bar controller

        """))
  }

  @Test func pipedInputIsCleanAndDiffable() throws {
    let run = try runRoster(
      form + ["--no-color"], stdin: "open ShowDetail\nshow\nback\nexpect scene Form\n")
    #expect(run == BinaryRun(status: 0, stdout: "‹ Form  Detail\n──────────────\n", stderr: ""))
  }

  @Test func pipedInputStopsAtTheFirstFailure() throws {
    let run = try runRoster(form, stdin: "open Nope\nshow\n")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("<stdin>:1:6: error: "))
  }

  @Test func asciiWhenTheLocaleIsNotUTF8() throws {
    let run = try runRoster(
      form, stdin: "open ShowDetail\nshow\n", environment: ["LANG": "C"])
    #expect(run.stdout == "< Form  Detail\n--------------\n")
  }

  @Test func recordingReplays() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let session = try runRoster(
      form,
      stdin: """
        record walk.rosterscript
        select 1
        type "Ray Charles"
        show
        open ShowDetail
        back
        expect row 2 Game detail Chess
        record off
        open ShowDetail
        """,
      directory: folder.path)
    #expect(session.status == 0, "\(session.stderr)")
    let recorded = try folder.read("walk.rosterscript")
    #expect(
      recorded == """
        #!/usr/bin/env -S roster --memory
        # Recorded by roster \(RosterVersion.current); replay with: roster --memory walk.rosterscript
        expect stack Form
        expect scene Form
        select 1
        expect scene Form
        type "Ray Charles"
        expect scene Form
        expect field "Ray Charles"
        open ShowDetail
        expect scene Detail
        back
        expect scene Form
        expect row 2 Game detail Chess

        """)
    let replay = try runRoster(form + ["walk.rosterscript"], directory: folder.path)
    #expect(replay == BinaryRun(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
  }

  /// The form as drawn at start (plain Unicode).
  private func formSnapshot() throws -> Substring {
    let text = try FileSystem.read(packageRoot() + "/Tests/ShellTests/Snapshots/form.txt")
    return text.dropLast()
  }
}

@Suite struct ShebangTests {
  @Test func executableScriptRunsThroughEnv() throws {
    let folder = try TemporaryDirectory([
      "walk.rosterscript": "#!/usr/bin/env roster\nexpect scene Players\nexpect rows 3\n"
    ])
    defer { folder.remove() }
    chmod(folder.path + "/walk.rosterscript", 0o755)
    let run = try runRoster(
      [], directory: folder.path, program: folder.path + "/walk.rosterscript")
    let store = folder.path + "/data/roster/roster.sqlite"
    #expect(
      run
        == BinaryRun(
          status: 0, stdout: "1 passed, 0 failed\n", stderr: "created new roster \(store)\n"))
  }

  /// The examples are tests: run as programs (`./walk.rosterscript`) they must not change the
  /// user's roster. Their `#!/usr/bin/env -S roster --memory` line runs them on a throwaway one.
  @Test func examplesRunDirectlyLeaveNoStore() throws {
    let examples = packageRoot() + "/Scripts/examples"
    let files = try #require(FileSystem.entries(ofDirectory: examples)).filter {
      $0.hasSuffix(".rosterscript")
    }
    #expect(files.count >= 3)
    for file in files {
      let home = TemporaryDirectory()
      defer { home.remove() }
      let text = try FileSystem.read(examples + "/" + file)
      #expect(text.hasPrefix("#!/usr/bin/env -S roster --memory\n"), "\(file)")
      let run = try runRoster([], directory: home.path, program: examples + "/" + file)
      // A delete says what it did, in scripts too.
      #expect(run.status == 0 && run.stderr.isEmpty, "\(file): \(run.stderr)")
      #expect(run.stdout.hasSuffix("1 passed, 0 failed\n"), "\(file)")
      #expect(
        run.stdout.split(separator: "\n").dropLast().allSatisfy { $0.hasPrefix("deleted \"") },
        "\(file): \(run.stdout)")
      #expect(
        FileSystem.entries(ofDirectory: home.path) == [],
        "\(file) left \(FileSystem.entries(ofDirectory: home.path) ?? [])")
    }
  }
}
