import Foundation
import Testing

/// Issue 17: on a terminal, `roster explore` draws a progress line on stderr while it runs
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
}
