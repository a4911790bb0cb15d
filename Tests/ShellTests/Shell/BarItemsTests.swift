import RosterTestSupport
import Testing

@testable import Shell

/// Titles, bar items and tab labels as iOS shows them, on Fixtures/Bars.
@Suite struct BarItemsTests {
  static var storyboard: String { testsDirectory() + "/Fixtures/Bars/Main.storyboard" }

  func show(_ lines: [String] = []) throws -> String {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    for line in lines { #expect(shell.run(line: line) == .ok, "\(line)") }
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    return shell.console.capturedOut
  }

  /// Spaces are not buttons; an image-only item is named by its image.
  @Test func spacesAreNotButtonsAndImageItemsAreNamedByTheirImage() throws {
    let out = try show()
    let lines = out.split(separator: "\n").map(String.init)
    #expect(lines.first == "Own Title  [Reset]  [+]", "\(out)")
    #expect(lines.contains("toolbar: [Share] [Reset]"), "\(out)")
    #expect(!out.contains("[Item]") && !out.contains("[]"), "\(out)")
  }

  /// A scene's title is its own navigation item's, never a navigation bar's in its view.
  @Test func titleComesFromTheScenesOwnNavigationItem() throws {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    #expect(shell.run(line: "open Detail") == .ok)
    shell.console.resetCaptured()
    #expect(shell.run(line: "show") == .ok)
    let first = shell.console.capturedOut.split(separator: "\n").first.map(String.init)
    // The Back button is titled by the list's backBarButtonItem ("Lists").
    #expect(first == "‹ Lists  Detail", "\(shell.console.capturedOut)")
    #expect(!shell.console.capturedOut.contains("Inner Bar  "))
  }

  /// Tab labels: the item's title, its system item, (for a storyboard reference) the
  /// placeholder's tab bar item, else the root scene's title; never an element name.
  @Test func tabLabels() throws {
    let out = try show()
    let tabs = out.split(separator: "\n").last.map(String.init)
    #expect(tabs == "● Tools   ○ Favorites   ○ Settings   ○ About", "\(out)")
  }
}
