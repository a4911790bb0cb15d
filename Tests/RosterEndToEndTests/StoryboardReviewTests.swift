import Glibc
import RosterSupport
import RosterTestSupport
import Testing

/// `roster outline` and `roster diff` through the binary, and through real `git` in a
/// repository made for the test: canvas-only edits are no difference, renames, removals and
/// text changes are named, `git diff` shows outline lines instead of XML.
@Suite(.enabled(if: FileSystem.exists("/usr/bin/git"), "git is not installed"))
struct StoryboardReviewTests {
  /// The Shop fixture's Archive button segue, deleted with the Archive scene.
  static let archiveSegue =
    "<connections>\n                                            <segue destination=\"Arch-VC-001\" "
    + "kind=\"show\" identifier=\"ShowArchive\" id=\"seg-arch-01\"/>\n"
    + "                                        </connections>"

  /// Edits a user makes that a user cannot see: the scene dragged on the canvas, a button's
  /// frame, a constraint and its ID, attributes in another order, a newer Xcode.
  static let canvasOnly: [(String, String)] = [
    (
      "<point key=\"canvasLocation\" x=\"1010\" y=\"-220\"/>",
      "<point key=\"canvasLocation\" x=\"2440\" y=\"96\"/>"
    ),
    (
      "<rect key=\"frame\" x=\"0.0\" y=\"33\" width=\"353\" height=\"35\"/>",
      "<rect key=\"frame\" x=\"4\" y=\"41\" width=\"300\" height=\"44\"/>"
    ),
    ("constant=\"20\" id=\"hom-cst-01\"", "constant=\"32\" id=\"Zq9-Kd-7Lp\""),
    ("<state key=\"normal\" title=\"Promo\"/>", "<state title=\"Promo\" key=\"normal\"/>"),
    ("toolsVersion=\"21701\"", "toolsVersion=\"22505\""),
  ]

  static func shop(_ replacements: [(String, String)] = []) throws -> String {
    var text = try readText(Fixtures.shopStoryboard)
    for (old, new) in replacements {
      #expect(text.contains(old), "the fixture has no \(old)")
      text = text.replacing(old, with: new)
    }
    return text
  }

  /// The Shop storyboard without its Archive scene (and the segue to it), as Xcode saves it.
  static func withoutArchive() throws -> String {
    var text = try shop([(archiveSegue, "")])
    let start = try #require(text.firstRange(of: "        <!--Archive-->"))
    let end = try #require(text.firstRange(of: "        <!--Settings-->"))
    text.removeSubrange(start.lowerBound..<end.lowerBound)
    return text
  }

  /// Runs git in `folder` (the built `roster` first on the PATH), without the machine's or the
  /// user's configuration.
  @discardableResult
  static func git(
    _ arguments: [String], in folder: TemporaryDirectory, environment: [String: String] = [:]
  )
    throws -> BinaryRun
  {
    var variables = ["GIT_CONFIG_NOSYSTEM": "1", "GIT_PAGER": "cat", "GIT_TERMINAL_PROMPT": "0"]
    for (key, value) in environment { variables[key] = value }
    let run = try runRoster(
      arguments, directory: folder.path, environment: variables, program: "/usr/bin/git")
    return run
  }

