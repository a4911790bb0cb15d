import Testing

/// The built binary draws a plain scene's view: a launch screen (in no navigation controller,
/// so no title is made up from its element name) and its labels (blanks around a
/// centred text trimmed, a hidden spinner and a faded label left out; the title at y 262 above
/// the copyright at y 798, though written after it), and a sign-in
/// scene's controls operated from a script.
@Suite struct ControlsEndToEndTests {
  let fixtures = Fixtures.shellTests + "/Controls"

  @Test func aLaunchScreenDrawsItsLabels() throws {
    let run = try runRoster(
      ["--memory", "--storyboard", fixtures + "/LaunchScreen.storyboard"], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout == """
        (no navigation bar)
        ───────────────────
        Club Roster
        Copyright © 2026 Club. All rights reserved.

        """, "\(run)")
  }

  @Test func aScriptOperatesTheControls() throws {
    let script = """
      tap Remember me
      tap Team
      set volumeSlider 1
      tap Email
      type ray@example.com
      expect field ray@example.com
      expect error set seatsStepper 11
      expect error tap syncSwitch
      show

      """
    let run = try runRoster(
      ["--memory", "--storyboard", fixtures + "/Main.storyboard"], stdin: script)
    #expect(run.status == 0, "\(run)")
    for line in [
      "Email: [ray@example.com▏]", "Remember me: [off]", "planControl: [○ Free | ○ Pro | ● Team]",
      "volumeSlider: [1] (0 to 1)", "seatsStepper: [2] (1 to 10 by 1)",
    ] {
      #expect(run.stdout.contains(line + "\n"), "\(line) in \(run.stdout)")
    }
  }
}
