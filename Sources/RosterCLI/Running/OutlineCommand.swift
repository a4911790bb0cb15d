import RosterSupport
import Shell
import Storyboard

/// `roster outline STORYBOARD`: the storyboard's outline (`StoryboardOutline.text`) on stdout.
enum OutlineCommand {
  /// Prints the outline of the file at `path` (in `language`, when given); status 1 with a one-line error when it cannot
  /// be read.
  static func run(_ path: String, language: String? = nil, console: Console) -> Int32 {
    do throws(StoryboardError) {
      let document = try StoryboardParser.parse(fileAt: path, language: language)
      console.out(StoryboardOutline(document: document).text)
      return 0
    } catch {
      console.error("roster outline: " + VisibleText.make(error.message))
      return 1
    }
  }
}
