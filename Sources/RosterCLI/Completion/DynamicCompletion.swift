import RatingsApp
import Storyboard

/// `roster __complete KIND …`: the values a completion script cannot know by itself, one per
/// line, asked for while a person presses TAB (as swift-argument-parser's scripts call back).
///
/// - `scene STORYBOARD PREFIX`: the storyboard IDs of STORYBOARD (empty: the Ratings app's
///   Main.storyboard) that start with PREFIX, for `--scene`.
/// - `language STORYBOARD PREFIX`: the languages STORYBOARD ships in (its own first, as
///   `Base`) that start with PREFIX, for `--language`.
///
/// Nothing is printed for an unknown kind or a storyboard that does not load: TAB offers
/// nothing rather than an error in the middle of a command line.
package enum DynamicCompletion {
  /// The kinds the scripts ask for.
  package static let kinds = ["scene", "language"]

  /// The values for `words` (the arguments after `__complete`).
  package static func values(_ words: [String]) -> [String] {
    guard let kind = words.first else { return [] }
    switch kind {
    case "scene":
      let storyboard = words.count > 1 ? words[1] : ""
      let prefix = words.count > 2 ? words[2] : ""
      return sceneIDs(storyboard: storyboard).filter { $0.hasPrefix(prefix) }
    case "language":
      let storyboard = words.count > 1 ? words[1] : ""
      let prefix = words.count > 2 ? words[2] : ""
      guard !storyboard.isEmpty else { return [] }
      return StoryboardLocalizations(storyboardAt: storyboard).languages.filter {
        $0.hasPrefix(prefix) && !$0.contains("\n")
      }
    default:
      return []
    }
  }

  /// The storyboard IDs `--scene` accepts, in document order.
  static func sceneIDs(storyboard: String) -> [String] {
    let document: StoryboardDocument
    if storyboard.isEmpty {
      guard
        let main = RatingsStoryboards.documents.first(where: {
          $0.name == RatingsStoryboards.mainName
        })
      else { return [] }
      document = main
    } else {
      guard let parsed = try? StoryboardParser.parse(fileAt: storyboard) else { return [] }
      document = parsed
    }
    // One line each: an ID with a line break in it would be two candidates.
    return document.scenes.compactMap(\.controller.storyboardIdentifier).filter {
      !$0.isEmpty && !$0.contains("\n")
    }
  }
}
