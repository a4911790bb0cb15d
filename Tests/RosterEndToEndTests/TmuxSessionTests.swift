import Foundation
import RosterTestSupport
import Testing

@Suite("The tmux harness, on plain programs") struct TmuxSessionTests {
  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func drivesAProgramAndReadsItsScreen() throws {
    let session = try TmuxSession(command: ["cat"])
    defer { session.close() }
    try session.type("Hold’em 日本")
    try session.press("Enter")
    // The terminal echoes the line, then cat prints it again.
    try session.waitForScreen("the echo and cat's copy") { rows in
      rows.filter { $0 == "Hold’em 日本" }.count == 2
    }
    #expect(try session.cursor() == (0, 2))
    try session.press("C-d")
    #expect(try session.waitForExit() == 0)
  }

  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func reportsTheExitStatusAndPassesTheEnvironment() throws {
    // The program waits for a line before exiting: Linux may drop a pty's last output when the
    // program exits before tmux has read it.
    let session = try TmuxSession(
      command: ["sh", "-c", "printf 'state=%s\\n' \"$XDG_STATE_HOME\"; read line; exit 3"],
      environment: ["XDG_STATE_HOME": "/tmp/some state"])
    defer { session.close() }
    try session.waitForScreen("the variable printed") { $0.first == "state=/tmp/some state" }
    try session.press("Enter")
    #expect(try session.waitForExit() == 3)
  }

  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func timesOutWithTheScreenInTheMessage() throws {
    let session = try TmuxSession(command: ["sh", "-c", "echo visible; sleep 5"])
    defer { session.close() }
    let error = #expect(throws: TmuxSession.Failure.self) {
      try session.waitForScreen("nothing", timeout: .milliseconds(300)) { _ in false }
    }
    #expect(error?.description.contains("|visible") == true)
  }
}
