import RosterTestSupport
import Testing

@testable import Shell

/// Text views, pickers, date pickers, progress views and activity indicators drew
/// nothing, so a scene built of them looked blank. Each is drawn in document order: a text
/// view's text, a progress bar with its percentage, placeholders for what only code fills.
@Suite struct StatusViewsDrawingTests {
  static var storyboard: String { testsDirectory() + "/Fixtures/StatusViews/Main.storyboard" }

  /// The scene ("Upload") is in no navigation controller: the device shows no title over it.
  @Test func statusViewsAreDrawnInDocumentOrder() throws {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    #expect(
      shell.console.capturedOut == """
        (no navigation bar)
        ───────────────────
        (busy)
        progress: ████░░░░░░ 43 %
        Photos upload while the app is open.
        Keep it in front until the bar is full.
        (date picker (time))
        (picker)
        (activity indicator, stopped)

        """)
  }

  /// They are drawn, not operated: none of them is offered to `set` or `tap`.
  @Test func statusViewsAreNotOfferedAsControls() throws {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    #expect(shell.session.settableControlNames().isEmpty)
    #expect(shell.run(line: "set progressView 1") != .ok)
  }
}
