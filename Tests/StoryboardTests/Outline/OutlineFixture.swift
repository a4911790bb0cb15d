import RosterTestSupport
import Storyboard
import Testing

/// The outline tests' storyboard (Fixtures/Outline/Shop.storyboard: a tab bar, a navigation
/// controller, static and prototype tables, a form sheet, an unwind, a reference), edited.
enum OutlineFixture {
  static let path = Support.fixtures + "/Outline/Shop.storyboard"

  /// The fixture's XML.
  static func xml() throws -> String {
    try readText(path)
  }

  /// The fixture's XML with each `(old, new)` replaced; every `old` must be there.
  static func edited(_ replacements: [(String, String)]) throws -> String {
    var text = try xml()
    for (old, new) in replacements {
      #expect(text.contains(old), "the fixture has no \(old)")
      text = text.replacing(old, with: new)
    }
    return text
  }

  /// The outline of `xml`.
  static func outline(_ xml: String) throws -> StoryboardOutline {
    StoryboardOutline(document: try Support.parse(xml, name: "Shop"))
  }

  /// The diff's lines from the fixture to the fixture with `replacements`.
  static func changes(_ replacements: [(String, String)]) throws -> [String] {
    let old = try outline(try xml())
    let new = try outline(try edited(replacements))
    return StoryboardDiff(old: old, new: new).changes.map(\.message)
  }
}
