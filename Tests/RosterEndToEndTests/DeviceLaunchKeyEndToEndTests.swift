import RosterTestSupport
import Testing

/// A project opened on an iPad launches what an iPad launches: iOS reads device-specific
/// Info.plist keys, so `UIMainStoryboardFile~ipad` wins over `UIMainStoryboardFile` there (the
/// iOS 5–7 universal apps' `MainStoryboard_iPad`). Roster opened the iPhone's storyboard on
/// either device.
@Suite struct DeviceLaunchKeyEndToEndTests {
  private func app() throws -> TemporaryDirectory {
    let studio = Fixtures.shellTests + "/IPadOnly/"
    return try TemporaryDirectory([
      "Studio/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
      <key>CFBundlePackageType</key><string>APPL</string>
      <key>UIMainStoryboardFile</key><string>Studio_iPhone</string>
      <key>UIMainStoryboardFile~ipad</key><string>Studio_iPad</string>
      </dict></plist>

      """,
      "Studio/Base.lproj/Studio_iPhone.storyboard": try String(
        contentsOfFile: studio + "Studio.storyboard", encoding: .utf8),
      "Studio/Base.lproj/Studio_iPad.storyboard": try String(
        contentsOfFile: studio + "Studio~ipad.storyboard", encoding: .utf8),
    ])
  }

  @Test func anIPadOpensTheStoryboardItsKeyNames() throws {
    let folder = try app()
    defer { folder.remove() }
    let pad = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", folder.path], stdin: "show\n")
    #expect(pad.status == 0, "\(pad)")
    #expect(pad.stderr.contains("Studio_iPad.storyboard"), "\(pad)")
    #expect(pad.stdout.contains("[Inspector]"), "\(pad)")
    let environment = try runRoster(
      ["--memory", "--storyboard", folder.path], stdin: "show\n",
      environment: ["ROSTER_DEVICE": "ipad"])
    #expect(environment.stderr.contains("Studio_iPad.storyboard"), "\(environment)")
    let phone = try runRoster(["--memory", "--storyboard", folder.path], stdin: "show\n")
    #expect(phone.status == 0, "\(phone)")
    #expect(phone.stderr.contains("Studio_iPhone.storyboard"), "\(phone)")
    #expect(phone.stdout.contains("[Phone Picker]"), "\(phone)")
  }

  /// Lint knows an iPad launches it too: without an entry point, the iPad's launch storyboard
  /// is the crash at launch iOS reports (an error), not a file no Info.plist launches.
  @Test func lintCountsTheIPadsLaunchStoryboardAsLaunched() throws {
    let folder = try app()
    defer { folder.remove() }
    let file = "Studio/Base.lproj/Studio_iPad.storyboard"
    try folder.write(
      file,
      try folder.read(file).replacingOccurrences(of: " initialViewController=\"stu-nav\"", with: "")
    )
    let lint = try runRoster(["lint", folder.path])
    #expect(lint.status == 1, "\(lint)")
    #expect(lint.stdout.contains("error: Storyboard has no initial view controller"), "\(lint)")
    #expect(!lint.stdout.contains("no Info.plist of this project launches it"), "\(lint)")
  }

  /// An iPad-only app names its storyboard only under `UIMainStoryboardFile~ipad`: opened
  /// without a device, it runs on the one device that launches a storyboard, an iPad, instead of
  /// being said to launch from code. Roster said "Studio launches from code" and opened nothing.
  @Test func anIPadOnlyAppOpensOnAnIPadWithoutADevice() throws {
    let folder = try TemporaryDirectory([
      "Studio/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
      <key>CFBundlePackageType</key><string>APPL</string>
      <key>UIDeviceFamily</key><array><integer>2</integer></array>
      <key>UIMainStoryboardFile~ipad</key><string>Studio_iPad</string>
      </dict></plist>

      """,
      "Studio/Base.lproj/Studio_iPad.storyboard": try String(
        contentsOfFile: Fixtures.shellTests + "/IPadOnly/Studio~ipad.storyboard", encoding: .utf8),
    ])
    defer { folder.remove() }
    let run = try runRoster(["--memory", "--storyboard", folder.path], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("Studio_iPad.storyboard"), "\(run)")
    #expect(run.stdout.contains("[Inspector]"), "\(run)")
    let phone = try runRoster(
      ["--memory", "--device", "iphone", "--storyboard", folder.path], stdin: "show\n")
    #expect(phone.stderr.contains("launches from code"), "\(phone)")
  }
}
