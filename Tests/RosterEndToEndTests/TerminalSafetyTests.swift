import LineEditing
import RosterSupport
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite
@testable import Shell

/// Nothing from a file reaches the terminal raw: names in a store, ids and titles in a
/// storyboard, file names and CSV fields show their control, C1 and bidi characters as
/// `\u{…}`, in every output of the built binary (found by the trust review: each printed them
/// raw, so a name retitled and cleared the terminal).
@Suite struct TerminalSafetyTests {
  init() { TerminalLocale.configure() }

  /// Retitles the terminal, then clears it.
  static let retitle = "\u{1B}]0;pwned\u{7}\u{1B}[2J"
  static let retitleShown = #"\u{1b}]0;pwned\u{7}\u{1b}[2J"#

  /// A store `hostile.sqlite` in `folder` holding the app's three players and four hostile
  /// ones, written past the app's checks as another program could.
  static func hostileStore(in folder: String) throws {
    let store = try SQLiteRosterStore(path: folder + "/hostile.sqlite")
    for (name, game) in [
      (retitle, "Chess"), ("Evil\u{202E}gnp.exe", "Chess"), ("x\u{9B}2J", "Chess"),
      ("line\nfeed", "Chess"),
    ] {
      try store.db.run(
        "INSERT INTO players(name, game_id, rating) SELECT ?, id, 3 FROM games WHERE name = ?",
        [.text(name), .text(game)])
    }
  }

  /// What a terminal would obey in `text`, other than its line feeds.
  static func unsafe(_ text: String) -> [String] {
    text.unicodeScalars.filter { $0 != "\n" && VisibleText.isUnsafe($0) }.map {
      VisibleText.escape($0)
    }
  }

  static func expectVisible(
    _ run: BinaryRun, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(unsafe(run.stdout).isEmpty, "stdout: \(run.stdout)", sourceLocation: sourceLocation)
    #expect(unsafe(run.stderr).isEmpty, "stderr: \(run.stderr)", sourceLocation: sourceLocation)
  }

