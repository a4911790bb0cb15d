/// What completion needs to know about the current scene; the shell answers from its session,
/// tests from a fixture.
package protocol CompletionSource {
  /// The command names worth offering here (see `CommandInfo.Availability`).
  var availableCommands: [String] { get }
  /// Segue identifiers that can fire from the visible scene.
  var segueIdentifiers: [String] { get }
  /// Bar button titles of the visible scene.
  var barButtonTitles: [String] { get }
  /// Tab titles, when a tab bar is showing.
  var tabTitles: [String] { get }
  /// The visible scene's title.
  var sceneTitle: String { get }
  /// Row texts of the visible table starting with `prefix`, at most `limit` of them.
  func rowTexts(withPrefix prefix: String, limit: Int) -> [String]
}
