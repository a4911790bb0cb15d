import RosterSupport
import Testing

@testable import Shell

@Suite struct ShellCommandTests {
  @Test func movesChangeTheBreadcrumbAndErrorsChangeNothing() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "open Nope") == .failed)
    #expect(shell.session.breadcrumb == ["Form"])
    #expect(shell.run(line: "open ShowDetail") == .ok)
    #expect(shell.session.breadcrumb == ["Form", "Detail"])
    #expect(shell.run(line: "back") == .ok)
    #expect(shell.session.breadcrumb == ["Form"])
  }

  /// `type` adds to what the field holds; someone expecting it to replace the text is told the
  /// first time a field already held some, and not again.
  @Test func typingAfterTextSaysOnceThatTypeAdds() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard, interactive: true)
    #expect(shell.run(line: "type Ray") == .ok)
    #expect(!shell.console.capturedOut.contains("type adds"))
    #expect(shell.run(line: "type \" Charles\"") == .ok)
    #expect(shell.run(line: "type !") == .ok)
    let notes = shell.console.capturedOut.split(separator: "\n").filter { $0.contains("type adds") }
    #expect(
      notes == [
        "typed after \"Ray\": type adds to what the field holds; clear empties it first"
      ])
    #expect(shell.session.snapshot().focusedField?.text == "Ray Charles!")
  }

  @Test func interactiveErrorsAreOneLineAndParseErrorsShowTheColumn() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard, interactive: true)
    #expect(shell.run(line: "slect 1") == .failed)
    #expect(
      shell.console.capturedErr == """
        error: unknown command "slect"; did you mean "select"?
          slect 1
          ^

        """)
    shell.console.resetCaptured()
    #expect(shell.run(line: "select 99") == .failed)
    #expect(shell.console.capturedErr.hasPrefix("error: "))
    #expect(shell.console.capturedErr.split(separator: "\n").count == 1)
    #expect(shell.console.capturedOut == "")
  }

  /// A 100 KB `select` gave a 100 KB error line. What an error quotes of the
  /// input is cut at 80 characters, the line it shows at 160 around the caret, with `…`.
  @Test func errorsEchoAtMostAShortPieceOfTheInput() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard, interactive: true)
    let long = String(repeating: "x", count: 100_000)
    #expect(shell.run(line: "select " + long) == .failed)
    let message = shell.console.capturedErr
    #expect(message.count < 400)
    #expect(message.hasPrefix("error: no row \"" + String(repeating: "x", count: 80) + "…\""))
    shell.console.resetCaptured()
    // A parse error far into a long line: the caret still points at what is wrong.
    #expect(shell.run(line: "type " + long + " \"") == .failed)
    let lines = shell.console.capturedErr.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count < 400 })
    let caret = lines[2].firstIndex(of: "^").map {
      lines[2].distance(from: lines[2].startIndex, to: $0)
    }
    let quote = lines[1].lastIndex(of: "\"").map {
      lines[1].distance(from: lines[1].startIndex, to: $0)
    }
    #expect(caret != nil && caret == quote)
    #expect(lines[1].hasPrefix("  …x"))
    shell.console.resetCaptured()
    #expect(shell.run(line: "expect scene " + long) == .failed)
    #expect(shell.console.capturedErr.split(separator: "\n").allSatisfy { $0.count < 400 })
  }

  /// `type Ray #1 fan` typed "Ray" and dropped the rest without a word. At the
  /// prompt a comment after a command is refused, with the quoted line that keeps the text;
  /// a line that is only a comment, and `#` inside a word, are as before; scripts keep comments.
  @Test func aCommentTypedAfterACommandIsRefusedNotDropped() throws {
    let shell = try Fixtures.shell(interactive: true)
    #expect(shell.run(line: "open AddPlayer") == .ok)
    shell.console.resetCaptured()
    #expect(shell.run(line: "type Ray #1 fan") == .failed)
    #expect(
      shell.console.capturedErr == """
        error: "#1 fan" would be dropped as a comment; quote the text to keep it: type "Ray #1 fan"
          type Ray #1 fan
                   ^

        """)
    #expect(shell.session.snapshot().rows.first?.field?.text == "")
    #expect(shell.run(line: "type \"Ray\" # the name") == .failed)
    #expect(
      shell.console.capturedErr.contains("quote the text to keep it, or leave the comment out"))
    for line in ["type \"Ray #1 fan\"", "type C#", "# only a note", "   # indented note"] {
      #expect(shell.run(line: line) == .ok, "\(line)")
    }
    #expect(shell.session.snapshot().rows.first?.field?.text == "Ray #1 fanC#")

    let script = try Fixtures.shell()
    for line in ["open AddPlayer", "type Ray # the name"] { #expect(script.run(line: line) == .ok) }
    #expect(script.session.snapshot().rows.first?.field?.text == "Ray")
  }

  @Test func interactiveAssertionsSayOk() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard, interactive: true)
    #expect(shell.run(line: "expect scene Form") == .ok)
    #expect(shell.console.capturedOut == "ok\n")
  }

  @Test func interactiveTraceSaysWhatItDid() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard, interactive: true)
    #expect(shell.run(line: "trace on") == .ok)
    #expect(shell.console.capturedOut.hasPrefix("trace on: "))
    shell.console.resetCaptured()
    #expect(shell.run(line: "trace off") == .ok)
    #expect(shell.console.capturedOut.hasPrefix("trace off"))
  }

  @Test func interactiveMovesDrawTheScene() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard, interactive: true)
    #expect(shell.run(line: "select Game") == .ok)
    #expect(shell.console.capturedOut.hasPrefix("‹ Form  Detail\n"))
  }

  @Test func scriptErrorsNameFileLineColumnAndDrawTheScene() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    let location = RosterSupport.SourceLocation(file: "walk.rosterscript", line: 3)
    #expect(shell.run(line: "expect scene Detail", at: location) == .failed)
    let lines = shell.console.capturedErr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(4) == [
        "walk.rosterscript:3:14: error: expected scene \"Detail\", but the scene is \"Form\"",
        "  expected: Detail",
        "  actual:   Form",
        "[Cancel]  Form  [Done]",
      ])
  }

  @Test func assertionsHoldAndFail() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    for line in [
      "expect scene Form", "expect stack Form", "expect rows 26", "expect row 2 Game detail Chess",
      "expect row 3 \"Checked row\" checked", "expect row 4 Plain row unchecked",
      "expect checked \"Checked row\"", "expect error back",
    ] {
      #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
    }
    for line in [
      "expect scene Detail", "expect stack Form Detail", "expect rows 3",
      "expect row 2 Game detail Go", "expect row 4 Plain row checked", "expect checked Game",
      "expect field Ray", "expect event viewDidLoad", "expect error select Game",
      "expect row 30 Nothing", "expect error open Nowhere", "expect error frobnicate",
    ] {
      #expect(shell.run(line: line) == .failed, "\(line)")
    }
  }

  @Test func expectErrorWhoseCommandSucceedsFails() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(
      shell.run(
        line: "expect error select Game", at: RosterSupport.SourceLocation(file: "s", line: 1))
        == .failed
    )
    #expect(
      shell.console.capturedErr.hasPrefix(
        "s:1:14: error: expected \"select Game\" to fail, but it succeeded and took effect: "
          + "the stack went from Form to Form › Detail"), "\(shell.console.capturedErr)")
  }

  @Test func fieldAndEvents() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "select 1") == .ok)
    #expect(shell.run(line: "type Ray Charles") == .ok)
    #expect(shell.run(line: "expect field \"Ray Charles\"") == .ok)
    #expect(shell.run(line: "clear") == .ok)
    #expect(shell.run(line: "expect field \"\"") == .ok)
    #expect(shell.run(line: "open ShowDetail") == .ok)
    #expect(shell.run(line: "expect event viewDidLoad") == .ok)
    #expect(shell.run(line: "expect scene Detail") == .ok)
    // Assertions do not reset the events of the last move.
    #expect(shell.run(line: "expect event viewDidAppear") == .ok)
  }

  @Test func helpListsWhatCanBeDoneHere() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "help") == .ok)
    let out = shell.console.capturedOut
    #expect(out.contains("  open SEGUE "))
    #expect(out.contains("(here: ShowDetail)"))
    #expect(out.contains("(here: Cancel, Done)"))
    #expect(!out.contains("  back "))
    #expect(!out.contains("  tab NAME"))
    shell.console.resetCaptured()
    #expect(shell.run(line: "help select") == .ok)
    #expect(
      shell.console.capturedOut == """
        usage: select ROW
        tap a row, by number or text
        example: select "Texas Hold’em Poker"

        """)
  }

  @Test func completeCommandPrintsCandidates() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "complete \"open \"") == .ok)
    #expect(shell.console.capturedOut == "ShowDetail\n")
    shell.console.resetCaptured()
    #expect(shell.run(line: "complete select Ite") == .ok)
    #expect(shell.console.capturedOut.hasPrefix("\"Item 1\"\n\"Item 2\"\n"))
    shell.console.resetCaptured()
    #expect(shell.run(line: "complete tap D") == .ok)
    #expect(shell.console.capturedOut == "Done\n")
  }

  @Test func whereScenesSeguesListTheStoryboard() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "segues") == .ok)
    #expect(shell.console.capturedOut.contains("ShowDetail  show → Detail  (from cell)"))
    shell.console.resetCaptured()
    #expect(shell.run(line: "scenes") == .ok)
    #expect(shell.console.capturedOut.hasPrefix("Form.storyboard:\n"))
    shell.console.resetCaptured()
    #expect(shell.run(line: "where") == .ok)
    #expect(shell.console.capturedOut.contains("\"Form\""))
  }

  @Test func quitStops() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "quit") == .quit)
  }
}

