import Testing

@testable import RosterCLI
@testable import Shell

/// The progress line's words (issue 16): rows, share, rate and time left when the whole is
/// known; rows and rate from a pipe; and nothing at all when stderr is not a terminal.
@Suite struct ProgressLineTests {
  @Test func aKnownSizeGivesTheShareAndTheTimeLeft() {
    #expect(
      ProgressLine.text(
        label: "import club.csv", rows: 412_000, totalRows: nil, done: 41, total: 100,
        seconds: 1.33)
        == "import club.csv: 412,000 rows, 41 %, 309,774 rows/s, 2 s left")
    #expect(
      ProgressLine.text(
        label: "export", rows: 250_000, totalRows: 1_000_000, done: 250_000, total: 1_000_000,
        seconds: 100) == "export: 250,000 of 1,000,000 rows, 25 %, 2,500 rows/s, 5 min 0 s left")
  }

  @Test func aPipeGivesRowsAndRateOnly() {
    #expect(
      ProgressLine.text(
        label: "import stdin", rows: 1, totalRows: nil, done: 30, total: nil, seconds: 0.5)
        == "import stdin: 1 row, 2 rows/s")
  }

  @Test func timeLeftIsRoundedUp() {
    #expect(ProgressLine.timeLeft(0.2) == "1 s")
    #expect(ProgressLine.timeLeft(59.5) == "1 min 0 s")
    #expect(ProgressLine.timeLeft(125) == "2 min 5 s")
  }

  @Test func nothingIsDrawnWhenStandardErrorIsNoTerminal() {
    let console = Console.capturing()
    let line = ProgressLine("import x.csv", console: console)
    #expect(!line.isShown)
    line.update(rows: 10, done: 1, total: 2)
    line.clear()
    #expect(console.capturedErr.isEmpty && console.capturedOut.isEmpty)
  }
}
