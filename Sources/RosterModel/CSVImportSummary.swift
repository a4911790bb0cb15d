/// What an import did (or, a dry run, would do).
package struct CSVImportSummary: Sendable, Equatable {
  /// How many players were (would be) added.
  package var playerCount: Int
  /// Games the file named that were not in the catalog, added to it (that would be), in
  /// order of appearance.
  package var createdGames: [String]
  /// How many players `--replace` removed (would remove); 0 for an import that adds.
  package var replacedCount: Int
  /// Whether nothing was changed: the input was only checked (`--dry-run`).
  package var dryRun: Bool
  /// How many of the added players have a name a player already had (a backup imported into
  /// the roster it came from adds everyone again); 0 with `--replace`.
  package var alreadyPresent = 0

  package init(
    playerCount: Int, createdGames: [String], replacedCount: Int = 0, dryRun: Bool = false
  ) {
    self.playerCount = playerCount
    self.createdGames = createdGames
    self.replacedCount = replacedCount
    self.dryRun = dryRun
  }
}
