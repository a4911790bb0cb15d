/// `roster completions bash|zsh|fish`: completion scripts written from `CommandLineTable`.
///
/// Everything the table knows is written into the script (subcommands, each one's options,
/// choices, which values are files); only values that depend on the files named on the line
/// (`--scene`'s storyboard IDs) call back into the program, `roster __complete scene
/// STORYBOARD PREFIX` (see `DynamicCompletion`), as swift-argument-parser's scripts do.
package enum CompletionScript {
  /// The script for `shell` (one of `completions`' choices).
  package static func script(for shell: String) -> String {
    switch shell {
    case "zsh": return zsh()
    case "fish": return fish()
    default: return bash()
    }
  }

  /// The subcommands a person types, in table order.
  static var visibleSubcommands: [SubcommandSpec] {
    CommandLineTable.subcommands.filter { !$0.hidden && !$0.name.isEmpty }
  }

  /// The subcommands shown in completions with `run` first (its options are the program's).
  static var completedSubcommands: [SubcommandSpec] {
    CommandLineTable.subcommands.filter { !$0.hidden }
  }

  /// Names of options that take a value (their next word is not a subcommand or argument).
  static var valuedOptionNames: [String] {
    var names: [String] = []
    for option in CommandLineTable.options where option.value != nil {
      if !names.contains(option.name) { names.append(option.name) }
    }
    return names
  }

  /// `run` as the scripts name the command of a line without a subcommand.
  static func label(_ spec: SubcommandSpec) -> String { spec.name.isEmpty ? "run" : spec.name }

  /// `text` in single quotes for bash, zsh and fish (`'` as `'\''`; fish reads `\'`).
  static func quoted(_ text: String, fish: Bool = false) -> String {
    "'" + text.replacing("'", with: fish ? "\\'" : "'\\''") + "'"
  }

  /// The first line of every script.
  static func header(_ shell: String) -> String {
    "# \(shell) completion for roster, written by `roster completions \(shell)` from its "
      + "option table."
  }
}
