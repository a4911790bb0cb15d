import Glibc
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// A store is one file under one name, with exactly the schema Roster made: another app's
/// database is never written to, and nothing planted in a store runs.
@Suite struct StoreIdentityTests: StoreFileChecks {
  @Test func aStoreWithASecondHardLinkIsRefused() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    _ = try SQLiteRosterStore(path: path)
    #expect(link(path, dir.file("alias.sqlite")) == 0)
    for name in [path, dir.file("alias.sqlite")] {
      let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: name) }
      #expect(
        error?.message
          == "cannot use \"\(name)\" as the store: the file has 2 hard links, and saves made "
          + "through one name would be lost by the other; keep one name (rm the other link) or "
          + "use a copy (cp it to a new name)")
      #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: name, readOnly: true) }
    }
    unlink(dir.file("alias.sqlite"))
    #expect(try SQLiteRosterStore(path: path).playerCount() == 3)
  }

  @Test func aDeviceIsNoStore() throws {
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: "/dev/null") }
    #expect(error?.message.contains("it is not a regular file") == true)
    #expect(!exists("/dev/null-journal"))
  }

  /// An Android Room database, say: tables named games and players, user_version 1.
  @Test func anotherAppsDatabaseWithRosterTableNamesStaysByteIdentical() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("app.db")
    try SQLiteConnection(path: path).execute(
      """
      CREATE TABLE android_metadata (locale TEXT);
      CREATE TABLE room_master_table (id INTEGER PRIMARY KEY, identity_hash TEXT);
      CREATE TABLE games (gid INTEGER PRIMARY KEY NOT NULL, title TEXT NOT NULL);
      CREATE TABLE players (pid INTEGER PRIMARY KEY NOT NULL, nick TEXT, score INTEGER);
      INSERT INTO games VALUES (1, 'Go'); INSERT INTO players VALUES (1, 'ann', 7);
      PRAGMA user_version = 1;
      """)
    let before = bytes(of: path)
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
    #expect(error == .notARosterStore(path: path))
    let unchanged = bytes(of: path) == before
    #expect(unchanged)
    #expect(!exists(path + "-wal") && !exists(path + "-shm") && !exists(path + "-journal"))
  }

  /// The same tables with Roster's columns but no application id and an extra index: not
  /// recognised as a store from before the id either.
  @Test func anUnstampedDatabaseWithAnExtraIndexIsForeign() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("old.sqlite")
    try craftedStore(path, "PRAGMA application_id = 0; CREATE INDEX mine ON games(name)")
    let before = bytes(of: path)
    #expect(throws: RosterStoreError.notARosterStore(path: path)) {
      try SQLiteRosterStore(path: path)
    }
    let unchanged = bytes(of: path) == before
    #expect(unchanged)
  }

  @Test(arguments: [
    (
      "CREATE TRIGGER purge AFTER INSERT ON players BEGIN DELETE FROM players; END",
      "it has a trigger \"purge\" that Roster did not make"
    ),
    (
      "CREATE VIEW everyone AS SELECT * FROM players",
      "it has a view \"everyone\" that Roster did not make"
    ),
    (
      "CREATE INDEX by_rating ON players(rating)",
      "it has an index \"by_rating\" that Roster did not make"
    ),
    (
      """
      DROP TRIGGER players_deleted;
      CREATE TRIGGER players_deleted AFTER DELETE ON players BEGIN DELETE FROM games; END
      """,
      "its trigger \"players_deleted\" is not as Roster made it"
    ),
  ])
  func aStoreCarryingForeignSchemaIsRefused(sql: String, problem: String) throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    try craftedStore(path, sql)
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
    #expect(error == .damagedStore(path: path, problem: problem, atOpen: true))
    #expect(try SQLiteConnection(path: path).integer("SELECT count(*) FROM players") == 3)
  }

  /// A store restored with `sqlite3 OLD .dump | sqlite3 NEW` (the dump keeps no pragmas) was
  /// refused as "not a Roster store" with no way back: it is named for what it is, left
  /// unchanged, and the two pragmas it gives make it open with every player.
  @Test func aDumpRestoreIsNamedWithTheRepair() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    try craftedStore(path, "PRAGMA application_id = 0; PRAGMA user_version = 0")
    let before = bytes(of: path)
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
    #expect(
      error
        == .unmarkedStore(
          path: path, version: Schema.currentVersion, applicationID: Schema.applicationID))
    #expect(
      error?.message
        == "\(path) holds a Roster store without Roster's marks, as a sqlite3 .dump restore "
        + "leaves it (nothing was changed); mark it with: sqlite3 \(path) 'PRAGMA "
        + "application_id = 1383298162; PRAGMA user_version = \(Schema.currentVersion)'")
    #expect(bytes(of: path) == before)
    try SQLiteConnection(path: path).execute(
      "PRAGMA application_id = 1383298162; PRAGMA user_version = \(Schema.currentVersion)")
    #expect(try SQLiteRosterStore(path: path).playerCount() == 3)
  }

  /// A store whose player ids another program used up answered an add with "the disk is
  /// full": it says the ids are used up, and how to get the players out.
  @Test func usedUpPlayerIdsAreNotADiskFull() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    try craftedStore(
      path, "UPDATE sqlite_sequence SET seq = \(Int64.max) WHERE name = 'players'")
    let store = try SQLiteRosterStore(path: path)
    let error = #expect(throws: RosterStoreError.self) {
      try store.addPlayer(name: "Ray", game: "Chess", rating: 3)
    }
    #expect(
      error?.message
        == "the store \(path) is damaged (its player ids are used up: another program took the "
        + "last one, \(Int64.max); a new store numbers them afresh); restore it from a backup, "
        + "or save the players it still holds with `roster --store \(path) export`")
    #expect(try store.playerCount() == 3)
  }

  @Test func theExpectedShapesAreWhatTheMigrationsBuild() throws {
    for version in 1...Schema.currentVersion {
      #expect(SchemaShape.expected(version: version) == SchemaShape.built(version: version))
    }
    // A store upgraded from version 1 has the shape of a new one, and opens.
    let dir = TemporaryDirectory()
    let path = dir.file("v1.sqlite")
    do {
      let old = try SQLiteConnection(path: path)
      try old.execute(Schema.migrations[0])
      try old.execute(
        "INSERT INTO games(name) VALUES ('Chess'); PRAGMA user_version = 1")
    }
    #expect(try SQLiteRosterStore(path: path).gameCount() == 1)
    #expect(try SQLiteRosterStore(path: path).gameCount() == 1)
  }

  @Test func theSchemaIsNotTrusted() throws {
    let dir = TemporaryDirectory()
    let file = try SQLiteRosterStore(path: dir.file("roster.sqlite"))
    #expect(try file.db.integer("PRAGMA trusted_schema") == 0)
    #expect(try SQLiteRosterStore.inMemory().db.integer("PRAGMA trusted_schema") == 0)
  }
}
