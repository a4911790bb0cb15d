import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// The Ratings app through the built binary: the tutorial walk, examples, fresh stores.
@Suite struct RatingsAppEndToEndTests {
  @Test func tutorialWalkPiped() throws {
    let run = try runRoster(
      ["--memory"],
      stdin: """
        open AddPlayer
        select 1
        type "Ray"
        open PickGame
        select Tic-Tac-Toe
        tap Done
        show
        expect rows 4
        expect row 4 Ray detail Tic-Tac-Toe

        """)
    #expect(
      run
        == BinaryRun(
          status: 0,
          stdout: """
            Players  [+]
            ────────────
            1  Bill Evans      Tic-Tac-Toe          ★★★★☆  ›
            2  Oscar Peterson  Spin the Bottle      ★★★★★  ›
            3  Dave Brubeck    Texas Hold’em Poker  ★★☆☆☆  ›
            4  Ray             Tic-Tac-Toe          ★☆☆☆☆  ›
            ────────
            ● Players   ○ Games

            """, stderr: ""))
  }

  @Test func examplesPass() throws {
    let examples = packageRoot() + "/Scripts/examples"
    let files = try #require(FileSystem.entries(ofDirectory: examples)).filter {
      $0.hasSuffix(".rosterscript")
    }
    #expect(files.count >= 3)
    let run = try runRoster(["--memory"] + files, directory: examples)
    // A delete says what it did, in scripts too (edit-and-rate swipes Oscar away); each file
    // has its line.
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("deleted \"Oscar Peterson\" (was row 2)\n"))
    let passes = run.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS  ") }
    #expect(passes.count == files.count, "\(run.stdout)")
    #expect(run.stdout.hasSuffix("\n\(files.count) passed, 0 failed\n"))
    let check = try runRoster(["check"] + files, directory: examples)
    #expect(check == BinaryRun(status: 0, stdout: "\(files.count) passed, 0 failed\n", stderr: ""))
  }

  @Test func eachScriptGetsAFreshMemoryStore() throws {
    let folder = try TemporaryDirectory([
      "add.rosterscript": "open AddPlayer\nselect 1\ntype Ray\ntap Done\nexpect rows 4\n",
      "count.rosterscript": "expect rows 3\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory", "add.rosterscript", "count.rosterscript"], directory: folder.path)
    #expect(
      run.timesHidden
        == BinaryRun(
          status: 0,
          stdout: """
            PASS  add.rosterscript  (1 assertion, N ms)
            PASS  count.rosterscript  (1 assertion, N ms)
            2 passed, 0 failed

            """, stderr: ""))
  }

  @Test func scriptsShareAStoreFileInOrder() throws {
    let folder = try TemporaryDirectory([
      "add.rosterscript": "open AddPlayer\nselect 1\ntype Ray\ntap Done\nexpect rows 4\n",
      "count.rosterscript": "expect rows 4\nexpect row 4 Ray\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(
      ["--store", "r.sqlite", "add.rosterscript", "count.rosterscript"], directory: folder.path)
    // The first script's session creates the store; the second finds it.
    #expect(
      run.timesHidden
        == BinaryRun(
          status: 0,
          stdout: """
            PASS  add.rosterscript  (1 assertion, N ms)
            PASS  count.rosterscript  (2 assertions, N ms)
            2 passed, 0 failed

            """, stderr: "created new roster r.sqlite\n"))
  }

  /// With two Rays, `delete Ray` deleted the first without a word. It is refused
  /// with the rows to choose from, and the number then says which.
  @Test func aNameTwoRowsShareAsksForTheRowNumber() throws {
    let add = "open AddPlayer\nselect 1\ntype Ray\ntap Done\n"
    let run = try runRoster(
      ["--memory", "--keep-going"],
      stdin: add + add + "delete Ray\nselect Ray\ndelete 5\nexpect rows 4\n")
    #expect(
      run.stderr.split(separator: "\n").filter { $0.contains("error:") } == [
        "<stdin>:9:8: error: 2 rows are named \"Ray\" in \"Players\" (rows 4, 5); say which: delete 4",
        "<stdin>:10:8: error: 2 rows are named \"Ray\" in \"Players\" (rows 4, 5); say which: select 4",
      ])
    #expect(run.stdout.hasSuffix("deleted \"Ray\" (was row 5)\n"))
  }

  /// `type` took what Done then refused (a 100 KB name, control characters).
  @Test func typeRefusesWhatTheStoreWouldRefuse() throws {
    let long = String(repeating: "x", count: 100_000)
    let run = try runRoster(
      ["--memory", "--keep-going"],
      stdin:
        "open AddPlayer\ntype Ray\ntype \(long)\ntype \"\\u{1b}\"\ntap Done\nexpect row 4 Ray\n")
    let errors = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
    let refused = "error: cannot type that into the player's name: it"
    let kept = "; the field still holds \"Ray\""
    #expect(
      errors == [
        "<stdin>:3:6: \(refused) is longer than 200 characters\(kept)",
        "<stdin>:4:6: \(refused) contains control characters\(kept)",
      ])
    #expect(run.status == 1)
  }

  /// `delete` had no undo. `undo` says what it took back, in scripts too, and a
  /// recording of it replays.
  @Test func undoSaysWhatItTookBackAndIsRecorded() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory"],
      stdin:
        "record undo.rosterscript\ndelete 2\nundo\nexpect row 2 \"Oscar Peterson\"\nrecord off\n",
      directory: folder.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.split(separator: "\n").filter { !$0.contains("recording") } == [
        "deleted \"Oscar Peterson\" (was row 2)", "undid the delete of \"Oscar Peterson\"",
      ])
    #expect(
      try folder.read("undo.rosterscript").contains(
        "\ndelete \"Oscar Peterson\"\nexpect scene Players\nexpect no text \"Oscar Peterson\"\n"
          + "undo\nexpect scene Players\n"
          + "expect row \"Oscar Peterson\" detail \"Spin the Bottle\" rating 5\n"))
    let replay = try runRoster(["--memory", "undo.rosterscript"], directory: folder.path)
    #expect(
      replay
        == BinaryRun(
          status: 0,
          stdout:
            "deleted \"Oscar Peterson\" (was row 2)\nundid the delete of \"Oscar Peterson\"\n1 passed, 0 failed\n",
          stderr: ""))
  }

  @Test func failureShowsTheSceneAsDrawn() throws {
    let folder = try TemporaryDirectory([
      "walk.rosterscript": "open AddPlayer\ntap Done\n"
    ])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "walk.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.first?.hasPrefix("walk.rosterscript:2:5: error: ") == true)
    #expect(lines.dropFirst().first == "[Cancel]  Add Player  [Done (disabled)]")
  }

  @Test func recordingOfTheAppReplays() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let session = try runRoster(
      ["--memory"],
      stdin: """
        record walk.rosterscript
        tap +
        select 1
        type "Ray Charles"
        open PickGame
        select "Texas Hold’em Poker"
        tap Done
        tab Games
        record off

        """,
      directory: folder.path)
    #expect(session.status == 0, "\(session.stderr)")
    let recorded = try folder.read("walk.rosterscript")
    #expect(recorded.contains("\ntap +\nexpect scene \"Add Player\"\nselect 1\n"))
    #expect(
      recorded.contains(
        "\nselect \"Texas Hold’em Poker\"\nexpect scene \"Add Player\"\n"
          + "expect row Game detail \"Texas Hold’em Poker\"\n"))
    #expect(
      recorded.hasSuffix(
        "tap Done\nexpect scene Players\n"
          + "expect row \"Ray Charles\" detail \"Texas Hold’em Poker\" rating 1\n"
          + "tab Games\nexpect scene Games\n"))
    let replay = try runRoster(["--memory", "walk.rosterscript"], directory: folder.path)
    #expect(replay == BinaryRun(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
  }

  /// Recording started away from the launch scene wrote a file whose replay failed
  /// at once ("the stack differs"). It now starts with the moves that led there since launch.
  @Test func aRecordingStartedInTheMiddleReplays() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let session = try runRoster(
      ["--memory"],
      stdin: """
        open AddPlayer
        type Ray
        record walk.rosterscript
        open PickGame
        select Chess
        tap Done
        record off

        """,
      directory: folder.path)
    #expect(session.status == 0, "\(session.stderr)")
    #expect(
      session.stdout.contains(
        "recording to \(folder.path)/walk.rosterscript, starting with the 2 moves that led here "
          + "since launch; record off stops\n"))
    let recorded = try folder.read("walk.rosterscript")
    #expect(recorded.contains("\nopen AddPlayer\ntype Ray\nexpect stack Players \"Add Player\"\n"))
    let replay = try runRoster(["--memory", "walk.rosterscript"], directory: folder.path)
    #expect(replay == BinaryRun(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
  }
}

