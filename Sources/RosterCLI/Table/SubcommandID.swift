/// Roster's subcommands; `run` is `roster` without one (the shell, or scripts).
package enum SubcommandID: Int, Sendable, CaseIterable {
  case run, check, lint, graph, explore, `import`, export, help, version, completions, man, complete

  /// This subcommand's row of the table.
  package var spec: SubcommandSpec { CommandLineTable.subcommands[rawValue] }
}
