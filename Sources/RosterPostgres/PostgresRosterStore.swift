import RosterModel

/// The roster on a PostgreSQL server: the same contract as the SQLite store (`RosterStoring`),
/// for a club whose roster is kept by several people on several machines.
///
/// Used from one thread. Every change runs in its own transaction and returns after `COMMIT`;
/// an edit is saved only if the row still is what the editor loaded (`SELECT … FOR UPDATE`).
/// Counts come from counters the schema's triggers keep. A connection found broken is
/// reopened before the next call; a read that loses it is retried once on a new one.
package final class PostgresRosterStore: RosterStoring {
  /// The URL without its password.
  package var location: String { db.location }
  package private(set) var wasCreated = false
  let db: PostgresConnection
  private var localCommits = 0
  private var onWaiting: () -> Void = {}
  private var shouldGiveUp: () -> Bool = { false }

  /// True for the store names this store opens: `postgresql://…` and `postgres://…` URLs, and
  /// their mistypings (`POSTGRESQL://`, `postgresql:/`), refused here with the fix rather than
  /// taken for a file path (which messages would print, password and all).
  package static func handles(_ store: String) -> Bool { StoreURL.isPostgres(store) }

  /// Connects to `url` and opens the Roster store in its database, creating it (with the
  /// sample data, the players left out when `samplePlayers` is false: `roster init --empty`)
  /// in an empty database; a database holding other tables is refused untouched.
  ///
  /// `onWaiting` and `shouldGiveUp` are `onLockWait(_:giveUp:)`'s, in force from the start:
  /// opening takes locks too (another roster creating or migrating the store holds them).
  package init(
    url: String, samplePlayers: Bool = true, onLockWait onWaiting: @escaping () -> Void = {},
    giveUp shouldGiveUp: @escaping () -> Bool = { false }
  ) throws(RosterStoreError) {
    do {
      db = try PostgresConnection(url: url)
    } catch {
      throw .server(error)
    }
    self.onWaiting = onWaiting
    self.shouldGiveUp = shouldGiveUp
    try write(counting: false) { try openSchema(samplePlayers: samplePlayers) }
  }

  /// Whether the database at `url` holds nothing yet, so opening it would create the store:
  /// `import --dry-run` checks against a new store in memory instead of creating one.
  package static func databaseIsEmpty(url: String) throws(RosterStoreError) -> Bool {
    do {
      let db = try PostgresConnection(url: url)
      let found = try db.query(
        """
        SELECT to_regclass('roster_meta') IS NULL,
          (SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema()) = 0
        """)
      return found.first == ["t", "t"]
    } catch {
      throw .server(error)
    }
  }

  /// How messages name the store at `url`: without its password.
  package static func location(of url: String) -> String { PostgresConnection.redacted(url) }

  // MARK: - Schema

  /// Checks what the database holds and creates or migrates the schema, under an advisory
  /// lock so that two shells opening a new database at once create it once.
  private func openSchema(samplePlayers: Bool) throws {
    // Any number: only Roster takes this lock, for the length of this transaction.
    try db.execute("SELECT pg_advisory_xact_lock(5273747201)")
    let found = try db.query(
      """
      SELECT to_regclass('roster_meta') IS NOT NULL,
        (SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema())
      """)[0]
    if found[0] == "f" {
      guard found[1] == "0" else {
        throw PostgresError(kind: .notARosterStore, message: "", location: location)
      }
      try migrate(from: 0)
      try seed(players: samplePlayers)
      wasCreated = true
      return
    }
    let meta = try db.query("SELECT application, schema_version FROM roster_meta")
    guard let row = meta.first, row[0] == PostgresSchema.application,
      let version = row[1].flatMap({ Int($0) })
    else {
      throw PostgresError(kind: .notARosterStore, message: "", location: location)
    }
    if version > PostgresSchema.currentVersion {
      throw RosterStoreError.newerSchema(
        path: location, found: version, supported: PostgresSchema.currentVersion)
    }
    try migrate(from: version)
  }

  /// Runs the migrations from `version` on and records the new version.
  private func migrate(from version: Int) throws {
    guard version < PostgresSchema.currentVersion else { return }
    for migration in PostgresSchema.migrations[version...] { try db.execute(migration) }
    if version == 0 {
      try db.execute(
        "INSERT INTO roster_meta(application, schema_version) VALUES ($1, $2)",
        [PostgresSchema.application, String(PostgresSchema.currentVersion)])
    } else {
      try db.execute(
        "UPDATE roster_meta SET schema_version = $1", [String(PostgresSchema.currentVersion)])
    }
  }

  /// The sample catalog and (with `players`) players a new store starts with (the SQLite
  /// store's).
  private func seed(players: Bool) throws {
    for game in SampleRoster.games {
      try db.execute("INSERT INTO games(name) VALUES ($1)", [game])
    }
    for player in players ? SampleRoster.players : [] {
      try db.execute(
        "INSERT INTO players(name, game_id, rating) SELECT $1, id, $3 FROM games WHERE name = $2",
        [player.name, player.game, String(player.rating)])
    }
  }

  // MARK: - Transactions

  /// Runs `body` in a transaction and commits it; on any error it is rolled back.
  ///
  /// A connection lost before COMMIT was sent (the server restarted, dropped an idle
  /// connection) is reopened and the transaction run once more: the server rolled back what
  /// it had of it, so nothing is done twice. Lost during COMMIT, the outcome is unknown and
  /// the error says so.
  ///
  /// `retrying` false: the body cannot be run twice (it reads a pipe), and a lost connection
  /// is said as such.
  func write<T>(counting: Bool = true, retrying: Bool = true, _ body: () throws -> T)
    throws(RosterStoreError) -> T
  {
    try ensureConnected()
    do {
      return try transaction(counting: counting, body)
    } catch .server(let error)
      where retrying && error.kind == .connectionLost(whileCommitting: false)
    {
      guard db.reconnect() else { throw .server(error) }
      return try transaction(counting: counting, body)
    } catch .server(let error) where error.sqlState == .lockNotAvailable {
      return try afterLockWait { () throws(RosterStoreError) in
        try transaction(counting: counting, body)
      }
    }
  }

  /// Runs `attempt` again after a first one waited half a second for another roster's lock
  /// (lock_timeout, rolled back): says so once, then waits up to 30 s, as the SQLite store's
  /// busy handler does, and Ctrl-C (`shouldGiveUp`) cancels the wait with nothing changed.
  private func afterLockWait<T>(_ attempt: () throws(RosterStoreError) -> T)
    throws(RosterStoreError) -> T
  {
    onWaiting()
    do {
      try db.execute("SET lock_timeout = '30s'")
    } catch {
      throw .server(error)
    }
    db.shouldGiveUp = shouldGiveUp
    defer {
      db.shouldGiveUp = nil
      if db.isOpen { _ = try? db.execute("RESET lock_timeout") }
    }
    return try attempt()
  }

  /// `body` between BEGIN and COMMIT, rolled back on any error. A change (`counting`, not the
  /// schema's opening) takes roster_meta's row first, as SQLite's BEGIN IMMEDIATE takes the
  /// write lock: every change updates that row (its change counter) anyway, and taking it
  /// before any other lock means two changes never each hold a lock the other waits for (two
  /// adds held their game FOR SHARE, then each waited to update its counter: a deadlock).
  private func transaction<T>(counting: Bool, _ body: () throws -> T) throws(RosterStoreError)
    -> T
  {
    do {
      // Both statements in one round trip.
      try db.execute(counting ? "BEGIN; SELECT FROM roster_meta FOR NO KEY UPDATE" : "BEGIN")
      let result = try body()
      try db.execute("COMMIT")
      if counting { localCommits += 1 }
      return result
    } catch {
      if db.isOpen && db.inTransaction { _ = try? db.execute("ROLLBACK") }
      throw Self.storeError(error)
    }
  }

  /// Runs `body`, whose statements see one snapshot (a REPEATABLE READ transaction), or, when
  /// it is `oneStatement`, as that statement alone (its own snapshot: one round trip instead of
  /// three, on every drawing); a read that lost the connection is run once more on a new one.
  func read<T>(oneStatement: Bool = false, _ body: () throws -> T) throws(RosterStoreError) -> T {
    if db.inTransaction {
      do { return try body() } catch { throw Self.storeError(error) }
    }
    try ensureConnected()
    do {
      return try snapshot(oneStatement: oneStatement, body)
    } catch .server(let error) where error.kind == .connectionLost(whileCommitting: false) {
      guard db.reconnect() else { throw .server(error) }
      return try snapshot(oneStatement: oneStatement, body)
    } catch .server(let error) where error.sqlState == .lockNotAvailable {
      return try afterLockWait { () throws(RosterStoreError) in
        try snapshot(oneStatement: oneStatement, body)
      }
    }
  }

  /// `body` in one REPEATABLE READ, READ ONLY transaction.
  private func snapshot<T>(oneStatement: Bool, _ body: () throws -> T) throws(RosterStoreError)
    -> T
  {
    if oneStatement {
      do { return try body() } catch { throw Self.storeError(error) }
    }
    do {
      try db.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
      let result = try body()
      try db.execute("COMMIT")
      return result
    } catch {
      if db.isOpen && db.inTransaction { _ = try? db.execute("ROLLBACK") }
      throw Self.storeError(error)
    }
  }

  /// Reopens a connection that broke since the last call; says so when it cannot.
  private func ensureConnected() throws(RosterStoreError) {
    guard !db.isOpen else { return }
    guard db.reconnect() else {
      throw .server(
        PostgresError(
          kind: .connectionLost(whileCommitting: false), message: "the server does not answer",
          location: location))
    }
  }

  /// Every error leaves the store as a `RosterStoreError`.
  static func storeError(_ error: any Error) -> RosterStoreError {
    RosterStoreError.wrapping(error)
  }

  // MARK: - Change detection

  package func dataVersion() throws(RosterStoreError) -> DataVersion {
    try ensureConnected()
    do {
      let version = try db.query("SELECT version FROM roster_meta")
      return DataVersion(
        external: version.first?[0].flatMap { Int64($0) } ?? 0, local: localCommits)
    } catch {
      throw .server(error)
    }
  }

  // MARK: - Players

  /// `SELECT` of a player as `Self.player` maps it.
  private static let selectPlayer =
    "SELECT p.id, p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id"

  package func playerCount() throws(RosterStoreError) -> Int {
    try read(oneStatement: true) {
      try Self.integer(db.query("SELECT player_count FROM roster_meta"))
    }
  }

  package func players(offset: Int, limit: Int) throws(RosterStoreError) -> [Player] {
    guard offset >= 0, limit > 0 else { return [] }
    // Within the first block OFFSET is as cheap as the block sums; past it, the row's id is
    // found through them and the page read from there on in id order.
    let sql =
      offset < 1 << PostgresSchema.blockShift
      ? "\(Self.selectPlayer) ORDER BY p.id OFFSET $1 LIMIT $2"
      : "\(Self.selectPlayer) WHERE p.id >= \(PostgresSchema.idAtRow("$1::bigint")) "
        + "ORDER BY p.id LIMIT $2"
    return try read(oneStatement: true) {
      try db.query(sql, [String(offset), String(limit)]).map(Self.player)
    }
  }

  package func player(at index: Int) throws(RosterStoreError) -> Player {
    guard let player = try players(offset: index, limit: 1).first else {
      throw RosterStoreError.indexOutOfRange(index, count: try playerCount())
    }
    return player
  }

  package func player(id: Int64) throws(RosterStoreError) -> Player? {
    try read(oneStatement: true) {
      try db.query("\(Self.selectPlayer) WHERE p.id = $1", [String(id)]).map(Self.player).first
    }
  }

  package func indexOfPlayer(named name: String) throws(RosterStoreError) -> Int? {
    guard !name.utf8.contains(0) else { return nil }
    return try read(oneStatement: true) {
      try db.query(
        """
        SELECT \(PostgresSchema.rowOfID("m.id"))
        FROM (SELECT min(id) AS id FROM players WHERE name = $1) m WHERE m.id IS NOT NULL
        """, [name]
      ).first.map { try Self.integer([$0]) }
    }
  }

  package func indexesOfPlayers(named name: String, limit: Int) throws(RosterStoreError) -> [Int] {
    guard limit > 0, !name.utf8.contains(0) else { return [] }
    return try read(oneStatement: true) {
      try db.query(
        """
        SELECT \(PostgresSchema.rowOfID("m.id"))
        FROM (SELECT id FROM players WHERE name = $1 ORDER BY id LIMIT $2) m ORDER BY m.id
        """, [name, String(limit)]
      ).map { try Self.integer([$0]) }
    }
  }

  package func indexOfPlayer(nameContaining text: String, after index: Int?)
    throws(RosterStoreError) -> Int?
  {
    guard !text.isEmpty, !text.utf8.contains(0), (index ?? 0) >= 0 else { return nil }
    // The primary key in order from the row's id; strpos, not LIKE: no wildcards to escape.
    let start =
      index.map { PostgresSchema.idAtRow(String($0)) }
      ?? "(SELECT min(id) - 1 FROM players)"
    return try read(oneStatement: true) {
      try db.query(
        """
        SELECT \(PostgresSchema.rowOfID("m.id"))
        FROM (SELECT id FROM players WHERE id > \(start) AND strpos(lower(name), lower($1)) > 0
          ORDER BY id LIMIT 1) m
        """, [text]
      ).first.map { try Self.integer([$0]) }
    }
  }

  package func index(ofPlayerID id: Int64) throws(RosterStoreError) -> Int? {
    try read(oneStatement: true) {
      try db.query(
        """
        SELECT \(PostgresSchema.rowOfID("$1::bigint"))
        WHERE EXISTS (SELECT 1 FROM players WHERE id = $1::bigint)
        """, [String(id)]
      ).first.map { try Self.integer([$0]) }
    }
  }

  package func playerNames(withPrefix prefix: String, limit: Int) throws(RosterStoreError)
    -> [String]
  {
    guard limit > 0, !prefix.utf8.contains(0) else { return [] }
    return try read(oneStatement: true) {
      // Every string that starts with `prefix` sorts (bytewise) below prefix + U+10FFFF.
      try db.query(
        "SELECT DISTINCT name FROM players WHERE name >= $1 AND name < $2 ORDER BY name LIMIT $3",
        [prefix, prefix + "\u{10FFFF}", String(limit)]
      ).map { $0[0] ?? "" }
    }
  }

  package func presentPlayerNames(among names: [String]) throws(RosterStoreError) -> Set<String> {
    // A name holding NUL cannot be stored here, so no player has it.
    let names = names.filter { !$0.utf8.contains(0) }
    guard !names.isEmpty else { return [] }
    return try read(oneStatement: true) {
      let marks = names.indices.map { "$\($0 + 1)" }.joined(separator: ",")
      return Set(
        try db.query("SELECT DISTINCT name FROM players WHERE name IN (\(marks))", names)
          .compactMap { $0[0] })
    }
  }

  package func playerNameBounds(withPrefix prefix: String) throws(RosterStoreError)
    -> (first: String, last: String)?
  {
    guard !prefix.utf8.contains(0) else { return nil }
    return try read(oneStatement: true) {
      let row = try db.query(
        "SELECT min(name), max(name) FROM players WHERE name >= $1 AND name < $2",
        [prefix, prefix + "\u{10FFFF}"])[0]
      guard let first = row[0], let last = row[1] else { return nil }
      return (first, last)
    }
  }

  package func playerNameCount(withPrefix prefix: String, upTo cap: Int) throws(RosterStoreError)
    -> Int
  {
    guard cap > 0, !prefix.utf8.contains(0) else { return 0 }
    return try read(oneStatement: true) {
      try Self.integer(
        db.query(
          """
          SELECT count(*) FROM (SELECT DISTINCT name FROM players
            WHERE name >= $1 AND name < $2 ORDER BY name LIMIT $3) s
          """, [prefix, prefix + "\u{10FFFF}", String(cap)]))
    }
  }

  /// Inserts player $1 with rating $3 playing the game named $2 (ASCII case ignored, held
  /// FOR SHARE); returns the new id and the game's catalog spelling, or no row.
  private static let insertPlayerOfGame = """
    WITH g AS (
      SELECT id, name FROM games
      WHERE \(PostgresSchema.folded("name")) = \(PostgresSchema.folded("$2")) FOR SHARE),
    i AS (
      INSERT INTO players(name, game_id, rating) SELECT $1, g.id, $3::integer FROM g
      RETURNING id)
    SELECT i.id, g.name FROM i, g
    """

  package func playerNameMatches(withPrefix prefix: String, limit: Int, countingUpTo cap: Int)
    throws(RosterStoreError) -> (names: [String], first: String, last: String, count: Int)?
  {
    guard limit > 0, cap > 0, !prefix.utf8.contains(0) else {
      return try playerNameBounds(withPrefix: prefix).map { ([], $0.first, $0.last, 0) }
    }
    // One statement, one snapshot: the bounds and the count on every row, a name per row.
    // Each part repeats the range, each an index scan: a WITH query named three times is
    // materialised, every matching name read once (5.8 s for a million, not 1 ms).
    let matching = "FROM players WHERE name >= $1 AND name < $2"
    let rows = try read(oneStatement: true) {
      try db.query(
        """
        SELECT b.first, b.last, c.count, n.name
        FROM (SELECT min(name) AS first, max(name) AS last \(matching)) b
          CROSS JOIN (SELECT count(*) FROM (SELECT DISTINCT name \(matching) ORDER BY name
            LIMIT $4) s) c
          LEFT JOIN (SELECT DISTINCT name \(matching) ORDER BY name LIMIT $3) n ON true
        ORDER BY n.name
        """, [prefix, prefix + "\u{10FFFF}", String(limit), String(cap)])
    }
    guard let top = rows.first, let first = top[0], let last = top[1] else { return nil }
    return (rows.compactMap { $0[3] }, first, last, top[2].flatMap { Int($0) } ?? 0)
  }

  @discardableResult
  package func addPlayer(name: String, game: String, rating: Int) throws(RosterStoreError)
    -> Player
  {
    let name = try NameRule.validated(name, what: "player")
    try Self.validate(rating: rating)
    return try write {
      // The game found and the player inserted in one round trip (an add is three with BEGIN
      // and COMMIT, psql's INSERT one); no row back: the game is unknown, said with its hint.
      let trimmed = NameRule.trimmed(game)
      let rows =
        trimmed.utf8.contains(0)
        ? []
        : try db.query(Self.insertPlayerOfGame, [name, trimmed, String(rating)])
      guard let row = rows.first, let id = row[0].flatMap({ Int64($0) }), let gameName = row[1]
      else {
        let (gameID, gameName) = try resolveGame(game, lock: true)
        let id = try Self.integer(
          db.query(
            "INSERT INTO players(name, game_id, rating) VALUES ($1, $2, $3) RETURNING id",
            [name, String(gameID), String(rating)]))
        return Player(id: Int64(id), name: name, game: gameName, rating: rating)
      }
      return Player(id: id, name: name, game: gameName, rating: rating)
    }
  }

  @discardableResult
  package func updatePlayer(_ player: Player, original: Player) throws(RosterStoreError)
    -> Player
  {
    let name = try NameRule.validated(player.name, what: "player")
    try Self.validate(rating: player.rating)
    return try write {
      try lockUnchanged(original)
      let (gameID, gameName) = try resolveGame(player.game, lock: true)
      try db.execute(
        "UPDATE players SET name = $1, game_id = $2, rating = $3 WHERE id = $4",
        [name, String(gameID), String(player.rating), String(original.id)])
      return Player(id: original.id, name: name, game: gameName, rating: player.rating)
    }
  }

  package func deletePlayer(_ player: Player) throws(RosterStoreError) {
    try write {
      let changed = try db.execute("DELETE FROM players WHERE id = $1", [String(player.id)])
      guard changed > 0 else { throw RosterStoreError.noSuchPlayer(name: player.name) }
    }
  }

  package func deletePlayer(unchanged player: Player) throws(RosterStoreError) {
    try write {
      try lockUnchanged(player)
      _ = try db.execute("DELETE FROM players WHERE id = $1", [String(player.id)])
    }
  }

  /// Locks the row of `expected`'s id and throws unless it is still exactly `expected`. FOR
  /// UPDATE: the row stays as read until COMMIT, so nobody can change it between the check and
  /// the caller's UPDATE or DELETE (a concurrent editor waits here, then sees this one's change).
  private func lockUnchanged(_ expected: Player) throws {
    let rows = try db.query(
      "\(Self.selectPlayer) WHERE p.id = $1 FOR UPDATE OF p", [String(expected.id)])
    guard let current = try rows.first.map(Self.player) else {
      throw RosterStoreError.deletedElsewhere(name: expected.name)
    }
    guard current == expected else {
      throw RosterStoreError.changedElsewhere(original: expected, current: current)
    }
  }

  @discardableResult
  package func restorePlayer(_ player: Player) throws(RosterStoreError) -> Player {
    let name = try NameRule.validated(player.name, what: "player")
    try Self.validate(rating: player.rating)
    return try write {
      let (gameID, gameName) = try resolveGame(player.game, lock: true)
      // The identity column only grows, so the old id is free unless the player is back.
      let inserted = try db.execute(
        """
        INSERT INTO players(id, name, game_id, rating) OVERRIDING SYSTEM VALUE
        VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING
        """, [String(player.id), name, String(gameID), String(player.rating)])
      guard inserted > 0 else { throw RosterStoreError.alreadyOnRoster(name: name) }
      return Player(id: player.id, name: name, game: gameName, rating: player.rating)
    }
  }

  // MARK: - Games

  package func games() throws(RosterStoreError) -> [Game] {
    try read(oneStatement: true) {
      try db.query(
        "SELECT name, player_count FROM games ORDER BY \(PostgresSchema.folded("name")), name"
      ).map { Game(name: $0[0] ?? "", playerCount: try Self.integer([[$0[1]]])) }
    }
  }

  package func gameCount() throws(RosterStoreError) -> Int {
    try read(oneStatement: true) { try Self.integer(db.query("SELECT count(*) FROM games")) }
  }

  package func playerCount(forGame game: String) throws(RosterStoreError) -> Int {
    // One statement (asked on every drawing of a game's row); none found: the refusal.
    try read(oneStatement: true) {
      let trimmed = NameRule.trimmed(game)
      let rows =
        trimmed.utf8.contains(0)
        ? []
        : try db.query(
          "SELECT player_count FROM games WHERE \(PostgresSchema.folded("name")) = "
            + PostgresSchema.folded("$1"), [trimmed])
      if let row = rows.first { return try Self.integer([row]) }
      let (id, _) = try resolveGame(game, lock: false)
      return try Self.integer(
        db.query("SELECT player_count FROM games WHERE id = $1", [String(id)]))
    }
  }

  package func players(playing game: String, offset: Int, limit: Int) throws(RosterStoreError)
    -> [Player]
  {
    guard offset >= 0, limit > 0 else { return [] }
    return try read {
      let (id, _) = try resolveGame(game, lock: false)
      return try db.query(
        "\(Self.selectPlayer) WHERE p.game_id = $1 ORDER BY p.id OFFSET $2 LIMIT $3",
        [String(id), String(offset), String(limit)]
      ).map(Self.player)
    }
  }

  @discardableResult
  package func addGame(_ name: String) throws(RosterStoreError) -> Game {
    let name = try NameRule.validated(name, what: "game")
    return try write {
      // ON CONFLICT: another roster adding the same game at the same moment is not an error
      // of the server but the same refusal as when it was there first.
      let added = try db.execute(
        "INSERT INTO games(name) VALUES ($1) ON CONFLICT DO NOTHING", [name])
      if added == 0 {
        let existing = try db.query(
          "SELECT name FROM games WHERE \(PostgresSchema.folded("name")) = "
            + PostgresSchema.folded("$1"), [name])
        throw RosterStoreError.gameExists(existing.first?[0] ?? name)
      }
      return Game(name: name, playerCount: 0)
    }
  }

  package func deleteGame(_ name: String) throws(RosterStoreError) {
    try write {
      // FOR UPDATE waits for rosters adding players to it (they hold it FOR SHARE), then
      // reads the counter they left.
      let (id, gameName) = try resolveGame(name, lock: true, exclusive: true)
      let count = try Self.integer(
        db.query("SELECT player_count FROM games WHERE id = $1", [String(id)]))
      guard count == 0 else { throw RosterStoreError.gameInUse(gameName, playerCount: count) }
      try db.execute("DELETE FROM games WHERE id = $1", [String(id)])
    }
  }

  /// The id and catalog spelling of `game` (ASCII case ignored), or unknownGame with a hint.
  /// `lock` keeps the game from being deleted (or, `exclusive`, from being played) until
  /// the transaction ends.
  private func resolveGame(_ game: String, lock: Bool, exclusive: Bool = false) throws -> (
    id: Int64, name: String
  ) {
    let trimmed = NameRule.trimmed(game)
    if trimmed.isEmpty { throw RosterStoreError.blankName(what: "game") }
    let locking = lock ? (exclusive ? " FOR UPDATE" : " FOR SHARE") : ""
    if !trimmed.utf8.contains(0) {
      let rows = try db.query(
        "SELECT id, name FROM games WHERE \(PostgresSchema.folded("name")) = "
          + PostgresSchema.folded("$1") + locking, [trimmed])
      if let row = rows.first, let id = row[0].flatMap({ Int64($0) }), let name = row[1] {
        return (id, name)
      }
    }
    let names = try db.query("SELECT name FROM games").compactMap { $0[0] }
    throw RosterStoreError.unknownGame(trimmed, among: names)
  }

  // MARK: - Import and export

  @discardableResult
  package func importCSV(
    from input: CSVInput, options: CSVImportOptions, progress: ((CSVImportProgress) -> Void)?
  ) throws(RosterStoreError) -> CSVImportSummary {
    if options.dryRun {
      return try checkCSVImport(input, replace: options.replace, progress: progress)
    }
    return try importRows(replace: options.replace, retrying: input.canBeReadAgain) { body in
      try CSVImportRow.rows(from: input, progress: progress, body)
    }
  }

  /// The import proper, in one transaction: the checked rows are copied (COPY) into a
  /// temporary table, the games the catalog lacks are added in order of first appearance,
  /// then the players are inserted in file order (so their ids follow it). With `replace`,
  /// every player is deleted first, in the same transaction (the catalog stays).
  private func importRows(
    replace: Bool, retrying: Bool, _ rows: ((CSVImportRow) throws -> Void) throws -> Void
  ) throws(RosterStoreError) -> CSVImportSummary {
    try write(retrying: retrying) {
      // A statement trigger keeps the counters: one DELETE updates them once.
      let replaced = replace ? try db.execute("DELETE FROM players") : 0
      try db.execute(
        """
        CREATE TEMPORARY TABLE roster_import (line bigint, name text, game text, rating integer)
          ON COMMIT DROP
        """)
      var count = 0
      _ = try db.copy("COPY roster_import FROM STDIN") { send in
        var chunk = ""
        try withoutActuallyEscaping(send) { send in
          try rows { row in
            chunk += "\(row.line)\t\(Self.copyEscaped(row.name))\t"
            chunk += "\(Self.copyEscaped(row.game))\t\(row.rating)\n"
            count += 1
            if chunk.utf8.count >= 256 * 1024 {
              try send(chunk)
              chunk = ""
            }
          }
          if !chunk.isEmpty { try send(chunk) }
        }
      }
      let folded = PostgresSchema.folded
      let created = try db.query(
        """
        SELECT game FROM (SELECT DISTINCT ON (\(folded("game"))) game, line FROM roster_import
          ORDER BY \(folded("game")), line) first
        WHERE NOT EXISTS (SELECT 1 FROM games g WHERE \(folded("g.name")) = \(folded("first.game")))
        ORDER BY line
        """
      ).compactMap { $0[0] }
      for game in created {
        // A game another roster adds meanwhile is theirs; the players join it all the same.
        try db.execute("INSERT INTO games(name) VALUES ($1) ON CONFLICT DO NOTHING", [game])
      }
      let present = try Self.integer(
        db.query(
          """
          SELECT count(*) FROM roster_import i
            WHERE EXISTS (SELECT 1 FROM players p WHERE p.name = i.name)
          """))
      try db.execute(
        """
        INSERT INTO players(name, game_id, rating)
        SELECT i.name, g.id, i.rating FROM roster_import i
          JOIN games g ON \(folded("g.name")) = \(folded("i.game")) ORDER BY i.line
        """)
      // Fresh statistics for the planner: right after a million rows arrive it still believes
      // the table small, and counted completions by hashing every name (0.9 s, not 1 ms).
      try db.execute("ANALYZE players")
      var summary = CSVImportSummary(
        playerCount: count, createdGames: created, replacedCount: replaced)
      summary.alreadyPresent = present
      return summary
    }
  }

  /// `text` as a field of COPY's text format (backslash escapes).
  static func copyEscaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Every player as CSV in roster order, from one snapshot; refused before the first byte
  /// when a name would not come back unchanged through an import (another program wrote it).
  @discardableResult
  package func exportCSV(
    lineEnding: String, spreadsheetSafe: Bool, progress: ((Int) -> Void)?,
    to sink: (String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) -> Int {
    try read {
      try checkExportable()
      var writer = CSVExportWriter(
        lineEnding: lineEnding, spreadsheetSafe: spreadsheetSafe, progress: progress)
      try forEachPlayer(columns: "p.name, g.name, p.rating") { row in
        try writer.append(name: row[0] ?? "", game: row[1] ?? "", rating: row[2] ?? "", to: sink)
      }
      return try writer.finish(to: sink)
    }
  }

  /// Throws `RosterStoreError.export` naming the players whose names an import would refuse
  /// or change (the schema's constraints keep games and ratings right).
  private func checkExportable() throws {
    var rows: [CSVExportError.Row] = []
    var count = 0
    try forEachPlayer(columns: "p.id, p.name, g.name") { row in
      let (name, game) = (row[1] ?? "", row[2] ?? "")
      let reason: String
      if let problem = NameRule.problem(withStored: name) {
        reason = "has a name that cannot be imported: \(problem)"
      } else if let problem = NameRule.problem(withStored: game) {
        reason =
          "plays \(RosterStoreError.quoted(game)), a name that cannot be imported: \(problem)"
      } else {
        return
      }
      count += 1
      if rows.count < CSVExportError.listed {
        rows.append(
          CSVExportError.Row(id: row[0].flatMap { Int64($0) } ?? 0, name: name, reason: reason))
      }
    }
    if count > 0 { throw RosterStoreError.export(CSVExportError(count: count, rows: rows)) }
  }

  /// Calls `body` with `columns` of every player in roster order, read through a cursor
  /// (10,000 rows at a time: a million players never sit in memory at once). Inside `read`.
  private func forEachPlayer(columns: String, _ body: ([String?]) throws -> Void) throws {
    try db.execute(
      """
      DECLARE roster_players NO SCROLL CURSOR FOR SELECT \(columns)
        FROM players p JOIN games g ON g.id = p.game_id ORDER BY p.id
      """)
    while true {
      let rows = try db.query("FETCH 10000 FROM roster_players")
      if rows.isEmpty { break }
      for row in rows { try body(row) }
    }
    try db.execute("CLOSE roster_players")
  }

  /// Tells the user about a wait for another roster's lock (`onWaiting`, once per wait,
  /// after half a second) and lets them give up (`shouldGiveUp`, polled while waiting: Ctrl-C).
  package func onLockWait(
    _ onWaiting: @escaping () -> Void, giveUp shouldGiveUp: @escaping () -> Bool
  ) {
    self.onWaiting = onWaiting
    self.shouldGiveUp = shouldGiveUp
  }

  // MARK: - Values

  /// Refuses a rating outside 1…5.
  static func validate(rating: Int) throws(RosterStoreError) {
    guard (1...5).contains(rating) else { throw .ratingOutOfRange(rating) }
  }

  /// Maps `selectPlayer`'s columns to a Player.
  static func player(_ row: [String?]) throws -> Player {
    guard row.count == 4, let id = row[0].flatMap({ Int64($0) }), let name = row[1],
      let game = row[2], let rating = row[3].flatMap({ Int($0) })
    else {
      throw PostgresError(
        kind: .statement, message: "unexpected row \(row)", location: "the server")
    }
    return Player(id: id, name: name, game: game, rating: rating)
  }

  /// The first column of the first row as an Int (0 when there is none).
  static func integer(_ rows: [[String?]]) throws -> Int {
    rows.first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
  }
}
