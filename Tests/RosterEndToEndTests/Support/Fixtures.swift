import RosterTestSupport

/// Fixtures these tests share with the in-process shell tests (`Tests/ShellTests/Fixtures`).
enum Fixtures {
  /// `Tests/ShellTests/Fixtures`.
  static let shellTests = packageRoot() + "/Tests/ShellTests/Fixtures"

  /// The form fixture: sections with headers, a text field, details, a checkmark, 26 rows.
  static var formStoryboard: String { shellTests + "/Form.storyboard" }

  /// The outline tests' storyboard (`Tests/StoryboardTests/Fixtures/Outline`): a tab bar, a
  /// navigation controller, static and prototype tables, a form sheet, an unwind, a reference.
  static var shopStoryboard: String {
    packageRoot() + "/Tests/StoryboardTests/Fixtures/Outline/Shop.storyboard"
  }
}
