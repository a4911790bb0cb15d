import RosterSupport
import RosterTestSupport
import Testing

/// A suite's scripts selected by the tags in their header comment (`# tags: smoke, slow`, with
/// `--tag` and `--skip-tag`), and `# skip: reason`, reported as skipped in the text summary,
/// TAP (`# SKIP`, read by `prove`) and JUnit (`<skipped>`, read by `xmllint`).
@Suite struct TagsAndSkipsTests {
  private let suite = [
    "suite/list.rosterscript": """
    #!/usr/bin/env -S roster --memory
    # The list at launch.
    # tags: smoke, list
    expect scene Players
    """,
    "suite/add.rosterscript": "# tags: slow\nopen AddPlayer\nexpect scene \"Add Player\"\n",
    "suite/games.rosterscript": """
    # tags: smoke
    # skip: the Games tab is being redrawn
    expect scene Nowhere
    """,
    "suite/plain.rosterscript": "expect scene Players\n# tags: late, not a header\n",
  ]

  @Test func tagsSelectAndSkipTagsLeaveOut() throws {
    let folder = try TemporaryDirectory(suite)
    defer { folder.remove() }
    let smoke = try runRoster(["--memory", "--tag", "smoke", "suite"], directory: folder.path)
    #expect(smoke.status == 0, "\(smoke)")
    #expect(
      smoke.stdout.replacing(/\(1 assertion, \d+ ms\)/, with: "(1 assertion)") == """
        SKIP  suite/games.rosterscript  (the Games tab is being redrawn)
        PASS  suite/list.rosterscript  (1 assertion)
        1 passed, 0 failed, 1 skipped; 2 scripts left out by --tag/--skip-tag

        """)
    // Any of several tags; a tag written after the first command is no header.
    let either = try runRoster(
      ["--memory", "--tag", "list", "--tag", "slow", "--tag", "late", "suite"],
      directory: folder.path)
    #expect(either.stdout.contains("PASS  suite/add.rosterscript"))
    #expect(either.stdout.contains("PASS  suite/list.rosterscript"))
    #expect(!either.stdout.contains("plain"), "\(either)")
    let notSlow = try runRoster(
      ["--memory", "--skip-tag", "slow", "suite"], directory: folder.path)
    #expect(!notSlow.stdout.contains("add.rosterscript"))
    #expect(
      notSlow.stdout.hasSuffix(
        "2 passed, 0 failed, 1 skipped; 1 script left out by "
          + "--tag/--skip-tag\n"), "\(notSlow)")
    // check selects alike.
    let check = try runRoster(["check", "--tag", "slow", "suite"], directory: folder.path)
    #expect(check == BinaryRun(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
  }

  @Test func aTagNoScriptHasIsBadUsageWithTheTagsThereAre() throws {
    let folder = try TemporaryDirectory(suite)
    defer { folder.remove() }
    let run = try runRoster(["--memory", "--tag", "smok", "suite"], directory: folder.path)
    #expect(
      run
        == BinaryRun(
          status: 2, stdout: "",
          stderr: "roster: no script of the 4 has the tag smok; did you mean smoke? (their "
            + "tags: list, slow, smoke)\n"))
    let shell = try runRoster(["--memory", "--tag", "smoke"], directory: folder.path)
    #expect(shell.status == 2)
    #expect(shell.stderr.hasPrefix("roster: --tag and --skip-tag select scripts;"))
  }

  @Test func aSkippedScriptIsNotRunAndReportedAsSkipped() throws {
    let folder = try TemporaryDirectory(suite)
    defer { folder.remove() }
    let run = try runRoster(
      [
        "--memory", "--report", "tap", "r.tap", "--report", "junit", "r.xml",
        "suite/games.rosterscript", "suite/list.rosterscript",
      ], directory: folder.path)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasSuffix("1 passed, 0 failed, 1 skipped\n"))
    let tap = try folder.read("r.tap")
    #expect(tap.contains("ok 1 - suite/games.rosterscript # SKIP the Games tab is being redrawn\n"))
    let xml = try folder.read("r.xml")
    #expect(xml.contains("skipped=\"1\""))
    #expect(
      xml.contains(
        "<testcase name=\"suite/games.rosterscript\" classname=\"roster\" "
          + "file=\"suite/games.rosterscript\" time=\"0.000\" assertions=\"0\">\n"
          + "      <skipped message=\"the Games tab is being redrawn\"/>\n    </testcase>"),
      "\(xml)")
    if FileSystem.exists("/usr/bin/prove") {
      // --directives shows the test points prove read a directive on: the skip alone.
      let prove = try runRoster(
        ["--directives", "-e", "cat", "r.tap"], directory: folder.path,
        program: "/usr/bin/prove")
      #expect(prove.status == 0, "\(prove)")
      #expect(
        prove.stdout.contains(
          "ok 1 - suite/games.rosterscript # SKIP the Games tab is being redrawn\nok\n"),
        "\(prove)")
      #expect(prove.stdout.contains("Result: PASS"))
    }
    if FileSystem.exists("/usr/bin/xmllint") {
      let lint = try runRoster(
        ["--noout", "r.xml"], directory: folder.path, program: "/usr/bin/xmllint")
      #expect(lint == BinaryRun(status: 0, stdout: "", stderr: ""))
    }
  }
}
