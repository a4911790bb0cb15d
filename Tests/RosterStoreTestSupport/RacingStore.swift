import RosterModel

/// A store that lets another connection change the roster at the worst moment: right after a
/// name was looked up (`indexOfPlayer(named:)`, `indexesOfPlayers(named:limit:)`), before the
/// row is read; or lets the store go away (`failingReads`: a server that cannot be reached).
/// Everything else is `base`'s.
package final class RacingStore: RosterStoring {
  package let base: any RosterStoring
  /// Runs once, after the next name lookup returns.
  package var afterNameLookup: (() throws -> Void)?
  /// Runs after every name lookup (a roster that never stops changing), after `afterNameLookup`.
  package var afterEveryNameLookup: (() throws -> Void)?
  /// When set, the roster's reads (version, count, pages) fail with it.
  package var failingReads: RosterStoreError?

  package init(_ base: any RosterStoring) { self.base = base }

  private func raced<T>(_ result: T) -> T {
    let race = afterNameLookup
    afterNameLookup = nil
    try? race?()
    try? afterEveryNameLookup?()
    return result
  }

  package var location: String { base.location }
  package var wasCreated: Bool { base.wasCreated }
  package var versionBeforeLastAdd: DataVersion? { base.versionBeforeLastAdd }
  package func dataVersion() throws(RosterStoreError) -> DataVersion {
    if let failingReads { throw failingReads }
    return try base.dataVersion()
  }
  package func playerCount() throws(RosterStoreError) -> Int {
    if let failingReads { throw failingReads }
    return try base.playerCount()
  }
  package func players(offset: Int, limit: Int) throws(RosterStoreError) -> [Player] {
    if let failingReads { throw failingReads }
    return try base.players(offset: offset, limit: limit)
  }
  package func player(at index: Int) throws(RosterStoreError) -> Player {
    try base.player(at: index)
  }
  package func player(id: Int64) throws(RosterStoreError) -> Player? { try base.player(id: id) }
  package func indexOfPlayer(named name: String) throws(RosterStoreError) -> Int? {
    raced(try base.indexOfPlayer(named: name))
  }
  package func indexesOfPlayers(named name: String, limit: Int) throws(RosterStoreError) -> [Int] {
    raced(try base.indexesOfPlayers(named: name, limit: limit))
  }
  package func indexOfPlayer(nameContaining text: String, after index: Int?)
    throws(RosterStoreError)
    -> Int?
  {
    try base.indexOfPlayer(nameContaining: text, after: index)
  }
  package func index(ofPlayerID id: Int64) throws(RosterStoreError) -> Int? {
    try base.index(ofPlayerID: id)
  }
  package func playerNames(withPrefix prefix: String, limit: Int) throws(RosterStoreError)
    -> [String]
  {
    try base.playerNames(withPrefix: prefix, limit: limit)
  }
  package func presentPlayerNames(among names: [String]) throws(RosterStoreError) -> Set<String> {
    try base.presentPlayerNames(among: names)
  }

  package func playerNameBounds(withPrefix prefix: String) throws(RosterStoreError)
    -> (first: String, last: String)?
  {
    try base.playerNameBounds(withPrefix: prefix)
  }
  package func playerNameCount(withPrefix prefix: String, upTo cap: Int) throws(RosterStoreError)
    -> Int
  {
    try base.playerNameCount(withPrefix: prefix, upTo: cap)
  }
  package func addPlayer(name: String, game: String, rating: Int) throws(RosterStoreError) -> Player
  {
    try base.addPlayer(name: name, game: game, rating: rating)
  }
  package func updatePlayer(_ player: Player, original: Player) throws(RosterStoreError) -> Player {
    try base.updatePlayer(player, original: original)
  }
  package func deletePlayer(_ player: Player) throws(RosterStoreError) {
    try base.deletePlayer(player)
  }
  package func deletePlayer(unchanged player: Player) throws(RosterStoreError) {
    try base.deletePlayer(unchanged: player)
  }
  package func restorePlayer(_ player: Player) throws(RosterStoreError) -> Player {
    try base.restorePlayer(player)
  }
  package func games() throws(RosterStoreError) -> [Game] { try base.games() }
  package func gameCount() throws(RosterStoreError) -> Int { try base.gameCount() }
  package func playerCount(forGame game: String) throws(RosterStoreError) -> Int {
    try base.playerCount(forGame: game)
  }
  package func players(playing game: String, offset: Int, limit: Int) throws(RosterStoreError)
    -> [Player]
  {
    try base.players(playing: game, offset: offset, limit: limit)
  }
  package func addGame(_ name: String) throws(RosterStoreError) -> Game { try base.addGame(name) }
  package func deleteGame(_ name: String) throws(RosterStoreError) { try base.deleteGame(name) }
  package func importCSVRows(
    from input: CSVInput, replace: Bool, progress: ((CSVImportProgress) -> Void)?
  ) throws(RosterStoreError) -> CSVImportSummary {
    try base.importCSVRows(from: input, replace: replace, progress: progress)
  }
  package func forEachExportedPlayer(
    _ body: (_ name: String, _ game: String, _ rating: String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) {
    try base.forEachExportedPlayer(body)
  }
  package func onLockWait(
    _ onWaiting: @escaping () -> Void, giveUp shouldGiveUp: @escaping () -> Bool
  ) {
    base.onLockWait(onWaiting, giveUp: shouldGiveUp)
  }
}