@Suite struct ShellGraphTests {
  @Test func graphMarksTheVisibleScene() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "open ShowDetail") == .ok)
    #expect(shell.run(line: "graph") == .ok)
    let marked = shell.console.capturedOut.split(separator: "\n").filter {
      $0.contains("fillcolor")
    }
    #expect(marked.count == 1)
    #expect(marked.first?.contains("Detail") == true)
  }

  @Test func scenesListsReferencedStoryboardsToo() throws {
    let shell = try Fixtures.shell()
    #expect(shell.run(line: "tab Games") == .ok)
    #expect(shell.run(line: "scenes") == .ok)
    let out = shell.console.capturedOut
    #expect(out.contains("\nGames.storyboard:\n"))
    #expect(out.contains("\n* Games  (GamesViewController, id Games)\n"))
    #expect(out.split(separator: "\n").filter { $0.hasPrefix("* ") }.count == 1)
  }

  @Test func scenesMarksTheVisibleScene() throws {
    let shell = try Fixtures.shell(storyboard: Fixtures.formStoryboard)
    #expect(shell.run(line: "scenes") == .ok)
    #expect(shell.console.capturedOut.contains("* Form  (tableViewController, id Form)"))
  }
}

@Suite struct ContextualHintTests {
  @Test func unknownWordsThatNameSomethingHereSuggestTheCommand() throws {
    let shell = try Fixtures.shell()
    let at = RosterSupport.SourceLocation(file: "s", line: 1)
    #expect(shell.run(line: "AddPlayer", at: at) == .failed)
    #expect(shell.run(line: "games", at: at) == .failed)
    #expect(shell.run(line: "open AddPlayer") == .ok)
    #expect(shell.run(line: "cancel", at: at) == .failed)
    #expect(
      shell.console.capturedErr == """
        s:1:1: error: unknown command "AddPlayer"; did you mean "open AddPlayer"?
        s:1:1: error: unknown command "games"; did you mean "tab Games"?
        s:1:1: error: unknown command "cancel"; did you mean "tap Cancel"?

        """)
  }
}

@Suite struct FieldAssertionTests {
  @Test func theOnlyFieldCountsWhenNoneHasFocus() throws {
    let shell = try Fixtures.shell()
    #expect(shell.run(line: "select \"Bill Evans\"") == .ok)
    #expect(shell.run(line: "expect field \"Bill Evans\"") == .ok)
    #expect(shell.run(line: "expect field Bill") == .failed)
  }
}
