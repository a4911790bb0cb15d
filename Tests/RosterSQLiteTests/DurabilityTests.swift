import Glibc
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// Files on disk: migrations, foreign files, concurrency, read-only and full disks.
@Suite struct DurabilityTests {
  @Test func migratesAVersionOneStore() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("old.sqlite")
    do {
      // A store as version 1 left it: no counters, no blocks.
      let old = try SQLiteConnection(path: path)
      try old.execute(Schema.migrations[0])
      try old.execute(
        """
        PRAGMA user_version = 1;
        INSERT INTO games(name) VALUES ('Chess'), ('Go');
        INSERT INTO players(name, game_id, rating) VALUES ('A', 1, 1), ('B', 2, 2), ('C', 1, 3);
        """)
      try old.execute("BEGIN")
      for number in 1...2000 {
        try old.run(
          "INSERT INTO players(name, game_id, rating) VALUES (?, 2, 5)", [.text("P\(number)")])
      }
      try old.execute("COMMIT")
    }
    let store = try SQLiteRosterStore(path: path)
    #expect(try store.db.integer("PRAGMA user_version") == Int64(Schema.currentVersion))
    #expect(try store.playerCount() == 2003)  // not seeded again
    #expect(
      try store.games() == [
        Game(name: "Chess", playerCount: 2), Game(name: "Go", playerCount: 2001),
      ])
    #expect(try store.player(at: 1500).name == "P1498")
    #expect(try store.indexOfPlayer(named: "C") == 2)
    try store.addPlayer(name: "D", game: "Go", rating: 1)
    #expect(try store.player(at: 2003).name == "D")
  }

  @Test func refusesNewerAndForeignFiles() throws {
    let dir = TemporaryDirectory()
    let newer = dir.file("newer.sqlite")
    do {
      _ = try SQLiteRosterStore(path: newer)
      try SQLiteConnection(path: newer).execute("PRAGMA user_version = 99")
    }
    let newerError = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: newer) }
    #expect(newerError == .newerSchema(path: newer, found: 99, supported: Schema.currentVersion))

    let foreign = dir.file("foreign.sqlite")
    try SQLiteConnection(path: foreign).execute("CREATE TABLE invoices(id INTEGER PRIMARY KEY)")
    let foreignError = #expect(throws: RosterStoreError.self) {
      try SQLiteRosterStore(path: foreign)
    }
    #expect(foreignError == .notARosterStore(path: foreign))

    let text = dir.file("notes.txt")
    let fd = open(text, O_WRONLY | O_CREAT, 0o600)
    let line = String(repeating: "These are not the rows you are looking for.\n", count: 100)
    _ = line.withCString { write(fd, $0, strlen($0)) }
    close(fd)
    let garbage = #expect(throws: RosterStoreError.self) { try SQLiteRosterStore(path: text) }
    #expect(
      garbage?.message == "\(text) is not a Roster store (not an SQLite database); "
        + "use --store with another path")
  }

  @Test func twoStoresOnOneFileLoseNothing() async throws {
    let dir = TemporaryDirectory()
    let path = dir.file("shared.sqlite")
    _ = try SQLiteRosterStore(path: path)
    let perWriter = 150
    // Two connections in two threads, writing at the same time: each add must succeed.
    try await withThrowingTaskGroup(of: Int.self) { group in
      for writer in ["A", "B"] {
        group.addTask {
          let store = try SQLiteRosterStore(path: path)
          for number in 1...perWriter {
            try store.addPlayer(name: "\(writer)\(number)", game: "Chess", rating: 1)
          }
          return try store.playerCount()
        }
      }
      for try await count in group { #expect(count >= 3 + perWriter) }
    }
    let store = try SQLiteRosterStore(path: path)
    #expect(try store.playerCount() == 3 + 2 * perWriter)
    #expect(try store.playerCount(forGame: "Chess") == 2 * perWriter)
    let names = Set(try store.players(offset: 3, limit: 1000).map(\.name))
    #expect(names.count == 2 * perWriter)
    // Each writer's rows keep their own order.
    let a = try store.players(offset: 0, limit: 1000).map(\.name).filter { $0.hasPrefix("A") }
    #expect(a == (1...perWriter).map { "A\($0)" })
    #expect(try store.db.text("PRAGMA integrity_check") == "ok")
  }

  @Test func interleavedWritesOfTwoConnectionsAreSeenByBoth() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    let one = try SQLiteRosterStore(path: path)
    let two = try SQLiteRosterStore(path: path)
    for number in 1...50 {
      try one.addPlayer(name: "one \(number)", game: "Chess", rating: 1)
      try two.addPlayer(name: "two \(number)", game: "Go".isEmpty ? "" : "Chess", rating: 2)
      #expect(try one.playerCount() == 3 + 2 * number)
      #expect(try two.player(at: 2 + 2 * number).name == "two \(number)")
    }
    try one.deletePlayer(try two.player(at: 3))
    #expect(try two.playerCount() == 102)
  }

  @Test func readOnlyStoreRefusesChangesAndKeepsEverything() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    try SQLiteRosterStore(path: path).addPlayer(name: "Kept", game: "Chess", rating: 3)

    let readOnly = try SQLiteRosterStore(path: path, readOnly: true)
    #expect(try readOnly.player(at: 3).name == "Kept")
    let error = #expect(throws: RosterStoreError.self) {
      try readOnly.addPlayer(name: "Lost", game: "Chess", rating: 1)
    }
    guard case .storage(let sqlite) = error else {
      Issue.record("expected a storage error, got \(String(describing: error))")
      return
    }
    #expect(sqlite.code.primary == .readOnly)
    #expect(SQLiteResultCode.readOnly ~= sqlite.code)
    #expect(error?.message.hasPrefix("cannot save: the store \(path) is read-only;") == true)
    #expect(throws: RosterStoreError.self) { try readOnly.deleteGame("Angry Birds") }
    #expect(try readOnly.playerCount() == 4)  // still usable

    if geteuid() != 0 {  // root writes through file permissions
      chmod(path, 0o444)
      defer { chmod(path, 0o644) }
      let store = try SQLiteRosterStore(path: path)
      #expect(throws: RosterStoreError.self) {
        try store.addPlayer(name: "Lost", game: "Chess", rating: 1)
      }
    }
    let reopened = try SQLiteRosterStore(path: path)
    #expect(try reopened.players(offset: 0, limit: 10).map(\.name).last == "Kept")
    #expect(try reopened.db.text("PRAGMA integrity_check") == "ok")
  }

  @Test func fullDiskRefusesTheImportAndKeepsEverything() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    let store = try SQLiteRosterStore(path: path)
    try store.addPlayer(name: "Kept", game: "Chess", rating: 3)
    // max_page_count makes sqlite report SQLITE_FULL exactly as a full disk does.
    let pages = try store.db.integer("PRAGMA page_count")!
    _ = try store.db.integer("PRAGMA max_page_count = \(pages + 2)")
    var csv = "name,game,rating\n"
    for number in 1...20000 { csv += "Player number \(number),Chess,4\n" }
    let error = #expect(throws: RosterStoreError.self) {
      try store.importCSV(bytes: Array(csv.utf8), source: "big.csv")
    }
    #expect(error?.message.hasPrefix("cannot save: the disk holding \(path) is full") == true)
    #expect(try store.playerCount() == 4)
    // The store keeps working once there is room again.
    _ = try store.db.integer("PRAGMA max_page_count = 1000000")
    try store.addPlayer(name: "After", game: "Chess", rating: 1)
    let reopened = try SQLiteRosterStore(path: path)
    #expect(try reopened.players(offset: 3, limit: 5).map(\.name) == ["Kept", "After"])
    #expect(try reopened.db.text("PRAGMA integrity_check") == "ok")
  }
}
