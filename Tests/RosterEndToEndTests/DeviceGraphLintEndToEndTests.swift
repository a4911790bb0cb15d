import RosterTestSupport
import Testing

/// `roster graph --device` and `roster lint --device`: a segue whose only trigger a size-class
/// variation does not install on the device is no way a user can go there. Both commands took
/// no `--device` and drew and checked every segue as if every view were on every device.
@Suite struct DeviceGraphLintEndToEndTests {
  /// A button installed for regular width only ("Preview Beside", segue ShowPreview to a scene
  /// with no other way in) and a bar button item on every device (ShowSettings).
  let storyboard =
    TestPaths.packageRoot + "/Tests/StoryboardTests/Fixtures/DeviceTriggers/Main.storyboard"

  @Test func graphDrawsASegueAnIPhoneCannotTakeGreyAndSaysSo() throws {
    let phone = try runRoster(["graph", "--device", "iphone", storyboard])
    #expect(phone.status == 0, "\(phone)")
    #expect(
      phone.stdout.contains(
        #""0:lib-1" -> "0:pre-1" [style=dashed, color=gray50, fontcolor=gray50, "#
          + #"label="ShowPreview\n(not on iPhone)"];"#), "\(phone.stdout)")
    // The bar button item is on every device: its segue is drawn as ever.
    #expect(
      phone.stdout.contains(#""0:lib-1" -> "0:set-1" [color=black, label="ShowSettings"];"#),
      "\(phone.stdout)")
    let pad = try runRoster(["graph", "--device", "ipad", storyboard])
    #expect(pad.status == 0, "\(pad)")
    #expect(
      pad.stdout.contains(#""0:lib-1" -> "0:pre-1" [color=black, label="ShowPreview"];"#),
      "\(pad.stdout)")
    #expect(!pad.stdout.contains("not on"), "\(pad.stdout)")
    // Without a device every segue is drawn as the storyboard has it, as before.
    let plain = try runRoster(["graph", storyboard])
    #expect(plain.stdout == pad.stdout, "\(plain.stdout)")
    let environment = try runRoster(
      ["graph", storyboard], environment: ["ROSTER_DEVICE": "iphone"])
    #expect(environment.stdout == phone.stdout, "\(environment)")
  }

  @Test func lintWarnsOfASegueAndASceneAnIPhoneCannotReach() throws {
    let phone = try runRoster(["lint", "--device", "iphone", storyboard])
    #expect(phone.status == 0, "\(phone)")
    #expect(
      phone.stdout.contains(
        "Main.storyboard:46: warning: the segue 'ShowPreview' from “Library” cannot be taken on "
          + "an iPhone: every view that triggers it is uninstalled by a size-class variation "
          + "there (only app code can perform it); install one for the iPhone's size classes, "
          + "or give it another way in [segue-not-on-device]"), "\(phone.stdout)")
    #expect(
      phone.stdout.contains(
        "Main.storyboard:88: warning: “Preview” is unreachable on an iPhone: every segue into "
          + "it starts from a view a size-class variation uninstalls there, and it has no "
          + "storyboard ID for app code [unreachable-on-device]"), "\(phone.stdout)")
    #expect(!phone.stdout.contains("ShowSettings"), "\(phone.stdout)")
    let pad = try runRoster(["lint", "--device", "ipad", storyboard])
    #expect(!pad.stdout.contains("-on-device]"), "\(pad.stdout)")
    // Without a device, lint checks the storyboard for every device, as before.
    let plain = try runRoster(["lint", storyboard])
    #expect(plain.stdout == pad.stdout, "\(plain.stdout)")
    let environment = try runRoster(["lint", storyboard], environment: ["ROSTER_DEVICE": "iphone"])
    #expect(environment.stdout == phone.stdout, "\(environment)")
  }

  @Test func lintAndGraphRefuseAnUnknownDeviceAndListTheOption() throws {
    for command in ["lint", "graph"] {
      let wrong = try runRoster([command, "--device", "ipod", storyboard])
      #expect(wrong.status == 2, "\(wrong)")
      #expect(wrong.stderr.contains("iphone or ipad"), "\(wrong)")
      let help = try runRoster([command, "--help"])
      #expect(help.stdout.contains("--device iphone|ipad"), "\(help)")
      let environment = try runRoster(
        [command, storyboard], environment: ["ROSTER_DEVICE": "ipod"])
      #expect(environment.status == 2, "\(environment)")
      #expect(environment.stderr.contains("ROSTER_DEVICE is 'ipod'"), "\(environment)")
    }
  }
}
