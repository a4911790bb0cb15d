import RosterSupport
import RosterTestSupport
import Testing

/// `expect screen FILE` and `--update-snapshots`, through the built binary: the drawing at 80
/// columns without colour against a file beside the script, written or rewritten on request,
/// a mismatch reported at its line with a unified diff, `roster check` asking for the file.
@Suite struct SnapshotTests {
  let players = """
    Players  [+]
    ────────────
    1  Bill Evans      Tic-Tac-Toe          ★★★★☆  ›
    2  Oscar Peterson  Spin the Bottle      ★★★★★  ›
    3  Dave Brubeck    Texas Hold’em Poker  ★★☆☆☆  ›
    ────────
    ● Players   ○ Games

    """

  @Test func aMissingSnapshotFailsNamingTheFixAndUpdateWritesIt() throws {
    let folder = try TemporaryDirectory([
      "suite/walk.rosterscript": "expect screen screens/players.screen\n"
    ])
    defer { folder.remove() }
    let missing = try runRoster(["--memory", "suite/walk.rosterscript"], directory: folder.path)
    #expect(missing.status == 1)
    #expect(
      missing.stderr.hasPrefix(
        "suite/walk.rosterscript:1:15: error: no snapshot suite/screens/players.screen; run the "
          + "script with --update-snapshots to write it"), "\(missing)")
    #expect(!FileSystem.exists(folder.path + "/suite/screens/players.screen"))

    // Written relative to the script (its folder made), at 80 columns whatever the terminal.
    let update = try runRoster(
      ["--memory", "--update-snapshots", "suite/walk.rosterscript"], directory: folder.path,
      environment: ["COLUMNS": "30"])
    #expect(update.status == 0, "\(update)")
    #expect(
      update.stdout
        == "wrote the snapshot suite/screens/players.screen (new)\n1 passed, 0 failed\n")
    #expect(try FileSystem.read(folder.path + "/suite/screens/players.screen") == players)

    let again = try runRoster(
      ["--memory", "suite/walk.rosterscript"], directory: folder.path,
      environment: ["COLUMNS": "200"])
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout == "1 passed, 0 failed\n")
  }

  @Test func aChangedScreenFailsWithAUnifiedDiffAndUpdateRewritesIt() throws {
    let folder = try TemporaryDirectory([
      "walk.rosterscript": "# the list after a delete\ndelete 2\nexpect screen players.screen\n",
      "players.screen": players,
    ])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "walk.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        """
        walk.rosterscript:3:15: error: the screen differs from the snapshot players.screen; if \
        the change is intended, rerun with --update-snapshots to rewrite it
          --- players.screen
          +++ the screen now
          @@ -1,7 +1,6 @@
           Players  [+]
           ────────────
          -1  Bill Evans      Tic-Tac-Toe          ★★★★☆  ›
          -2  Oscar Peterson  Spin the Bottle      ★★★★★  ›
          -3  Dave Brubeck    Texas Hold’em Poker  ★★☆☆☆  ›
          +1  Bill Evans    Tic-Tac-Toe          ★★★★☆  ›
          +2  Dave Brubeck  Texas Hold’em Poker  ★★☆☆☆  ›
           ────────
           ● Players   ○ Games

        """), "\(run)")

    // The diff reaches the reports too.
    let report = try runRoster(
      ["--memory", "--report", "junit", "-", "walk.rosterscript"], directory: folder.path)
    #expect(report.stdout.contains("+++ the screen now\n@@ -1,7 +1,6 @@"), "\(report)")

    let update = try runRoster(
      ["--memory", "--update-snapshots", "walk.rosterscript"], directory: folder.path)
    #expect(update.status == 0, "\(update)")
    #expect(update.stdout.hasPrefix("deleted \"Oscar Peterson\""))
    #expect(
      update.stdout.contains(
        "rewrote the snapshot players.screen (the screen differed)\n1 passed, 0 failed\n"))
    let rewritten = try FileSystem.read(folder.path + "/players.screen")
    #expect(!rewritten.contains("Oscar Peterson") && rewritten.contains("2  Dave Brubeck"))
    let after = try runRoster(["--memory", "walk.rosterscript"], directory: folder.path)
    #expect(after.status == 0, "\(after)")
  }

  @Test func checkAsksForAMissingSnapshotAndParsesTheLine() throws {
    let folder = try TemporaryDirectory([
      "a.rosterscript": "expect screen there.screen\nexpect screen missing.screen\n",
      "b.rosterscript": "expect screen\n",
      "there.screen": players,
    ])
    defer { folder.remove() }
    let run = try runRoster(["check", "a.rosterscript", "b.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        a.rosterscript:2:15: error: no snapshot missing.screen; run the script with \
        --update-snapshots to write it from the screen, then review and commit it
        b.rosterscript:1:14: error: expect screen needs the file of the drawing, e.g. \
        players.screen: expect screen FILE

        """)
    #expect(run.stdout == "0 passed, 2 failed\n")
  }
}
