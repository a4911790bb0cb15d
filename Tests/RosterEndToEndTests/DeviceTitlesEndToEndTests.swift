import Testing

/// The built binary shows and acts on what the device shows, on a storyboard shaped as Xcode 15
/// writes it: configuration buttons by their configuration's title or image, a disabled bar
/// button drawn disabled and refused, the back button tapped by the title it shows, an
/// image-only tab labelled by its image.
@Suite struct DeviceTitlesEndToEndTests {
  let storyboard = Fixtures.shellTests + "/Club/Main.storyboard"

  @Test func titlesAreWhatTheDeviceShowsAndTheBackButtonAnswersToItsTitle() throws {
    let script = """
      show
      expect error tap Save
      tap Choose Game
      show
      tap Add Player
      tap camera
      tab gearshape
      show

      """
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    for line in [
      "Add Player  [Save (disabled)]\n", "[Choose Game]\n", "[camera]\n", "‹ Add Player  Games\n",
      "● Players   ○ gearshape\n", "○ Players   ● gearshape\n",
    ] {
      #expect(run.stdout.contains(line), "\(line) in \(run.stdout)")
    }
    #expect(!run.stdout.contains("[Button]"), "\(run.stdout)")
    #expect(!run.stdout.contains("ProfileViewController"), "\(run.stdout)")
  }
}
