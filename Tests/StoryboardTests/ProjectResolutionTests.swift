import Glibc
import RosterTestSupport
import Storyboard
import Testing

/// References resolve against the project, as Xcode's app bundle holds the storyboards:
/// fixtures in `Fixtures/Projects` are small apps laid out as Xcode lays them out.
@Suite struct ProjectResolutionTests {
  static let projects = Support.fixtures + "/Projects"
  let shop = Self.projects + "/Shop/Shop"
  let monorepo = Self.projects + "/Monorepo"

  private func resolve(
    _ placeholderID: String, in path: String
  ) throws -> StoryboardCatalog.Resolution {
    let catalog = StoryboardCatalog()
    let document = try catalog.document(atPath: path)
    return try catalog.resolve(try #require(document.controller(id: placeholderID)), in: document)
  }

  @Test func findsTheProjectRootByItsMarker() {
    let root = StoryboardProject.root(forDirectory: shop + "/Base.lproj")
    #expect(root.display == Self.projects + "/Shop")
    #expect(root.isMarked)
    #expect(StoryboardProject.ancestor(of: "Base.lproj", levels: 1) == ".")
    #expect(StoryboardProject.ancestor(of: ".", levels: 2) == "../..")
    #expect(StoryboardProject.ancestor(of: "/a/b/c", levels: 2) == "/a")
  }

  @Test func withoutAMarkerTheRootIsTheFilesFolder() throws {
    let folder = TemporaryDirectory()
    let root = StoryboardProject.root(forDirectory: folder.path)
    #expect(root.display == folder.path)
    #expect(!root.isMarked)
    // A folder given on the command line is the root of the files under it.
    let hinted = StoryboardProject.root(forDirectory: folder.path + "/.", hints: [folder.path])
    #expect(hinted.display == folder.path)
  }

  @Test func referenceAcrossFoldersResolves() throws {
    let main = shop + "/Base.lproj/Main.storyboard"
    let settings = try resolve("settings-ref", in: main)
    #expect(settings.document.path == shop + "/Settings/Settings.storyboard")
    #expect(settings.controller.sceneTitle == "Settings")
    // One folder up (beside Base.lproj), by storyboard ID.
    let second = try resolve("second-ref", in: main)
    #expect(second.document.path == shop + "/Second.storyboard")
    #expect(second.controller.id == "second")
  }

  @Test func theSameLprojWinsOverAnotherFolder() throws {
    let help = try resolve("help-ref", in: shop + "/Base.lproj/Main.storyboard")
    #expect(help.document.path == shop + "/Base.lproj/Help.storyboard")
  }

  @Test func nearestOfTwoFilesWithOneName() throws {
    let a = try resolve("profile-ref", in: monorepo + "/AppA/Base.lproj/Main.storyboard")
    #expect(a.document.path == monorepo + "/AppA/Profile.storyboard")
    let b = try resolve("profile-ref", in: monorepo + "/AppB/Base.lproj/Main.storyboard")
    #expect(b.document.path == monorepo + "/AppB/Profile.storyboard")
  }

  @Test func neverLandsInAnotherAppsFile() throws {
    // AppA references Detail, which only AppB (a folder with its own Info.plist) has.
    let error = #expect(throws: StoryboardError.self) {
      _ = try resolve("detail-ref", in: monorepo + "/AppA/Base.lproj/Main.storyboard")
    }
    #expect(error?.reason.hasPrefix("Could not find a storyboard named 'Detail'") == true)
  }

