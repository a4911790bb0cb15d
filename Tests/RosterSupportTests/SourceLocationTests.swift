import Testing

@testable import RosterSupport

// `Testing` has a `SourceLocation` of its own: this module's is named in full here.
private typealias Location = RosterSupport.SourceLocation

@Suite struct SourceLocationTests {
  @Test func writesWhatIsKnown() {
    #expect(
      Location(file: "a.rosterscript", line: 3, column: 7).description == "a.rosterscript:3:7")
    #expect(Location(file: "Main.storyboard", line: 12).description == "Main.storyboard:12")
    #expect(Location(file: "missing.csv").description == "missing.csv")
    // A column without a line says nothing: the file could not be read.
    #expect(Location(file: "x", column: 4).description == "x")
    #expect(Location(file: "s", line: 1).at(column: 2).description == "s:1:2")
  }

  @Test func messagesAreCompilerStyleLines() {
    let location = Location(file: "a.rosterscript", line: 2, column: 1)
    #expect(
      location.message("unknown command", severity: "error")
        == "a.rosterscript:2:1: error: unknown command")
    #expect(Location(file: "p.csv", line: 4).message("bad rating") == "p.csv:4: bad rating")
  }

  /// Five formatters once wrote locations; only one made the file name visible. A name or a
  /// message holding a line feed or ESC stays one line and cannot drive the terminal.
  @Test func controlsInTheFileOrMessageShowAsEscapes() {
    let location = Location(file: "a\nb\u{1B}[2J.csv", line: 1)
    #expect(
      location.message("x\ny", severity: "warning") == #"a\u{a}b\u{1b}[2J.csv:1: warning: x\u{a}y"#)
  }
}
