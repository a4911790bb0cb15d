import Testing

/// The controls-and-titles items of "behave as the device does", checked one by one through the
/// binary on one storyboard shaped as Xcode 15 writes it: a switch in a static cell drawn in its
/// row and set by the cell's text (with its value-changed action traced), a configuration
/// button in a cell drawn and tapped by its configuration title, an image-only button named by
/// its accessibility label, another by its image, a disabled bar button drawn disabled and
/// refused, an attributed title, the back button tapped by the title it shows, an image-only
/// tab labelled by its image and a collection view saying its items come from code.
@Suite struct DeviceChecklistEndToEndTests {
  let storyboard = Fixtures.shellTests + "/DeviceChecklist/Main.storyboard"

  @Test func controlsAndTitlesBehaveAsOnTheDevice() throws {
    let script = """
      show
      trace on
      set Notifications off
      trace off
      show
      expect error tap Edit
      tap "Sign In"
      expect scene "Sign In"
      show
      tap Home
      expect scene Home
      tap Preferences
      expect scene "Sign In"
      back
      tap trash
      expect scene Home
      tab photo
      show

      """
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    let out = run.stdout
    #expect(out.contains("Home  [Edit (disabled)]"), "\(out)")
    #expect(out.contains("1  Notifications  [on]"), "\(out)")
    #expect(out.contains("HomeViewController.toggle(_:)"), "\(out)")
    #expect(out.contains("1  Notifications  [off]"), "\(out)")
    #expect(out.contains("2  [Sign In]"), "\(out)")
    #expect(out.contains("3  [Preferences]  [trash]"), "\(out)")
    #expect(out.contains("‹ Home  Sign In"), "\(out)")
    #expect(out.contains("[Forgot password?]"), "\(out)")
    #expect(out.contains("● Home   ○ photo"), "\(out)")
    #expect(
      out.contains("(a collection view: its items come from app code, which Roster does not run)"),
      "\(out)")
  }

  /// Free-standing views are read in frame order (top to bottom, then left to right), not the
  /// XML's: the keys written 2, 1, 3 are drawn 1, 2, 3.
  @Test func keysAreReadInFrameOrder() throws {
    let run = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "tap \"Sign In\"\nshow\n")
    #expect(run.status == 0, "\(run)")
    let keys = run.stdout.split(separator: "\n").filter {
      $0.hasPrefix("[") && $0.contains("(no action)")
    }
    #expect(keys == ["[1 (no action)]", "[2 (no action)]", "[3 (no action)]"], "\(run.stdout)")
  }
}
