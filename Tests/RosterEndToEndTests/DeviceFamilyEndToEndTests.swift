import RosterTestSupport
import Testing

/// An app Xcode builds for the iPad alone (`TARGETED_DEVICE_FAMILY = 2`) runs only on an iPad,
/// so its universal storyboard (`targetRuntime="iOS.CocoaTouch"`) is run, checked, explored,
/// linted and graphed as an iPad's unless told a device, as an iPad-only storyboard is; an app
/// built for both ("1,2") stays an iPhone's by default. Roster opened the iPad app as an iPhone.
///
/// The project is shaped as Xcode 15 writes one (`XcodeProjectFixture`: the family in each
/// `XCBuildConfiguration`'s settings); its storyboard is Studio's: Library's Phone Picker button
/// is installed in compact width only (segue ShowPicker, the Picker scene's only way in), its
/// Inspector button in regular width only (ShowInspector).
@Suite struct DeviceFamilyEndToEndTests {
  typealias Target = XcodeProjectFixture.Target

  /// Studio's project with its app built for `family`.
  private func project(family: String) throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory([
      "Studio/Info.plist": XcodeProjectFixture.infoPlist([
        "CFBundlePackageType": "APPL", "UIMainStoryboardFile": "Main",
      ]),
      "Studio/Base.lproj/Main.storyboard": try String(
        contentsOfFile: Fixtures.shellTests + "/IPadOnly/Studio.storyboard", encoding: .utf8),
      "inspect.rosterscript": "tap Inspector\nexpect scene Inspector\n",
    ])
    try folder.write(
      "Studio.xcodeproj/project.pbxproj",
      XcodeProjectFixture.pbxproj([
        Target(
          name: "Studio",
          settings: [
            "INFOPLIST_FILE": "Studio/Info.plist",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.studio",
            "TARGETED_DEVICE_FAMILY": family,
          ],
          resources: ["Studio/Base.lproj/Main.storyboard"])
      ]))
    return folder
  }

  private let pickerNotOnIPad =
    "Main.storyboard:39: warning: the segue 'ShowPicker' from “Library” cannot be taken on an "
    + "iPad"

  @Test func theShellScriptsAndCheckRunAnIPadAppAsAnIPad() throws {
    let folder = try project(family: "2")
    defer { folder.remove() }
    let storyboard = folder.path + "/Studio/Base.lproj/Main.storyboard"
    for opened in [folder.path, folder.path + "/Studio.xcodeproj", storyboard] {
      let shell = try runRoster(["--memory", "--storyboard", opened], stdin: "show\n")
      #expect(shell.status == 0, "\(shell)")
      #expect(shell.stdout.contains("[Inspector]"), "\(opened): \(shell)")
      #expect(!shell.stdout.contains("Phone Picker"), "\(opened): \(shell)")
    }
    let script = folder.path + "/inspect.rosterscript"
    let run = try runRoster(["--memory", "--storyboard", folder.path, script])
    #expect(run.status == 0, "\(run)")
    let check = try runRoster(["check", "--storyboard", folder.path, script])
    #expect(check.status == 0, "\(check)")
    // Told the device, it runs there: the Inspector button is not installed on an iPhone.
    let phone = try runRoster(["check", "--device", "iphone", "--storyboard", folder.path, script])
    #expect(phone.status == 1, "\(phone)")
    #expect(phone.stderr.contains("no button \"Inspector\""), "\(phone)")
  }

  @Test func exploreLintAndGraphTakeAnIPadAppAsAnIPad() throws {
    let folder = try project(family: "2")
    defer { folder.remove() }
    let explore = try runRoster(["explore", "--storyboard", folder.path])
    #expect(
      explore.stdout.contains(
        "segue \"ShowPicker\" from \"Library\" fires from a button an iPad does not install"),
      "\(explore)")
    let lint = try runRoster(["lint", folder.path])
    #expect(lint.stdout.contains(pickerNotOnIPad), "\(lint)")
    #expect(!lint.stdout.contains("ShowInspector"), "\(lint)")
    let graph = try runRoster(["graph", folder.path + "/Studio/Base.lproj/Main.storyboard"])
    #expect(graph.status == 0, "\(graph)")
    #expect(graph.stdout.contains(#"label="ShowPicker\n(not on iPad)"];"#), "\(graph.stdout)")
    #expect(!graph.stdout.contains("not on iPhone"), "\(graph.stdout)")
  }

  /// An app for both devices is run as an iPhone, and linted and graphed for every device.
  @Test func anAppForBothDevicesStaysAnIPhonesByDefault() throws {
    let folder = try project(family: "1,2")
    defer { folder.remove() }
    let shell = try runRoster(["--memory", "--storyboard", folder.path], stdin: "show\n")
    #expect(shell.stdout.contains("Phone Picker"), "\(shell)")
    #expect(!shell.stdout.contains("[Inspector]"), "\(shell)")
    let lint = try runRoster(["lint", folder.path])
    #expect(!lint.stdout.contains("ShowPicker"), "\(lint)")
    let graph = try runRoster(["graph", folder.path + "/Studio/Base.lproj/Main.storyboard"])
    #expect(!graph.stdout.contains("not on"), "\(graph.stdout)")
  }
}