@Suite struct StoreCommandTests {
  @Test func importThenExport() throws {
    let folder = try TemporaryDirectory([
      "more.csv": "name,game,rating\nRay,Chess,3\n\"Nina, Simone\",Go,5\n"
    ])
    defer { folder.remove() }
    let imported = try runRoster(
      ["--store", "r.sqlite", "import", "more.csv"], directory: folder.path)
    #expect(
      imported
        == BinaryRun(
          status: 0, stdout: "imported 2 players; new game: \"Go\"\n",
          stderr: "created new roster r.sqlite\n"))
    let exported = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(exported.status == 0)
    #expect(exported.stdout.hasSuffix("Ray,Chess,3\r\n\"Nina, Simone\",Go,5\r\n"))
    let shown = try runRoster(
      // A store the import made holds the file's players only, not the three samples.
      ["--store", "r.sqlite"], stdin: "expect rows 2\nexpect row 2 \"Nina, Simone\" detail Go\n",
      directory: folder.path)
    #expect(shown == BinaryRun(status: 0, stdout: "", stderr: ""))
  }

  @Test func traceFlagPrintsLifecycleLines() throws {
    let run = try runRoster(["--memory", "--trace"], stdin: "open AddPlayer\n")
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.contains("PlayerDetailsViewController.init(coder:)"))
    #expect(lines.contains("PlayersViewController.prepare(for:sender:) AddPlayer"))
  }
}
