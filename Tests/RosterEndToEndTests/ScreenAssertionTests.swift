import RosterTestSupport
import Testing

/// The assertions about anything on screen, through the built binary: `expect text`/`no text`
/// (every row of a long table too), `expect row TEXT` without a number (and a rating),
/// `expect button`, `expect switch` and `expect value`.
@Suite struct ScreenAssertionTests {
  let controls = [
    "--memory", "--storyboard", Fixtures.shellTests + "/Controls/Main.storyboard",
  ]
  let form = ["--memory", "--storyboard", Fixtures.formStoryboard]

  @Test func controlsHoldTheirStates() throws {
    let folder = try TemporaryDirectory([
      "controls.rosterscript": """
      expect button "Sign In" enabled
      expect button sign in with apple disabled
      expect switch Remember me on
      expect switch syncSwitch off
      expect value planControl Free
      expect value volumeSlider 0.50
      expect value seatsStepper 2
      expect value field3 eu-west
      expect value Email ""
      set volumeSlider 1
      tap Team
      tap Remember me
      expect value volumeSlider 1
      expect value planControl Team
      expect switch "Remember me" off
      expect text "Welcome back"
      expect text "Version 2"
      expect no text Goodbye
      """
    ])
    defer { folder.remove() }
    let run = try runRoster(controls + ["controls.rosterscript"], directory: folder.path)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "1 passed, 0 failed\n")
  }

  @Test func eachStateThatDiffersFailsWithWhatIsThere() throws {
    let cases: [(line: String, error: String)] = [
      (
        "expect button \"Sign In\" disabled",
        "1:15: error: Sign In is enabled\n  expected: Sign In disabled\n  actual:   Sign In enabled"
      ),
      ("expect switch Remember me off", "1:15: error: Remember me is on\n"),
      (
        "expect value seatsStepper 3",
        "1:14: error: seatsStepper shows \"2\"\n  expected: \"3\"\n  actual:   \"2\""
      ),
      ("expect value planControl Pro", "1:14: error: planControl shows \"Free\""),
      (
        "expect button Sgin In enabled",
        "1:15: error: no button \"Sgin In\" in \"Sign In\"; did you mean \"Sign In\"?"
      ),
      (
        "expect switch Volume on",
        "1:15: error: no switch \"Volume\" in \"Sign In\"; here: Remember me, syncSwitch"
      ),
      ("expect text Goodbye", "1:13: error: \"Sign In\" shows no \"Goodbye\""),
      (
        "expect no text Welcome",
        "1:16: error: \"Sign In\" shows \"Welcome\"\n  expected: no \"Welcome\"\n  actual:   Welcome back"
      ),
    ]
    for (line, error) in cases {
      let folder = try TemporaryDirectory(["s.rosterscript": line + "\n"])
      defer { folder.remove() }
      let run = try runRoster(controls + ["s.rosterscript"], directory: folder.path)
      #expect(run.status == 1, "\(line)")
      #expect(run.stderr.hasPrefix("s.rosterscript:" + error), "\(line): \(run.stderr)")
    }
  }

  @Test func textIsFoundInEveryRowOfALongTable() throws {
    let folder = try TemporaryDirectory([
      "long.rosterscript": """
      expect rows 26
      expect text "Item 22"
      expect row "Item 22"
      expect no text "Item 23"
      expect text Many
      """,
      "missing.rosterscript": "expect no text \"Item 21\"\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(form + ["long.rosterscript"], directory: folder.path)
    #expect(run.status == 0, "\(run)")
    let missing = try runRoster(form + ["missing.rosterscript"], directory: folder.path)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("  actual:   row 25: Item 21\n"), "\(missing.stderr)")
  }

  @Test func aRowIsFoundByItsTextWithDetailAndRating() throws {
    let folder = try TemporaryDirectory([
      "players.rosterscript": """
      expect row "Dave Brubeck" detail "Texas Hold’em Poker" rating 2
      expect row Bill Evans rating 4
      expect row 2 Oscar Peterson rating 5
      expect text "Spin the Bottle"
      open AddPlayer
      expect button Done disabled
      expect button Cancel enabled
      """,
      "wrong.rosterscript": "expect row \"Bill Evans\" detail Chess rating 3\n",
      "none.rosterscript": "expect row \"Bill Evens\"\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "players.rosterscript"], directory: folder.path)
    #expect(run.status == 0, "\(run)")
    let wrong = try runRoster(["--memory", "wrong.rosterscript"], directory: folder.path)
    #expect(
      wrong.stderr.hasPrefix(
        "wrong.rosterscript:1:12: error: row 1 differs\n"
          + "  expected: \"Bill Evans\" detail \"Chess\" rating 3\n"
          + "  actual:   \"Bill Evans\" detail \"Tic-Tac-Toe\" rating 4\n"), "\(wrong.stderr)")
    let none = try runRoster(["--memory", "none.rosterscript"], directory: folder.path)
    #expect(
      none.stderr.hasPrefix(
        "none.rosterscript:1:12: error: no row \"Bill Evens\" in \"Players\"; did you mean "
          + "\"Bill Evans\"?"), "\(none.stderr)")
  }
}
