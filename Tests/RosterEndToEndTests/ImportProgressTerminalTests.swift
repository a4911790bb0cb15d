import Foundation
import RosterTestSupport
import Testing

/// Long imports and exports were silent. On a terminal each draws a progress line on
/// stderr at once (rows, and the share when the size is known; the rate and time left once
/// measured: `ProgressLineTests`), cleared before its report; when stderr is piped nothing
/// extra is written.
@Suite struct ImportProgressTerminalTests {
  /// `count` players as CSV.
  static func csv(_ count: Int, from first: Int = 0) -> String {
    var text = ""
    for number in first..<(first + count) { text += "Player \(number),Chess,\(number % 5 + 1)\n" }
    return text
  }

  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func anImportFromAStalledPipeShowsItsProgressAndClearsIt() throws {
    let folder = try TemporaryDirectory([
      "head.csv": "name,game,rating\n" + Self.csv(20_000),
      "tail.csv": Self.csv(1_000, from: 20_000),
    ])
    defer { folder.remove() }
    let built = builtProducts
    // The pipe stalls after its first part: the line drawn for it stays while the import waits.
    let session = try TmuxSession(
      command: [
        "sh", "-c",
        "{ cat head.csv; sleep 4; cat tail.csv; } | roster --store p.sqlite import - >out.txt; "
          + "echo \"status $?\"; read line",
      ],
      environment: ["PATH": built + ":/usr/bin:/bin"], workingDirectory: folder.path)
    defer { session.close() }
    try session.waitForScreen("the progress line") { rows in
      // Drawn at once, before a rate can be measured: the rows read so far.
      rows.contains { $0.hasPrefix("import stdin: ") && $0.hasSuffix(" rows") }
    }
    let after = try session.waitForScreen("the import's end", timeout: .seconds(60)) { rows in
      rows.contains("status 0")
    }
    // Cleared: what follows starts where the line was ("created new roster" first).
    #expect(after.first == "created new roster p.sqlite")
    #expect(after.dropFirst().first == "status 0")
    #expect(!after.contains { $0.contains("import stdin") })
    #expect(try folder.read("out.txt") == "imported 21,000 players\n")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
  }

  /// `import -` with stdin a terminal waits for typed CSV: it says so, and Ctrl-D ends it.
  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func importDashFromTheTerminalSaysHowToEnd() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let built = builtProducts
    let session = try TmuxSession(
      command: [
        "sh", "-c", "roster --store t.sqlite import -; echo \"status $?\"; read line",
      ],
      environment: ["PATH": built + ":/usr/bin:/bin"], workingDirectory: folder.path)
    defer { session.close() }
    try session.waitForScreen("the hint") { rows in
      rows.contains("roster: reading CSV from the terminal; end it with Ctrl-D")
    }
    try session.type("name,game,rating")
    try session.press("Enter")
    try session.type("Ann,Chess,2")
    try session.press("Enter")
    try session.press("C-d")
    try session.waitForScreen("the import's end") { rows in
      rows.contains("imported 1 player") && rows.contains("status 0")
    }
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
  }

  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func anExportIntoASlowPipeShowsItsProgressAndAPipedStderrGetsNothing() throws {
    let folder = try TemporaryDirectory(["big.csv": "name,game,rating\n" + Self.csv(20_000)])
    defer { folder.remove() }
    let imported = try runRoster(
      ["--store", "e.sqlite", "import", "big.csv"], directory: folder.path)
    // Piped stderr: the report and the new store's notice, no progress line.
    #expect(
      imported
        == BinaryRun(
          status: 0, stdout: "imported 20,000 players\n",
          stderr: "created new roster e.sqlite\n"))
    let piped = try runRoster(
      ["--store", "e.sqlite", "export", "-o", "x.csv"], directory: folder.path)
    #expect(piped == BinaryRun(status: 0, stdout: "exported 20,000 players to x.csv\n", stderr: ""))

    let built = builtProducts
    let session = try TmuxSession(
      command: [
        "sh", "-c",
        "roster --store e.sqlite export | { sleep 4; wc -l; }; echo \"status $?\"; read line",
      ],
      environment: ["PATH": built + ":/usr/bin:/bin"], workingDirectory: folder.path)
    defer { session.close() }
    try session.waitForScreen("the progress line") { rows in
      rows.contains {
        $0.hasPrefix("export: ") && $0.contains(" of 20,000 rows, ") && $0.hasSuffix(" %")
      }
    }
    let after = try session.waitForScreen("the export's end", timeout: .seconds(60)) { rows in
      rows.contains("status 0")
    }
    #expect(after.first?.trimmingCharacters(in: .whitespaces) == "20001")
    #expect(!after.contains { $0.contains("export:") })
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
  }
}
