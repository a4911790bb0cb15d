/// One subcommand, as the table declares it.
package struct SubcommandSpec: Sendable {
  /// How many arguments (words that are not options) it takes.
  package enum Arity: Sendable, Equatable {
    case none, one, optionalOne, oneOrMore, any
  }

  package var id: SubcommandID
  /// The word typed (`import`); empty for `run`.
  package var name: String
  /// How help names its arguments: `FILE.csv`.
  package var arguments: String
  package var arity: Arity
  /// What its arguments are (nil: none).
  package var argumentKind: ValueKind?
  /// One line for the overview, completions and the man page.
  package var summary: String
  /// More lines for its own help (already wrapped), or empty.
  package var details: [String]
  /// Left out of help and completions (`__complete`, the shells' callback).
  package var hidden: Bool

  package init(
    _ id: SubcommandID, _ name: String, arguments: String = "", arity: Arity = .none,
    argumentKind: ValueKind? = nil, summary: String, details: [String] = [], hidden: Bool = false
  ) {
    self.id = id
    self.name = name
    self.arguments = arguments
    self.arity = arity
    self.argumentKind = argumentKind
    self.summary = summary
    self.details = details
    self.hidden = hidden
  }

  /// The options that belong to it, in table order.
  package var options: [OptionSpec] {
    CommandLineTable.options.filter { $0.subcommands.contains(id) }
  }

  /// `roster import [options] FILE.csv`.
  package var usage: String {
    var text = "roster"
    if !name.isEmpty { text += " " + name }
    if options.contains(where: { $0.id != .help }) { text += " [options]" }
    if !arguments.isEmpty { text += " " + arguments }
    return text
  }
}
