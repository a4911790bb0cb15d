import RosterTestSupport
import Testing

@testable import RosterCLI

/// Every help text of the command line, held to a snapshot (`RECORD_SNAPSHOTS=1` re-records):
/// a change to the table shows up here as the text a person reads.
@Suite struct HelpSnapshotTests {
  @Test func overview() {
    assertSnapshot(CommandLineHelp.text(for: .run), named: "help-roster")
  }

  @Test(arguments: SubcommandID.allCases.filter { $0 != .run && !$0.spec.hidden })
  func subcommand(_ id: SubcommandID) {
    assertSnapshot(CommandLineHelp.text(for: id), named: "help-" + id.spec.name)
  }

  @Test func manPage() {
    assertSnapshot(ManPage.roff(), named: "roster.1")
  }

  /// Help lines fit a terminal of 92 columns, whatever the table says.
  @Test func linesFitTheWidth() {
    for id in SubcommandID.allCases where !id.spec.hidden {
      for line in CommandLineHelp.text(for: id).split(separator: "\n") {
        #expect(line.count <= CommandLineHelp.width, "\(line)")
      }
    }
  }
}
