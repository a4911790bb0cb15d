import RosterTestSupport
import Testing

/// `roster graph --device` and `roster lint --device`: a segue whose only trigger a size-class
/// variation does not install on the device is no way a user can go there. Both commands took
/// no `--device` and drew and checked every segue as if every view were on every device.
@Suite struct DeviceGraphLintEndToEndTests {
  /// A button installed for regular width only ("Preview Beside", segue ShowPreview to a scene
  /// with no other way in), a toolbar for compact width only (its Share item's segue
  /// ShareFromToolbar to Settings) and a bar button item on every device (ShowSettings).
  let storyboard =
    TestPaths.packageRoot + "/Tests/StoryboardTests/Fixtures/DeviceTriggers/Main.storyboard"

  private let preview = #""0:lib-1" -> "0:pre-1" "#
  private let share = #""0:lib-1" -> "0:set-1" "#
  private let grey = "[style=dashed, color=gray50, fontcolor=gray50, "

  @Test func graphDrawsASegueTheDeviceCannotTakeGreyAndSaysSo() throws {
    let phone = try runRoster(["graph", "--device", "iphone", storyboard])
    #expect(phone.status == 0, "\(phone)")
    #expect(
      phone.stdout.contains(preview + grey + #"label="ShowPreview\n(not on iPhone)"];"#),
      "\(phone.stdout)")
    #expect(phone.stdout.contains(share + #"[color=black, label="ShareFromToolbar"];"#))
    // The navigation bar's item is on every device: its segue is drawn as ever.
    #expect(phone.stdout.contains(share + #"[color=black, label="ShowSettings"];"#))
    let pad = try runRoster(["graph", "--device", "ipad", storyboard])
    #expect(pad.status == 0, "\(pad)")
    #expect(pad.stdout.contains(preview + #"[color=black, label="ShowPreview"];"#))
    #expect(
      pad.stdout.contains(share + grey + #"label="ShareFromToolbar\n(not on iPad)"];"#),
      "\(pad.stdout)")
    // Without a device every segue is drawn as the storyboard has it, as before.
    let plain = try runRoster(["graph", storyboard])
    #expect(plain.status == 0, "\(plain)")
    #expect(!plain.stdout.contains("not on") && !plain.stdout.contains("gray50"))
    #expect(plain.stdout.contains(preview + #"[color=black, label="ShowPreview"];"#))
    #expect(plain.stdout.contains(share + #"[color=black, label="ShareFromToolbar"];"#))
    let environment = try runRoster(
      ["graph", storyboard], environment: ["ROSTER_DEVICE": "iphone"])
    #expect(environment.stdout == phone.stdout, "\(environment)")
  }

  @Test func lintWarnsOfASegueAndASceneTheDeviceCannotReach() throws {
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
        "Main.storyboard:104: warning: “Preview” is unreachable on an iPhone: every segue into "
          + "it starts from a view a size-class variation uninstalls there, and it has no "
          + "storyboard ID for app code [unreachable-on-device]"), "\(phone.stdout)")
    #expect(!phone.stdout.contains("ShowSettings") && !phone.stdout.contains("ShareFromToolbar"))
    let pad = try runRoster(["lint", "--device", "ipad", storyboard])
    #expect(
      pad.stdout.contains(
        "Main.storyboard:54: warning: the segue 'ShareFromToolbar' from “Library” cannot be "
          + "taken on an iPad"), "\(pad.stdout)")
    // Settings is still reached from the navigation bar.
    #expect(!pad.stdout.contains("unreachable"), "\(pad.stdout)")
    // Without a device, lint checks the storyboard for every device, as before.
    let plain = try runRoster(["lint", storyboard])
    #expect(plain.stdout == "0 errors, 0 warnings in 1 storyboard\n", "\(plain.stdout)")
    let environment = try runRoster(["lint", storyboard], environment: ["ROSTER_DEVICE": "iphone"])
    #expect(environment.stdout == phone.stdout, "\(environment)")
  }

  @Test func exploreNamesTheTriggerADeviceDoesNotInstall() throws {
    let pad = try runRoster(["explore", "--device", "ipad", "--storyboard", storyboard])
    #expect(
      pad.stdout.contains(
        "segue \"ShareFromToolbar\" from \"Library\" fires from a bar button item an iPad does "
          + "not install (size classes)"), "\(pad)")
    // Nor is the item a button connected to nothing there: the iPad has no such toolbar.
    #expect(!pad.stdout.contains("Share is connected to nothing"), "\(pad)")
    let phone = try runRoster(["explore", "--storyboard", storyboard])
    #expect(
      phone.stdout.contains(
        "segue \"ShowPreview\" from \"Library\" fires from a button an iPhone does not install"),
      "\(phone)")
  }

  @Test func aToolbarADeviceDoesNotInstallIsNotDrawnThere() throws {
    let phone = try runRoster(["--memory", "--storyboard", storyboard], stdin: "show\n")
    #expect(phone.stdout.contains("toolbar: [Share]"), "\(phone)")
    let pad = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: "show\ntap Share\n")
    #expect(!pad.stdout.contains("toolbar:"), "\(pad)")
    #expect(pad.status != 0, "\(pad)")
  }

  @Test func theShellsGraphIsForTheSessionsDevice() throws {
    let phone = try runRoster(["--memory", "--storyboard", storyboard], stdin: "graph\n")
    #expect(phone.stdout.contains(grey + #"label="ShowPreview\n(not on iPhone)"];"#), "\(phone)")
    let pad = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: "graph\n")
    #expect(pad.stdout.contains(grey + #"label="ShareFromToolbar\n(not on iPad)"];"#), "\(pad)")
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
