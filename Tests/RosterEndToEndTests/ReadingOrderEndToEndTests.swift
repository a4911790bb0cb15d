import Testing

/// Free-standing views are drawn in the order a person reads the device's screen (top to
/// bottom, then left to right, through stack views), not in the order Interface Builder wrote
/// them: a keypad whose rows and keys were written bottom-up and right to left, its display
/// last.
@Suite struct ReadingOrderEndToEndTests {
  let storyboard = Fixtures.shellTests + "/Keypad/Main.storyboard"

  @Test func aKeypadReadsAsOnTheScreen() throws {
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains("0\n[1]\n[2]\n[3]\n[4]\n[5]\n[6]\n[C]\n[0]\n[=]\n"), "\(run.stdout)")
  }
}
