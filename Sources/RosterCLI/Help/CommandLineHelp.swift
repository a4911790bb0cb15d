import Shell
import Storyboard

/// Every help text of the command line, written from `CommandLineTable`: `roster --help`,
/// `roster help`, `roster help COMMAND`, `roster COMMAND --help` and usage lines after errors.
package enum CommandLineHelp {
  /// Lines are wrapped to this many columns.
  static let width = 92

  /// The help for `subcommand` (`run`: the overview of everything).
  package static func text(for subcommand: SubcommandID) -> String {
    subcommand == .run ? overview() : detail(subcommand.spec)
  }

  /// The line printed under a usage error.
  package static func usageLine(for subcommand: SubcommandID) -> String {
    let spec = subcommand.spec
    let more = subcommand == .run ? "roster --help" : "roster \(spec.name) --help"
    return "usage: \(spec.usage)  (\(more) for more)"
  }

  private static func overview() -> String {
    let run = SubcommandID.run.spec
    var lines = ["roster — " + CommandLineTable.about, ""]
    lines.append("usage: " + run.usage)
    lines += wrap(run.summary, indent: 2)
    lines += ["", "commands:"]
    let commands = CommandLineTable.subcommands.filter { !$0.hidden && !$0.name.isEmpty }
    lines += columns(
      commands.map { ($0.name + ($0.arguments.isEmpty ? "" : " " + $0.arguments), $0.summary) })
    lines += ["", "options:"]
    lines += columns(run.options.map { ($0.usage, $0.help) })
    lines.append("")
    lines += wrap(
      "roster help COMMAND (or roster COMMAND --help) shows a command's options. In the shell, "
        + "type help for its commands. Exit status: 0 ok, 1 a script or lint failure, 2 bad "
        + "usage.", indent: 0)
    return lines.joined(separator: "\n")
  }

  private static func detail(_ spec: SubcommandSpec) -> String {
    var lines = ["usage: " + spec.usage, ""]
    lines += wrap(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".", indent: 0)
    lines += spec.details
    lines += ["", "options:"]
    lines += columns(spec.options.map { ($0.usage, $0.help) })
    if spec.id == .lint {
      // The ids --disable and .roster-lint take, each with what it finds.
      lines += ["", "rules:"]
      lines += columns(LintRule.all.map { ($0.id, "\($0.severity.rawValue): \($0.summary)") })
    }
    return lines.joined(separator: "\n")
  }

  /// Two columns: terms, then their text wrapped beside them (`TextColumns`).
  private static func columns(_ rows: [(term: String, text: String)]) -> [String] {
    TextColumns.columns(rows, width: width)
  }

  /// `text` in lines of at most `width` columns, each starting with `indent` blanks.
  static func wrap(_ text: String, indent: Int) -> [String] {
    TextColumns.wrap(text, width: width, indent: indent)
  }
}