  @Test func referenceIntoAnotherBundleIsANote() {
    let result = StoryboardLinter.run(paths: [shop + "/Base.lproj/Main.storyboard"])
    #expect(
      result.output == """
        \(shop)/Base.lproj/Main.storyboard:43: note: storyboard reference 'KitScreens' points into another bundle (com.example.Kit), outside this project: Roster cannot follow it [external-reference]
        0 errors, 0 warnings, 1 note in 1 storyboard

        """)
    #expect(result.exitStatus == 0)
  }

  /// As LoopKit's example app opens its framework's storyboards, by bundle identifier:
  /// a reference into a framework of the same Xcode project resolves in that framework's
  /// folder, found by the target whose PRODUCT_BUNDLE_IDENTIFIER is the reference's; another
  /// framework's file of the same name is never taken.
  @Test func referenceIntoAFrameworkOfTheProjectResolvesThere() throws {
    let pump = Self.projects + "/Pump"
    let main = pump + "/Pump Example/Base.lproj/Main.storyboard"
    let dosing = try resolve("dosing-ref", in: main)
    #expect(dosing.document.path == pump + "/PumpUI/Resources/Base.lproj/Dosing.storyboard")
    #expect(dosing.controller.sceneTitle == "Dosing")
    let lint = StoryboardLinter.run(paths: [main])
    #expect(lint.output == "0 errors, 0 warnings in 1 storyboard\n")
  }

  @Test func lintOfAFolderAndOfOneFileAgree() {
    let folder = StoryboardLinter.run(paths: [monorepo])
    let file = StoryboardLinter.run(paths: [monorepo + "/AppA/Base.lproj/Main.storyboard"])
    let finding =
      "\(monorepo)/AppA/Base.lproj/Main.storyboard:22: error: Could not find a storyboard named "
      + "'Detail' in the project at \(monorepo); add Detail.storyboard beside Main.storyboard or "
      + "fix the reference's storyboard name [missing-reference]\n"
    #expect(folder.output == finding + "1 error, 0 warnings in 5 storyboards\n")
    #expect(file.output == finding + "1 error, 0 warnings in 1 storyboard\n")
  }

  @Test func folderGraphDrawsEachReferenceToItsOwnAppsFile() throws {
    let dot = try DotExporter.graph(paths: [monorepo])
    // Files in path order: 0 AppA/Main, 1 AppA/Profile, 2 AppB/Main, 3 AppB/Detail, 4 AppB/Profile.
    #expect(dot.contains(#""0:main" -> "1:profile""#))
    #expect(dot.contains(#""2:main" -> "4:profile""#))
    #expect(!dot.contains(#""2:main" -> "1:profile""#))
    #expect(dot.contains(#""0:main" -> "0:missing:detail-ref""#))
    // Two files named Profile are told apart by their paths.
    #expect(dot.contains("label=\"\(monorepo)/AppA/Profile.storyboard\""))
  }

  @Test func graphOfATreeSkipsAMacStoryboardWithANote() throws {
    let result = try DotExporter.graphSkippingOtherPlatforms(paths: [Self.projects + "/Scenes"])
    #expect(result.dot.contains("Launch.storyboard"))
    #expect(
      result.notes == [
        "note: \(Self.projects)/Scenes/MacApp/Main.storyboard:2: this is a macOS "
          + "storyboard (targetRuntime MacOSX.Cocoa); Roster runs iOS storyboards only "
          + "(targetRuntime iOS.CocoaTouch); skipped"
      ])
  }

  /// A sibling is parsed only when a rule needs it: linting a small file beside a 38 MB
  /// storyboard took 1.4 s and 220 MB because every sibling was parsed first.
  @Test func lintOfOneFileDoesNotParseItsSiblings() throws {
    let folder = TemporaryDirectory()
    let small = folder.path + "/Small.storyboard"
    try folder.write(
      "Small.storyboard",
      Support.document(
        initial: "a",
        """
        <scene sceneID="s"><objects><viewController id="a" title="A" sceneMemberID="viewController"/></objects></scene>
        """))
    let other = Support.document(
      """
      <scene sceneID="s"><objects><viewController id="b" storyboardIdentifier="B" sceneMemberID="viewController"><connections><segue destination="b" kind="push" id="p"/></connections></viewController></objects></scene>
      """)
    try folder.write("Big.storyboard", other)
    let catalog = StoryboardCatalog()
    let report = StoryboardLinter().lint(paths: [small], catalog: catalog)
    #expect(report.diagnostics == [])
    #expect(catalog.parsedPaths == [small])
    // A file whose rules depend on who references it reads only siblings that name it.
    try folder.write("Lonely.storyboard", other)
    try folder.write(
      "Pointer.storyboard",
      Support.document(
        initial: "r",
        """
        <scene sceneID="s"><objects><viewControllerPlaceholder storyboardName="Lonely" referencedIdentifier="B" id="r" sceneMemberID="viewController"/></objects></scene>
        """))
    let second = StoryboardCatalog()
    _ = StoryboardLinter().lint(paths: [folder.path + "/Lonely.storyboard"], catalog: second)
    #expect(
      second.parsedPaths == [
        folder.path + "/Lonely.storyboard", folder.path + "/Pointer.storyboard",
      ])
  }

  /// A folder's files are held a group at a time (files linked by a reference together): a
  /// folder of 800 storyboards held all 800 parsed at once (104 MB where the largest file
  /// needs 38), so lint's memory grew with the folder instead of its largest file.
  @Test func lintOfAFolderHoldsOneGroupOfFilesAtATime() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let scene = """
      <scene sceneID="s"><objects><viewController id="a" title="A" sceneMemberID="viewController"/></objects></scene>
      """
    for number in 0..<30 {
      try folder.write("Alone\(number).storyboard", Support.document(initial: "a", scene))
    }
    // A pair linked by a reference, and a file without an entry point that only the pair's
    // reference reaches: all three are linted together, as before.
    try folder.write(
      "Start.storyboard",
      Support.document(
        initial: "r",
        """
        <scene sceneID="s"><objects><viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="D" id="r" sceneMemberID="viewController"/></objects></scene>
        """))
    try folder.write(
      "Detail.storyboard",
      Support.document(
        """
        <scene sceneID="s"><objects><viewController id="d" storyboardIdentifier="D" title="D" sceneMemberID="viewController"/></objects></scene>
        """))
    let catalog = StoryboardCatalog()
    let report = StoryboardLinter().lint(paths: [folder.path], catalog: catalog)
    #expect(report.fileCount == 32)
    // Reached only by reference: a note, as when linted alone with its referrer.
    #expect(report.diagnostics.map(\.rule) == ["no-entry-point"], "\(report.diagnostics)")
    #expect(catalog.mostHeld == 2, "held \(catalog.mostHeld) parsed files at once")
  }
}
