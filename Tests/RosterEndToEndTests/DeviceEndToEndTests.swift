import RosterTestSupport
import Testing

/// `--device iphone|ipad` (and `$ROSTER_DEVICE`): the device's size classes decide which of
/// Interface Builder's size-class variations are installed and whether a split view collapses.
/// Roster drew every variation's views at once (a phone showed the iPad's Lyrics Beside and the
/// landscape-only label) and took an iPad storyboard's two columns for granted.
@Suite struct DeviceEndToEndTests {
  let sizeClasses = Fixtures.shellTests + "/SizeClasses/Main.storyboard"
  let split = Fixtures.shellTests + "/CollapsedSplit"

  @Test func anIPhoneShowsTheCompactWidthViews() throws {
    let run = try runRoster(["--memory", "--storyboard", sizeClasses], stdin: "show\nsegues\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("[Up Next]"), "\(run.stdout)")
    #expect(run.stdout.contains("Shuffle"), "\(run.stdout)")
    #expect(!run.stdout.contains("[Lyrics Beside]"), "\(run.stdout)")
    #expect(!run.stdout.contains("Landscape only"), "\(run.stdout)")
    // Its segue is still in the storyboard: only app code can perform it on an iPhone.
    #expect(run.stdout.contains("ShowLyrics  show → Lyrics  (from controller)"), "\(run.stdout)")
    let tap = try runRoster(
      ["--memory", "--storyboard", sizeClasses], stdin: "tap \"Lyrics Beside\"\n")
    #expect(tap.status != 0)
    #expect(tap.stderr.contains("no button \"Lyrics Beside\""), "\(tap)")
  }

  @Test func anIPadShowsTheRegularWidthViews() throws {
    let script = """
      expect text Lyrics Beside
      expect no text Up Next
      expect no text Landscape only
      tap "Lyrics Beside"
      expect scene Lyrics

      """
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", sizeClasses], stdin: script)
    #expect(run.status == 0, "\(run)")
    let environment = try runRoster(
      ["--memory", "--storyboard", sizeClasses], stdin: script,
      environment: ["ROSTER_DEVICE": "ipad"])
    #expect(environment.status == 0, "\(environment)")
    // The option wins over the environment.
    let option = try runRoster(
      ["--memory", "--device", "iphone", "--storyboard", sizeClasses], stdin: "show\n",
      environment: ["ROSTER_DEVICE": "ipad"])
    #expect(option.stdout.contains("[Up Next]"), "\(option)")
  }

  @Test func aWrongDeviceIsRefusedWithTheChoices() throws {
    let option = try runRoster(["--memory", "--device", "ipod", "--storyboard", sizeClasses])
    #expect(option.status == 2)
    #expect(option.stderr.contains("iphone or ipad"), "\(option)")
    let environment = try runRoster(
      ["--memory", "--storyboard", sizeClasses], environment: ["ROSTER_DEVICE": "ipod"])
    #expect(environment.status == 2)
    #expect(
      environment.stderr.hasPrefix(
        "roster: ROSTER_DEVICE is 'ipod': set it to iphone or ipad, or unset it"),
      "\(environment)")
  }

  /// An iPad-only storyboard runs on an iPad unless told: `--device iphone` collapses its split.
  @Test func anIPadStoryboardCollapsesOnAnIPhone() throws {
    let run = try runRoster(
      ["--memory", "--device", "iphone", "--storyboard", split + "/Main~ipad.storyboard"],
      stdin: "segues\n")
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.contains("Compose"), "\(run.stdout)")
    let universal = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", split + "/Main.storyboard"],
      stdin: "segues\n")
    #expect(universal.stdout.contains("Compose"), "\(universal.stdout)")
  }

  @Test func checkKnowsWhichButtonsTheDeviceHas() throws {
    let folder = try TemporaryDirectory([
      "lyrics.rosterscript": "tap \"Lyrics Beside\"\nexpect scene Lyrics\n"
    ])
    defer { folder.remove() }
    let script = folder.path + "/lyrics.rosterscript"
    let iphone = try runRoster(["check", "--storyboard", sizeClasses, script])
    #expect(iphone.status == 1, "\(iphone)")
    #expect(iphone.stderr.contains("no button \"Lyrics Beside\""), "\(iphone)")
    let ipad = try runRoster(["check", "--device", "ipad", "--storyboard", sizeClasses, script])
    #expect(ipad.status == 0, "\(ipad)")
  }

  @Test func exploreRunsOnTheDevice() throws {
    let iphone = try runRoster(["explore", "--storyboard", sizeClasses])
    #expect(
      iphone.stdout.contains(
        "segue \"ShowLyrics\" from \"Now Playing\" fires from a button an iPhone does not "
          + "install (size classes)"), "\(iphone)")
    let ipad = try runRoster(["explore", "--device", "ipad", "--storyboard", sizeClasses])
    #expect(
      ipad.stdout.contains(
        "segue \"ShowQueue\" from \"Now Playing\" fires from a button an iPad does not install"),
      "\(ipad)")
  }
}
