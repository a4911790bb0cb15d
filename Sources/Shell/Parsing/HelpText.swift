/// The text of `help` and `help COMMAND`.
package enum HelpText {
  /// One line per command worth using here, with what it can act on in this scene.
  package static func overview(source: any CompletionSource) -> String {
    let available = Set(source.availableCommands)
    let shown = CommandCatalog.commands.filter { available.contains($0.name) }
    let width = shown.map(\.usage.count).max() ?? 0
    var lines: [String] = []
    for info in shown {
      var line = "  " + info.usage.padding(to: width) + "  " + info.summary
      if let names = info.argument.names(in: source), !names.isEmpty {
        line += " (here: " + names.map { Tokenizer.quote($0) }.joined(separator: ", ") + ")"
      }
      lines.append(line)
    }
    lines.append("Type help COMMAND for its usage and an example; help expect for assertions.")
    return lines.joined(separator: "\n")
  }

  /// Usage, summary and example of one command (or all assertions, for `expect`).
  package static func detail(for name: String) -> String {
    if name == "expect" {
      let width = CommandCatalog.assertions.map(\.usage.count).max() ?? 0
      var lines = ["usage: expect ASSERTION …  (fails the script when it does not hold)"]
      for info in CommandCatalog.assertions {
        lines.append("  " + info.usage.padding(to: width) + "  " + info.summary)
      }
      lines.append("example: expect row 4 Ray detail Tic-Tac-Toe")
      return lines.joined(separator: "\n")
    }
    guard
      let info = CommandCatalog.info(named: name) ?? CommandCatalog.assertion(named: name)
    else { return "no help for \"\(name)\"" }
    return "usage: \(info.usage)\n\(info.summary)\nexample: \(info.example)"
  }
}
