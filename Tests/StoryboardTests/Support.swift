import RosterSupport
import RosterTestSupport
import Storyboard
import Testing

/// Locations and helpers shared by the storyboard tests.
enum Support {
  /// This test folder, `Tests/StoryboardTests`.
  static let testsDirectory = TestPaths.targetFolder(of: #filePath)

  /// The package root.
  static let packageRoot = TestPaths.packageRoot

  static let fixtures = testsDirectory + "/Fixtures"

  /// `<package root>/../shared/storyboards`, or nil when it is absent.
  static let corpus: String? = {
    let path = packageRoot + "/../shared/storyboards"
    return FileSystem.isDirectory(path) ? path : nil
  }()

  /// Parses an inline storyboard; fails the test on error.
  static func parse(_ xml: String, name: String = "Test") throws -> StoryboardDocument {
    try StoryboardParser.parse(bytes: Array(xml.utf8), name: name)
  }

  /// The error an inline storyboard is refused with (nil if it loads).
  static func refusal(_ xml: String, name: String = "Test") -> StoryboardError? {
    refusal(bytes: Array(xml.utf8), name: name)
  }

  static func refusal(bytes: [UInt8], name: String = "Test") -> StoryboardError? {
    do {
      _ = try StoryboardParser.parse(bytes: bytes, name: name)
      return nil
    } catch {
      return error
    }
  }

  /// A minimal iOS document around `scenes` (line 1 is the XML declaration, scenes start on 4).
  static func document(initial: String? = nil, _ scenes: String) -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch"\(initialAttribute)>
          <scenes>
      \(scenes)
          </scenes>
      </document>
      """
  }
}
