/// The Ratings app's storyboards, shipped inside the binary so `roster` runs from anywhere.
public enum RatingsStoryboards {
  /// The storyboard the app starts from (its initial view controller is the tab bar).
  public static let mainName = "Main"

  /// Every storyboard the app has: base name (`Main`, `Games`) → Interface Builder XML.
  public static var sources: [String: String] { EmbeddedStoryboards.sources }
}
