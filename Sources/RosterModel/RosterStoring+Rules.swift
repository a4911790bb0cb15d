// The rules every store keeps, written once over the contract (as GRDB writes its database
// rules once over its database kinds): each store adds only its SQL.
extension RosterStoring {
  /// The name a player is saved under (trimmed, valid by `NameRule`), or the refusal when the
  /// name or the rating (outside `Player.ratings`) cannot be stored: asked before anything is
  /// written, by every add, edit and undo.
  package static func validated(name: String, rating: Int) throws(RosterStoreError) -> String {
    let name = try NameRule.validated(name, what: "player")
    guard Player.ratings.contains(rating) else { throw .ratingOutOfRange(rating) }
    return name
  }

  /// Throws unless `current`, the player with `expected`'s id as read under the change's lock
  /// (nil: gone), is still exactly `expected`, the player as the editor loaded it: a save or
  /// an undo never overwrites another roster's later change.
  package static func requireUnchanged(_ current: Player?, expected: Player)
    throws(RosterStoreError)
  {
    guard let current else { throw .deletedElsewhere(name: expected.name) }
    guard current == expected else {
      throw .changedElsewhere(original: expected, current: current)
    }
  }

  /// Imports `input` (CSV, header `name,game,rating`), all or nothing: with `options.dryRun`
  /// only checked, the same way on every store (`checkCSVImport`); else the store's own
  /// import of the rows (`importCSVRows`), every player first removed with `options.replace`.
  @discardableResult
  package func importCSV(
    from input: CSVInput, options: CSVImportOptions, progress: ((CSVImportProgress) -> Void)?
  ) throws(RosterStoreError) -> CSVImportSummary {
    if options.dryRun {
      return try checkCSVImport(input, replace: options.replace, progress: progress)
    }
    return try importCSVRows(from: input, replace: options.replace, progress: progress)
  }

  /// Hands every player as CSV to `sink` in text chunks, header first, in roster order, from
  /// one snapshot (`forEachExportedPlayer`, each store's); refused before the first chunk
  /// when a player cannot be exported faithfully. RFC 4180 line ends unless `lineEnding` says
  /// otherwise; `spreadsheetSafe` defuses formulas (`CSVExportWriter.appendField`). `progress`
  /// hears how many players were written, after each chunk. Returns the count.
  @discardableResult
  package func exportCSV(
    lineEnding: String, spreadsheetSafe: Bool, progress: ((Int) -> Void)?,
    to sink: (String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) -> Int {
    var writer = CSVExportWriter(
      lineEnding: lineEnding, spreadsheetSafe: spreadsheetSafe, progress: progress)
    try forEachExportedPlayer { name, game, rating throws(RosterStoreError) in
      try writer.append(name: name, game: game, rating: rating, to: sink)
    }
    return try writer.finish(to: sink)
  }
}
