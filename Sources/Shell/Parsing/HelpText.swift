/// The text of `help` and `help COMMAND`, wrapped to the terminal (`TextColumns`).
package enum HelpText {
  /// One line per command worth using here, with what it can act on in this scene; wrapped
  /// to `width` columns with a hanging indent (nil: unwrapped).
  package static func overview(source: any CompletionSource, width: Int? = nil) -> String {
    let available = Set(source.availableCommands)
    let shown = CommandCatalog.commands.filter { available.contains($0.name) }
    var rows: [(term: String, text: String)] = []
    for info in shown {
      var text = info.summary
      if let names = info.argument.names(in: source), !names.isEmpty {
        text += " (here: " + names.map { Tokenizer.quote($0) }.joined(separator: ", ") + ")"
      }
      rows.append((info.usage, text))
    }
    var lines = TextColumns.columns(rows, width: width)
    lines += TextColumns.wrap(
      "Type help COMMAND for its usage and an example; help expect for assertions.",
      width: width, indent: 0)
    return lines.joined(separator: "\n")
  }

  /// Usage, summary and example of one command (or all assertions, for `expect`), wrapped to
  /// `width` columns (nil: unwrapped).
  package static func detail(for name: String, width: Int? = nil) -> String {
    if name == "expect" {
      var lines = TextColumns.wrap(
        "usage: expect ASSERTION …  (fails the script when it does not hold)", width: width,
        indent: 0)
      lines += TextColumns.columns(
        CommandCatalog.assertions.map { ($0.usage, $0.summary) }, width: width, termLimit: 40)
      lines.append("example: expect row 4 Ray detail Tic-Tac-Toe")
      return lines.joined(separator: "\n")
    }
    guard
      let info = CommandCatalog.info(named: name) ?? CommandCatalog.assertion(named: name)
    else { return "no help for \"\(name)\"" }
    return
      (["usage: \(info.usage)"] + TextColumns.wrap(info.summary, width: width, indent: 0)
      + ["example: \(info.example)"]).joined(separator: "\n")
  }
}
