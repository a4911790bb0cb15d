extension CompletionScript {
  /// The zsh script: a `#compdef roster` function, options and commands with their help lines.
  static func zsh() -> String {
    let subcommandNames = visibleSubcommands.map(\.name).joined(separator: "|")
    var out = "#compdef roster\n" + header("zsh") + "\n"
    out += """
      # Install: roster completions zsh > ~/.zfunc/_roster (with fpath+=(~/.zfunc) before compinit)

      _roster() {
        local cur=${words[CURRENT]} prev=${words[CURRENT-1]} prev2=${words[CURRENT-2]}
        local command=run storyboard= positional=0 i word
        # The command: the first word that is neither an option nor an option's value.
        for ((i = 2; i < CURRENT; i++)); do
          word=${words[i]}
          case $word in
            (--storyboard) storyboard=${words[i+1]}; ((i++)) ;;
      \(valueSkips(indent: "      ", pattern: { "(" + $0 + ")" }))\
            (-*) ;;
            (*)
              if ((positional == 0)); then
                case $word in
                  (\(subcommandNames)) command=$word; continue ;;
                esac
              fi
              ((positional++))
              ;;
          esac
        done

      """
    out += secondValueCases(
      indent: "  ", step: "  ", pattern: { "(" + $0 + ")" }, values: zshValues)
    out += valueCases(indent: "  ", step: "  ", pattern: { "(" + $0 + ")" }, values: zshValues)
    out += "  local -a described\n"
    out += "  if [[ $cur == -* ]]; then\n"
    out += "    case $command in\n"
    for spec in completedSubcommands {
      let entries = spec.options.flatMap { option in
        [option.short, option.name].compactMap { $0 }.map { quoted($0 + ":" + option.help) }
      }
      out += "      (\(label(spec))) described=(\(entries.joined(separator: " "))) ;;\n"
    }
    out += "    esac\n"
    out += "    _describe -t options option described\n"
    out += "    return\n"
    out += "  fi\n"
    let entries = visibleSubcommands.map { quoted($0.name + ":" + $0.summary) }
    let subcommands =
      "if ((positional == 0)); then\n"
      + "        described=(\(entries.joined(separator: " ")))\n"
      + "        _describe -t commands command described\n"
      + "      fi\n      "
    out += argumentCases(
      indent: "  ", step: "  ", pattern: { "(" + $0 + ")" }, values: zshValues,
      run: { subcommands + $0 })
    out += "}\n\n"
    out += "_roster \"$@\"\n"
    return out
  }

  /// The zsh commands that complete a value of `kind`.
  private static func zshValues(_ kind: ValueKind) -> String {
    switch kind {
    case .file(let fileExtension):
      return fileExtension.isEmpty ? "_files" : "_files -g \(quoted("*." + fileExtension))"
    case .storyboardOrFolder: return "_files -g '*.storyboard'"
    case .folder: return "_files -/"
    case .sceneID, .language:
      return "local -a ids; ids=(${(f)\"$(${words[1]} __complete "
        + "\(kind == .sceneID ? "scene" : "language") \"$storyboard\" \"$cur\" 2>/dev/null)\"}); "
        + "compadd -a ids"
    case .choice(let choices):
      return "compadd " + choices.map { quoted($0) }.joined(separator: " ")
    case .number: return "_message number"
    case .name: return "_message name"
    case .subcommand:
      return "compadd " + visibleSubcommands.map { quoted($0.name) }.joined(separator: " ")
    }
  }
}
