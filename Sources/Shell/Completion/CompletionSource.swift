import Navigation

/// What completion needs to know about the current scene; the shell answers from its session,
/// tests from a fixture.
package protocol CompletionSource {
  /// The command names worth offering here (see `CommandInfo.Availability`).
  var availableCommands: [String] { get }
  /// Segue identifiers that can fire from the visible scene.
  var segueIdentifiers: [String] { get }
  /// What each of those segues does (`presentation → Add Player`), shown beside it in a TAB
  /// listing; a segue missing here is listed bare.
  var segueDetails: [String: String] { get }
  /// Bar button titles of the visible scene that can be tapped now (not a disabled Done).
  var barButtonTitles: [String] { get }
  /// Switches, segmented controls, sliders and steppers `set` can change now.
  var settableControls: [String] { get }
  /// The values `set CONTROL` offers (a switch's on/off, a segmented control's segments).
  func settingValues(forControl control: String) -> [String]
  /// The titles of the navigation stack, first to last (what `expect stack` compares).
  var breadcrumb: [String] { get }
  /// Tab titles, when a tab bar is showing.
  var tabTitles: [String] { get }
  /// The visible scene's title.
  var sceneTitle: String { get }
  /// Rows of the visible table whose text starts with `prefix`: at most `limit` texts, what all
  /// matches share and how many are left out.
  func rowTextMatches(withPrefix prefix: String, limit: Int) -> RowTextMatches
  /// Row `number` as drawn (1-based): its text as `expect row` reads it, and its detail.
  func row(numbered number: Int) -> (text: String, detail: String?)?
}

extension CompletionSource {
  package var segueDetails: [String: String] { [:] }
}
