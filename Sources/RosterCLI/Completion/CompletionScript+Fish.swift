extension CompletionScript {
  /// The fish script: `complete -c roster` lines conditioned on the command being typed.
  static func fish() -> String {
    let subcommandNames = visibleSubcommands.map(\.name).joined(separator: " ")
    let oneValued = valuedOptionNames.filter { !twoValuedOptionNames.contains($0) }
      .map { withShortForm($0).split(separator: "|").joined(separator: " ") }.joined(separator: " ")
    var out = header("fish") + "\n"
    out += """
      # Install: roster completions fish > ~/.config/fish/completions/roster.fish

      # The command being typed: the first word that is neither an option nor an option's
      # value (run: a script), or none before one is typed (where run's options apply too).
      function __roster_command
          set -l words (commandline -opc)
          set -e words[1]
          set -l skip 0
          for word in $words
              if test $skip -gt 0
                  set skip (math $skip - 1)
                  continue
              end
              switch $word
                  case \(oneValued)
                      set skip 1
                  case \(twoValuedOptionNames.joined(separator: " "))
                      set skip 2
                  case '-*'
                  case \(subcommandNames)
                      echo $word
                      return
                  case '*'
                      echo run
                      return
              end
          end
          echo none
      end

      # Whether no command or script is typed yet.
      function __roster_first_word
          test (__roster_command) = none
      end

      # The value of --storyboard on the line, for --scene's storyboard IDs.
      function __roster_storyboard
          set -l words (commandline -opc)
          set -l index (contains -i -- --storyboard $words)
          and set -q words[(math $index + 1)]
          and echo $words[(math $index + 1)]
      end

      # Folders, and files ending in $argv[1], for the word being typed (fish's own
      # __fish_complete_suffix offers every other file too).
      function __roster_files
          set -l token (commandline -ct)
          for path in $token*
              if test -d $path
                  echo $path/
              else if string match -q -- "*$argv[1]" $path
                  echo $path
              end
          end
      end

      complete -c roster -f

      """
    for spec in visibleSubcommands {
      out += "complete -c roster -n __roster_first_word -a \(quoted(spec.name, fish: true))"
      out += " -d \(quoted(spec.summary, fish: true))\n"
    }
    for option in CommandLineTable.options {
      let commands = SubcommandID.allCases.filter {
        option.subcommands.contains($0) && !$0.spec.hidden
      }
      let conditions = commands.map { condition(for: $0.spec) }
      var line =
        "complete -c roster -n \(quoted(conditions.joined(separator: "; or "), fish: true))"
      if let short = option.short { line += " -s \(short.dropFirst())" }
      line += " -l \(option.name.dropFirst(2))"
      if let value = option.value { line += " " + fishValues(value) }
      line += " -d \(quoted(option.help, fish: true))\n"
      out += line
    }
    for spec in completedSubcommands {
      guard let kind = spec.argumentKind else { continue }
      let condition = quoted(condition(for: spec), fish: true)
      out += "complete -c roster -n \(condition) \(fishValues(kind, option: false))\n"
    }
    return out
  }

  /// The fish test that `spec`'s command is being typed (running a script: also before any
  /// word, as `roster --memory` starts the shell).
  private static func condition(for spec: SubcommandSpec) -> String {
    let name = label(spec)
    return name == "run"
      ? "contains -- (__roster_command) run none" : "test (__roster_command) = \(name)"
  }

  /// The `complete` arguments that complete a value of `kind`: an option's (`-r`: a value
  /// follows; `-x`: and it is no file) or an argument's.
  private static func fishValues(_ kind: ValueKind, option: Bool = true) -> String {
    let exclusive = option ? "-x " : ""
    switch kind {
    // Files of the kind asked for (and folders), as bash and zsh filter them; any file only
    // where any is taken.
    case .file(let fileExtension) where fileExtension.isEmpty: return option ? "-r -F" : "-F"
    case .file(let fileExtension):
      return exclusive + "-a '(__roster_files .\(fileExtension))'"
    case .storyboardOrFolder: return exclusive + "-a '(__roster_files .storyboard)'"
    case .folder: return exclusive + "-a '(__fish_complete_directories)'"
    case .sceneID, .language:
      return "-x -a '(roster __complete \(kind == .sceneID ? "scene" : "language") "
        + "(__roster_storyboard) (commandline -ct) 2>/dev/null)'"
    case .choice(let choices):
      return exclusive + "-a \(quoted(choices.joined(separator: " "), fish: true))"
    case .number, .name: return "-x"
    case .subcommand:
      return exclusive
        + "-a \(quoted(visibleSubcommands.map(\.name).joined(separator: " "), fish: true))"
    }
  }
}
