import Foundation
import RosterTestSupport
import Testing

/// An app without an Xcode project (a vendored sample: `Info.plist` beside `Base.lproj`) whose
/// Info.plist says `UIDeviceFamily` `[2]` is installed on an iPad only, so the storyboard it
/// launches runs, explores and lints as an iPad's unless told a device; `[1, 2]` and no key
/// stay an iPhone's, and a project's target says what its app is over its plist. Roster read
/// no plist for the device and ran the iPad app as an iPhone.
///
/// The storyboard is Studio's (`Tests/ShellTests/Fixtures/IPadOnly`): Library's Phone Picker
/// button is installed in compact width only (segue ShowPicker), its Inspector button in
/// regular width only (ShowInspector).
@Suite struct InfoPlistDeviceFamilyEndToEndTests {
  typealias Target = XcodeProjectFixture.Target

  /// Studio's app folder without a project, its Info.plist saying `family` (none when nil).
  private func app(family: [Int]?) throws -> TemporaryDirectory {
    try TemporaryDirectory([
      "Studio/Info.plist": InfoPlistFixture.xml(family: family, requiresIPhoneOS: true),
      "Studio/Base.lproj/Main.storyboard": try String(
        contentsOfFile: Fixtures.shellTests + "/IPadOnly/Studio.storyboard", encoding: .utf8),
    ])
  }

  private let pickerNotOnIPad =
    "Main.storyboard:39: warning: the segue 'ShowPicker' from “Library” cannot be taken on an "
    + "iPad"

  @Test func anIPadOnlyAppRunsExploresAndLintsAsAnIPad() throws {
    let folder = try app(family: [2])
    defer { folder.remove() }
    let storyboard = folder.path + "/Studio/Base.lproj/Main.storyboard"
    for opened in [folder.path, folder.path + "/Studio", storyboard] {
      let shell = try runRoster(["--memory", "--storyboard", opened], stdin: "show\n")
      #expect(shell.status == 0, "\(shell)")
      #expect(shell.stdout.contains("[Inspector]"), "\(opened): \(shell)")
      #expect(!shell.stdout.contains("Phone Picker"), "\(opened): \(shell)")
    }
    // What explore prints names the device it ran on.
    let explore = try runRoster(["explore", "--storyboard", folder.path])
    #expect(
      explore.stdout.contains(
        "segue \"ShowPicker\" from \"Library\" fires from a button an iPad does not install"),
      "\(explore)")
    #expect(!explore.stdout.contains("iPhone"), "\(explore)")
    let lint = try runRoster(["lint", folder.path])
    #expect(lint.stdout.contains(pickerNotOnIPad), "\(lint)")
    #expect(!lint.stdout.contains("ShowInspector"), "\(lint)")
    // Told the device, it runs there.
    let phone = try runRoster(
      ["--memory", "--device", "iphone", "--storyboard", folder.path], stdin: "show\n")
    #expect(phone.stdout.contains("Phone Picker"), "\(phone)")
  }

  /// At a real terminal, the shell opened on the iPad app's folder draws the iPad's Library:
  /// its Inspector button, not the iPhone's Phone Picker.
  @Test(
    .enabled(if: rosterPath != nil && TmuxSession.tmuxPath != nil && rosterRunsAShell, skipReason))
  func theShellAtATerminalDrawsTheIPadsScene() throws {
    let folder = try app(family: [2])
    defer { folder.remove() }
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(["--memory", "--storyboard", folder.path], home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.enter("show", prompt: prompt)
    let rows = try session.waitForScreen("Library drawn") { rows in
      rows.contains { $0.contains("[Inspector]") }
    }
    #expect(!rows.contains { $0.contains("Phone Picker") }, "\(rows)")
  }

  /// A universal app (`[1, 2]`) and one without the key are explored as an iPhone, and linted
  /// for every device.
  @Test func universalAndUnsetFamiliesStayAnIPhones() throws {
    for family in [[1, 2], nil] {
      let folder = try app(family: family)
      defer { folder.remove() }
      let shell = try runRoster(["--memory", "--storyboard", folder.path], stdin: "show\n")
      #expect(shell.stdout.contains("Phone Picker"), "\(String(describing: family)): \(shell)")
      #expect(!shell.stdout.contains("[Inspector]"), "\(shell)")
      let explore = try runRoster(["explore", "--storyboard", folder.path])
      #expect(
        explore.stdout.contains(
          "segue \"ShowInspector\" from \"Library\" fires from a button an iPhone does not "
            + "install"),
        "\(explore)")
      let lint = try runRoster(["lint", folder.path])
      #expect(!lint.stdout.contains("ShowPicker"), "\(lint)")
    }
  }

  /// Xcode's build writes the target's `TARGETED_DEVICE_FAMILY` over the plist's key, so a
  /// target for the iPhone (1) runs as an iPhone whatever its Info.plist says.
  @Test func aTargetsFamilyWinsOverItsInfoPlist() throws {
    let folder = try app(family: [2])
    defer { folder.remove() }
    try folder.write(
      "Studio.xcodeproj/project.pbxproj",
      XcodeProjectFixture.pbxproj([
        Target(
          name: "Studio",
          settings: [
            "INFOPLIST_FILE": "Studio/Info.plist",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.studio",
            "TARGETED_DEVICE_FAMILY": "1",
          ],
          resources: ["Studio/Base.lproj/Main.storyboard"])
      ]))
    let shell = try runRoster(["--memory", "--storyboard", folder.path], stdin: "show\n")
    #expect(shell.status == 0, "\(shell)")
    #expect(shell.stdout.contains("Phone Picker"), "\(shell)")
    #expect(!shell.stdout.contains("[Inspector]"), "\(shell)")
  }
}
