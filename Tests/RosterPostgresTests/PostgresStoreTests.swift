import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterPostgres

/// The PostgreSQL store on a real throwaway server (`PostgresServer`): the store contract as
/// the SQLite store keeps it, the conflict check between two connections, and refusals.
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresStoreTests {
  let server = PostgresServer.shared!

  @Test func aNewDatabaseGetsTheSampleRosterOnce() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    #expect(store.wasCreated)
    #expect(try store.playerCount() == 3)
    #expect(
      try store.players(offset: 0, limit: 10).map { "\($0.name)/\($0.game)/\($0.rating)" } == [
        "Bill Evans/Tic-Tac-Toe/4", "Oscar Peterson/Spin the Bottle/5",
        "Dave Brubeck/Texas Hold\u{2019}em Poker/2",
      ])
    #expect(try store.gameCount() == 6)
    let again = try PostgresRosterStore(url: url)
    #expect(!again.wasCreated)
    #expect(try again.playerCount() == 3)
    #expect(
      try server.sql("SELECT application, schema_version FROM roster_meta", on: url) == [
        ["roster", "2"]
      ])
  }

  /// Rows far down a roster are found through the per-block counts: every window, row number
  /// and search agrees with the SQLite store's on the same roster, after deletes that empty
  /// whole blocks and leave others part-full.
  @Test func deepRowsAgreeWithTheSQLiteStore() throws {
    let stores: [any RosterStoring] = [
      try SQLiteRosterStore.inMemory(), try PostgresRosterStore(url: try server.database()),
    ]
    var csv = "name,game,rating\n"
    for index in 0..<5000 { csv += "Deep \(index),\(index % 3 == 0 ? "Chess" : "Go"),3\n" }
    let transcripts = try stores.map { store in
      try store.importCSV(bytes: Array(csv.utf8), source: "deep.csv")
      // A block emptied (rows 1,100 … 2,299), and every seventh player of another.
      for _ in 0..<1200 { try store.deletePlayer(try store.player(at: 1100)) }
      for row in stride(from: 3000, to: 3400, by: 6) {
        try store.deletePlayer(store.player(at: row))
      }
      var lines: [String] = ["count \(try store.playerCount())"]
      for offset in [0, 1, 1020, 1023, 1024, 1100, 1101, 2047, 2048, 3000, 3333, 3700, 3731, 3734] {
        let page = try store.players(offset: offset, limit: 4)
        lines.append("\(offset): " + page.map(\.name).joined(separator: ", "))
        for player in page {
          lines.append("  \(player.name) at \(try store.index(ofPlayerID: player.id) ?? -1)")
        }
      }
      lines.append("last \(try store.player(at: try store.playerCount() - 1).name)")
      lines.append("past \(try store.players(offset: try store.playerCount(), limit: 3).count)")
      lines.append("Deep 4999 at \(try store.indexOfPlayer(named: "Deep 4999") ?? -1)")
      lines.append("Deep 2299 at \(try store.indexOfPlayer(named: "Deep 2299") ?? -1)")
      lines.append("find 49 \(try store.indexOfPlayer(nameContaining: "49", after: 2500) ?? -1)")
      lines.append("find 1 \(try store.indexOfPlayer(nameContaining: "p 1", after: 1099) ?? -1)")
      for _ in 0..<4 { try store.addPlayer(name: "Twin", game: "Chess", rating: 1) }
      lines.append("twins \(try store.indexesOfPlayers(named: "Twin", limit: 3))")
      return lines
    }
    #expect(transcripts[0] == transcripts[1])
    #expect(transcripts[1].first == "count 3736")
    #expect(transcripts[1].last == "twins [3736, 3737, 3738]")
  }

  /// A store made by the first schema (no block counts) is brought to the current one when
  /// opened: its counts are filled in from the players it holds, and its version recorded.
  @Test func aVersion1StoreGetsItsBlockCountsWhenOpened() throws {
    let url = try server.database()
    _ = try server.sql(PostgresSchema.version1, on: url)
    _ = try server.sql(
      """
      INSERT INTO roster_meta(application, schema_version) VALUES ('roster', 1);
      INSERT INTO games(name) VALUES ('Chess');
      INSERT INTO players(name, game_id, rating)
        SELECT 'Old ' || n, (SELECT id FROM games), 2 FROM generate_series(1, 3000) n;
      """, on: url)
    let store = try PostgresRosterStore(url: url)
    #expect(!store.wasCreated)
    #expect(try store.playerCount() == 3000)
    #expect(try store.players(offset: 2500, limit: 2).map(\.name) == ["Old 2501", "Old 2502"])
    #expect(
      try server.sql(
        "SELECT schema_version, (SELECT sum(count) FROM player_blocks) FROM roster_meta", on: url)
        == [["2", "3000"]])
    try store.addPlayer(name: "New", game: "Chess", rating: 1)
    #expect(try store.player(at: 3000).name == "New")
  }

  /// `roster init --empty` on a server: the schema and the sample games, no players; a second
  /// open finds the store as it is.
  @Test func aNewDatabaseCanStartWithoutTheSamplePlayers() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url, samplePlayers: false)
    #expect(store.wasCreated)
    #expect(try store.playerCount() == 0)
    #expect(try store.gameCount() == 6)
    let again = try PostgresRosterStore(url: url)
    #expect(!again.wasCreated)
    #expect(try again.playerCount() == 0)
  }

  /// The same moves on both stores give the same answers and the same refusals, word for
  /// word: the contract the app relies on.
  @Test func theContractHoldsAsOnSQLite() throws {
    let stores: [any RosterStoring] = [
      try SQLiteRosterStore.inMemory(), try PostgresRosterStore(url: try server.database()),
    ]
    let transcripts = stores.map { Self.transcript(of: $0) }
    #expect(transcripts[0] == transcripts[1])
    #expect(transcripts[1].count > 30)
    #expect(transcripts[1].last == "import names already there: 2 of 3, 2 of 2")
  }

  /// Every call of the contract once, its answer or its refusal as text.
  static func transcript(of store: any RosterStoring) -> [String] {
    var lines: [String] = []
    func note<T>(_ label: String, _ call: () throws -> T) {
      do { lines.append("\(label): \(try call())") } catch { lines.append("\(label): ! \(error)") }
    }
    note("add") { try store.addPlayer(name: "  Ray  ", game: "chess", rating: 3).name }
    note("add blank") { try store.addPlayer(name: " ", game: "Chess", rating: 3) }
    note("add bad rating") { try store.addPlayer(name: "X", game: "Chess", rating: 6) }
    note("add unknown game") { try store.addPlayer(name: "X", game: "Ches", rating: 1) }
    note("add Zoë") { try store.addPlayer(name: "Zoë", game: "Go ", rating: 1) }
    note("add game Go") { try store.addGame("Go").name }
    note("add game go again") { try store.addGame("go") }
    note("add Zoë") { try store.addPlayer(name: "Zoë", game: "go", rating: 1).game }
    note("add Ray 2") { try store.addPlayer(name: "Ray", game: "Go", rating: 5).rating }
    note("count") { try store.playerCount() }
    note("page") { try store.players(offset: 2, limit: 3).map(\.name) }
    note("past the end") { try store.players(offset: 99, limit: 3).map(\.name) }
    note("row 9") { try store.player(at: 9) }
    note("index of Ray") { try store.indexOfPlayer(named: "Ray") }
    note("index of nobody") { try store.indexOfPlayer(named: "Nobody") }
    note("rows of Ray") { try store.indexesOfPlayers(named: "Ray", limit: 5) }
    note("rows of Ray, 1") { try store.indexesOfPlayers(named: "Ray", limit: 1) }
    note("rows of ray") { try store.indexesOfPlayers(named: "ray", limit: 5) }
    note("restore Oscar") {
      let oscar = try store.player(at: 1)
      try store.deletePlayer(oscar)
      return try store.restorePlayer(oscar) == oscar ? try store.index(ofPlayerID: oscar.id) : nil
    }
    note("restore Oscar again") { try store.restorePlayer(try store.player(at: 1)) }
    note("restore into no game") {
      try store.restorePlayer(Player(id: 999, name: "Nobody", game: "Bocce", rating: 2))
    }
    note("take back an add") {
      let added = try store.addPlayer(name: "Temp", game: "Chess", rating: 2)
      try store.deletePlayer(unchanged: added)
      return try store.indexOfPlayer(named: "Temp")
    }
    note("take back a changed add") {
      let added = try store.addPlayer(name: "Temp", game: "Chess", rating: 2)
      let renamed = Player(id: added.id, name: "Temp 2", game: "Chess", rating: 2)
      try store.updatePlayer(renamed, original: added)
      defer { try? store.deletePlayer(renamed) }
      try store.deletePlayer(unchanged: added)
    }
    note("take back a deleted add") {
      let added = try store.addPlayer(name: "Temp", game: "Chess", rating: 2)
      try store.deletePlayer(added)
      try store.deletePlayer(unchanged: added)
    }
    note("names R") { try store.playerNames(withPrefix: "R", limit: 5) }
    note("names empty") { try store.playerNames(withPrefix: "", limit: 2) }
    note("bounds D") {
      try store.playerNameBounds(withPrefix: "D").map { "\($0.first)…\($0.last)" }
    }
    note("bounds Q") { try store.playerNameBounds(withPrefix: "Q").map { "\($0.first)" } }
    note("name count R") { try store.playerNameCount(withPrefix: "R", upTo: 10) }
    note("matches R") {
      try store.playerNameMatches(withPrefix: "R", limit: 5, countingUpTo: 10).map { "\($0)" }
    }
    note("matches R, 1 of 1") {
      try store.playerNameMatches(withPrefix: "R", limit: 1, countingUpTo: 1).map { "\($0)" }
    }
    note("matches Q") {
      try store.playerNameMatches(withPrefix: "Q", limit: 5, countingUpTo: 10).map { "\($0)" }
    }
    note("games") { try store.games().map { "\($0.name)=\($0.playerCount)" } }
    note("for game") { try store.playerCount(forGame: "go") }
    note("playing") { try store.players(playing: "Go", offset: 0, limit: 10).map(\.name) }
    note("delete game in use") { try store.deleteGame("GO") }
    note("delete game unknown") { try store.deleteGame("Golf") }
    note("delete Angry Birds") { try store.deleteGame("Angry Birds") }
    note("edit") {
      let ray = try store.player(at: 3)
      var edited = ray
      edited.rating = 1
      edited.game = "tic-tac-toe"
      let saved = try store.updatePlayer(edited, original: ray)
      return "\(saved.game) \(saved.rating) at \(try store.index(ofPlayerID: saved.id) ?? -1)"
    }
    note("stale edit") {
      let ray = try store.player(at: 3)
      var stale = ray
      stale.rating = 4
      return try store.updatePlayer(ray, original: stale)
    }
    note("delete") {
      let first = try store.player(at: 0)
      try store.deletePlayer(first)
      return try store.deletePlayer(first)
    }
    note("edit deleted") {
      let gone = Player(id: 1, name: "Bill Evans", game: "Tic-Tac-Toe", rating: 4)
      return try store.updatePlayer(gone, original: gone)
    }
    note("import") {
      let csv = "rating,name,game\r\n3,\"Quinn, \"\"Q\"\"\",Go\r\n5,Ann,golf\r\n1, Ann ,Golf\n"
      return try store.importCSV(bytes: Array(csv.utf8), source: "in.csv")
    }
    note("import bad row") {
      try store.importCSV(
        bytes: Array("name,game,rating\nA,Chess,1\nB,Chess,x\n".utf8), source: "b.csv")
    }
    note("import no header") {
      try store.importCSV(bytes: Array("A,Chess,1\n".utf8), source: "h.csv")
    }
    note("import empty") { try store.importCSV(bytes: [], source: "e.csv") }
    note("import every bad row") {
      try store.importCSV(
        bytes: Array("name,game,rating\nA,Chess,0\n\"B\"x,Go,1\nC,Chess\nD,Chess,2\n".utf8),
        source: "r.csv")
    }
    let replacing = "name,game,rating\nZed,Chesss,2\nYan,golf,3\n"
    note("dry run of a replace") {
      try store.importCSV(
        from: CSVInput(bytes: Array(replacing.utf8), name: "r.csv"),
        options: CSVImportOptions(replace: true, dryRun: true), progress: nil)
    }
    note("count after the dry run") { try store.playerCount() }
    note("games after the dry run") { try store.gameCount() }
    note("replace with a bad row") {
      try store.importCSV(
        from: CSVInput(bytes: Array((replacing + "X,Go,9\n").utf8), name: "r.csv"),
        options: CSVImportOptions(replace: true), progress: nil)
    }
    note("count after the bad replace") { try store.playerCount() }
    note("import not a file") { try store.importCSV(fromFile: "/") }
    note("export") {
      var text = ""
      let count = try store.exportCSV(lineEnding: "\n", spreadsheetSafe: false) { text += $0 }
      return "\(count)\n\(text)"
    }
    note("after") { try store.players(offset: 0, limit: 10).map { "\($0.name) \($0.game)" } }
    note("games after") { try store.games().map { "\($0.name)=\($0.playerCount)" } }
    note("count after") { try store.playerCount() }
    note("replace") {
      try store.importCSV(
        from: CSVInput(bytes: Array(replacing.utf8), name: "r.csv"),
        options: CSVImportOptions(replace: true), progress: nil)
    }
    note("after the replace") {
      try store.players(offset: 0, limit: 10).map { "\($0.name) \($0.game)" }
    }
    note("games after the replace") {
      try store.games().map { "\($0.name)=\($0.playerCount)" }
    }
    note("export progress") {
      var counts: [Int] = []
      try store.exportCSV(lineEnding: "\n", spreadsheetSafe: false, progress: { counts.append($0) })
      { _ in }
      return counts
    }
    // A backup imported into the roster it came from: both stores count the names it repeats.
    note("import names already there") {
      var backup = ""
      try store.exportCSV(lineEnding: "\n", spreadsheetSafe: false) { backup += $0 }
      let dry = try store.importCSV(
        from: CSVInput(bytes: Array((backup + "New Face,Chess,2\n").utf8), name: "b.csv"),
        options: CSVImportOptions(dryRun: true), progress: nil)
      let real = try store.importCSV(bytes: Array(backup.utf8), source: "b.csv")
      return [dry, real].map { "\($0.alreadyPresent) of \($0.playerCount)" }
        .joined(separator: ", ")
    }
    return lines
  }

  /// Two connections on one database: an edit is saved only if nobody changed the player
  /// since the editor read it; the other's change shows on the next read (data version).
  @Test func anEditOfAPlayerChangedOnAnotherConnectionIsRefused() throws {
    let url = try server.database()
    let (one, two) = (try PostgresRosterStore(url: url), try PostgresRosterStore(url: url))
    let seen = try one.dataVersion()
    let loaded = try one.player(at: 0)
    var rated = try two.player(at: 0)
    rated.rating = 2
    try two.updatePlayer(rated, original: loaded)
    #expect(try one.dataVersion() != seen)
    var renamed = loaded
    renamed.name = "Bill E"
    let error = try #require(throws: RosterStoreError.self) {
      try one.updatePlayer(renamed, original: loaded)
    }
    #expect(error == .changedElsewhere(original: loaded, current: rated))
    #expect(try one.player(at: 0) == rated)

    try two.deletePlayer(rated)
    let deleted = try #require(throws: RosterStoreError.self) {
      try one.updatePlayer(renamed, original: rated)
    }
    #expect(
      deleted.message
        == "not saved: \"Bill Evans\" was deleted in another roster; tap Cancel to leave")
  }

  /// How a club moves from a file to a server: `export` from the file, `import` into the
  /// server's store (its sample players deleted), and the server's export is the same file.
  @Test func aRosterMovesFromAFileToAServerByExportAndImport() throws {
    let file = try SQLiteRosterStore.inMemory()
    let csv =
      "name,game,rating\nZoë \u{1F600},Go,5\n\"Lee, \"\"Jr\"\"\",go,2\nback\\slash,Chess,3\n"
    try file.importCSV(bytes: Array(csv.utf8), source: "club.csv")
    var fromFile = ""
    try file.exportCSV { fromFile += $0 }
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    for player in try store.players(offset: 0, limit: 10) { try store.deletePlayer(player) }
    try store.importCSV(bytes: Array(fromFile.utf8), source: "club.csv")
    var fromServer = ""
    try store.exportCSV(lineEnding: "\r\n", spreadsheetSafe: false) { fromServer += $0 }
    #expect(fromServer == fromFile)
    #expect(try store.playerCount() == 6)
    #expect(try store.games().map(\.playerCount) == (try file.games().map(\.playerCount)))
  }

  /// A name another program wrote (a line end) would not come back through an import: the
  /// export refuses, naming the row, before writing anything.
  @Test func anExportRefusesWhatAnImportWouldNotBringBack() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    _ = try server.sql("UPDATE players SET name = E'Bad\\nName' WHERE id = 2", on: url)
    var written = ""
    let error = try #require(throws: RosterStoreError.self) {
      try store.exportCSV(lineEnding: "\n", spreadsheetSafe: false) { written += $0 }
    }
    #expect(written.isEmpty)
    #expect(
      error.message
        == "export: 1 player cannot be exported faithfully: row id 2 \"Bad\\u{a}Name\" has a name "
        + "that cannot be imported: it contains control characters; fix or delete them in the "
        + "shell or with sqlite3, nothing was written")
  }

  @Test func aDatabaseHoldingOtherTablesIsRefusedUntouched() throws {
    let url = try server.database()
    _ = try server.sql("CREATE TABLE invoices (id int)", on: url)
    let error = try #require(throws: RosterStoreError.self) { try PostgresRosterStore(url: url) }
    #expect(
      error.message == "the database \(url) holds tables but no Roster store; name an empty "
        + "database (createdb roster) or one Roster created")
    #expect(
      try server.sql(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public'", on: url) == [["invoices"]])
  }

  @Test func noServerIsOneLineNamingTheFixAndNoPassword() throws {
    let url = "postgresql://roster:s3cret@/roster?host=\(server.folder)/none&port=1"
    let error = try #require(throws: RosterStoreError.self) { try PostgresRosterStore(url: url) }
    #expect(!error.message.contains("s3cret"))
    #expect(!error.message.contains("\n"))
    #expect(
      error.message.hasPrefix(
        "cannot connect to the PostgreSQL store postgresql://roster@/roster?host="))
    #expect(
      error.message.hasSuffix(
        "check that the server is running and the URL, user and password are right (or use --store with another store)"
      ))
  }

  @Test(arguments: [
    (
      "postgresql://ann:pw@db.club.org:5432/roster?sslmode=require",
      "postgresql://ann@db.club.org:5432/roster?sslmode=require"
    ),
    ("postgres://ann@h/r?password=pw&sslmode=disable", "postgres://ann@h/r?sslmode=disable"),
    ("postgresql:///roster?host=/tmp&password=pw", "postgresql:///roster?host=/tmp"),
    ("postgresql://h/r", "postgresql://h/r"),
  ])
  func passwordsAreLeftOutOfTheLocation(url: String, shown: String) {
    #expect(PostgresConnection.redacted(url) == shown)
  }
}
