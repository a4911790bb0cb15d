import RosterTestSupport
import Testing

/// The presentation and explore items of "behave as the device does" that had no test through
/// the binary, on a storyboard shaped as Xcode 14 writes it (Journal): a sheet modal in
/// presentation refuses the swipe down and says what leads out, an `overFullScreen` cover
/// refuses `back` with the reason, and explore tells the truth: a sheet with text fields is no
/// dead end and its fields do not multiply the states, a manual segue is left to app code, and
/// the one real dead end's replay fails until the scene gets a way out, then passes.
@Suite struct DeviceAuditEndToEndTests {
  let storyboard = Fixtures.shellTests + "/Journal/Main.storyboard"

  @Test func refusedSwipesSayWhy() throws {
    let draft = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "tap Draft\nback\n")
    #expect(draft.status != 0, "\(draft)")
    #expect(
      draft.stderr.contains(
        "\"Draft\" is modal in presentation: a swipe down does not dismiss it; tap what leads "
          + "out: Keep Editing"), "\(draft.stderr)")
    let gallery = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "tap Gallery\nback\n")
    #expect(gallery.status != 0, "\(gallery)")
    #expect(
      gallery.stderr.contains(
        "\"Gallery\" covers the full screen (modalPresentationStyle): no gesture dismisses it; "
          + "nothing on screen leads out: app code must dismiss it"), "\(gallery.stderr)")
    // The page sheet (no style) is swiped down.
    let sheet = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "tap New\nback\nexpect scene Entries\n")
    #expect(sheet.status == 0, "\(sheet)")
  }

  @Test func exploreFindsTheOneDeadEndAndItsReplayPassesOnceFixed() throws {
    let run = try runRoster(["explore", "--storyboard", storyboard])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("findings (1):"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "dead-end: \"Gallery\" is presented from \"Entries\" and no button, segue or row leads "
          + "out of it"), "\(run.stdout)")
    #expect(!run.stdout.contains("dead-end: \"New Entry\""), "\(run.stdout)")
    #expect(!run.stdout.contains("dead-end: \"Draft\""), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "segue \"ShowStats\" from \"Entries\" is a manual segue: EntriesViewController may "
          + "perform it in code, which Roster does not run"), "\(run.stdout)")
    // Two text fields and a button: filling them changes no move, so no new states.
    #expect(run.stdout.contains(": 5 states,"), "\(run.stdout)")

    let script = run.stdout.split(separator: "\n").filter { $0.hasPrefix("    ") }
      .map { $0.dropFirst(4) }.filter { $0.hasPrefix("open ") || $0.hasPrefix("expect ") }
      .joined(separator: "\n")
    #expect(script == "open ShowGallery\nexpect way-out", "\(run.stdout)")
    let text = try String(contentsOfFile: storyboard, encoding: .utf8)
    let folder = try TemporaryDirectory([
      "Main.storyboard": text, "dead-end.rosterscript": script + "\n",
    ])
    defer { folder.remove() }
    let replay = try runRoster(
      ["--memory", "--storyboard", "Main.storyboard", "dead-end.rosterscript"],
      directory: folder.path)
    #expect(replay.status == 1, "\(replay)")
    #expect(replay.stderr.contains("nothing on screen leads out of"), "\(replay)")
    // The fix: a Close button whose action (app code) dismisses the gallery.
    let close = """
      <subviews>
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="gal-close">
              <rect key="frame" x="16" y="60" width="100" height="35"/>
              <buttonConfiguration key="configuration" style="plain" title="Close"/>
              <connections>
                  <action selector="close:" destination="gal" eventType="touchUpInside" id="act-close"/>
              </connections>
          </button>
      </subviews>
      <viewLayoutGuide key="safeArea" id="gal-safe"/>
      """
    let fixed = text.replacingOccurrences(
      of: "<viewLayoutGuide key=\"safeArea\" id=\"gal-safe\"/>", with: close)
    #expect(fixed != text)
    try folder.write("Main.storyboard", fixed)
    let passes = try runRoster(
      ["--memory", "--storyboard", "Main.storyboard", "dead-end.rosterscript"],
      directory: folder.path)
    #expect(passes.status == 0, "\(passes)")
  }

  /// A finding found on a device replays on it: the replay command names the device explored.
  @Test func theReplayRunsOnTheDeviceExplored() throws {
    let run = try runRoster(["explore", "--device", "ipad", "--storyboard", storyboard])
    #expect(
      run.stdout.contains("# replay (it fails): roster --memory --storyboard ")
        && run.stdout.contains(" --device ipad FILE.rosterscript"), "\(run.stdout)")
  }
}
