import Glibc
import RosterModel
import RosterSupport

// Identifying what a file holds before anything is written to it, and bringing its schema
// up to date.
extension SQLiteRosterStore {
  // MARK: - Schema

  /// What the database holds, found by reading only: its schema version (0: empty, a new
  /// store) and whether it carries Roster's application id. Anything else is refused here.
  func identify() throws -> (version: Int, stamped: Bool) {
    let applicationID = try db.integer("PRAGMA application_id") ?? 0
    let version = try db.integer("PRAGMA user_version") ?? 0
    let tables = Set(
      try db.query(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
      ) { $0.text(at: 0) })
    let ours = applicationID == Schema.applicationID
    if applicationID != 0 && !ours { throw RosterStoreError.notARosterStore(path: path) }
    // New only when it holds nothing at all (not even an index or SQLite's own tables): what
    // migrate checks again under the write lock, after the switch to WAL.
    let objects = try db.integer("SELECT count(*) FROM sqlite_schema") ?? 0
    if objects == 0 && version == 0 { return (0, ours) }
    // A store restored with `sqlite3 OLD .dump | sqlite3 NEW` has every object of a version
    // but neither mark (the dump keeps no pragmas): it is said so, with the two pragmas.
    if !ours && version == 0 && tables.isSuperset(of: Schema.tablesByVersion[0]) {
      let shape = try SchemaShape(of: db)
      if let restored = (1...Schema.currentVersion).last(where: {
        shape.difference(from: .expected(version: $0)) == nil
      }) {
        throw RosterStoreError.unmarkedStore(
          path: path, version: restored, applicationID: Schema.applicationID)
      }
    }
    // Stores from before the application id: Roster's tables and a schema version.
    if !ours && (version == 0 || !tables.isSuperset(of: Schema.tablesByVersion[0])) {
      throw RosterStoreError.notARosterStore(path: path)
    }
    if version > Int64(Schema.currentVersion) {
      throw RosterStoreError.newerSchema(
        path: path, found: Int(version), supported: Schema.currentVersion)
    }
    guard version >= 1 else {
      throw RosterStoreError.damagedStore(
        path: path, problem: "its schema version is \(version)", atOpen: true)
    }
    // Every object as the migrations made it, before anything is written: a database of
    // another app with tables of the same names differs in their columns (not ours: left
    // alone), and a trigger, view or index planted in a store would run or be trusted.
    let missing = Schema.tablesByVersion[Int(version) - 1].subtracting(tables)
    guard missing.isEmpty else {
      throw RosterStoreError.damagedStore(
        path: path, problem: "it has no table \(missing.sorted().joined(separator: ", "))",
        atOpen: true)
    }
    if let problem = try SchemaShape(of: db).difference(
      from: .expected(version: Int(version)))
    {
      if !ours { throw RosterStoreError.notARosterStore(path: path) }
      throw RosterStoreError.damagedStore(path: path, problem: problem, atOpen: true)
    }
    return (Int(version), ours)
  }

  /// Brings the schema up to date (creating and seeding a new store, stamping the application
  /// id on an older one) in one transaction.
  func migrate(from found: (version: Int, stamped: Bool), samplePlayers: Bool) throws {
    if found.version == Schema.currentVersion && (found.stamped || db.isReadOnly) { return }
    wasCreated = try write {
      // Another process may have migrated between the first look and our write lock.
      let version = try db.integer("PRAGMA user_version") ?? 0
      if version == 0 {
        let objects = try db.integer("SELECT count(*) FROM sqlite_schema")
        if objects ?? 0 > 0 { throw RosterStoreError.notARosterStore(path: path) }
        try db.execute(Schema.newStore)
      } else {
        guard (1...Int64(Schema.currentVersion)).contains(version) else {
          throw RosterStoreError.damagedStore(
            path: path, problem: "its schema version changed to \(version)", atOpen: true)
        }
        for migration in Schema.migrations[Int(version)...] { try db.execute(migration) }
      }
      try db.execute("PRAGMA user_version = \(Schema.currentVersion)")
      try db.execute("PRAGMA application_id = \(Schema.applicationID)")
      if version == 0 { try seed(players: samplePlayers) }
      return version == 0
    }
  }

  /// The sample catalog and (with `players`) players of DESIGN §1.
  func seed(players: Bool) throws {
    for game in SampleRoster.games {
      try db.run("INSERT INTO games(name) VALUES (?)", [.text(game)])
    }
    for player in players ? SampleRoster.players : [] {
      try db.run(
        "INSERT INTO players(name, game_id, rating) VALUES (?, (SELECT id FROM games WHERE name = ?), ?)",
        [.text(player.name), .text(player.game), .integer(Int64(player.rating))])
    }
  }
}
