import RosterTestSupport
import Testing

@testable import Shell

/// A navigation item's title view (a segmented control in the bar, as Apple's
/// NavBar sample and XLPagerTabStrip's example have) was neither drawn nor operable: it is
/// not in the scene's view. It is drawn first, under the title bar, and `set` picks a segment.
@Suite struct TitleViewTests {
  static var storyboard: String {
    testsDirectory() + "/Fixtures/Media/Media/Base.lproj/Main.storyboard"
  }

  @Test func aSegmentedControlInTheTitleViewIsDrawnAndSet() throws {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    #expect(
      shell.console.capturedOut == """
        Media
        ────────
        kindControl: [● Image | ○ Text | ○ Video]
        Nothing picked yet

        """)
    #expect(shell.run(line: "set kindControl Video") == .ok)
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    #expect(shell.console.capturedOut.contains("kindControl: [○ Image | ○ Text | ● Video]"))
  }
}
