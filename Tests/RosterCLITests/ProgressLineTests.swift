import Testing

@testable import RosterCLI
@testable import Shell

/// The progress line's words: rows, share, rate and time left when the whole is
/// known; rows and rate from a pipe; and nothing at all when stderr is not a terminal.
@Suite struct ProgressLineTests {
  @Test func aKnownSizeGivesTheShareAndTheTimeLeft() {
    #expect(
      ProgressLine.text(
        label: "import club.csv", rows: 412_000, totalRows: nil, fraction: 0.41,
        rate: 309_774.4, secondsLeft: 1.9)
        == "import club.csv: 412,000 rows, 41 %, 309,774 rows/s, 2 s left")
    #expect(
      ProgressLine.text(
        label: "export", rows: 250_000, totalRows: 1_000_000, fraction: 0.25, rate: 2_500,
        secondsLeft: 300) == "export: 250,000 of 1,000,000 rows, 25 %, 2,500 rows/s, 5 min 0 s left"
    )
  }

  @Test func aPipeGivesRowsAndRateOnly() {
    #expect(
      ProgressLine.text(
        label: "import stdin", rows: 1, totalRows: nil, fraction: nil, rate: 2, secondsLeft: nil)
        == "import stdin: 1 row, 2 rows/s")
  }

  /// The first line comes at once, before a rate can be measured: rows and share only.
  @Test func theFirstLineHasNoRateYet() {
    #expect(
      ProgressLine.text(
        label: "export", rows: 2_142, totalRows: 1_000_000, fraction: 0.002, rate: nil,
        secondsLeft: nil) == "export: 2,142 of 1,000,000 rows, 0 %")
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
