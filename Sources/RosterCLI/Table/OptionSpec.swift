/// One option of the command line, as the table declares it.
package struct OptionSpec: Sendable {
  /// What the parser sets for it.
  package var id: OptionID
  /// `--store`.
  package var name: String
  /// `-h`, if it has a short form.
  package var short: String?
  /// The value it takes (nil: a flag).
  package var value: ValueKind?
  /// A second value that follows the first (`--report junit FILE`: the file), if any.
  package var secondValue: ValueKind?
  /// How help names the value: `PATH`.
  package var placeholder: String
  /// One line for help, completions and the man page.
  package var help: String
  /// The subcommands it belongs to.
  package var subcommands: SubcommandSet
  /// Whether the value may be given more than once (else a second one is refused).
  package var repeatable: Bool
  /// Whether one value may hold several, comma-separated (`--disable a,b`).
  package var commaSeparated: Bool

  package init(
    _ id: OptionID, _ name: String, short: String? = nil, value: ValueKind? = nil,
    secondValue: ValueKind? = nil, placeholder: String = "", help: String,
    subcommands: SubcommandSet, repeatable: Bool = false, commaSeparated: Bool = false
  ) {
    self.id = id
    self.name = name
    self.short = short
    self.value = value
    self.secondValue = secondValue
    self.placeholder = placeholder
    self.help = help
    self.subcommands = subcommands
    self.repeatable = repeatable
    self.commaSeparated = commaSeparated
  }

  /// `--store PATH`, `-h, --help`, `--report junit|tap FILE` (the placeholder names both values).
  package var usage: String {
    var text = short.map { $0 + ", " } ?? ""
    text += name
    if value != nil { text += " " + placeholder }
    return text
  }
}
