import RosterStore

/// (As RatingsAppTests/RacingStore.swift, for the server store: test targets share no store.)
/// A store that lets another connection change the roster at the worst moment: right after a
/// name was looked up (`indexOfPlayer(named:)`, `indexesOfPlayers(named:limit:)`), before the
/// row is read. Everything else is `base`'s.
final class RacingStore: RosterStoring {
  let base: any RosterStoring
  /// Runs once, after the next name lookup returns.
  var afterNameLookup: (() throws -> Void)?

  init(_ base: any RosterStoring) { self.base = base }

  private func raced<T>(_ result: T) -> T {
    let race = afterNameLookup
    afterNameLookup = nil
    try? race?()
    return result
  }

  var location: String { base.location }
  var wasCreated: Bool { base.wasCreated }
  func dataVersion() throws(RosterStoreError) -> DataVersion { try base.dataVersion() }
  func playerCount() throws(RosterStoreError) -> Int { try base.playerCount() }
  func players(offset: Int, limit: Int) throws(RosterStoreError) -> [Player] {
    try base.players(offset: offset, limit: limit)
  }
  func player(at index: Int) throws(RosterStoreError) -> Player { try base.player(at: index) }
  func player(id: Int64) throws(RosterStoreError) -> Player? { try base.player(id: id) }
  func indexOfPlayer(named name: String) throws(RosterStoreError) -> Int? {
    raced(try base.indexOfPlayer(named: name))
  }
  func indexesOfPlayers(named name: String, limit: Int) throws(RosterStoreError) -> [Int] {
    raced(try base.indexesOfPlayers(named: name, limit: limit))
  }
  func indexOfPlayer(nameContaining text: String, after index: Int?) throws(RosterStoreError)
    -> Int?
  {
    try base.indexOfPlayer(nameContaining: text, after: index)
  }
  func index(ofPlayerID id: Int64) throws(RosterStoreError) -> Int? {
    try base.index(ofPlayerID: id)
  }
  func playerNames(withPrefix prefix: String, limit: Int) throws(RosterStoreError) -> [String] {
    try base.playerNames(withPrefix: prefix, limit: limit)
  }
  func playerNameBounds(withPrefix prefix: String) throws(RosterStoreError)
    -> (first: String, last: String)?
  {
    try base.playerNameBounds(withPrefix: prefix)
  }
  func playerNameCount(withPrefix prefix: String, upTo cap: Int) throws(RosterStoreError) -> Int {
    try base.playerNameCount(withPrefix: prefix, upTo: cap)
  }
  func addPlayer(name: String, game: String, rating: Int) throws(RosterStoreError) -> Player {
    try base.addPlayer(name: name, game: game, rating: rating)
  }
  func updatePlayer(_ player: Player, original: Player) throws(RosterStoreError) -> Player {
    try base.updatePlayer(player, original: original)
  }
  func deletePlayer(_ player: Player) throws(RosterStoreError) { try base.deletePlayer(player) }
  func deletePlayer(unchanged player: Player) throws(RosterStoreError) {
    try base.deletePlayer(unchanged: player)
  }
  func restorePlayer(_ player: Player) throws(RosterStoreError) -> Player {
    try base.restorePlayer(player)
  }
  func games() throws(RosterStoreError) -> [Game] { try base.games() }
  func gameCount() throws(RosterStoreError) -> Int { try base.gameCount() }
  func playerCount(forGame game: String) throws(RosterStoreError) -> Int {
    try base.playerCount(forGame: game)
  }
  func players(playing game: String, offset: Int, limit: Int) throws(RosterStoreError)
    -> [Player]
  {
    try base.players(playing: game, offset: offset, limit: limit)
  }
  func addGame(_ name: String) throws(RosterStoreError) -> Game { try base.addGame(name) }
  func deleteGame(_ name: String) throws(RosterStoreError) { try base.deleteGame(name) }
  func importCSV(
    from input: CSVInput, options: CSVImportOptions, progress: ((CSVImportProgress) -> Void)?
  ) throws(RosterStoreError) -> CSVImportSummary {
    try base.importCSV(from: input, options: options, progress: progress)
  }
  func exportCSV(
    lineEnding: String, spreadsheetSafe: Bool, progress: ((Int) -> Void)?,
    to sink: (String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) -> Int {
    try base.exportCSV(
      lineEnding: lineEnding, spreadsheetSafe: spreadsheetSafe, progress: progress, to: sink)
  }
  func onLockWait(_ onWaiting: @escaping () -> Void, giveUp shouldGiveUp: @escaping () -> Bool) {
    base.onLockWait(onWaiting, giveUp: shouldGiveUp)
  }
}
