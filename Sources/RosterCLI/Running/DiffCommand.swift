import RosterSupport
import Shell
import Storyboard

/// `roster diff OLD NEW`, or as git's external diff `roster diff PATH OLD-FILE OLD-HEX
/// OLD-MODE NEW-FILE NEW-HEX NEW-MODE`: what changed, by name (`StoryboardDiff`).
enum DiffCommand {
  /// How the changes print (`--format`).
  enum Format: String, CaseIterable {
    /// One change a line.
    case text
    /// One JSON object.
    case json
    /// Markdown, for a CI job to post on a pull request.
    case markdown
  }

  /// Prints the changes in `format`. Status as diff(1): 0 nothing a user sees changed, 1
  /// something did, 2 a file could not be read. Under git (seven arguments) a change is status
  /// 0: git stops at an external diff's non-zero status. With `language`, both sides are drawn
  /// in it; not under git, whose copies in a temporary folder have no translations beside them.
  static func run(
    _ arguments: [String], format: Format, language: String? = nil, console: Console
  ) -> Int32 {
    let git = arguments.count == 7
    let path = git ? arguments[0] : nil
    let files = git ? [arguments[1], arguments[4]] : [arguments[0], arguments[1]]
    var outlines: [StoryboardOutline] = []
    for (index, file) in files.enumerated() {
      do throws(StoryboardError) {
        outlines.append(try outline(file, language: git ? nil : language))
      } catch {
        var error = error
        // git hands over copies in a temporary folder: name the file by its path in the
        // repository instead.
        if let path { error.file = path + (index == 0 ? " (old)" : " (new)") }
        console.error("roster diff: " + VisibleText.make(error.message))
        return 2
      }
    }
    let diff = StoryboardDiff(old: outlines[0], new: outlines[1])
    switch format {
    case .text: console.out(diff.text(path: path))
    case .json: console.out(diff.json(path: path))
    case .markdown: console.out(diff.markdown(path: path))
    }
    return git || diff.isEmpty ? 0 : 1
  }

  /// The outline of `file`; `/dev/null` (git's side of an added or deleted file) is empty.
  private static func outline(
    _ file: String, language: String?
  ) throws(StoryboardError) -> StoryboardOutline {
    guard file != "/dev/null" else { return StoryboardOutline() }
    return StoryboardOutline(document: try StoryboardParser.parse(fileAt: file, language: language))
  }
}
