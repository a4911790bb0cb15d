import RosterSupport
import RosterTestSupport
import Testing

/// Projects as newer Xcodes write them: folders kept in sync with the disk (Xcode 16), build
/// settings for one SDK only (`KEY[sdk=iphoneos*]`), generated Info.plist keys beside a file
/// that names the same key (the generated one is what the build writes).
@Suite struct XcodeProjectSettingsTests {
  typealias Target = XcodeProjectFixture.Target

  /// Xcode 16's template: the app's folder is a `PBXFileSystemSynchronizedRootGroup` (no file
  /// is listed in the project), the Info.plist is partial (its scene manifest) and the rest is
  /// generated; the widget extension's folder beside it holds a storyboard named alike.
  @Test func aSynchronizedFolderProjectOpensItsScenesStoryboard() throws {
    let folder = try XcodeProjectTests.project(
      [
        "Notes.xcodeproj": [
          Target(
            name: "Notes",
            settings: [
              "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Notes/Info.plist",
              "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
              "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
              "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
            ],
            synchronizedFolders: ["Notes"]),
          Target(
            name: "NotesWidget", productType: "com.apple.product-type.app-extension",
            settings: [
              "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "NotesWidget/Info.plist",
            ],
            synchronizedFolders: ["NotesWidget"]),
        ]
      ],
      files: [
        "Notes/Info.plist": XcodeProjectFixture.infoPlist(
          [:], scene: ("$(PRODUCT_MODULE_NAME).SceneDelegate", "Main")),
        "NotesWidget/Info.plist": XcodeProjectFixture.infoPlist([
          "NSExtensionPointIdentifier": "com.apple.widgetkit-extension"
        ]),
      ],
      storyboards: [
        "Notes/Base.lproj/Main.storyboard", "Notes/Base.lproj/LaunchScreen.storyboard",
        "NotesWidget/Main.storyboard",
      ])
    defer { folder.remove() }
    for project in [folder.path, folder.path + "/Notes.xcodeproj"] {
      let run = try runRoster(["--storyboard", project], stdin: "show\n")
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout.hasPrefix("[Cancel]  Form  [Done]\n"), "\(run)")
      #expect(
        run.stderr
          == "roster: opening \(folder.path)/Notes/Base.lproj/Main.storyboard "
          + "(\(folder.path)/Notes/Info.plist)\n", "\(run)")
    }
    let widget = try runRoster(["--storyboard", folder.path, "--target", "NotesWidget"])
    #expect(widget.status == 1, "\(widget)")
    #expect(
      widget.stderr
        == "roster: \(folder.path): 'NotesWidget' is an app extension, not an iOS app Roster "
        + "runs; apps: Notes\n", "\(widget)")
  }

  /// A multiplatform target: `INFOPLIST_KEY_UIMainStoryboardFile[sdk=iphoneos*]` is what an
  /// iOS build reads (not the Mac's `[sdk=macosx*]` value, nor the unconditioned one).
  @Test func anIOSConditionedSettingIsWhatTheIOSBuildReads() throws {
    let folder = try XcodeProjectTests.project(
      [
        "Atlas.xcodeproj": [
          Target(
            name: "Atlas",
            settings: [
              "GENERATE_INFOPLIST_FILE": "YES", "SDKROOT": "auto",
              "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx",
              "INFOPLIST_KEY_UIMainStoryboardFile": "Shared",
              "INFOPLIST_KEY_UIMainStoryboardFile[sdk=iphoneos*]": "Phone",
              "INFOPLIST_KEY_UIMainStoryboardFile[sdk=macosx*]": "Desk",
            ],
            resources: [
              "Atlas/Base.lproj/Shared.storyboard", "Atlas/Base.lproj/Phone.storyboard",
              "Atlas/Base.lproj/Desk.storyboard",
            ])
        ]
      ],
      storyboards: [
        "Atlas/Base.lproj/Shared.storyboard", "Atlas/Base.lproj/Phone.storyboard",
        "Atlas/Base.lproj/Desk.storyboard",
      ])
    defer { folder.remove() }
    let run = try runRoster(["--storyboard", folder.path], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "roster: opening \(folder.path)/Atlas/Base.lproj/Phone.storyboard "
        + "(\(folder.path)/Atlas.xcodeproj/project.pbxproj "
        + "(INFOPLIST_KEY_UIMainStoryboardFile))\n", "\(run)")
  }

  /// Both name a main storyboard: Xcode's build adds the generated keys onto the file's, so
  /// `INFOPLIST_KEY_UIMainStoryboardFile` is what the built app launches.
  @Test func aGeneratedKeyWinsOverTheSameKeyInTheFile() throws {
    let folder = try XcodeProjectTests.project(
      [
        "Tally.xcodeproj": [
          Target(
            name: "Tally",
            settings: [
              "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Tally/Info.plist",
              "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
            ],
            resources: ["Tally/Base.lproj/Main.storyboard", "Tally/Base.lproj/Legacy.storyboard"])
        ]
      ],
      files: [
        "Tally/Info.plist": XcodeProjectFixture.infoPlist(["UIMainStoryboardFile": "Legacy"])
      ],
      storyboards: ["Tally/Base.lproj/Main.storyboard", "Tally/Base.lproj/Legacy.storyboard"])
    defer { folder.remove() }
    let run = try runRoster(["--storyboard", folder.path], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "roster: opening \(folder.path)/Tally/Base.lproj/Main.storyboard "
        + "(\(folder.path)/Tally.xcodeproj/project.pbxproj "
        + "(INFOPLIST_KEY_UIMainStoryboardFile))\n", "\(run)")
  }
}
