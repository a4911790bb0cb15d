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
  package internal(set) var wasCreated = false
  let db: PostgresConnection
  var localCommits = 0
  /// The change counter and the player count as the last write (or version check) read them,
  /// with the round trip that read them: answered without the server, once, while no other
  /// statement ran since (`dataVersion`, `playerCount`).
  var knownVersion: (value: Int64, roundTrip: Int)?
  var knownCount: (value: Int, roundTrip: Int)?
  /// How deep the turns under way are (`beginTurn`), and the change counter and player count
  /// read in them, with `localCommits` then: a change of this store's own makes it stale.
  var turnDepth = 0
  var turnMeta: (version: Int64, count: Int, localCommits: Int)?
  /// The catalog's names as the last version read or add brought them back (they come only
  /// when its fingerprint moved: `metaAndCatalog`). This store's own changes to the games (a
  /// game added or deleted, an import) drop it; its other changes leave it standing.
  var knownCatalog: (fingerprint: String, names: [String])?
  package internal(set) var versionBeforeLastAdd: DataVersion?
  var onWaiting: () -> Void = {}
  var shouldGiveUp: () -> Bool = { false }

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
  func openSchema(samplePlayers: Bool) throws {
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
  func migrate(from version: Int) throws {
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
  func seed(players: Bool) throws {
    for game in SampleRoster.games {
      try db.execute("INSERT INTO games(name) VALUES ($1)", [game])
    }
    for player in players ? SampleRoster.players : [] {
      try db.execute(
        "INSERT INTO players(name, game_id, rating) SELECT $1, id, $3 FROM games WHERE name = $2",
        [player.name, player.game, String(player.rating)])
    }
  }

  // MARK: - Values

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
