import RosterTestSupport
import Testing

@testable import Shell

/// A table embedded in a container view (a settings table under an account header,
/// Fixtures/EmbeddedTable) drew no rows, and `select` said the scene "has no table". Its rows
/// are drawn where the container is, and select, find and completion act on them, with the
/// embedded scene's segues.
@Suite struct EmbeddedTableTests {
  static var storyboard: String { testsDirectory() + "/Fixtures/EmbeddedTable/Main.storyboard" }

  @Test func theEmbeddedTablesRowsAreDrawnInTheContainersPlace() throws {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    #expect(
      shell.console.capturedOut == """
        Account
        ────────
        Signed in as Ann
        Preferences
        1  Notifications  ›
        2  Privacy
        [Sign Out]

        """)
  }

  @Test func selectingARowFiresTheEmbeddedScenesSegue() throws {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    #expect(shell.run(line: "select Notifications") == .ok)
    #expect(shell.session.breadcrumb == ["Account", "Notifications"])
    #expect(shell.run(line: "back") == .ok)
    #expect(shell.run(line: "select 2") == .ok)
    #expect(shell.run(line: "expect row 2 Privacy") == .ok)
    #expect(shell.session.rowTexts(withPrefix: "N", limit: 10) == ["Notifications"])
    #expect(shell.run(line: "find Priv") == .ok)
  }
}
