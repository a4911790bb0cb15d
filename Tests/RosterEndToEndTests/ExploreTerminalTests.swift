import Foundation
import Testing

/// On a terminal, `roster explore` draws a progress line on stderr while it runs
/// (states, states to visit, states per second) and clears it before the report.
@Suite struct ExploreTerminalTests {
  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func aProgressLineShowsWhileExploringAndIsClearedAfter() throws {
    let built = builtProducts
    // stdout to /dev/null: only stderr's progress line reaches the screen; the wait for a line
    // afterwards keeps the pane's last screen readable.
    let session = try TmuxSession(
      command: [
        "sh", "-c",
        "roster explore --time 3 --max-states 1000000 >/dev/null; echo \"status $?\"; read line",
      ],
      environment: ["PATH": built + ":/usr/bin:/bin"])
    defer { session.close() }
    try session.waitForScreen("the progress line") { rows in
      rows.contains {
        $0.hasPrefix("explore Ratings app: ") && $0.contains(" to visit, ")
          && $0.hasSuffix(" states/s")
      }
    }
    let after = try session.waitForScreen("the run's end", timeout: .seconds(30)) { rows in
      rows.contains("status 0")
    }
    // Cleared: the status line starts where the progress line was, nothing of it left.
    #expect(after.first == "status 0")
    #expect(!after.contains { $0.contains("states/s") })
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
  }

  /// Ctrl-C during explore printed no report: minutes of exploring gave nothing. It ends the
  /// run with the report of what was found so far.
  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func ctrlCEndsTheRunWithTheReportSoFar() throws {
    let built = builtProducts
    let session = try TmuxSession(
      command: [
        "sh", "-c",
        // The shell survives the Ctrl-C (a trap, which roster does not inherit) to say the
        // status.
        "trap true INT; roster explore --time 600 --max-states 1000000; echo \"status $?\"; "
          + "read line",
      ],
      environment: ["PATH": built + ":/usr/bin:/bin"])
    defer { session.close() }
    try session.waitForScreen("the progress line") { rows in
      rows.contains { $0.hasPrefix("explore Ratings app: ") && $0.hasSuffix(" states/s") }
    }
    try session.press("C-c")
    let after = try session.waitForScreen("the report so far", timeout: .seconds(30)) { rows in
      rows.contains { $0.hasPrefix("status ") }
    }
    #expect(after.contains { $0.contains("stopped by Ctrl-C: what was found so far") })
    #expect(after.contains("status 0") || after.contains("status 1"))
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
  }
}
