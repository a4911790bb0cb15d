import Glibc
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// Opening a store file: what counts as a path, what counts as a Roster store, and values in
/// a file that no Roster wrote.
@Suite struct StoreOpeningTests: StoreFileChecks {
  @Test func pathsThatKeepNothingAreRefused() throws {
    let dir = TemporaryDirectory()
    for path in ["", ":memory:", "file:\(dir.path)/x?mode=memory", "file:x.sqlite"] {
      let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
      guard case .invalidStorePath(path, _) = error else {
        Issue.record("\(path): \(String(describing: error))")
        continue
      }
      #expect(error?.message.contains("use --memory for a throwaway store") == true, "\(path)")
    }
    #expect(!exists("file:x.sqlite"))
    #expect(!exists(dir.path + "/x"))
    let folder = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: dir.path) }
    #expect(folder?.message.contains("it is a folder; name a file in it") == true)
    #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: dir.path + "/") }
  }

  @Test func aFileNamedLikeAURIIsAPlainFile() throws {
    let dir = TemporaryDirectory()
    // Absolute: never parsed as a URI, so the file gets exactly this name.
    let path = dir.file("roster.sqlite?mode=memory#x%20y")
    try SQLiteRosterStore(path: path).addPlayer(name: "Kept", game: "Chess", rating: 2)
    #expect(exists(path))
    #expect(try SQLiteRosterStore(path: path).playerCount() == 4)
  }

  @Test func aMissingFolderIsCreatedOnlyWhenAsked() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("typo/roster.sqlite")
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
    #expect(error == .noSuchFolder(path: path, folder: dir.file("typo")))
    #expect(!exists(dir.file("typo")))
    let store = try SQLiteRosterStore(path: path, createFolders: true)
    #expect(store.wasCreated)
    #expect(!(try SQLiteRosterStore(path: path)).wasCreated)
  }

  @Test(arguments: ["delete", "wal"])
  func aForeignDatabaseIsLeftAsItWas(journal: String) throws {
    let dir = TemporaryDirectory()
    let path = dir.file("notes.db")
    do {
      let notes = try SQLiteConnection(path: path)
      _ = try notes.text("PRAGMA journal_mode = \(journal)")
      try notes.execute("CREATE TABLE notes(text); INSERT INTO notes VALUES ('keep me')")
    }
    let before = bytes(of: path)
    #expect(before != nil)
    #expect(!exists(path + "-wal") && !exists(path + "-shm"))
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
    #expect(error == .notARosterStore(path: path))
    #expect(bytes(of: path) == before)
    #expect(!exists(path + "-wal") && !exists(path + "-shm"))
  }

  @Test func aDatabaseWithOnlyAViewIsForeignNotNew() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("views.db")
    try SQLiteConnection(path: path).execute("CREATE VIEW answer AS SELECT 42")
    let before = bytes(of: path)
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
    #expect(error == .notARosterStore(path: path))
    #expect(bytes(of: path) == before)
  }

  @Test func rosterTablesUnderAnotherApplicationIDAreForeign() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("other.sqlite")
    try craftedStore(path, "PRAGMA application_id = 42")
    let before = bytes(of: path)
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
    #expect(error == .notARosterStore(path: path))
    #expect(bytes(of: path) == before)
  }

  @Test func newStoresCarryTheApplicationIDAndOlderOnesAreStamped() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    #expect(try SQLiteRosterStore(path: path).db.integer("PRAGMA application_id") == 0x5273_7472)
    #expect(try SQLiteRosterStore.inMemory().db.integer("PRAGMA application_id") == 0x5273_7472)
    // As every store made before the id: recognised by its tables and version, then stamped.
    try SQLiteConnection(path: path).execute("PRAGMA application_id = 0")
    let store = try SQLiteRosterStore(path: path)
    #expect(!store.wasCreated)
    #expect(try store.db.integer("PRAGMA application_id") == 0x5273_7472)
    #expect(try store.playerCount() == 3)
  }

  @Test(arguments: [
    ("PRAGMA user_version = -1", "its schema version is -1"),
    ("PRAGMA user_version = -1; PRAGMA application_id = 0", "its schema version is -1"),
    ("DROP TABLE player_blocks", "it has no table player_blocks"),
  ])
  func aDamagedSchemaIsRefusedAtOpen(sql: String, problem: String) throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    try craftedStore(path, sql)
    let error = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: path) }
    #expect(error == .damagedStore(path: path, problem: problem, atOpen: true))
    #expect(
      error?.message
        == "the store \(path) is damaged (\(problem)); restore it from a backup")
  }

  @Test(arguments: [
    // Sums past Int.max, and a block whose end is past the last id.
    "INSERT INTO player_blocks VALUES (1, 9223372036854775807)",
    "INSERT INTO player_blocks VALUES (9223372036854775807, 5)",
    "UPDATE player_blocks SET count = 1025",
  ])
  func damagedCountersAreErrorsNotTraps(sql: String) throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    try craftedStore(path, sql)
    let store = try SQLiteRosterStore(path: path)
    let error = #expect(throws: RosterStoreError.self) { try store.playerCount() }
    guard case .damagedStore(path, let problem, atOpen: false) = error else {
      Issue.record("expected a damaged store, got \(String(describing: error))")
      return
    }
    #expect(problem.hasPrefix("its player counter for block"))
    #expect(
      error?.message.hasSuffix(
        "or save the players it still holds with `roster --store \(path) export`") == true)
    #expect(throws: RosterStoreError.self) { try store.players(offset: 0, limit: 20) }
  }

  @Test func badRatingsAndCountsAreDamageNotValues() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    try craftedStore(
      path,
      """
      PRAGMA ignore_check_constraints = 1;
      UPDATE players SET rating = 99 WHERE name = 'Dave Brubeck';
      UPDATE games SET player_count = -9223372036854775808 WHERE name = 'Chess';
      """)
    let store = try SQLiteRosterStore(path: path)
    #expect(try store.players(offset: 0, limit: 2).map(\.name) == ["Bill Evans", "Oscar Peterson"])
    let rating = #expect(throws: RosterStoreError.self) { try store.player(at: 2) }
    #expect(
      rating == .damagedStore(path: path, problem: "player #3 has the rating 99", atOpen: false))
    let count = #expect(throws: RosterStoreError.self) { try store.games() }
    #expect(
      count
        == .damagedStore(
          path: path, problem: "a game counts -9223372036854775808 players", atOpen: false))
    #expect(throws: RosterStoreError.self) { try store.playerCount(forGame: "Chess") }
    #expect(throws: RosterStoreError.self) { try store.deleteGame("Chess") }
  }
}
