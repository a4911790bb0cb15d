import RosterTestSupport
import Testing

/// An iPad-only storyboard (`targetRuntime="iOS.CocoaTouch.iPad"`, an app's `~ipad` file) is
/// loaded only on an iPad, so every entry point runs and checks it as one unless `--device` or
/// `$ROSTER_DEVICE` says otherwise, file by file in a folder. Lint and graph checked it for
/// every device (no `segue-not-on-device`, nothing grey) while the shell ran it as an iPad.
///
/// The two fixtures differ only in their target runtime: Library's Phone Picker button is
/// installed in compact width only (segue ShowPicker, the Picker scene's only way in), its
/// Inspector button in regular width only (ShowInspector).
@Suite struct IPadOnlyStoryboardEndToEndTests {
  let folder = Fixtures.shellTests + "/IPadOnly"
  var iPadOnly: String { folder + "/Studio~ipad.storyboard" }

  private let pickerNotOnIPad =
    "Studio~ipad.storyboard:39: warning: the segue 'ShowPicker' from “Library” cannot be taken "
    + "on an iPad"
  private let pickerUnreachable =
    "Studio~ipad.storyboard:83: warning: “Picker” is unreachable on an iPad"

  @Test func lintChecksAnIPadOnlyFileAsAnIPadAndTheOthersForEveryDevice() throws {
    let lint = try runRoster(["lint", folder])
    #expect(lint.status == 0, "\(lint)")
    #expect(lint.stdout.contains(pickerNotOnIPad), "\(lint.stdout)")
    #expect(lint.stdout.contains(pickerUnreachable), "\(lint.stdout)")
    // The universal file is still checked for every device: nothing of either button.
    #expect(!lint.stdout.contains("Studio.storyboard:"), "\(lint.stdout)")
    #expect(lint.stdout.hasSuffix("0 errors, 2 warnings in 2 storyboards\n"), "\(lint.stdout)")
    // Told the device, both files are checked on it.
    let phone = try runRoster(["lint", "--device", "iphone", folder])
    #expect(!phone.stdout.contains("ShowPicker"), "\(phone.stdout)")
    for file in ["Studio.storyboard", "Studio~ipad.storyboard"] {
      #expect(
        phone.stdout.contains(
          file + ":47: warning: the segue 'ShowInspector' from “Library” cannot be taken on an "
            + "iPhone"), "\(phone.stdout)")
    }
    let environment = try runRoster(["lint", folder], environment: ["ROSTER_DEVICE": "iphone"])
    #expect(environment.stdout == phone.stdout, "\(environment)")
  }

  @Test func graphDrawsAnIPadOnlyFileAsAnIPad() throws {
    let graph = try runRoster(["graph", folder])
    #expect(graph.status == 0, "\(graph)")
    let grey = "style=dashed, color=gray50, fontcolor=gray50, "
    #expect(
      graph.stdout.components(separatedBy: grey + #"label="ShowPicker\n(not on iPad)"];"#)
        .count == 2, "\(graph.stdout)")
    #expect(!graph.stdout.contains("not on iPhone"), "\(graph.stdout)")
    #expect(
      graph.stdout.components(separatedBy: #"[color=black, label="ShowInspector"];"#).count == 3,
      "\(graph.stdout)")
    let phone = try runRoster(["graph", "--device", "iphone", iPadOnly])
    #expect(phone.stdout.contains(#"label="ShowInspector\n(not on iPhone)"];"#), "\(phone)")
    #expect(phone.stdout.contains(#"[color=black, label="ShowPicker"];"#), "\(phone)")
  }

  @Test func theShellScriptsAndCheckRunAnIPadOnlyFileAsAnIPad() throws {
    let shell = try runRoster(["--memory", "--storyboard", iPadOnly], stdin: "show\n")
    #expect(shell.stdout.contains("[Inspector]"), "\(shell)")
    #expect(!shell.stdout.contains("Phone Picker"), "\(shell)")
    let scripts = try TemporaryDirectory([
      "inspect.rosterscript": "tap Inspector\nexpect scene Inspector\n"
    ])
    defer { scripts.remove() }
    let script = scripts.path + "/inspect.rosterscript"
    let run = try runRoster(["--memory", "--storyboard", iPadOnly, script])
    #expect(run.status == 0, "\(run)")
    let check = try runRoster(["check", "--storyboard", iPadOnly, script])
    #expect(check.status == 0, "\(check)")
    // On an iPhone (told so) the Inspector button is not installed.
    let phone = try runRoster(["check", "--device", "iphone", "--storyboard", iPadOnly, script])
    #expect(phone.status == 1, "\(phone)")
    #expect(phone.stderr.contains("no button \"Inspector\""), "\(phone)")
    let universal = try runRoster([
      "--memory", "--storyboard", folder + "/Studio.storyboard", script,
    ])
    #expect(universal.status == 1, "\(universal)")
  }

  @Test func exploreRunsEachFileOfAFolderOnItsOwnDevice() throws {
    let explore = try runRoster(["explore", "--storyboard", folder])
    #expect(
      explore.stdout.contains(
        "segue \"ShowPicker\" from \"Library\" fires from a button an iPad does not install"),
      "\(explore)")
    #expect(
      explore.stdout.contains(
        "segue \"ShowInspector\" from \"Library\" fires from a button an iPhone does not "
          + "install"), "\(explore)")
    #expect(!explore.stdout.contains("ShowPicker\" from \"Library\" fires from a button an iPhone"))
    #expect(
      !explore.stdout.contains("ShowInspector\" from \"Library\" fires from a button an iPad"))
  }
}
