/// What a value on the command line is (an option's or a subcommand's arguments): how help
/// names it and how shells complete it.
package enum ValueKind: Sendable, Equatable {
  /// A file whose name ends `.EXTENSION` (any file when empty); shells complete files.
  case file(extension: String)
  /// A storyboard file or a folder of them.
  case storyboardOrFolder
  /// A folder; shells complete folders.
  case folder
  /// A storyboard ID of the storyboard being run: completed by `roster __complete scene`.
  case sceneID
  /// A language the storyboard being run ships in: completed by `roster __complete language`.
  case language
  /// One of these words.
  case choice([String])
  /// A subcommand's name (`roster help import`).
  case subcommand
  /// A positive number (`--depth 10`); shells offer nothing.
  case number
  /// A name (`--target App`); shells offer nothing.
  case name
}
