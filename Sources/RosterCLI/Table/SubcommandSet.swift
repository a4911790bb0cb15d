/// Which subcommands an option belongs to: bits of `SubcommandID`, so the table stays plain
/// constant data.
package struct SubcommandSet: OptionSet, Sendable {
  package let rawValue: UInt16

  package init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The set holding `subcommand`.
  package init(_ subcommand: SubcommandID) { rawValue = 1 << UInt16(subcommand.rawValue) }

  package static let run = SubcommandSet(.run)
  package static let check = SubcommandSet(.check)
  package static let lint = SubcommandSet(.lint)
  package static let graph = SubcommandSet(.graph)
  package static let outline = SubcommandSet(.outline)
  package static let diff = SubcommandSet(.diff)
  package static let explore = SubcommandSet(.explore)
  package static let initialize = SubcommandSet(.initialize)
  package static let `import` = SubcommandSet(.import)
  package static let export = SubcommandSet(.export)
  /// Every subcommand (`--help`).
  package static let all = SubcommandSet(rawValue: UInt16.max)

  /// Whether `subcommand` is in the set.
  package func contains(_ subcommand: SubcommandID) -> Bool { contains(SubcommandSet(subcommand)) }
}
