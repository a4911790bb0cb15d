import Storyboard

/// The Ratings app's storyboards, shipped inside the binary so `roster` runs from anywhere.
package enum RatingsStoryboards {
  /// The storyboard the app starts from (its initial view controller is the tab bar).
  package static let mainName = "Main"

  /// Every storyboard the app has (`Main`, `Games`), parsed when the binary was built.
  package static var documents: [StoryboardDocument] { EmbeddedStoryboards.documents }
}
