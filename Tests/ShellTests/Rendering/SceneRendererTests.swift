import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

@Suite struct SceneRendererTests {
  @Test func formWithSectionsFieldDetailsAndWindow() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    assertSnapshot(shell.drawing(), named: "form")
  }

  @Test func focusedFieldShowsTheCursor() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "select 1") == .ok)
    #expect(shell.run(line: "type \"Ray\"") == .ok)
    #expect(shell.drawing().contains(" 1  [Ray▏]"))
  }

  /// A scene's only field is focused for the user (`type` edits it), but it was
  /// drawn without its cursor until a `type` or `clear` focused it for real.
  @Test func theOnlyFieldIsDrawnWithTheCursorBeforeAnyTyping() throws {
    let shell = try Fixtures.shell()
    #expect(shell.run(line: "open AddPlayer") == .ok)
    #expect(shell.drawing().contains("\n1  [▏] (Enter the player's name)\n"))
    #expect(shell.run(line: "expect field \"\"") == .ok)
    #expect(shell.run(line: "type Ray") == .ok)
    #expect(shell.drawing().contains("\n1  [Ray▏]\n"))
    #expect(shell.run(line: "tap Cancel") == .ok)
    #expect(!shell.drawing().contains("▏"))
  }

  /// An empty field's placeholder was drawn only in colour, so `--no-color` and
  /// pipes showed `1  []`. Without colour it follows the empty brackets in parentheses; in
  /// colour it is dimmed inside them, and measured so the columns still line up.
  /// (The form's only field is focused for the user, so it shows the cursor from the start.)
  @Test func placeholderIsDrawnWithoutColourToo() throws {
    let plain = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(plain.drawing().contains("\n 1  [▏] (Name)\n"))
    #expect(plain.run(line: "select 1") == .ok)
    #expect(plain.drawing().contains("\n 1  [▏] (Name)\n"))
    #expect(plain.run(line: "type Ray") == .ok)
    #expect(plain.drawing().contains("\n 1  [Ray▏]\n"))
    let ascii = try Fixtures.shell(storyboard: Fixtures.formStoryboard, style: .ascii)
    #expect(ascii.drawing().contains("\n 1  [_] (Name)\n"))
    let colour = try Fixtures.shell(
      storyboard: Fixtures.formStoryboard, style: DrawStyle(unicode: true, color: true))
    #expect(colour.drawing().contains("[▏\u{1B}[2mName\u{1B}[0m]"))
  }

  @Test func secondWindowOfALongTable() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "more") == .ok)
    assertSnapshot(shell.console.capturedOut, named: "form-more")
    #expect(shell.run(line: "more") == .failed)
  }

  @Test func asciiFallback() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard, style: .ascii)
    #expect(shell.run(line: "show 1") == .ok)
    assertSnapshot(shell.console.capturedOut, named: "form-ascii")
  }

  @Test func colourOnlyWhenAsked() throws {
    let plain = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(!plain.drawing().contains("\u{1B}"))
    let colour = try Fixtures.shell(
      storyboard: Fixtures.formStoryboard, style: DrawStyle(unicode: true, color: true))
    #expect(colour.drawing().contains("\u{1B}[1mForm\u{1B}[0m"))
  }

  @Test func controlCharactersInDataAreMadeVisible() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "select 1") == .ok)
    #expect(shell.run(line: "type \"\u{1B}[2J\u{7}x\"") == .ok)
    let drawn = shell.drawing()
    #expect(!drawn.contains("\u{1B}"))
    #expect(!drawn.contains("\u{7}"))
    #expect(drawn.contains(#"[\u{1b}[2J\u{7}x▏]"#))
    let ascii = try #require(
      shell.drawing(style: .ascii).split(separator: "\n").first { $0.contains("2J") })
    #expect(ascii.contains(#"[\u{1b}[2J\u{7}x_]"#))
  }

  /// Stars in data (the rating rows' labels) fall back in ASCII as the drawn ratings do.
  @Test func starsInDataFallBackToASCII() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "select 1") == .ok)
    #expect(shell.run(line: "type ★★☆☆☆") == .ok)
    #expect(shell.drawing().contains("[★★☆☆☆▏]"))
    #expect(shell.drawing(style: .ascii).contains("[**..._]"))
  }

  @Test func drawStyleFollowsLocaleAndNoColor() {
    let utf8 = DrawStyle.detect(noColor: false) { ["LANG": "en_US.UTF-8"][$0] }
    #expect(utf8.unicode)
    let posix = DrawStyle.detect(noColor: false) { ["LANG": "C"][$0] }
    #expect(!posix.unicode)
    let noColor = DrawStyle.detect(noColor: false) { ["LANG": "C.UTF-8", "NO_COLOR": "1"][$0] }
    #expect(!noColor.color)
    #expect(!DrawStyle.detect(noColor: true) { _ in nil }.color)
  }

  @Test func genericScenesWithoutTables() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "select Game") == .ok)
    assertSnapshot(shell.drawing(), named: "detail")
    #expect(shell.prompt == "Form › Detail> ")
  }
}

/// The Ratings app's scenes as drawn.
@Suite struct RatingsSceneSnapshotTests {
  @Test func players() throws {
    assertSnapshot(try Fixtures.shell().drawing(), named: "players")
  }

  @Test func playersInASCII() throws {
    assertSnapshot(try Fixtures.shell(style: .ascii).drawing(), named: "players-ascii")
  }

  @Test func addPlayerWithTheNameTyped() throws {
    let shell = try Fixtures.shell()
    for line in ["tap +", "select 1", "type Ray"] { #expect(shell.run(line: line) == .ok) }
    assertSnapshot(shell.drawing(), named: "add-player")
  }

  @Test func gamePicker() throws {
    let shell = try Fixtures.shell()
    for line in ["open AddPlayer", "open PickGame"] { #expect(shell.run(line: line) == .ok) }
    assertSnapshot(shell.drawing(), named: "choose-game")
  }

  @Test func gamesWithAnExpandedRow() throws {
    let shell = try Fixtures.shell()
    for line in ["tab Games", "select Tic-Tac-Toe"] { #expect(shell.run(line: line) == .ok) }
    assertSnapshot(shell.drawing(), named: "games-expanded")
  }
}

@Suite struct WindowTests {
  @Test func showAndMoreScrollAndSayWhenThereIsNoMore() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    let at = RosterSupport.SourceLocation(file: "s", line: 1)
    #expect(shell.run(line: "show 25") == .ok)
    #expect(shell.console.capturedOut.hasPrefix("[Cancel]  Form  [Done]\n"))
    #expect(shell.console.capturedOut.contains("25  Item 21\n26  Item 22\nrows 25–26 of 26"))
    #expect(shell.run(line: "more", at: at) == .failed)
    #expect(shell.run(line: "show 27", at: at) == .failed)
    #expect(shell.run(line: "select 3") == .ok)
    #expect(
      shell.console.capturedErr.split(separator: "\n").filter { $0.hasPrefix("s:") } == [
        "s:1:1: error: no more rows: row 26 is the last; show 1 goes back to the top",
        "s:1:6: error: no row 27; this scene has 26 rows; show 1 starts at the top",
      ])
  }
}
