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
  package var placeholder = ""
  /// One line for help, completions and the man page.
  package var help: String
  /// The subcommands it belongs to.
  package var subcommands: SubcommandSet
  /// Whether the value may be given more than once (else a second one is refused).
  package var repeatable = false
  /// Whether one value may hold several, comma-separated (`--disable a,b`).
  package var commaSeparated = false

  /// `--store PATH`, `-h, --help`, `--report junit|tap FILE` (the placeholder names both values).
  package var usage: String {
    var text = short.map { $0 + ", " } ?? ""
    text += name
    if value != nil { text += " " + placeholder }
    return text
  }
}
