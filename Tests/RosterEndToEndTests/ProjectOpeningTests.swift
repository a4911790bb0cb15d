import Glibc
import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// `roster --storyboard DIR` (or an `.xcodeproj`) opens the app as iOS launches it, and the walk
/// follows storyboard references across the project's folders.
@Suite struct ProjectOpeningTests {
  let projects = packageRoot() + "/Tests/StoryboardTests/Fixtures/Projects"

  @Test func aFolderOpensTheStoryboardItsInfoPlistNames() throws {
    for project in [projects + "/Shop", projects + "/Shop/Shop.xcodeproj"] {
      let run = try runRoster(["--storyboard", project], stdin: "show\n")
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout.hasPrefix("Home\n"), "\(run)")
      #expect(
        run.stderr
          == "roster: opening \(projects)/Shop/Shop/Base.lproj/Main.storyboard "
          + "(\(projects)/Shop/Shop/Info.plist)\n")
    }
  }

  @Test func theSceneManifestsStoryboardWins() throws {
    // Start is in no navigation controller, so it draws no title: `where` names it.
    let run = try runRoster(["--storyboard", projects + "/Scenes"], stdin: "where\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("window: \"Start\""), "\(run)")
  }

  @Test func severalAppsAreAChoiceNotAGuess() throws {
    let run = try runRoster(["--storyboard", projects + "/Monorepo"], stdin: "show\n")
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        roster: \(projects)/Monorepo: this folder holds 2 apps; choose one with --target NAME:
          AppA  \(projects)/Monorepo/AppA/Base.lproj/Main.storyboard  \(projects)/Monorepo/AppA/Info.plist
          AppB  \(projects)/Monorepo/AppB/Base.lproj/Main.storyboard  \(projects)/Monorepo/AppB/Info.plist

        """)
  }

  /// A binary Info.plist is read (see XcodeProjectTests); a damaged one, when it is the only
  /// app's, is said so.
  @Test func aDamagedBinaryInfoPlistIsAClearError() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("App/Info.plist", "bplist00\u{1}\u{2}")
    let run = try runRoster(["--storyboard", folder.path], stdin: "show\n")
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "roster: \(folder.path)/App/Info.plist:1: this binary property list is damaged (its "
        + "offset table or trailer is out of range); rebuild it, or convert it with plutil "
        + "-convert xml1 on a Mac\n")
  }

  @Test func withoutAnInfoPlistTheCandidatesAreListed() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let form = try FileSystem.read(packageRoot() + "/Tests/ShellTests/Fixtures/Form.storyboard")
    try folder.write("A.storyboard", form)
    try folder.write("B.storyboard", form)
    let run = try runRoster(["--storyboard", folder.path], stdin: "show\n")
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "roster: \(folder.path): no app here names a main storyboard (no project target, no "
        + "Info.plist with UIMainStoryboardFile or UISceneStoryboardFile); pass one with "
        + "--storyboard: "
        + "\(folder.path)/A.storyboard, \(folder.path)/B.storyboard\n")
  }

  @Test func storyboardGivenTwiceIsRefused() throws {
    let run = try runRoster(["--storyboard", "A.storyboard", "--storyboard", "B.storyboard"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("roster: --storyboard given twice; keep one\n"))
  }

  @Test func theWalkFollowsReferencesAcrossFolders() throws {
    let main = projects + "/Shop/Shop/Base.lproj/Main.storyboard"
    let run = try runRoster(
      ["--storyboard", main],
      stdin: "open ShowSettings\nshow\nback\nopen ShowSecond\nshow\nback\nopen ShowHelp\nshow\n")
    #expect(run.stderr == "", "\(run)")
    // Each pushed scene draws its title beside the back button.
    let titles = run.stdout.split(separator: "\n").filter { $0.hasPrefix("‹ Home  ") }
    #expect(
      titles == ["‹ Home  Settings", "‹ Home  Second", "‹ Home  Help Nearby"], "\(run.stdout)")
  }

  /// An Info.plist that names a storyboard kept elsewhere in the project, as real projects do
  /// (from a corpus of public apps: Moya's examples share `Examples/_shared/Main.storyboard`; many
  /// apps keep Info.plist in `Supporting Files` beside the app folder's storyboard).
  @Test(arguments: [
    ("Examples/Basic", "Examples/_shared/Main.storyboard"),
    ("App/Supporting Files", "App/Main.storyboard"),
  ])
  func theLaunchStoryboardIsFoundInTheProjectAroundTheFolder(
    folderGiven: String, storyboard: String
  ) throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("Club.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
    try folder.write(folderGiven + "/Info.plist", Self.infoPlist(launching: "Main"))
    try folder.write(
      storyboard, try FileSystem.read(packageRoot() + "/Tests/ShellTests/Fixtures/Form.storyboard"))
    let run = try runRoster(["--storyboard", folder.path + "/" + folderGiven], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "roster: opening \(folder.path)/\(storyboard) "
        + "(\(folder.path)/\(folderGiven)/Info.plist)\n")
  }

  /// The search stops at the project: another app's folder (one with its own Info.plist) and
  /// anything outside the folder holding the `.xcodeproj` are not this app's.
  @Test func anotherAppsStoryboardIsNotTaken() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let form = try FileSystem.read(packageRoot() + "/Tests/ShellTests/Fixtures/Form.storyboard")
    try folder.write("Project/Club.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
    try folder.write("Project/Library/Info.plist", Self.infoPlist(launching: "Main"))
    try folder.write("Project/Demo/Info.plist", Self.infoPlist(launching: "Demo"))
    try folder.write("Project/Demo/Main.storyboard", form)
    try folder.write("Main.storyboard", form)
    let run = try runRoster(["--storyboard", folder.path + "/Project/Library"], stdin: "show\n")
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.hasPrefix(
        "roster: \(folder.path)/Project/Library/Info.plist: UIMainStoryboardFile names 'Main', "
          + "but Library has no Main.storyboard, so iOS would stop at launch too"), "\(run)")
  }

  static func infoPlist(launching name: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>UIMainStoryboardFile</key>
    \t<string>\(name)</string>
    </dict>
    </plist>
    """
  }
}
