/// How an import treats the roster it goes into (`roster import --replace`, `--dry-run`).
package struct CSVImportOptions: Sendable, Equatable {
  /// Every player is removed first, in the import's one transaction (the catalog's games
  /// stay: they may be the user's own, and games nobody plays are not in an export).
  package var replace: Bool
  /// Every row is checked and nothing changed: the summary says what the import would do.
  package var dryRun: Bool

  package init(replace: Bool = false, dryRun: Bool = false) {
    self.replace = replace
    self.dryRun = dryRun
  }
}
