import RosterTestSupport
import Testing

/// `unreachable-on-device` follows storyboard references: a scene only a reference in another
/// file enters is unreachable on a device that installs none of the views whose segues go
/// through the reference. Lint skipped every reference target, so a storyboard an iPad-only
/// button opens was never reported on an iPhone.
///
/// Home (Main.storyboard) has Sketch and Canvas buttons installed for regular width only, to
/// Sketch.storyboard's initial scene and, by its storyboard ID, to its Canvas scene; its Help
/// button, on every device, opens Help.storyboard.
@Suite struct DeviceReferenceReachEndToEndTests {
  /// The fixture copied to a folder of its own: the project is that folder (no Info.plist
  /// launches Sketch.storyboard), not the repository around the fixture.
  private func project() throws -> TemporaryDirectory {
    let fixture = Fixtures.shellTests + "/ReferencedOnDevice/"
    var files: [String: String] = [:]
    for name in ["Main", "Sketch", "Help"] {
      files[name + ".storyboard"] = try String(
        contentsOfFile: fixture + name + ".storyboard", encoding: .utf8)
    }
    return try TemporaryDirectory(files)
  }

  @Test func aSceneEnteredOnlyThroughAReferenceIsUnreachableWhereItsTriggersAreNot() throws {
    let folder = try project()
    defer { folder.remove() }
    let phone = try runRoster(["lint", "--device", "iphone", folder.path])
    #expect(phone.status == 0, "\(phone)")
    #expect(
      phone.stdout.contains(
        "Sketch.storyboard:14: warning: “Sketchbook” is unreachable on an iPhone: every segue "
          + "into it (through a storyboard reference in Main.storyboard) starts from a view a "
          + "size-class variation uninstalls there, and no Info.plist launches its storyboard "
          + "[unreachable-on-device]"), "\(phone.stdout)")
    #expect(
      phone.stdout.contains(
        "Sketch.storyboard:30: warning: “Canvas” is unreachable on an iPhone: every segue into "
          + "it (through a storyboard reference in Main.storyboard) starts from a view a "
          + "size-class variation uninstalls there, and its storyboard ID 'Canvas' is the one "
          + "the reference names"), "\(phone.stdout)")
    // Help is reached from a button on every device.
    #expect(!phone.stdout.contains("“Help” is unreachable"), "\(phone.stdout)")
    // On an iPad both buttons are installed; without a device, both devices are checked.
    let pad = try runRoster(["lint", "--device", "ipad", folder.path])
    #expect(!pad.stdout.contains("unreachable"), "\(pad.stdout)")
    let plain = try runRoster(["lint", folder.path])
    #expect(!plain.stdout.contains("unreachable"), "\(plain.stdout)")
  }

  /// An Info.plist launching the referenced storyboard makes its initial scene an entry point.
  @Test func aLaunchedStoryboardsInitialSceneIsReachable() throws {
    let folder = try project()
    defer { folder.remove() }
    try folder.write(
      "Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
      <key>UIMainStoryboardFile</key><string>Sketch</string>
      </dict></plist>

      """)
    let phone = try runRoster(["lint", "--device", "iphone", folder.path])
    #expect(!phone.stdout.contains("“Sketchbook” is unreachable"), "\(phone.stdout)")
    #expect(phone.stdout.contains("“Canvas” is unreachable on an iPhone"), "\(phone.stdout)")
  }
}
