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

  /// `name` and its short form (`--output|-o`), as a case pattern's alternatives.
  static func withShortForm(_ name: String) -> String {
    let short = CommandLineTable.options.first { $0.name == name && $0.short != nil }?.short
    return short.map { name + "|" + $0 } ?? name
  }

  /// Names of options that take two values (`--report junit FILE`).
  static var twoValuedOptionNames: [String] {
    var names: [String] = []
    for option in CommandLineTable.options where option.secondValue != nil {
      if !names.contains(option.name) { names.append(option.name) }
    }
    return names
  }

  /// The scan's skip of option values: `--store) ((i++)) ;;`, and two words for an option
  /// that takes two (`pattern` writes the shell's case pattern).
  static func valueSkips(indent: String, pattern: (String) -> String) -> String {
    let one = valuedOptionNames.filter {
      $0 != "--storyboard" && !twoValuedOptionNames.contains($0)
    }
    var out = indent + pattern(one.map(withShortForm).joined(separator: "|")) + " ((i++)) ;;\n"
    if !twoValuedOptionNames.isEmpty {
      out += indent + pattern(twoValuedOptionNames.joined(separator: "|")) + " ((i += 2)) ;;\n"
    }
    return out
  }

  /// Completes the second value of a two-valued option (`--report junit FILE`), whose option
  /// is the word before `$prev` (`$prev2`).
  static func secondValueCases(
    indent: String, step: String, pattern: (String) -> String, values: (ValueKind) -> String
  ) -> String {
    var out = ""
    for option in CommandLineTable.options {
      guard let second = option.secondValue else { continue }
      out += indent + "case $prev2 in\n"
      out += indent + step + pattern(option.name) + " \(values(second)); return ;;\n"
      out += indent + "esac\n"
    }
    return out
  }

  /// The `case $prev in … esac` that completes a valued option's value, for bash and zsh alike
  /// (they differ only in the pattern syntax, `x)` or `(x)`, and in how values are offered); a
  /// name several subcommands give different kinds of value switches on `$command`.
  static func valueCases(
    indent: String, step: String, pattern: (String) -> String, values: (ValueKind) -> String
  ) -> String {
    let (one, two, three) = (indent + step, indent + step + step, indent + step + step + step)
    var out = indent + "case $prev in\n"
    for name in valuedOptionNames {
      out += one + pattern(withShortForm(name)) + "\n"
      // One branch per way of completing: rows of the option that complete alike (`--device`
      // of run and of lint) share it.
      var branches: [(commands: [String], action: String)] = []
      for row in CommandLineTable.options where row.name == name {
        guard let value = row.value else { continue }
        let action = values(value)
        let commands = SubcommandID.allCases.filter { row.subcommands.contains($0) }
          .map { label($0.spec) }
        if let index = branches.firstIndex(where: { $0.action == action }) {
          branches[index].commands += commands
        } else {
          branches.append((commands, action))
        }
      }
      if branches.count == 1 {
        out += two + branches[0].action + "\n"
      } else {
        out += two + "case $command in\n"
        for branch in branches {
          out += three + pattern(branch.commands.joined(separator: "|")) + " \(branch.action) ;;\n"
        }
        out += two + "esac\n"
      }
      out += two + "return ;;\n"
    }
    return out + indent + "esac\n"
  }

  /// bash's or zsh's `case $command in … esac` completing each subcommand's arguments with
  /// `values`; `run` words the action for `roster FILE…`, whose first word may be a subcommand.
  static func argumentCases(
    indent: String, step: String, pattern: (String) -> String, values: (ValueKind) -> String,
    run: (String) -> String
  ) -> String {
    let (one, two) = (indent + step, indent + step + step)
    var out = indent + "case $command in\n"
    for spec in completedSubcommands {
      guard let kind = spec.argumentKind else { continue }
      let action = spec.id == .run ? run(values(kind)) : values(kind)
      out += one + pattern(label(spec)) + "\n" + two + action + "\n" + two + ";;\n"
    }
    return out + indent + "esac\n"
  }

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
