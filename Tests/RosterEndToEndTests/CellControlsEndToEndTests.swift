import Testing

/// The built binary draws and operates controls in table cells: a Settings scene shaped as
/// Xcode 15 writes it (static cells with a switch, a slider, a stepper, a segmented control, a
/// busy indicator with a progress view, and a configuration button).
@Suite struct CellControlsEndToEndTests {
  let storyboard = Fixtures.shellTests + "/Settings/Main.storyboard"

  @Test func aSettingsScriptDrawsAndOperatesTheControlsInItsRows() throws {
    let script = """
      show
      set Notifications off
      set Volume 0.8
      set copiesStepper 3
      tap Imperial
      tap Sign Out
      expect error set Notifications maybe
      events
      show

      """
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    for line in [
      "1  Notifications  [on]", "1  Notifications  [off]", "2  Volume         [0.8] (0 to 1)",
      "3  Copies         copiesStepper: [3] (1 to 5 by 1)",
      "4  Units          [○ Metric | ● Imperial]",
      "5  Syncing        (busy)  progress: ██░░░░░░░░ 25 %",
      "[Sign Out]", "SettingsViewController.signOut(_:)",
    ] {
      #expect(run.stdout.contains(line), "\(line) in \(run.stdout)")
    }
    #expect(!run.stdout.contains("[Button]"), "\(run.stdout)")
  }
}
