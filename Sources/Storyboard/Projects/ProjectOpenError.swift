/// Why a project opened no storyboard: a one-line `StoryboardError`, and for a folder of
/// several apps, the apps one a line (name, what it launches, Info.plist) to choose from.
package struct ProjectOpenError: Error, Sendable {
  package var error: StoryboardError
  /// The apps to choose from with `--target`, one a line; empty for any other reason.
  package var choices: [String] = []

  package init(_ error: StoryboardError, choices: [String] = []) {
    self.error = error
    self.choices = choices
  }

  /// The first line: `FILE: what is wrong; fix`.
  package var message: String { error.message }
}
