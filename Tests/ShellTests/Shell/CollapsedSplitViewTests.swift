import RosterTestSupport
import Testing

@testable import Shell

/// On an iPhone a split view is collapsed: a showDetail segue pushes the detail onto
/// the master's navigation stack, so the detail is drawn with a back button to the master,
/// the prompt lists both, and back pops to the master. Roster drew the detail without its back
/// button (as on an iPad, where both columns show). Fixture: Xcode's master-detail layout.
@Suite struct CollapsedSplitViewTests {
  static var storyboard: String {
    testsDirectory() + "/Fixtures/Notes/Notes/Base.lproj/Main.storyboard"
  }

  @Test func showDetailDrawsTheDetailWithABackButtonToTheMaster() throws {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    #expect(shell.run(line: "select Groceries") == .ok)
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    #expect(
      shell.console.capturedOut == """
        ‹ Notes  Note
        ─────────────
        Pick a note

        """)
    #expect(shell.session.breadcrumb == ["Notes", "Note"])
    #expect(shell.run(line: "back") == .ok)
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    #expect(shell.console.capturedOut.hasPrefix("Notes\n"))
    #expect(shell.session.breadcrumb == ["Notes"])
  }
}