  /// A repository holding the Shop storyboard as `App/Main.storyboard`, committed, with the
  /// README's set-up: the attribute, the textconv and the hunk headers.
  static func repository() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory([
      "App/Main.storyboard": try shop(), ".gitattributes": "*.storyboard diff=storyboard\n",
    ])
    try git(["init", "-q"], in: folder)
    try git(["config", "user.name", "Roster Tests"], in: folder)
    try git(["config", "user.email", "tests@roster.invalid"], in: folder)
    try git(["config", "diff.storyboard.textconv", "roster outline"], in: folder)
    try git(["config", "diff.storyboard.xfuncname", "^((scene|reference) .*)$"], in: folder)
    try git(["add", "-A"], in: folder)
    let commit = try git(["commit", "-q", "-m", "Shop"], in: folder)
    #expect(commit.status == 0, "\(commit.stderr)")
    return folder
  }

  @Test func outlineIsReadableAndKnowsNoXML() throws {
    let run = try runRoster(["outline", Fixtures.shopStoryboard])
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(
      run.stdout.contains("\nscene \"Home\"\n  class HomeViewController (UIViewController)\n"))
    #expect(
      run.stdout.contains("  segue ShowArchive: show → \"Archive\", from button \"Archive\"\n"))
    #expect(!run.stdout.contains("<") && !run.stdout.contains("canvasLocation"))
  }

  /// A file that is not a storyboard, or not there, is one line on stderr and status 1.
  @Test func outlineRefusesInOneLine() throws {
    let folder = try TemporaryDirectory([
      "Broken.storyboard": "<document type=\"x\"><scenes><scene sceneID=\"a\">\u{1b}[2J"
    ])
    for path in [folder.file("Broken.storyboard"), folder.file("Missing.storyboard")] {
      let run = try runRoster(["outline", path])
      #expect(run.status == 1 && run.stdout.isEmpty)
      #expect(run.stderr.hasPrefix("roster outline: "), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
      #expect(!run.stderr.contains("\u{1b}"))
    }
  }

  @Test func diffExitsAsDiffDoes() throws {
    let folder = try TemporaryDirectory([
      "old.storyboard": try Self.shop(), "canvas.storyboard": try Self.shop(Self.canvasOnly),
      "renamed.storyboard": try Self.shop([("title=\"Promo\"", "title=\"Offers\"")]),
      "archived.storyboard": try Self.withoutArchive(),
    ])
    let same = try runRoster([
      "diff", folder.file("old.storyboard"), folder.file("canvas.storyboard"),
    ])
    #expect(same == BinaryRun(status: 0, stdout: "", stderr: ""))
    let renamed = try runRoster([
      "diff", folder.file("old.storyboard"), folder.file("renamed.storyboard"),
    ])
    #expect(
      renamed
        == BinaryRun(status: 1, stdout: "button \"Promo\" → \"Offers\" in \"Home\"\n", stderr: ""))
    let removed = try runRoster([
      "diff", folder.file("old.storyboard"), folder.file("archived.storyboard"),
    ])
    #expect(removed.status == 1)
    #expect(removed.stdout == "scene \"Archive\" removed, with segue ShowArchive\n")
    let missing = try runRoster([
      "diff", folder.file("old.storyboard"), folder.file("nope.storyboard"),
    ])
    #expect(missing.status == 2 && missing.stdout.isEmpty)
    #expect(
      missing.stderr.split(separator: "\n").count == 1 && missing.stderr.contains("nope.storyboard")
    )
  }

  @Test func diffFormatsForToolsAndPullRequests() throws {
    let folder = try TemporaryDirectory([
      "old.storyboard": try Self.shop(),
      "new.storyboard": try Self.shop([("title=\"Promo\"", "title=\"*Offers* &lt;b&gt;|\"")]),
    ])
    let files = [folder.file("old.storyboard"), folder.file("new.storyboard")]
    let json = try runRoster(["diff", "--format", "json"] + files)
    #expect(json.status == 1)
    #expect(
      json.stdout == "{\"path\":null,\"changed\":true,\"changes\":[{\"change\":\"renamed\","
        + "\"what\":\"button\",\"scene\":\"Home\",\"old\":\"Promo\",\"new\":\"*Offers* <b>|\","
        + "\"message\":\"button \\\"Promo\\\" → \\\"*Offers* <b>|\\\" in \\\"Home\\\"\"}]}\n")
    let markdown = try runRoster(["diff", "--format=markdown"] + files)
    #expect(markdown.status == 1)
    #expect(
      markdown.stdout == "#### Storyboard changes\n\n"
        + "- button \"Promo\" → \"\\*Offers\\* \\<b\\>\\|\" in \"Home\"\n")
  }

  /// With the README's set-up, `git diff` shows outline lines (hunk headers naming the
  /// scene), not XML; a canvas-only edit shows nothing at all.
  @Test func gitDiffShowsTheOutline() throws {
    let repository = try Self.repository()
    try repository.write("App/Main.storyboard", try Self.shop(Self.canvasOnly))
    let canvas = try Self.git(["diff"], in: repository)
    #expect(canvas == BinaryRun(status: 0, stdout: "", stderr: ""))
    try repository.write(
      "App/Main.storyboard",
      try Self.shop(Self.canvasOnly + [("title=\"Promo\"", "title=\"Offers\"")]))
    let renamed = try Self.git(["diff"], in: repository)
    #expect(renamed.status == 0, "\(renamed.stderr)")
    #expect(renamed.stdout.contains("@@ scene \"Home\"\n"), "\(renamed.stdout)")
    #expect(renamed.stdout.contains("\n-  button \"Promo\"\n+  button \"Offers\"\n"))
    #expect(!renamed.stdout.contains("<state") && !renamed.stdout.contains("canvasLocation"))
    // git log -p and git show read the commits through the same textconv.
    try Self.git(["commit", "-q", "-am", "Offers"], in: repository)
    let shown = try Self.git(["show", "--format=%s"], in: repository)
    #expect(shown.stdout.contains("+  button \"Offers\"\n") && !shown.stdout.contains("<rect"))
  }

  /// As GIT_EXTERNAL_DIFF, `roster diff` takes git's seven arguments: the path in the
  /// repository, then each side's file, hash and mode (`/dev/null` for an added or deleted
  /// file), and exits 0 so git goes on to the next file.
  @Test func gitsExternalDiffDriver() throws {
    let repository = try Self.repository()
    try repository.write("App/Main.storyboard", try Self.withoutArchive())
    try repository.write("App/Copy.storyboard", try Self.shop(Self.canvasOnly))
    try Self.git(["add", "-A"], in: repository)
    let external = ["GIT_EXTERNAL_DIFF": "roster diff"]
    let run = try Self.git(["diff", "--cached"], in: repository, environment: external)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        "App/Main.storyboard:\n  scene \"Archive\" removed, with segue ShowArchive\n"))
    #expect(
      run.stdout.contains(
        "App/Copy.storyboard:\n  entry point added: \"MainTabs\"\n  scene \"MainTabs\" added\n"))
    // The diff.storyboard.command form, a canvas-only change, and the Markdown a CI job posts.
    try Self.git(["commit", "-q", "-m", "Archive gone"], in: repository)
    try repository.write(
      "App/Main.storyboard",
      try Self.withoutArchive().replacing("x=\"1820\" y=\"140\"", with: "x=\"0\" y=\"0\""))
    try Self.git(
      ["config", "diff.storyboard.command", "roster diff --format markdown"], in: repository)
    let canvas = try Self.git(["diff"], in: repository)
    #expect(canvas.status == 0, "\(canvas.stderr)")
    #expect(
      canvas.stdout == "#### Storyboard changes: App/Main.storyboard\n\nNo change a user sees.\n")
  }
}
