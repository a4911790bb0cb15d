import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// `roster --storyboard PROJECT` opens what iOS launches, read from `project.pbxproj` as Xcode's
/// build reads it: app targets only, their `INFOPLIST_FILE` (any name), generated keys, binary
/// plists; an app launched from code, or one naming a storyboard it lacks, is said so.
@Suite struct XcodeProjectTests {
  typealias Target = XcodeProjectFixture.Target
  static let form = packageRoot() + "/Tests/ShellTests/Fixtures/Form.storyboard"

  /// A folder holding `files` (text), `projects` (folder → targets) and the storyboards named,
  /// each a copy of the form fixture.
  static func project(
    _ projects: [String: [Target]], files: [String: String] = [:], storyboards: [String] = []
  ) throws -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    for (path, targets) in projects {
      try folder.write(path + "/project.pbxproj", XcodeProjectFixture.pbxproj(targets))
    }
    for (path, text) in files { try folder.write(path, text) }
    let form = try FileSystem.read(form)
    for storyboard in storyboards { try folder.write(storyboard, form) }
    return folder
  }

  /// A CS193p-era project: `TopSpots/TopSpots-Info.plist` (named by `INFOPLIST_FILE`) says
  /// `Main_iPhone`; a vendored framework's binary Info.plist under `Pods/` and a test bundle's
  /// plist are not the app's and never stop the search.
  @Test func theTargetsInfoPlistIsReadWhateverItsName() throws {
    let folder = try Self.project(
      [
        "TopSpots.xcodeproj": [
          Target(
            name: "TopSpots", settings: ["INFOPLIST_FILE": "TopSpots/TopSpots-Info.plist"],
            resources: [
              "TopSpots/Base.lproj/Main_iPhone.storyboard",
              "TopSpots/Base.lproj/Main_iPad.storyboard",
            ]),
          Target(
            name: "TopSpotsTests", productType: "com.apple.product-type.bundle.unit-test",
            settings: ["INFOPLIST_FILE": "TopSpotsTests/TopSpotsTests-Info.plist"]),
        ]
      ],
      files: [
        "TopSpots/TopSpots-Info.plist": XcodeProjectFixture.infoPlist([
          "UIMainStoryboardFile": "Main_iPhone", "UIMainStoryboardFile~ipad": "Main_iPad",
          "CFBundlePackageType": "APPL",
        ]),
        "TopSpotsTests/TopSpotsTests-Info.plist": XcodeProjectFixture.infoPlist([
          "CFBundlePackageType": "BNDL"
        ]),
        "Pods/Flurry/Flurry.framework/Info.plist": "bplist00\u{1}\u{2}",
      ],
      storyboards: [
        "TopSpots/Base.lproj/Main_iPhone.storyboard", "TopSpots/Base.lproj/Main_iPad.storyboard",
      ])
    defer { folder.remove() }
    for project in [folder.path, folder.path + "/TopSpots.xcodeproj"] {
      let run = try runRoster(["--storyboard", project], stdin: "show\n")
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout.hasPrefix("[Cancel]  Form  [Done]\n"), "\(run)")
      #expect(
        run.stderr
          == "roster: opening \(folder.path)/TopSpots/Base.lproj/Main_iPhone.storyboard "
          + "(\(folder.path)/TopSpots/TopSpots-Info.plist)\n", "\(run)")
    }
  }

  /// Xcode 13 and later: `GENERATE_INFOPLIST_FILE` with `INFOPLIST_KEY_UIMainStoryboardFile`,
  /// merged with a partial Info.plist file; the extension and the tvOS app beside it are not
  /// apps to launch, and say so when chosen.
  static func journal() throws -> TemporaryDirectory {
    try project(
      [
        "Journal.xcodeproj": [
          Target(
            name: "Journal",
            settings: [
              "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Journal/Info.plist",
              "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
              "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
              "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
            ],
            resources: [
              "Journal/Base.lproj/Main.storyboard", "Journal/Base.lproj/LaunchScreen.storyboard",
            ]),
          Target(
            name: "JournalWidget", productType: "com.apple.product-type.app-extension",
            settings: ["INFOPLIST_FILE": "JournalWidget/Info.plist"],
            resources: ["JournalWidget/Base.lproj/MainInterface.storyboard"]),
          Target(
            name: "JournalTV",
            settings: ["INFOPLIST_FILE": "JournalTV/Info.plist", "SDKROOT": "appletvos"],
            resources: ["JournalTV/Base.lproj/Main.storyboard"]),
        ]
      ],
      files: [
        "Journal/Info.plist": XcodeProjectFixture.infoPlist([
          "ITSEncryptionExportComplianceCode": "none"
        ]),
        "JournalWidget/Info.plist": XcodeProjectFixture.infoPlist([
          "NSExtensionPointIdentifier": "com.apple.widget-extension"
        ]),
        "JournalTV/Info.plist": XcodeProjectFixture.infoPlist(["UIMainStoryboardFile": "Main"]),
      ],
      storyboards: [
        "Journal/Base.lproj/Main.storyboard", "Journal/Base.lproj/LaunchScreen.storyboard",
        "JournalWidget/Base.lproj/MainInterface.storyboard", "JournalTV/Base.lproj/Main.storyboard",
      ])
  }

  @Test func generatedKeysAreMergedWithAPartialInfoPlist() throws {
    let folder = try Self.journal()
    defer { folder.remove() }
    let run = try runRoster(["--storyboard", folder.path + "/Journal.xcodeproj"], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "roster: opening \(folder.path)/Journal/Base.lproj/Main.storyboard "
        + "(\(folder.path)/Journal.xcodeproj/project.pbxproj "
        + "(INFOPLIST_KEY_UIMainStoryboardFile))\n", "\(run)")
  }

  @Test(arguments: [
    ("JournalTV", "'JournalTV' is a tvOS app, not an iOS app Roster runs; apps: Journal"),
    (
      "JournalWidget",
      "'JournalWidget' is an app extension, not an iOS app Roster runs; apps: Journal"
    ),
    ("Jurnal", "no app target named 'Jurnal'; did you mean \"Journal\"?; apps: Journal"),
  ])
  func aTargetThatIsNoAppIsSaidSo(target: String, message: String) throws {
    let folder = try Self.journal()
    defer { folder.remove() }
    let run = try runRoster(["--storyboard", folder.path, "--target", target], stdin: "show\n")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout == "")
    #expect(run.stderr == "roster: \(folder.path): \(message)\n", "\(run)")
  }

  /// A scene manifest without a storyboard: the SceneDelegate builds the window, so nothing is
  /// opened (not the notification extension's storyboard, the project's only other one).
  @Test func anAppLaunchedFromCodeSaysSoAndOpensNothing() throws {
    let folder = try Self.project(
      [
        "Relay.xcodeproj": [
          Target(
            name: "Relay", settings: ["INFOPLIST_FILE": "$(SRCROOT)/$(TARGET_NAME)/Info.plist"],
            resources: ["Relay/Base.lproj/LaunchScreen.storyboard", "Relay/Onboarding.storyboard"]
          ),
          Target(
            name: "RelayNotification", productType: "com.apple.product-type.app-extension",
            settings: ["INFOPLIST_FILE": "RelayNotification/Info.plist"],
            resources: ["RelayNotification/Base.lproj/MainInterface.storyboard"]),
        ]
      ],
      files: [
        "Relay/Info.plist": XcodeProjectFixture.infoPlist(
          ["CFBundlePackageType": "APPL"],
          scene: ("$(PRODUCT_MODULE_NAME).SceneDelegate", nil)),
        "RelayNotification/Info.plist": XcodeProjectFixture.infoPlist([
          "NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension"
        ]),
      ],
      storyboards: [
        "Relay/Base.lproj/LaunchScreen.storyboard", "Relay/Onboarding.storyboard",
        "RelayNotification/Base.lproj/MainInterface.storyboard",
      ])
    defer { folder.remove() }
    let run = try runRoster(["--storyboard", folder.path], stdin: "show\n")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "roster: \(folder.path): Relay launches from code (SceneDelegate builds its window); "
        + "pass --storyboard FILE to run one of its storyboards: "
        + "\(folder.path)/Relay/Onboarding.storyboard\n", "\(run)")
  }

  /// An Info.plist naming a storyboard the app lacks: iOS stops at launch; so does Roster,
  /// naming the file and the key, instead of opening another storyboard.
  @Test func aMissingLaunchStoryboardIsWhatIOSWouldSay() throws {
    let folder = try Self.project(
      [
        "Ledger.xcodeproj": [
          Target(
            name: "Ledger", settings: ["INFOPLIST_FILE": "Ledger/Info.plist"],
            resources: ["Ledger/Base.lproj/Main.storyboard"])
        ]
      ],
      files: [
        "Ledger/Info.plist": XcodeProjectFixture.infoPlist(["UIMainStoryboardFile": "Start"])
      ],
      storyboards: ["Ledger/Base.lproj/Main.storyboard"])
    defer { folder.remove() }
    let run = try runRoster(["--storyboard", folder.path], stdin: "show\n")
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr
        == "roster: \(folder.path)/Ledger/Info.plist: UIMainStoryboardFile names 'Start', but "
        + "Ledger has no Start.storyboard, so iOS would stop at launch too; fix the key, or "
        + "pass a storyboard with --storyboard: \(folder.path)/Ledger/Base.lproj/Main.storyboard\n",
      "\(run)")
  }

  /// Two apps: one a line (target, storyboard, Info.plist), then `--target` opens one, whose
  /// Info.plist is a binary property list.
  @Test func severalAppsAreListedOneALineAndChosenWithTarget() throws {
    let folder = try Self.project(
      [
        "Duo.xcodeproj": [
          Target(
            name: "Alpha", settings: ["INFOPLIST_FILE": "Alpha/Info.plist"],
            resources: ["Alpha/Base.lproj/Main.storyboard"]),
          Target(
            name: "Beta", settings: ["INFOPLIST_FILE": "Beta/Info.plist"],
            resources: ["Beta/Base.lproj/Main.storyboard"]),
        ]
      ],
      files: ["Alpha/Info.plist": XcodeProjectFixture.infoPlist(["UIMainStoryboardFile": "Main"])],
      storyboards: ["Alpha/Base.lproj/Main.storyboard", "Beta/Base.lproj/Main.storyboard"])
    defer { folder.remove() }
    try XcodeProjectFixture.write(
      XcodeProjectFixture.binaryInfoPlist(launching: "Main"), to: folder.path + "/Beta/Info.plist")
    let list = try runRoster(["--storyboard", folder.path], stdin: "show\n")
    #expect(list.status == 1)
    #expect(
      list.stderr == """
        roster: \(folder.path): this folder holds 2 apps; choose one with --target NAME:
          Alpha  \(folder.path)/Alpha/Base.lproj/Main.storyboard  \(folder.path)/Alpha/Info.plist
          Beta   \(folder.path)/Beta/Base.lproj/Main.storyboard  \(folder.path)/Beta/Info.plist

        """, "\(list)")
    let run = try runRoster(["--storyboard", folder.path, "--target", "Beta"], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "roster: opening \(folder.path)/Beta/Base.lproj/Main.storyboard "
        + "(\(folder.path)/Beta/Info.plist)\n", "\(run)")
  }

  /// Without a project file, Info.plists as before with the same rules: a tvOS app's
  /// (its storyboard says `targetRuntime="AppleTV"`) is not a second app.
  @Test func withoutAProjectATVOSAppIsNotASecondApp() throws {
    let form = try FileSystem.read(Self.form)
    let folder = try Self.project(
      [:],
      files: [
        "Phone/Info.plist": XcodeProjectFixture.infoPlist(["UIMainStoryboardFile": "Main"]),
        "TV/Info.plist": XcodeProjectFixture.infoPlist(["UIMainStoryboardFile": "Main"]),
        "TV/Base.lproj/Main.storyboard": form.replacing(
          "version=\"3.0\"", with: "version=\"3.0\" targetRuntime=\"AppleTV\""),
      ],
      storyboards: ["Phone/Base.lproj/Main.storyboard"])
    defer { folder.remove() }
    let run = try runRoster(["--storyboard", folder.path], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "roster: opening \(folder.path)/Phone/Base.lproj/Main.storyboard "
        + "(\(folder.path)/Phone/Info.plist)\n", "\(run)")
  }

  /// explore, graph and check take a project as the shell does, and `--scene` wherever
  /// `--storyboard` goes.
  @Test func exploreGraphAndCheckTakeAProjectAndAScene() throws {
    let folder = try Self.journal()
    defer { folder.remove() }
    try folder.write("show.rosterscript", "show\n")
    let explore = try runRoster([
      "explore", "--storyboard", folder.path, "--scene", "Detail", "--max-states", "3",
    ])
    #expect(explore.status != 2, "\(explore)")
    #expect(
      explore.stderr.hasPrefix(
        "roster: opening \(folder.path)/Journal/Base.lproj/Main.storyboard"), "\(explore)")
    #expect(explore.stdout.contains("Journal/Base.lproj/Main.storyboard"), "\(explore)")
    let graph = try runRoster(["graph", folder.path + "/Journal.xcodeproj"])
    #expect(graph.status == 0, "\(graph)")
    #expect(graph.stdout.hasPrefix("digraph"), "\(graph)")
    let check = try runRoster([
      "check", "--storyboard", folder.path, "--target", "Journal", "--scene", "Detail",
      folder.path + "/show.rosterscript",
    ])
    #expect(check.status == 0, "\(check)")
    #expect(check.stdout == "1 passed, 0 failed\n", "\(check)")
  }
}
