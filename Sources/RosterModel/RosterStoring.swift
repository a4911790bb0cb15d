import Glibc

/// The store contract: what the Ratings app, the shell and `roster import`/`export` ask of a
/// roster, kept by an SQLite file (`SQLiteRosterStore`) or a PostgreSQL server
/// (`PostgresRosterStore`); this module is the contract and the rules every store shares
/// (`RosterStoring+Rules.swift`), neither store's own.
///
/// Every implementation gives the same guarantees: a change is committed before the call
/// returns; `updatePlayer(_:original:)` refuses a lost update; a failed call changes nothing;
/// rows are in insertion (id) order, read a window at a time; names compare in byte order and
/// games ignoring ASCII case; every error is one line with its fix.
package protocol RosterStoring: AnyObject {
  /// Where the store lives, as the user may see it: a file path, or a URL without password.
  var location: String { get }
  /// True when opening this store created it (and seeded the sample data).
  var wasCreated: Bool { get }

  /// Cheap: compare with the last value to know whether to redraw.
  func dataVersion() throws(RosterStoreError) -> DataVersion
  /// How many players the roster has.
  func playerCount() throws(RosterStoreError) -> Int
  /// Players `offset ..< offset + limit` in roster order; fewer at the end.
  func players(offset: Int, limit: Int) throws(RosterStoreError) -> [Player]
  /// The player shown at row `index` (0-based).
  func player(at index: Int) throws(RosterStoreError) -> Player
  /// The player with this id, or nil when there is none.
  func player(id: Int64) throws(RosterStoreError) -> Player?
  /// The row (0-based) of the first player with exactly this name, or nil.
  func indexOfPlayer(named name: String) throws(RosterStoreError) -> Int?
  /// The rows (0-based, in roster order) of the first `limit` players with exactly this name:
  /// whether a name is ambiguous, and which rows to offer instead.
  func indexesOfPlayers(named name: String, limit: Int) throws(RosterStoreError) -> [Int]
  /// The row (0-based) of the first player after row `index` (nil: from the top) whose name
  /// contains `text` ignoring case, or nil: `find` on a million players.
  func indexOfPlayer(nameContaining text: String, after index: Int?) throws(RosterStoreError)
    -> Int?
  /// The row (0-based) of the player with this id, or nil when there is none.
  func index(ofPlayerID id: Int64) throws(RosterStoreError) -> Int?
  /// Up to `limit` distinct player names starting with `prefix`, in byte order.
  func playerNames(withPrefix prefix: String, limit: Int) throws(RosterStoreError) -> [String]
  /// The first and last player names starting with `prefix` in byte order, or nil.
  func playerNameBounds(withPrefix prefix: String) throws(RosterStoreError)
    -> (first: String, last: String)?
  /// Which of `names` a player already has, exactly as written (asked a batch at a time).
  func presentPlayerNames(among names: [String]) throws(RosterStoreError) -> Set<String>
  /// How many distinct player names start with `prefix`, counted up to `cap`.
  func playerNameCount(withPrefix prefix: String, upTo cap: Int) throws(RosterStoreError) -> Int
  /// What completion asks in one call: the first `limit` distinct names starting with
  /// `prefix`, the first and last such name, and how many there are counted up to `cap`; nil
  /// when none does. (A server answers it in one round trip instead of three.)
  func playerNameMatches(withPrefix prefix: String, limit: Int, countingUpTo cap: Int)
    throws(RosterStoreError) -> (names: [String], first: String, last: String, count: Int)?
  /// Adds a player at the end of the roster and returns it as stored.
  @discardableResult
  func addPlayer(name: String, game: String, rating: Int) throws(RosterStoreError) -> Player
  /// Saves an edited player in place, unless another roster changed or deleted it since
  /// `original` was read (then nothing is written and the error says what changed).
  @discardableResult
  func updatePlayer(_ player: Player, original: Player) throws(RosterStoreError) -> Player
  /// Deletes this player (by id).
  func deletePlayer(_ player: Player) throws(RosterStoreError)
  /// Deletes this player only if it is still exactly `player` (undoing an add): refused, with
  /// nothing written, when another roster changed or deleted it since.
  func deletePlayer(unchanged player: Player) throws(RosterStoreError)
  /// Puts a deleted player back as it was: its id (so its place in the roster), name, game and
  /// rating (undoing a delete); refused when its game left the catalog or the id is taken.
  @discardableResult
  func restorePlayer(_ player: Player) throws(RosterStoreError) -> Player

  /// The catalog in name order (ignoring ASCII case), with player counts.
  func games() throws(RosterStoreError) -> [Game]
  /// The catalog's names in its order, as the store last read them: a server store answers
  /// from what its last round trip brought back (maybe an earlier command's), so this is for
  /// a proposal a later write checks (the editor's starting game), not for a decision.
  func gameNames() throws(RosterStoreError) -> [String]
  /// How many games the catalog has.
  func gameCount() throws(RosterStoreError) -> Int
  /// How many players play `game` (an unknown game is refused with a did-you-mean).
  func playerCount(forGame game: String) throws(RosterStoreError) -> Int
  /// A window of the players who play `game`, in roster order.
  func players(playing game: String, offset: Int, limit: Int) throws(RosterStoreError)
    -> [Player]
  /// Adds a game to the catalog and returns it.
  @discardableResult
  func addGame(_ name: String) throws(RosterStoreError) -> Game
  /// Deletes a game nobody plays.
  func deleteGame(_ name: String) throws(RosterStoreError)

  /// The import proper of `input` (CSV, header `name,game,rating`), all or nothing, in one
  /// transaction: a file with any bad row imports nothing and every bad row is named; with
  /// `replace` every player is removed first. `progress` hears after each chunk read. Called
  /// by `importCSV(from:options:progress:)`, which checks a dry run itself.
  func importCSVRows(
    from input: CSVInput, replace: Bool, progress: ((CSVImportProgress) -> Void)?
  ) throws(RosterStoreError) -> CSVImportSummary
  /// Calls `body` with every player's name, game and rating (as CSV writes it), in roster
  /// order, from one snapshot; refused before the first call when a player cannot be exported
  /// faithfully (an import would refuse or change it). Called by
  /// `exportCSV(lineEnding:spreadsheetSafe:progress:to:)`, which writes the CSV.
  func forEachExportedPlayer(
    _ body: (_ name: String, _ game: String, _ rating: String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError)

  /// Tells the user about a wait for another writer (`onWaiting`, once per wait) and lets
  /// them give up (`shouldGiveUp`, polled while waiting: Ctrl-C).
  func onLockWait(_ onWaiting: @escaping () -> Void, giveUp shouldGiveUp: @escaping () -> Bool)

  /// The data version the roster had just before this store's latest add, read in that add's
  /// own round trip (nil: not known). A reader that read the roster at that version may take
  /// the add as the only change since, and draw from what it returned instead of reading again.
  var versionBeforeLastAdd: DataVersion? { get }

  /// Starts a turn: one command and its redraw. Until `endTurn`, the change counter read once
  /// stands for the turn (a server is asked once a command, not once a read); this store's
  /// own changes still move it. Turns nest.
  func beginTurn()
  /// Ends the turn `beginTurn` started: the next read asks again.
  func endTurn()
}

extension RosterStoring {
  /// A file's change counter costs nothing to read: no turn is kept.
  package func beginTurn() {}
  package func endTurn() {}

  /// A file is read again in microseconds: nothing kept.
  package var versionBeforeLastAdd: DataVersion? { nil }

  /// A file reads its catalog in microseconds: read afresh.
  package func gameNames() throws(RosterStoreError) -> [String] { try games().map(\.name) }

  /// The three questions asked one by one (a file answers each in microseconds).
  package func playerNameMatches(withPrefix prefix: String, limit: Int, countingUpTo cap: Int)
    throws(RosterStoreError) -> (names: [String], first: String, last: String, count: Int)?
  {
    guard let bounds = try playerNameBounds(withPrefix: prefix) else { return nil }
    return (
      try playerNames(withPrefix: prefix, limit: limit), bounds.first, bounds.last,
      try playerNameCount(withPrefix: prefix, upTo: cap)
    )
  }

  /// Imports the CSV file at `path`, adding its players, all or nothing.
  @discardableResult
  package func importCSV(fromFile path: String) throws(RosterStoreError) -> CSVImportSummary {
    try importCSV(from: try CSVInput(file: path), options: CSVImportOptions(), progress: nil)
  }

  /// Imports CSV held in memory (`source` names it in messages), all or nothing.
  @discardableResult
  package func importCSV(bytes: [UInt8], source: String) throws(RosterStoreError)
    -> CSVImportSummary
  {
    try importCSV(
      from: CSVInput(bytes: bytes, name: source), options: CSVImportOptions(), progress: nil)
  }

  /// Every player as CSV (see `exportCSV(lineEnding:spreadsheetSafe:progress:to:)`).
  @discardableResult
  package func exportCSV(
    lineEnding: String = "\r\n", spreadsheetSafe: Bool = false,
    to sink: (String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) -> Int {
    try exportCSV(lineEnding: lineEnding, spreadsheetSafe: spreadsheetSafe, progress: nil, to: sink)
  }

  /// How many names `presentPlayerNames(among:)` is asked at once (below SQLite's 999
  /// parameters).
  static var presentNamesBatch: Int { 500 }

  /// What importing `input` would do, found without changing anything (`import --dry-run`):
  /// every bad row (thrown as on a real import), how many players it would add and, with
  /// `replace`, remove, and the games it would add to the catalog. The same rules on every
  /// store: a row is checked by `CSVRowRules`, a game is new when no catalog name equals it
  /// ignoring ASCII case.
  package func checkCSVImport(
    _ input: CSVInput, replace: Bool, progress: ((CSVImportProgress) -> Void)?
  ) throws(RosterStoreError) -> CSVImportSummary {
    var known = Set(try games().map { NameRule.folded($0.name) })
    let replaced = replace ? try playerCount() : 0
    var created: [String] = []
    var count = 0
    // Names asked after each batch: a backup imported into the roster it came from is seen
    // without holding the whole file's names.
    var batch: [String] = []
    var present = 0
    func askBatch() throws(RosterStoreError) {
      guard !replace, !batch.isEmpty else { return }
      let found = try presentPlayerNames(among: batch)
      present += batch.filter(found.contains).count
      batch.removeAll(keepingCapacity: true)
    }
    do {
      try CSVImportRow.rows(from: input, progress: progress) { row in
        count += 1
        if known.insert(NameRule.folded(row.game)).inserted { created.append(row.game) }
        batch.append(row.name)
        if batch.count == Self.presentNamesBatch { try askBatch() }
      }
      try askBatch()
    } catch let error as RosterStoreError {
      throw error
    } catch {
      throw RosterStoreError.wrapping(error)
    }
    var summary = CSVImportSummary(
      playerCount: count, createdGames: created, replacedCount: replaced, dryRun: true)
    summary.alreadyPresent = present
    return summary
  }

  /// Writes the CSV export (RFC 4180 line ends) to an open file descriptor (e.g. 1 for
  /// stdout; `name` in messages).
  @discardableResult
  package func exportCSV(
    toFileDescriptor fd: Int32, name: String = "stdout", spreadsheetSafe: Bool = false,
    progress: ((Int) -> Void)? = nil
  ) throws(RosterStoreError) -> Int {
    try exportCSV(lineEnding: "\r\n", spreadsheetSafe: spreadsheetSafe, progress: progress) {
      text throws(RosterStoreError) in
      var text = text
      let failure = text.withUTF8 { bytes -> RosterStoreError? in
        var offset = 0
        while offset < bytes.count {
          let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            return .fileError(path: name, reason: String(cString: strerror(errno)))
          }
          offset += written
        }
        return nil
      }
      if let failure { throw failure }
    }
  }

  /// The first `limit` players who play `game`.
  package func players(playing game: String, limit: Int = 100) throws(RosterStoreError)
    -> [Player]
  {
    try players(playing: game, offset: 0, limit: limit)
  }
}
