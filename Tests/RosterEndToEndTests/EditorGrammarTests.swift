import Glibc
import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// The editor grammars in editors/ (Vim, and TextMate for VS Code) name every command,
/// assertion and keyword of the table the parser reads; the TextMate files are JSON, and Vim
/// loads its syntax and highlights a script with it (when python3 and vim are installed).
@Suite struct EditorGrammarTests {
  let root = packageRoot() + "/editors"

  /// The alternatives of the first `(a|b|c)` group after `marker` on the line holding it
  /// (Vim's `\(a\|b\)` too).
  private func alternatives(in text: String, after marker: String, group: Int = 1) -> [String] {
    guard let line = text.split(separator: "\n").first(where: { $0.contains(marker) }) else {
      return []
    }
    guard let start = line.firstRange(of: marker)?.upperBound else { return [] }
    // Vim escapes its groups (`\(a\|b\)`), JSON its regex's backslashes: both dropped.
    var rest = String(line[start...].filter { $0 != "\\" })
    for _ in 1..<group {
      guard let close = rest.firstIndex(of: ")") else { return [] }
      rest = String(rest[rest.index(after: close)...])
    }
    guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")")
    else { return [] }
    return rest[rest.index(after: open)..<close].split(separator: "|").map(String.init)
  }

  /// The commands (`expect` is matched with its assertion word), and the alias `exit`.
  private var commands: [String] { CommandCatalog.names.filter { $0 != "expect" } + ["exit"] }
  private var assertions: [String] { CommandCatalog.assertions.map(\.name) }
  private var keywords: [String] {
    ArgumentKind.rowKeywords + ArgumentKind.buttonState.stateWords
      + ArgumentKind.switchState.stateWords + ["matching"]
  }

  @Test func vimNamesEveryCommandAssertionAndKeyword() throws {
    let vim = try FileSystem.read(root + "/vim/syntax/rosterscript.vim")
    #expect(Set(alternatives(in: vim, after: "syntax match rosterCommand")) == Set(commands))
    #expect(Set(alternatives(in: vim, after: "syntax match rosterAssertion")) == Set(assertions))
    let line = vim.split(separator: "\n").first { $0.hasPrefix("syntax keyword rosterKeyword") }
    #expect(Set((line ?? "").split(separator: " ").dropFirst(3).map(String.init)) == Set(keywords))
  }

  @Test func textMateNamesEveryCommandAssertionAndKeyword() throws {
    let grammar = try FileSystem.read(root + "/vscode/syntaxes/rosterscript.tmLanguage.json")
    let lines = grammar.split(separator: "\n").map(String.init)
    let start = #""match": "^\\s*"#
    let command = try #require(lines.first { $0.contains(start + "(open") })
    #expect(Set(alternatives(in: command, after: start)) == Set(commands))
    let expect = try #require(lines.first { $0.contains(start + "(expect)") })
    #expect(Set(alternatives(in: expect, after: start, group: 2)) == Set(assertions))
    let keyword = try #require(lines.first { $0.contains("(detail|") })
    #expect(Set(alternatives(in: keyword, after: #""match": "#)) == Set(keywords))
  }

  @Test(.enabled(if: FileSystem.exists("/usr/bin/python3")))
  func theVSCodeFilesAreJSON() throws {
    for file in [
      "vscode/package.json", "vscode/language-configuration.json",
      "vscode/syntaxes/rosterscript.tmLanguage.json",
    ] {
      let run = try runRoster(
        ["-m", "json.tool", root + "/" + file], program: "/usr/bin/python3")
      #expect(run.status == 0, "\(file): \(run.stderr)")
    }
  }

  @Test(.enabled(if: FileSystem.exists("/usr/bin/vim")))
  func vimHighlightsAScript() throws {
    let folder = try TemporaryDirectory([
      "v.rosterscript": "expect error matching \"x\" tap Done\n# a note\n",
      "probe.vim": """
      set rtp^=\(root)/vim
      filetype on
      syntax on
      edit v.rosterscript
      redir! > out.txt
      echo &ft
      for column in [1, 8, 14, 24]
        echo synIDattr(synID(1, column, 1), "name")
      endfor
      echo synIDattr(synID(2, 1, 1), "name")
      redir END
      quit

      """,
    ])
    defer { folder.remove() }
    let run = try runRoster(
      ["-u", "NONE", "-N", "-es", "-S", "probe.vim"], directory: folder.path,
      program: "/usr/bin/vim")
    #expect(run.status == 0, "\(run)")
    #expect(
      try folder.read("out.txt").split(separator: "\n")
        == [
          "rosterscript", "rosterExpect", "rosterAssertion", "rosterKeyword", "rosterString",
          "rosterComment",
        ])
  }
}

/// `roster check --format json`: what an editor integration reads, one object on stdout.
@Suite struct CheckJSONTests {
  @Test func checkWritesOneJSONObject() throws {
    let folder = try TemporaryDirectory([
      "a.rosterscript": "opne X\nsource lib/b.rosterscript\n",
      "lib/b.rosterscript": "expect rows many\n",
      "ok.rosterscript": "expect scene Players\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(
      ["check", "--format", "json", "a.rosterscript", "ok.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stderr == "")
    #expect(
      run.stdout
        == "{\"files\":2,\"passed\":1,\"failed\":1,\"problems\":["
        + "{\"file\":\"a.rosterscript\",\"line\":1,\"column\":1,\"severity\":\"error\","
        + "\"message\":\"unknown command \\\"opne\\\"; did you mean \\\"open\\\"?\",\"sourcedFrom\":[]},"
        + "{\"file\":\"lib/b.rosterscript\",\"line\":1,\"column\":13,\"severity\":\"error\","
        + "\"message\":\"expected a number of rows (0 or more), not \\\"many\\\"\","
        + "\"sourcedFrom\":[\"a.rosterscript:2\"]}]}\n")
  }
}
