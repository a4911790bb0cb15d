extension CompletionScript {
  /// The bash script: `complete -F _roster roster`.
  static func bash() -> String {
    let subcommandNames = visibleSubcommands.map(\.name).joined(separator: "|")
    var out = header("bash") + "\n"
    out += """
      # Install: source <(roster completions bash) in ~/.bashrc; or, with the bash-completion
      # package: roster completions bash > ~/.local/share/bash-completion/completions/roster

      # Files ending .$1 (any file when empty) and folders, as COMPREPLY.
      _roster_files() {
          local IFS=$'\\n'
          compopt -o filenames 2>/dev/null
          COMPREPLY=($(compgen -d -- "$cur"))
          if [[ -n $1 ]]; then
              COMPREPLY+=($(compgen -f -X "!*.$1" -- "$cur"))
          else
              COMPREPLY+=($(compgen -f -- "$cur"))
          fi
      }

      _roster() {
          local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} prev2=
          ((COMP_CWORD >= 2)) && prev2=${COMP_WORDS[COMP_CWORD-2]}
          local command=run storyboard="" positional=0 i word
          # The command: the first word that is neither an option nor an option's value.
          for ((i = 1; i < COMP_CWORD; i++)); do
              word=${COMP_WORDS[i]}
              case $word in
                  --storyboard) storyboard=${COMP_WORDS[i+1]}; ((i++)) ;;
      \(valueSkips(indent: "            ", pattern: { $0 + ")" }))\
                  -*) ;;
                  *)
                      if ((positional == 0)); then
                          case $word in
                              \(subcommandNames)) command=$word; continue ;;
                          esac
                      fi
                      ((positional++))
                      ;;
              esac
          done

      """
    out += secondValueCases(
      indent: "    ", step: "    ", pattern: { $0 + ")" }, values: bashValues)
    out += valueCases(indent: "    ", step: "    ", pattern: { $0 + ")" }, values: bashValues)
    out += "    if [[ $cur == -* ]]; then\n"
    out += "        case $command in\n"
    for spec in completedSubcommands {
      let names = spec.options.flatMap { [$0.short, $0.name].compactMap { $0 } }
      out +=
        "            \(label(spec))) COMPREPLY=($(compgen -W \(quoted(names.joined(separator: " ")))"
      out += " -- \"$cur\")) ;;\n"
    }
    out += "        esac\n"
    out += "        return\n"
    out += "    fi\n"
    // The first word may be a subcommand as well as a script.
    let subcommands =
      "\n            ((positional == 0)) && COMPREPLY+=($(compgen -W "
      + "\(quoted(visibleSubcommands.map(\.name).joined(separator: " "))) -- \"$cur\"))"
    out += argumentCases(
      indent: "    ", step: "    ", pattern: { $0 + ")" }, values: bashValues,
      run: { $0 + subcommands })
    out += "}\n\n"
    out += "complete -F _roster roster\n"
    return out
  }

  /// The bash commands that complete a value of `kind` into COMPREPLY.
  private static func bashValues(_ kind: ValueKind) -> String {
    switch kind {
    case .file(let fileExtension): return "_roster_files \(fileExtension)".trimmingSuffixBlank()
    case .storyboardOrFolder: return "_roster_files storyboard"
    case .folder: return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
    case .sceneID, .language:
      return "local IFS=$'\\n'; COMPREPLY=($(compgen -W \"$(\"${COMP_WORDS[0]}\" __complete "
        + "\(kind == .sceneID ? "scene" : "language") \"$storyboard\" \"$cur\" 2>/dev/null)\" -- "
        + "\"$cur\"))"
    case .choice(let choices):
      return "COMPREPLY=($(compgen -W \(quoted(choices.joined(separator: " "))) -- \"$cur\"))"
    case .number, .name: return "COMPREPLY=()"
    case .subcommand:
      return "COMPREPLY=($(compgen -W "
        + "\(quoted(visibleSubcommands.map(\.name).joined(separator: " "))) -- \"$cur\"))"
    }
  }
}

extension String {
  /// Without trailing blanks.
  fileprivate func trimmingSuffixBlank() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