  @Test func completeShowsStoredNamesVisibly() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try Self.hostileStore(in: folder.path)
    let run = try runRoster(
      ["--store", "hostile.sqlite"], stdin: "complete select \n", directory: folder.path)
    Self.expectVisible(run)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("\"\(Self.retitleShown)\""), "\(lines)")
    #expect(lines.contains(#""Evil\u{202e}gnp.exe""#))
    #expect(lines.contains(#""x\u{9b}2J""#))
    // A line feed in a name does not start a line of its own.
    #expect(lines.contains(#""line\u{a}feed""#))
    #expect(lines.count == 7)
  }

  /// The drawing shows the names escaped, its columns aligned on what shows; the escaped form
  /// typed back selects the row.
  @Test func drawingAndSelectingHostileNames() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try Self.hostileStore(in: folder.path)
    let run = try runRoster(
      ["--store", "hostile.sqlite"],
      stdin: """
        show
        select "\(Self.retitleShown)"
        expect field "\(Self.retitleShown)"
        where
        show

        """, directory: folder.path)
    Self.expectVisible(run)
    #expect(run.status == 0, "\(run.stderr)")
    let rows = run.stdout.split(separator: "\n").map(String.init)
    // The first drawing (up to its tab bar): every rating starts in the same column.
    let ratings = rows.prefix { !$0.hasPrefix("●") }.compactMap { row -> Int? in
      guard let star = row.firstIndex(where: { $0 == "★" || $0 == "☆" }) else { return nil }
      return DisplayWidth.of(String(row[..<star]))
    }
    #expect(ratings.count == 7 && Set(ratings).count == 1, "columns not aligned: \(rows)")
    #expect(rows.contains { $0.hasPrefix("4  \(Self.retitleShown)  ") })
    #expect(rows.contains { $0.contains(#"Evil\u{202e}gnp.exe"#) })
    // Edit Player's only field is focused for the user: drawn with the cursor.
    #expect(rows.contains { $0.contains(#"[\#(Self.retitleShown)▏]"#) })
  }

  /// Errors echo what was typed and what a file holds, escaped the same way as drawings.
  @Test func errorsShowOutsideTextVisibly() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try Self.hostileStore(in: folder.path)
    let typed = try runRoster(
      ["--store", "hostile.sqlite"], stdin: "select \"\u{1B}[2Jnobody\u{9B}\"\n",
      directory: folder.path)
    Self.expectVisible(typed)
    #expect(typed.status == 1)
    #expect(typed.stderr.contains(#"\u{1b}[2Jnobody\u{9b}"#), "\(typed.stderr)")
    // A file name in an error.
    let lint = try runRoster(["lint", "gone\u{1B}]0;x\u{7}.storyboard"], directory: folder.path)
    Self.expectVisible(lint)
    #expect(lint.status != 0)
    #expect(
      (lint.stdout + lint.stderr).contains(#"gone\u{1b}]0;x\u{7}.storyboard:1: error: "#),
      "\(lint)")
  }

  /// `roster import` names the new games it made, escaped.
  @Test func importSummaryShowsNewGameNamesVisibly() throws {
    let folder = try TemporaryDirectory([
      "in.csv": "name,game,rating\nRay,Evil\u{202E}og,3\nAnn,\u{1B}[2JChess,2\n"
    ])
    defer { folder.remove() }
    let refused = try runRoster(
      ["--store", "r.sqlite", "import", "in.csv"], directory: folder.path)
    Self.expectVisible(refused)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains(#"\u{1b}[2JChess"#), "\(refused.stderr)")
    try folder.write("in.csv", "name,game,rating\nRay,Evil\u{202E}og,3\n")
    let run = try runRoster(["--store", "r.sqlite", "import", "in.csv"], directory: folder.path)
    Self.expectVisible(run)
    // Whether the name is taken or refused, it shows the same way.
    #expect((run.stdout + run.stderr).contains(#"Evil\u{202e}og"#), "\(run)")
    if run.status == 0 {
      #expect(run.stdout == #"imported 1 player; new game: "Evil\u{202e}og""# + "\n")
    }
  }

  /// A storyboard with C1 and bidi characters in ids and titles (XML allows them as character
  /// references; most C0 it refuses even so) and a line feed in a title.
  static let hostileStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="Nav-vc-001">
      <scenes>
        <scene sceneID="Nav-sc-001">
          <objects>
            <navigationController id="Nav-vc-001" sceneMemberID="viewController">
              <connections>
                <segue destination="Hom-vc-002" kind="relationship" \
    relationship="rootViewController" id="Nav-sg-001"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="Hom-sc-002">
          <objects>
            <tableViewController id="Hom-vc-002" sceneMemberID="viewController">
              <tableView key="view" dataMode="static" style="plain" id="Hom-tv-002"/>
              <navigationItem key="navigationItem" title="Home&#x202e;emoH&#x9b;2J" id="Hom-ni-002">
                <barButtonItem key="rightBarButtonItem" systemItem="add" id="Hom-bb-002">
                  <connections>
                    <segue destination="Pla-vc-003" kind="show" \
    identifier="Add&#x9b;2J&#x85;Player&#x202e;" id="Hom-sg-002"/>
                  </connections>
                </barButtonItem>
                <barButtonItem key="leftBarButtonItem" title="Game" id="Hom-bb-003">
                  <connections>
                    <segue destination="Gone&#x9b;2J&#x202e;" kind="show" identifier="Lost&#x202e;" \
    id="Hom-sg-003"/>
                  </connections>
                </barButtonItem>
              </navigationItem>
            </tableViewController>
          </objects>
        </scene>
        <scene sceneID="Pla-sc-003">
          <objects>
            <viewController title="Add&#x9b;2J Player" id="Pla-vc-003" \
    customClass="Evil&#x202e;Class" storyboardIdentifier="Id&#x9b;" sceneMemberID="viewController">
              <view key="view" id="Pla-vw-003"/>
              <navigationItem key="navigationItem" title="Add&#x9b;2J Player&#10;second" \
    id="Pla-ni-003"/>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>

    """

  @Test func lintScenesSeguesWhereAndTraceShowStoryboardTextVisibly() throws {
    let folder = try TemporaryDirectory(["H.storyboard": Self.hostileStoryboard])
    defer { folder.remove() }
    let lint = try runRoster(["lint", "H.storyboard"], directory: folder.path)
    Self.expectVisible(lint)
    #expect(
      (lint.stdout + lint.stderr).contains(
        #"Segue 'Lost\u{202e}' (show) from “Home\u{202e}emoH\u{9b}2J” has no destination: "#
          + #"'Gone\u{9b}2J\u{202e}'"#), "\(lint)")

    let run = try runRoster(
      ["--storyboard", "H.storyboard", "--trace"],
      stdin: """
        scenes
        segues
        open "Add\\u{9b}2J\\u{85}Player\\u{202e}"
        where

        """, directory: folder.path)
    Self.expectVisible(run)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // scenes: one line a scene, the line feed in the title shown.
    #expect(lines.contains(#"  Add\u{9b}2J Player\u{a}second  (Evil\u{202e}Class, id Id\u{9b})"#))
    // segues: names padded by the columns they take as shown.
    #expect(
      lines.contains(
        #"  Add\u{9b}2J\u{85}Player\u{202e}  show → Add\u{9b}2J Player\u{a}second  (from bar button)"#
      ), "\(lines)")
    #expect(
      lines.contains(
        #"  Lost\u{202e}                     show → Gone\u{9b}2J\u{202e}  (from bar button)"#))
    // trace: the segue's identifier in a lifecycle line.
    #expect(
      lines.contains { $0.contains(#"prepare(for:sender:) Add\u{9b}2J\u{85}Player\u{202e}"#) })
    // where
    #expect(lines.contains(#"  2. "Add\u{9b}2J Player\u{a}second" (Evil\u{202e}Class) *"#))
  }

  /// DOT stays DOT: controls in labels are written as `\\u{…}` (a backslash in the label), so
  /// the graph shows them as the shell does and prints nothing a terminal obeys.
  @Test func graphEscapesControlsInsideDOTStrings() throws {
    let folder = try TemporaryDirectory(["H.storyboard": Self.hostileStoryboard])
    defer { folder.remove() }
    let run = try runRoster(["graph", "H.storyboard"], directory: folder.path)
    Self.expectVisible(run)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#"label="Add\\u{9b}2J\\u{85}Player\\u{202e}""#), "\(run.stdout)")
    #expect(run.stdout.contains(#"[label="Home\\u{202e}emoH\\u{9b}2J\nUITableViewController"]"#))
  }

  /// File names offered by `source` completion are escaped, and read back as the file.
  @Test func fileNamesCompleteVisiblyAndReadBack() throws {
    let name = "e\u{1B}]0;x\u{7}.rosterscript"
    let folder = try TemporaryDirectory([name: "expect scene Players\n"])
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory"], stdin: "complete source e\nsource \"e\\u{1b}]0;x\\u{7}.rosterscript\"\n",
      directory: folder.path)
    Self.expectVisible(run)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == #""e\u{1b}]0;x\u{7}.rosterscript""# + "\n")
  }
}
