import RosterSupport
import RosterTestSupport
import Storyboard
import Testing

/// `StoryboardProject.onlyDevice(forStoryboardAt:)` for apps without an Xcode project: the
/// Info.plist naming a storyboard (as its main or launch storyboard) decides by
/// `UIDeviceFamily`, `[2]` an iPad's alone. The folders are shaped as a vendored sample keeps
/// its app: `Info.plist` beside `Base.lproj`, no `.xcodeproj`, `.git` or `Package.swift`.
@Suite struct StoryboardProjectDeviceFamilyTests {
  private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="vc-1">
    <scenes/>
    </document>

    """

  /// The device for the storyboard at `relative` in `folder`, asked as a session does (the
  /// catalog beside the file, no folder given: the root is the file's own folder), then as
  /// lint does (the folder given).
  private func devices(of relative: String, in folder: TemporaryDirectory) -> [Device?] {
    let path = folder.file(relative)
    let alone = StoryboardCatalog(beside: path)
    let given = StoryboardCatalog(beside: path)
    given.rootHints = [folder.path]
    return [alone, given].map {
      $0.project(forFolder: FileSystem.directory(of: path))?.onlyDevice(forStoryboardAt: path)
    }
  }

  @Test func anIPadOnlyInfoPlistMakesItsMainAndLaunchStoryboardsAnIPads() throws {
    let folder = try TemporaryDirectory([
      "Studio/Info.plist": InfoPlistFixture.xml(family: [2], launch: "LaunchScreen"),
      "Studio/Base.lproj/Main.storyboard": storyboard,
      "Studio/Base.lproj/LaunchScreen.storyboard": storyboard,
      "Studio/Scenes/Detail.storyboard": storyboard,
    ])
    defer { folder.remove() }
    #expect(devices(of: "Studio/Base.lproj/Main.storyboard", in: folder) == [.ipad, .ipad])
    #expect(devices(of: "Studio/Base.lproj/LaunchScreen.storyboard", in: folder) == [.ipad, .ipad])
    // Named by no Info.plist: the plist says nothing of it.
    #expect(devices(of: "Studio/Scenes/Detail.storyboard", in: folder) == [nil, nil])
  }

  /// A binary plist (as a built app bundle holds it), its family a one-byte integer object.
  @Test func aBinaryInfoPlistIsReadToo() throws {
    let folder = try TemporaryDirectory(["Studio/Main.storyboard": storyboard])
    defer { folder.remove() }
    let values = PropertyList.dictionary([
      ("CFBundlePackageType", .string("APPL")),
      ("UIMainStoryboardFile", .string("Main")),
      ("UIDeviceFamily", .array([.other("2")])),
    ])
    try FileSystem.replaceAtomically(
      folder.file("Studio/Info.plist"), with: BinaryWriter.bytes(of: values))
    #expect(devices(of: "Studio/Main.storyboard", in: folder) == [.ipad, .ipad])
  }

  /// An app with a scene manifest launches its configuration's storyboard
  /// (`UISceneStoryboardFile`), which iOS opens instead of `UIMainStoryboardFile`.
  @Test func aSceneStoryboardIsTheOneLaunched() throws {
    let manifest = """
      \t<key>UIApplicationSceneManifest</key>
      \t<dict>
      \t\t<key>UISceneConfigurations</key>
      \t\t<dict>
      \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
      \t\t\t<array>
      \t\t\t\t<dict>
      \t\t\t\t\t<key>UISceneStoryboardFile</key>
      \t\t\t\t\t<string>Scenes</string>
      \t\t\t\t</dict>
      \t\t\t</array>
      \t\t</dict>
      \t</dict>

      """
    let folder = try TemporaryDirectory([
      "Studio/Info.plist": InfoPlistFixture.xml(family: [2]).replacing(
        "</dict>\n</plist>", with: manifest + "</dict>\n</plist>"),
      "Studio/Base.lproj/Scenes.storyboard": storyboard,
      "Studio/Base.lproj/Main.storyboard": storyboard,
    ])
    defer { folder.remove() }
    #expect(devices(of: "Studio/Base.lproj/Scenes.storyboard", in: folder) == [.ipad, .ipad])
    #expect(devices(of: "Studio/Base.lproj/Main.storyboard", in: folder) == [nil, nil])
  }

  /// `[1, 2]` is universal, and a plist without the key is an iPhone app's.
  @Test func universalAndUnsetFamiliesAreNoIPadsAlone() throws {
    for family in [[1, 2], [1], nil] {
      let folder = try TemporaryDirectory([
        "Studio/Info.plist": InfoPlistFixture.xml(family: family),
        "Studio/Base.lproj/Main.storyboard": storyboard,
      ])
      defer { folder.remove() }
      #expect(
        devices(of: "Studio/Base.lproj/Main.storyboard", in: folder) == [nil, nil],
        "\(String(describing: family))")
    }
  }

  /// A storyboard two apps of the folder launch (an app and one nested in it, as a sample
  /// keeps a variant) is an iPad's alone only when both are iPad apps.
  @Test func aStoryboardSharedWithAnIPhoneAppIsNoIPadsAlone() throws {
    let folder = try TemporaryDirectory([
      "Studio/Info.plist": InfoPlistFixture.xml(family: [2]),
      "Studio/Mini/Info.plist": InfoPlistFixture.xml(family: nil),
      "Studio/Base.lproj/Main.storyboard": storyboard,
    ])
    defer { folder.remove() }
    #expect(devices(of: "Studio/Base.lproj/Main.storyboard", in: folder) == [nil, nil])
    try folder.write("Studio/Mini/Info.plist", InfoPlistFixture.xml(family: [2]))
    #expect(devices(of: "Studio/Base.lproj/Main.storyboard", in: folder) == [.ipad, .ipad])
  }

  /// The plists read are those of the storyboard's app folder (the nearest folder above it
  /// holding an Info.plist), so opening one storyboard of a large project walks none of it: a
  /// storyboard outside every app's folder is decided by no plist, even one naming it.
  @Test func aStoryboardOutsideEveryAppsFolderIsDecidedByNoPlist() throws {
    let folder = try TemporaryDirectory([
      "Apps/Pad/Info.plist": InfoPlistFixture.xml(family: [2], main: "Shared"),
      "Apps/Shared.storyboard": storyboard,
      ".git/HEAD": "ref: refs/heads/main\n",
    ])
    defer { folder.remove() }
    #expect(devices(of: "Apps/Shared.storyboard", in: folder) == [nil, nil])
  }
}
