import Foundation
import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

/// The built `roster` (`Support/Binary.swift`); nil when it is missing.
let rosterPath: String? =
  FileManager.default.isExecutableFile(atPath: rosterBinary) ? rosterBinary : nil

/// Whether `roster --memory` runs a shell at all (exits 0 on empty input); false until the REPL
/// exists, so these tests are skipped with a reason instead of failing on a missing feature.
let rosterRunsAShell: Bool = {
  guard let rosterPath,
    let run = try? TmuxSession.spawn(
      [rosterPath, "--memory"], environment: nil, captureOutput: true)
  else { return false }
  return run.status == 0
}()

let skipReason: Comment =
  rosterPath == nil
  ? "no roster binary beside the test bundle: swift test builds it"
  : TmuxSession.tmuxPath == nil
    ? "tmux is not installed: run Scripts/bootstrap"
    : "roster --memory </dev/null does not exit 0 yet: the shell's REPL has not landed"

/// A storyboard whose first scene has two segues with a common prefix, for listing completions.
private let twoSeguesStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
  toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
  initialViewController="Nav-vc-001">
    <scenes>
      <scene sceneID="Nav-sc-001">
        <objects>
          <navigationController id="Nav-vc-001" sceneMemberID="viewController">
            <connections>
              <segue destination="Hom-vc-002" kind="relationship" relationship="rootViewController" \
  id="Nav-sg-001"/>
            </connections>
          </navigationController>
        </objects>
      </scene>
      <scene sceneID="Hom-sc-002">
        <objects>
          <tableViewController id="Hom-vc-002" sceneMemberID="viewController">
            <tableView key="view" dataMode="static" style="plain" id="Hom-tv-002"/>
            <navigationItem key="navigationItem" title="Home" id="Hom-ni-002">
              <barButtonItem key="rightBarButtonItem" systemItem="add" id="Hom-bb-002">
                <connections>
                  <segue destination="Pla-vc-003" kind="show" identifier="AddPlayer" id="Hom-sg-002"/>
                </connections>
              </barButtonItem>
              <barButtonItem key="leftBarButtonItem" title="Game" id="Hom-bb-003">
                <connections>
                  <segue destination="Gam-vc-004" kind="show" identifier="AddGame" id="Hom-sg-003"/>
                </connections>
              </barButtonItem>
            </navigationItem>
          </tableViewController>
        </objects>
      </scene>
      <scene sceneID="Pla-sc-003">
        <objects>
          <viewController title="Add Player" id="Pla-vc-003" sceneMemberID="viewController">
            <view key="view" id="Pla-vw-003"/>
            <navigationItem key="navigationItem" title="Add Player" id="Pla-ni-003"/>
          </viewController>
        </objects>
      </scene>
      <scene sceneID="Gam-sc-004">
        <objects>
          <viewController title="Add Game" id="Gam-vc-004" sceneMemberID="viewController">
            <view key="view" id="Gam-vw-004"/>
            <navigationItem key="navigationItem" title="Add Game" id="Gam-ni-004"/>
          </viewController>
        </objects>
      </scene>
    </scenes>
  </document>

  """

/// Terminal columns of `text`: two for the CJK characters these tests type, one otherwise.
func columns(_ text: String) -> Int {
  text.unicodeScalars.reduce(0) { total, scalar in
    total
      + ((0x2E80...0xA4CF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
        ? 2 : 1)
  }
}

/// A fresh folder used as HOME (and XDG_STATE_HOME below it), removed by the caller.
func makeHome() throws -> String {
  let path = NSTemporaryDirectory() + "/roster-terminal-\(UUID().uuidString.prefix(8))"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

func historyPath(_ home: String) -> String { home + "/state/roster/history" }

/// `roster ARGUMENTS` in tmux, with HOME and XDG_STATE_HOME in `home`.
func startRoster(
  _ arguments: [String] = ["--memory"], home: String, width: Int = 120,
  environment: [String: String] = [:]
) throws -> TmuxSession {
  try TmuxSession(
    command: [rosterPath!] + arguments,
    environment: ["HOME": home, "XDG_STATE_HOME": home + "/state"].merging(environment) { $1 },
    workingDirectory: home, width: width)
}

extension TmuxSession {
  /// Waits for an empty line at the prompt (`… > ` with the cursor just after it); returns the
  /// prompt as shown (without its trailing blank). Prompts here are ASCII and `›`, one column each.
  @discardableResult
  func waitForEmptyPrompt(below row: Int = -1) throws -> String {
    try waitForScreen("an empty prompt below row \(row)") { _ in
      let position = try cursor()
      let text = try cursorRow().text
      return position.y > row && text.hasSuffix(">") && position.x == text.count + 1
    }
    return try cursorRow().text
  }

  /// Types `line` at `prompt`, waits until it shows, presses Enter and waits for the next empty
  /// prompt below it; returns that prompt.
  @discardableResult
  func enter(_ line: String, prompt: String) throws -> String {
    try type(line)
    try waitForLine(line, prompt: prompt)
    let row = try cursor().y
    try press("Enter")
    return try waitForEmptyPrompt(below: row)
  }

  /// Waits until the line being edited, after the prompt, is `line` with the cursor at its end.
  func waitForLine(_ line: String, prompt: String) throws {
    try waitForCursorRow("the line to read \"\(line)\"") { text, x in
      // capture-pane drops trailing blanks, so a trailing space shows in the cursor's column.
      let expected = prompt + " " + line
      let trimmed = String(expected.reversed().drop { $0 == " " }.reversed())
      return text == trimmed && x == columns(expected)
    }
  }
}

@Suite(
  "roster in a real terminal",
  .serialized,
  .enabled(
    if: rosterPath != nil && TmuxSession.tmuxPath != nil && rosterRunsAShell, skipReason))
struct TerminalTests {
  @Test func tabCompletesACommand() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    // The prompt is coloured, and the cursor still sits right after its visible text (checked
    // by waitForEmptyPrompt), so libedit does not count the escape codes as columns.
    let promptRow = try session.screen(escapes: true)[session.cursor().y]
    #expect(promptRow.contains("\u{1B}["), "the prompt is not coloured: \(promptRow)")
    try session.type("op")
    try session.press("Tab")
    try session.waitForLine("open ", prompt: prompt)
  }

  /// The word being completed starts at its opening quote, and the candidate comes quoted.
  /// Unquoted free text runs (`select Texas Hold’em Poker`) but did not
  /// complete; the words typed since `select` are replaced by the quoted row text.
  @Test(arguments: ["select \"Texas H", "select Texas H"])
  func tabCompletesARowWithACurlyApostrophe(typed: String) throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    try session.waitForEmptyPrompt()
    try session.type("tab Games")
    let row = try session.cursor().y
    try session.press("Enter")
    let prompt = try session.waitForEmptyPrompt(below: row)
    try session.type(typed)
    try session.press("Tab")
    try session.waitForLine("select \"Texas Hold’em Poker\" ", prompt: prompt)
  }

  @Test func secondTabListsTheSegues() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try twoSeguesStoryboard.write(
      toFile: home + "/Two.storyboard", atomically: true, encoding: .utf8)
    let session = try startRoster(["--storyboard", home + "/Two.storyboard"], home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    let promptRow = try session.cursor().y
    try session.type("open ")
    try session.press("Tab")
    // The first TAB inserts what both segues share.
    try session.waitForLine("open Add", prompt: prompt)
    try session.press("Tab")
    // The second lists them below, each with what it does, then draws the prompt
    // and the line again.
    let rows = try session.waitForScreen("the segues listed") { rows in
      rows.contains { $0.hasPrefix("AddGame    show → ") && $0.hasSuffix("(from bar button)") }
        && rows.contains { $0.hasPrefix("AddPlayer  show → ") }
    }
    let listRow = try #require(rows.firstIndex { $0.contains("AddGame") })
    #expect(listRow > promptRow)
    try session.waitForCursorRow("the line redrawn below the list") { text, _ in
      text == prompt + " open Add"
    }
    #expect(try session.cursor().y > listRow)
  }

  /// Completion lists at most 100 names, and the prefix TAB inserted was the
  /// one those 100 shared: with 150 "Ann …" before Bill, Dave and Oscar, `select <TAB>`
  /// inserted `"Ann ` though not every name starts so. What is inserted is true of every
  /// match, and the list says how many it leaves out.
  @Test func tabInsertsOnlyWhatEveryRowSharesInABigTable() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let store = try SQLiteRosterStore(path: home + "/big.sqlite")
    for number in 0..<150 {
      try store.addPlayer(name: "Ann \(1000 + number)", game: "Chess", rating: 3)
    }
    let session = try startRoster(["--store", home + "/big.sqlite"], home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.type("select ")
    try session.press("Tab")
    try session.press("Tab")
    let rows = try session.waitForScreen("the names listed") { rows in
      rows.contains { $0.contains("\u{2026} and 53 more") }
    }
    #expect(rows.contains { $0.contains("\"Ann 1099\"") }, "\(rows)")
    try session.waitForCursorRow("the line redrawn below the list, unchanged") { text, _ in
      text == prompt + " select"
    }
    // Where every match does share a prefix, it is inserted.
    try session.type("A")
    try session.press("Tab")
    try session.waitForLine("select \"Ann 1", prompt: prompt)
  }

  /// With TERM=dumb (Emacs's shell) a person at the keyboard got script mode: no
  /// prompt, and the first typo ended the session. A dumb terminal is still a terminal: a plain
  /// prompt, lines the terminal itself echoes (no line editor), and a typo is only an error.
  @Test func aDumbTerminalGetsAPlainPromptAndTyposKeepTheShell() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try TmuxSession(
      command: ["env", "TERM=dumb", rosterPath!, "--memory"],
      environment: ["HOME": home, "XDG_STATE_HOME": home + "/state"])
    defer { session.close() }
    try session.waitForScreen("the plain prompt") { $0.contains("Players>") }
    try session.type("opne AddPlayer")
    try session.press("Enter")
    try session.waitForScreen("the typo's error and a new prompt") { rows in
      rows.contains { $0.hasPrefix("error:") } && rows.last { !$0.isEmpty } == "Players>"
    }
    try session.type("open AddPlayer")
    try session.press("Enter")
    let rows = try session.waitForScreen("Add Player drawn, then its prompt") { rows in
      rows.last { !$0.isEmpty } == "Players › Add Player>"
    }
    #expect(!rows.contains { $0.contains("\u{1B}") }, "escape codes in \(rows)")
    #expect(try !session.screen(escapes: true).joined().contains("\u{1B}["), "colour on dumb")
    // Ctrl-C gives up the line typed so far and shows a new prompt (it left none).
    try session.type("tap Don")
    try session.press("C-c")
    try session.waitForScreen("a new prompt under the ^C") { rows in
      let shown = rows.filter { !$0.isEmpty }
      return shown.last == "Players › Add Player>"
        && shown.dropLast().last == "Players › Add Player> tap Don^C"
    }
    try session.press("C-d")
    #expect(try session.waitForExit() == 0)
    // No line editor, so no history either.
    #expect(!FileManager.default.fileExists(atPath: historyPath(home)))
  }

  /// `roster | tee log` at a keyboard got script mode. Interactive is stdin being a
  /// terminal; stdout piped only turns the colour (and the line editor, which draws there) off.
  @Test func pipedOutputStillShowsThePromptAndTheDrawing() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try TmuxSession(
      command: [
        "sh", "-c", "'\(rosterPath!)' --memory | cat; echo \"exit status $?\"; exec sleep 600",
      ],
      environment: ["HOME": home, "XDG_STATE_HOME": home + "/state"])
    defer { session.close() }
    // The drawing reaches the screen through `cat` and the prompt directly, so on a busy
    // machine the prompt can land before the drawing (even on the same row): the test asks
    // that both are there, not in which order.
    try session.waitForScreen("the scene and the prompt") { rows in
      rows.contains { $0.contains("Players  [+]") } && rows.contains { $0.hasPrefix("Players>") }
    }
    try session.type("opne AddPlayer")
    try session.press("Enter")
    try session.type("open AddPlayer")
    try session.press("Enter")
    // The error and the prompt go to the terminal directly and the drawing through `cat`, so
    // either can land anywhere on a row (the drawing's title after a prompt, say): each is
    // waited for and found anywhere on the screen.
    let rows = try session.waitForScreen("Add Player drawn, then its prompt, and the error") {
      rows in
      rows.contains { $0.hasPrefix("Players › Add Player>") }
        && rows.contains { $0.contains("[Cancel]  Add Player  [Done (disabled)]") }
        && rows.contains { $0.contains("error: unknown command") }
    }
    #expect(rows.contains { $0.contains("error: unknown command") }, "the typo's error in \(rows)")
    try session.press("C-d")
    try session.waitForScreen("roster to finish") { rows in
      rows.contains { $0 == "exit status 0" }
    }
  }

  @Test func editsUTF8EvenInTheCLocale() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // Without a UTF-8 LC_CTYPE libedit drops non-ASCII keys; roster falls back to C.UTF-8.
    let session = try TmuxSession(
      command: ["env", "LC_ALL=C", "LANG=C", rosterPath!, "--memory"],
      environment: ["HOME": home, "XDG_STATE_HOME": home + "/state"])
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.type("# Hold’em 日本")
    try session.waitForLine("# Hold’em 日本", prompt: prompt)
    try session.press("BSpace")
    try session.waitForLine("# Hold’em 日", prompt: prompt)
    let row = try session.cursor().y
    try session.press("Enter")
    try session.waitForEmptyPrompt(below: row)
    let history = try String(contentsOfFile: historyPath(home), encoding: .utf8)
    #expect(history == "# Hold’em 日\n")
  }

  @Test func pipedInputShowsNoPromptAndNoEscapes() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // stdout stays the terminal; only stdin is a pipe. The shell then holds the pane open, as
    // Linux may drop a pty's last output when its program exits before tmux reads it.
    let session = try TmuxSession(
      command: [
        "sh", "-c",
        "printf 'show\\nshow\\n' | '\(rosterPath!)' --memory; echo \"exit status $?\"; exec sleep 600",
      ],
      environment: ["HOME": home, "XDG_STATE_HOME": home + "/state"])
    defer { session.close() }
    var rows = try session.waitForScreen("roster to finish") {
      $0.contains { $0.hasPrefix("exit status") }
    }
    #expect(rows.last { $0.hasPrefix("exit status") } == "exit status 0")
    rows = try session.screen(escapes: true).filter { !$0.hasPrefix("exit status") }
    #expect(!rows.joined().isEmpty)
    #expect(!rows.contains { $0.contains("\u{1B}") }, "escape codes in \(rows)")
    #expect(!rows.contains { $0.hasSuffix(">") || $0.contains("> ") }, "a prompt in \(rows)")
    // Piped lines never enter the history.
    #expect(!FileManager.default.fileExists(atPath: historyPath(home)))
  }

  /// Found by the trust review: the TAB list printed stored names raw, so a player named
  /// `ESC ] 0 ; pwned BEL ESC [ 2 J` retitled the terminal and cleared the screen. Listed and
  /// completed names show their escapes; the completed one still selects its row.
  @Test func tabListingHostileNamesNeitherRetitlesNorClears() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try TerminalSafetyTests.hostileStore(in: home)
    let session = try startRoster(["--store", home + "/hostile.sqlite"], home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    let title = try session.paneTitle()
    #expect(title != "pwned")
    try session.type("select ")
    // Every name is quoted (blanks or escapes), so the first TAB inserts the quote they share
    // and the second lists them.
    try session.press("Tab")
    try session.press("Tab")
    let rows = try session.waitForScreen("the names listed") { rows in
      rows.contains { $0.contains(#""Oscar Peterson""#) }
    }
    #expect(rows.contains { $0.contains(#""\u{1b}]0;pwned\u{7}\u{1b}[2J""#) }, "\(rows)")
    #expect(rows.contains { $0.contains(#""Evil\u{202e}gnp.exe""#) }, "\(rows)")
    #expect(rows.contains { $0.contains(#""x\u{9b}2J""#) }, "\(rows)")
    // Not cleared: the banner and the first drawing are still on the screen; not retitled.
    #expect(rows.first?.hasPrefix("roster ") == true, "\(rows)")
    #expect(rows.contains { $0.hasPrefix("Players  [+]") }, "\(rows)")
    #expect(try session.paneTitle() == title)
    // The completed word is the escaped name, and reads back as the name.
    try session.waitForCursorRow("the line redrawn below the list") { text, _ in
      text == prompt + " select \""
    }
    try session.type("x")
    try session.press("Tab")
    try session.waitForLine(#"select "x\u{9b}2J" "#, prompt: prompt)
    let row = try session.cursor().y
    try session.press("Enter")
    try session.waitForEmptyPrompt(below: row)
    #expect(
      try session.screen().contains {
        $0.contains(#"[x\u{9b}2J▏]"#) || $0.contains(#"[x\u{9b}2J]"#)
      })
    #expect(try session.paneTitle() == title)
  }

  /// At 40 columns every row of the three-player table wrapped. Rows fit the
  /// terminal, cut with `…` and aligned; after the window is resized the next drawing takes
  /// the new width; `COLUMNS` wins over the terminal's size.
  @Test func theTableFitsTheTerminalAndFollowsAResize() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home, width: 40)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    var rows = try session.screen()
    #expect(rows.contains("2  Oscar Peters…  Spin the Bo…  ★★★★★  ›"), "\(rows)")
    #expect(rows.filter { $0.hasSuffix("›") }.count == 3, "\(rows)")
    try session.resize(width: 100, height: 40)
    try session.type("show")
    try session.waitForLine("show", prompt: prompt)
    var row = try session.cursor().y
    try session.press("Enter")
    rows = try session.waitForScreen("the table drawn 100 wide") { rows in
      rows.contains("2  Oscar Peterson  Spin the Bottle      ★★★★★  ›")
    }
    try session.waitForEmptyPrompt(below: row)
    try session.resize(width: 30, height: 40)
    row = try session.cursor().y
    try session.type("show")
    try session.press("Enter")
    rows = try session.waitForScreen("the table drawn 30 wide") { rows in
      rows.contains { $0.hasPrefix("2  Osca") && $0.hasSuffix("★★★★★  ›") }
    }
    for line in rows.suffix(from: row + 1) { #expect(line.count <= 30, "\(line)") }
    let wide = try startRoster(home: home, width: 40, environment: ["COLUMNS": "100"])
    defer { wide.close() }
    try wide.waitForScreen("the table drawn 100 wide by COLUMNS") { rows in
      rows.contains { $0.hasPrefix("2  Oscar Peterson  Spin the Bottle") }
    }
  }

  /// A resize while the prompt waits draws the scene again at the new width (once),
  /// with the half-typed line still on the prompt below it; Enter then runs the whole line.
  @Test func aResizeAtAnIdlePromptDrawsTheSceneAgainAndKeepsTheLine() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home, width: 100)
    defer { session.close() }
    try session.resize(width: 100, height: 40)
    let prompt = try session.waitForEmptyPrompt()
    try session.waitForScreen("the table drawn 100 wide") { rows in
      rows.contains("2  Oscar Peterson  Spin the Bottle      ★★★★★  ›")
    }
    try session.type("show 2")
    try session.waitForLine("show 2", prompt: prompt)
    try session.resize(width: 40, height: 40)
    let narrow = "2  Oscar Peters…  Spin the Bo…  ★★★★★  ›"
    var rows = try session.waitForScreen("the table drawn again 40 wide") { rows in
      rows.contains(narrow)
    }
    try session.waitForLine("show 2", prompt: prompt)
    let cursorRow = try session.cursor().y
    rows = try session.screen()
    let drawn = try #require(rows.firstIndex(of: narrow))
    #expect(drawn < cursorRow, "\(rows)")
    #expect(rows.filter { $0 == narrow }.count == 1, "drawn once: \(rows)")
    for line in rows { #expect(line.count <= 40, "\(line)") }
    try session.press("Enter")
    try session.waitForEmptyPrompt(below: cursorRow)
    // The whole line ran: show 2 starts the table at row 2, 40 wide.
    let shown = try session.screen().suffix(from: cursorRow + 1)
    #expect(shown.contains(narrow), "\(shown)")
    #expect(!shown.contains { $0.hasPrefix("1  ") }, "\(shown)")
  }

  /// Big tables had no search, the list jumped to row 1 after Done or back, and a
  /// new player at the end was never shown. `find` jumps; the list keeps its rows; the new row
  /// is said; the window line groups thousands.
  @Test func findJumpsAndTheListKeepsItsPlaceInABigRoster() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let store = try SQLiteRosterStore(path: home + "/big.sqlite")
    let csv = "name,game,rating\n" + (0..<1_100).map { "Ann \(10_000 + $0),Chess,3\n" }.joined()
    try store.importCSV(bytes: Array(csv.utf8), source: "ann.csv")
    let session = try startRoster(["--store", home + "/big.sqlite"], home: home)
    defer { session.close() }
    try session.waitForEmptyPrompt()
    try session.waitForScreen("the window line") { rows in
      rows.contains { $0.hasPrefix("rows 1–20 of 1,103") }
    }
    // Runs `line`, then waits for what it printed (the rows after its echo, up to the next
    // empty prompt) to satisfy `condition`. The screen scrolls, so rows are not compared.
    func enter(_ line: String, until what: String, _ condition: @escaping ([String]) -> Bool)
      throws
    {
      try session.type(line)
      try session.waitForCursorRow("the line typed") { text, _ in text.hasSuffix("> " + line) }
      try session.press("Enter")
      try session.waitForScreen(what) { rows in
        guard let echo = rows.lastIndex(where: { $0.hasSuffix("> " + line) }),
          echo < rows.count - 1, rows.last?.hasSuffix(">") == true
        else { return false }
        return condition(Array(rows[(echo + 1)...]))
      }
    }
    try enter("find ANN 1050", until: "the row found") { rows in
      rows.contains { $0.hasPrefix("\"ANN 1050\" in row 504 ") }
        && rows.contains { $0.hasPrefix("rows 504–523 of 1,103") }
    }
    try enter("find", until: "the next one") { rows in
      rows.contains { $0.hasPrefix("\"ANN 1050\" in row 505 ") }
    }
    try enter("select 510", until: "the editor") { rows in
      rows.contains { $0.contains("[Ann 10506") }
    }
    try enter("back", until: "the same rows again") { rows in
      rows.contains { $0.hasPrefix("rows 505–524 of 1,103") }
    }
    try enter("open AddPlayer", until: "Add Player") { rows in
      rows.contains { $0.contains("Add Player") }
    }
    try enter("type Zed", until: "Zed typed") { rows in rows.contains { $0.contains("[Zed") } }
    try enter("tap Done", until: "where the new row went") { rows in
      rows.contains { $0.hasPrefix("new row 1,104 \"Zed\" · show 1104 to see it") }
        && rows.contains { $0.hasPrefix("rows 505–524 of 1,104") }
    }
  }

  /// Add Player's only field is focused for the user, but was drawn without its
  /// cursor until `clear`.
  @Test func theOnlyFieldShowsItsCursorOnArrival() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    let prompt = try session.waitForEmptyPrompt()
    try session.type("open AddPlayer")
    try session.waitForLine("open AddPlayer", prompt: prompt)
    try session.press("Enter")
    try session.waitForScreen("the field with its cursor") { rows in
      rows.contains("1  [▏Enter the player's name]")
    }
  }

  /// `type` took control characters (drawn escaped in the field) that Done then
  /// refused. At a terminal the refusal comes at `type`, the screen is not cleared, and the
  /// field keeps what it held.
  @Test func typingControlCharactersIsRefusedAtType() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    var prompt = try session.waitForEmptyPrompt()
    for line in ["open AddPlayer", "type Ray", #"type "\u{1b}[2J""#] {
      prompt = try session.enter(line, prompt: prompt)
    }
    let screen = try session.screen()
    #expect(
      screen.contains(
        #"error: cannot type that into the player's name: it contains control characters; the "#
          + #"field still holds "Ray""#))
    // The drawing above is still there: ESC [2J reached no terminal.
    #expect(screen.contains("1  [Ray▏]"))
  }

  /// At a terminal, `type Ray #1 fan` saved "Ray". The line is refused, the caret
  /// under the `#`, and the field stays empty.
  @Test func aCommentAfterATypedCommandIsRefusedWithACaret() throws {
    let home = try makeHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try startRoster(home: home)
    defer { session.close() }
    var prompt = try session.waitForEmptyPrompt()
    for line in ["open AddPlayer", "type Ray #1 fan"] {
      prompt = try session.enter(line, prompt: prompt)
    }
    let screen = try session.screen()
    let error = try #require(screen.firstIndex { $0.hasPrefix("error: ") })
    #expect(
      screen[error]
        == ##"error: "#1 fan" would be dropped as a comment; quote the text to keep it: "##
        + ##"type "Ray #1 fan""##)
    #expect(screen[error + 1] == "  type Ray #1 fan")
    #expect(screen[error + 2] == "           ^")
    #expect(screen.contains("1  [▏Enter the player's name]"))
  }
}
