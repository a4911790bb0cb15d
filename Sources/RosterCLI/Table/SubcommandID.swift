/// Roster's subcommands; `run` is `roster` without one (the shell, or scripts).
package enum SubcommandID: Int, Sendable, CaseIterable {
  case run, check, lint, graph, outline, diff, explore, initialize, `import`, export, help, version,
    completions
  case man, complete

  /// This subcommand's row of the table.
  package var spec: SubcommandSpec { CommandLineTable.subcommands[rawValue] }
}
