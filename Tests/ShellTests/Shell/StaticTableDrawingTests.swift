import RosterTestSupport
import Testing

@testable import Shell

/// Measured on a corpus of public apps: a search bar in a table's header, a static
/// section's footer, a static cell holding only a button and a cell built with a content
/// configuration (iOS 14) drew nothing, so a lookup screen showed numbered empty rows; a
/// detail broken with U+2028 (IB's line separator) drew the raw character on one row.
@Suite struct StaticTableDrawingTests {
  static var project: String {
    testsDirectory() + "/Fixtures/Lookup/Lookup/Base.lproj/Main.storyboard"
  }

  @Test func searchBarFooterButtonCellAndContentConfigurationAreDrawn() throws {
    let shell = try Fixtures.shell(storyboard: Self.project)
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    #expect(
      shell.console.capturedOut == """
        Lookup
        ────────
        (search: Song name or artist)
        Recent
        1  [Clear History (no action)]
        2  Browse Genres  24 genres              ›
        3  Help           Tap a song to hear it
        Searches stay on this device.

        """)
  }

  /// The rows are named by what they show: `select` finds them by that text.
  @Test func rowsAreFoundByTheTextTheyShow() throws {
    let shell = try Fixtures.shell(storyboard: Self.project)
    #expect(shell.session.rowTexts(withPrefix: "", limit: 10).contains("Browse Genres"))
    #expect(shell.session.rowTexts(withPrefix: "", limit: 10).contains("Clear History"))
  }
}
