import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

@Suite struct RosterStoreTests {
  @Test func newStoreHasTheSampleData() throws {
    let store = try SQLiteRosterStore.inMemory()
    #expect(try store.playerCount() == 3)
    #expect(
      try store.players(offset: 0, limit: 10).map { "\($0.name)/\($0.game)/\($0.rating)" } == [
        "Bill Evans/Tic-Tac-Toe/4", "Oscar Peterson/Spin the Bottle/5",
        "Dave Brubeck/Texas Hold\u{2019}em Poker/2",
      ])
    #expect(
      try store.games().map(\.name) == [
        "Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle",
        "Texas Hold\u{2019}em Poker", "Tic-Tac-Toe",
      ])
    #expect(try store.gameCount() == 6)
    #expect(try store.playerCount(forGame: "Tic-Tac-Toe") == 1)
    #expect(try store.playerCount(forGame: "Chess") == 0)
  }

  /// The API throws `RosterStoreError` itself (typed throws): a caller reads `message`
  /// without casting, and an SQLite failure carries its result code as a value.
  @Test func errorsAreTypedWithResultCodesAsValues() throws {
    let store = try SQLiteRosterStore.inMemory()
    do {
      try store.addPlayer(name: " ", game: "Chess", rating: 3)
      Issue.record("a blank name was saved")
    } catch {
      #expect(error.message == "the player name is blank; type a name")
    }
    let busy = SQLiteError(
      code: SQLiteResultCode(rawValue: 5 | 2 << 8), message: "database is locked",
      statement: nil, path: "r.sqlite")
    #expect(SQLiteResultCode.busy ~= busy.code)
    #expect(!(SQLiteResultCode(rawValue: 5 | 1 << 8) ~= busy.code))
    #expect(
      RosterStoreError.storage(busy).message
        == "the store r.sqlite is busy: another roster is writing to it; try again in a moment")
  }

  @Test func fileStoreIsSeededOnceAndPersists() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("a/b/roster.sqlite")  // parent folders are created when asked
    do {
      let store = try SQLiteRosterStore(path: path, createFolders: true)
      #expect(store.wasCreated)
      try store.addPlayer(name: "Ray", game: "Chess", rating: 3)
    }
    let store = try SQLiteRosterStore(path: path)
    #expect(!store.wasCreated)
    #expect(try store.playerCount() == 4)
    #expect(try store.player(at: 3).name == "Ray")
    #expect(try store.db.text("PRAGMA journal_mode") == "wal")
    #expect(try store.db.text("PRAGMA integrity_check") == "ok")
  }

  @Test func addUpdateDelete() throws {
    let store = try SQLiteRosterStore.inMemory()
    let ray = try store.addPlayer(name: "  Ray \n", game: "chess", rating: 1)
    #expect(ray.name == "Ray")
    #expect(ray.game == "Chess")  // the catalog's spelling
    #expect(try store.player(at: 3) == ray)
    #expect(try store.player(id: ray.id) == ray)

    var edited = ray
    edited.name = "Ray Charles"
    edited.game = "Angry Birds"
    edited.rating = 5
    #expect(try store.updatePlayer(edited, original: ray) == edited)
    #expect(try store.player(at: 3) == edited)  // same row
    #expect(try store.playerCount(forGame: "Chess") == 0)
    #expect(try store.playerCount(forGame: "Angry Birds") == 1)

    try store.deletePlayer(edited)
    #expect(try store.playerCount() == 3)
    #expect(try store.player(id: ray.id) == nil)
    #expect(throws: RosterStoreError.noSuchPlayer(name: "Ray Charles")) {
      try store.deletePlayer(edited)
    }
    #expect(throws: RosterStoreError.deletedElsewhere(name: "Ray Charles")) {
      try store.updatePlayer(edited, original: edited)
    }
  }

  @Test func invalidInputIsRefusedAndChangesNothing() throws {
    let store = try SQLiteRosterStore.inMemory()
    #expect(throws: RosterStoreError.blankName(what: "player")) {
      try store.addPlayer(name: " \t ", game: "Chess", rating: 1)
    }
    #expect(throws: RosterStoreError.ratingOutOfRange(6)) {
      try store.addPlayer(name: "Ray", game: "Chess", rating: 6)
    }
    #expect(throws: RosterStoreError.ratingOutOfRange(0)) {
      try store.addPlayer(name: "Ray", game: "Chess", rating: 0)
    }
    let error = #expect(throws: RosterStoreError.self) {
      try store.addPlayer(name: "Ray", game: "Ches", rating: 1)
    }
    #expect(error == .unknownGame("Ches", suggestion: "Chess"))
    #expect(error?.message == "no game \"Ches\" in the catalog; did you mean \"Chess\"?")
    #expect(throws: RosterStoreError.self) {
      try store.addPlayer(name: "\u{1B}[2J", game: "Chess", rating: 1)
    }
    #expect(throws: RosterStoreError.self) {
      try store.addPlayer(name: String(repeating: "x", count: 201), game: "Chess", rating: 1)
    }
    #expect(throws: RosterStoreError.blankName(what: "game")) {
      try store.addPlayer(name: "Ray", game: " ", rating: 1)
    }
    #expect(throws: RosterStoreError.unknownGame("Bridge", suggestion: nil)) {
      try store.addPlayer(name: "Ray", game: "Bridge", rating: 1)
    }
    #expect(try store.playerCount() == 3)
  }

  @Test func gamesCatalog() throws {
    let store = try SQLiteRosterStore.inMemory()
    #expect(try store.addGame(" Go ") == Game(name: "Go", playerCount: 0))
    #expect(throws: RosterStoreError.gameExists("Chess")) { try store.addGame("CHESS") }
    #expect(try store.games().map(\.name).contains("Go"))
    try store.addPlayer(name: "A", game: "Chess", rating: 1)
    try store.addPlayer(name: "B", game: "Chess", rating: 2)
    let error = #expect(throws: RosterStoreError.self) { try store.deleteGame("Chess") }
    #expect(error == .gameInUse("Chess", playerCount: 2))
    #expect(error?.message.contains("2 players still play it") == true)
    try store.deleteGame("go")
    #expect(try store.gameCount() == 6)
    #expect(try store.players(playing: "Chess").map(\.name) == ["A", "B"])
    #expect(try store.players(playing: "Chess", offset: 1, limit: 5).map(\.name) == ["B"])
    #expect(try store.games().first { $0.name == "Chess" }?.playerCount == 2)
  }

  @Test func windowsAndIndexesAcrossBlocksAndHoles() throws {
    let store = try SQLiteRosterStore.inMemory()
    var rows = try store.players(offset: 0, limit: 3).map(\.name)
    for number in 1...3000 {
      rows.append(try store.addPlayer(name: "P\(number)", game: "Chess", rating: 1).name)
    }
    // Holes: delete every third player among the first 2,500 ids.
    for id in Swift.stride(from: Int64(3), through: 2500, by: 3) {
      try store.deletePlayer(try #require(try store.player(id: id)))
      rows.removeAll { $0 == (id <= 3 ? "Dave Brubeck" : "P\(id - 3)") }
    }
    #expect(try store.playerCount() == rows.count)
    for offset in [0, 1, 500, 1023, 1024, 1700, 2047, 2048, rows.count - 5] {
      #expect(
        try store.players(offset: offset, limit: 7).map(\.name)
          == Array(rows[offset..<min(offset + 7, rows.count)]))
    }
    #expect(try store.players(offset: rows.count, limit: 5) == [])
    #expect(try store.player(at: rows.count - 1).name == rows.last)
    #expect(throws: RosterStoreError.indexOutOfRange(rows.count, count: rows.count)) {
      try store.player(at: rows.count)
    }
    for name in ["Bill Evans", "P1", "P1000", "P2999", "P3000"] {
      #expect(try store.indexOfPlayer(named: name) == rows.firstIndex(of: name))
    }
    #expect(try store.indexOfPlayer(named: "P3") == nil)  // deleted
    #expect(try store.indexOfPlayer(named: "nobody") == nil)
  }

  /// With two Rays, `delete Ray` took the first. The store says every row with a
  /// name (bounded), in roster order, across holes and blocks.
  @Test func rowsWithOneNameAreAllFoundInOrder() throws {
    let store = try SQLiteRosterStore.inMemory()
    for number in 1...2100 {
      try store.addPlayer(name: number % 700 == 0 ? "Ray" : "P\(number)", game: "Chess", rating: 1)
    }
    try store.deletePlayer(try #require(try store.player(id: 5)))
    // Rays are players 700, 1400 and 2100 of those added, after the three samples, less one.
    #expect(try store.indexesOfPlayers(named: "Ray", limit: 10) == [701, 1401, 2101])
    #expect(try store.indexesOfPlayers(named: "Ray", limit: 2) == [701, 1401])
    #expect(try store.indexesOfPlayers(named: "ray", limit: 10) == [])
    #expect(try store.indexesOfPlayers(named: "Bill Evans", limit: 10) == [0])
    #expect(try store.indexesOfPlayers(named: "Ray", limit: 0) == [])
  }

  /// Undo of a delete: the player comes back with its id, so at its row, and is counted again;
  /// refused when the id is taken or the game is gone. Undo of an add deletes only an
  /// unchanged player.
  @Test func aDeletedPlayerIsPutBackInItsPlaceAndAnAddIsTakenBackOnlyUnchanged() throws {
    let store = try SQLiteRosterStore.inMemory()
    for number in 1...1500 { try store.addPlayer(name: "P\(number)", game: "Chess", rating: 1) }
    let oscar = try store.player(at: 1)
    let deep = try store.player(at: 1200)
    try store.deletePlayer(oscar)
    try store.deletePlayer(deep)
    #expect(try store.restorePlayer(deep) == deep)
    #expect(try store.restorePlayer(oscar) == oscar)
    #expect(try store.player(at: 1) == oscar)
    #expect(try store.player(at: 1200) == deep)
    #expect(try store.playerCount() == 1503)
    #expect(try store.playerCount(forGame: "Spin the Bottle") == 1)
    #expect(throws: RosterStoreError.alreadyOnRoster(name: "Oscar Peterson")) {
      try store.restorePlayer(oscar)
    }
    try store.deletePlayer(oscar)
    try store.deleteGame("Spin the Bottle")
    #expect(throws: RosterStoreError.unknownGame("Spin the Bottle", suggestion: nil)) {
      try store.restorePlayer(oscar)
    }

    let ray = try store.addPlayer(name: "Ray", game: "Chess", rating: 1)
    let rated = try store.updatePlayer(
      Player(id: ray.id, name: "Ray", game: "Chess", rating: 3), original: ray)
    #expect(throws: RosterStoreError.changedElsewhere(original: ray, current: rated)) {
      try store.deletePlayer(unchanged: ray)
    }
    try store.deletePlayer(unchanged: rated)
    #expect(throws: RosterStoreError.deletedElsewhere(name: "Ray")) {
      try store.deletePlayer(unchanged: rated)
    }
    #expect(try store.playerCount() == 1502)
  }

  @Test func prefixSearchUsesTheIndex() throws {
    let store = try SQLiteRosterStore.inMemory()
    for name in ["Pat", "Pam", "Pam", "Paul", "Peter", "pablo", "Pa"] {
      try store.addPlayer(name: name, game: "Chess", rating: 1)
    }
    #expect(try store.playerNames(withPrefix: "Pa", limit: 10) == ["Pa", "Pam", "Pat", "Paul"])
    #expect(try store.playerNames(withPrefix: "Pa", limit: 2) == ["Pa", "Pam"])
    #expect(try store.playerNames(withPrefix: "Z", limit: 10) == [])
    #expect(try store.playerNames(withPrefix: "", limit: 2) == ["Bill Evans", "Dave Brubeck"])
    let plan = try store.db.query(
      "EXPLAIN QUERY PLAN SELECT DISTINCT name FROM players WHERE name >= ? AND name < ? "
        + "ORDER BY name LIMIT ?", [.text("a"), .text("b"), .integer(1)]
    ) { $0.text(at: 3) }
    #expect(plan.contains { $0.contains("players_by_name") }, "\(plan)")
  }

  /// What a million-player roster depends on: no statement the UI runs scans or sorts.
  @Test func uiQueriesNeitherScanNorSort() throws {
    let store = try SQLiteRosterStore.inMemory()
    let statements = [
      "SELECT p.id, p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id "
        + "WHERE p.id >= 1 ORDER BY p.id LIMIT 25",
      "SELECT id FROM players WHERE id >= 0 AND id < 1024 ORDER BY id LIMIT 1 OFFSET 5",
      "SELECT id FROM players WHERE name = 'x' ORDER BY id LIMIT 1",
      "SELECT id FROM players WHERE name = 'x' ORDER BY id LIMIT 6",
      "SELECT count(*) FROM players WHERE id >= 0 AND id < 7",
      "SELECT p.id, p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id "
        + "WHERE p.game_id = 2 ORDER BY p.id LIMIT 25 OFFSET 0",
    ]
    for sql in statements {
      let plan = try store.db.query("EXPLAIN QUERY PLAN " + sql) { $0.text(at: 3) }
      #expect(
        !plan.contains { $0.hasPrefix("SCAN") || $0.contains("TEMP B-TREE") }, "\(sql): \(plan)")
    }
  }

  @Test func dataVersionNoticesOtherConnections() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("roster.sqlite")
    let one = try SQLiteRosterStore(path: path)
    let two = try SQLiteRosterStore(path: path)
    let before = try one.dataVersion()
    #expect(try one.dataVersion() == before)
    try two.addPlayer(name: "Ray", game: "Chess", rating: 2)
    #expect(try one.dataVersion() != before)
    #expect(try one.playerCount() == 4)
    let mine = try one.dataVersion()
    try one.addPlayer(name: "Me", game: "Chess", rating: 2)
    #expect(try one.dataVersion() != mine)
  }

  @Test func defaultPathFollowsXDG() {
    let xdg = ["XDG_DATA_HOME": "/data", "HOME": "/home/me"]
    #expect(SQLiteRosterStore.defaultPath { xdg[$0] } == "/data/roster/roster.sqlite")
    let relative = ["XDG_DATA_HOME": "data", "HOME": "/home/me"]
    #expect(
      SQLiteRosterStore.defaultPath { relative[$0] } == "/home/me/.local/share/roster/roster.sqlite"
    )
    let home = ["HOME": "/home/me"]
    #expect(
      SQLiteRosterStore.defaultPath { home[$0] } == "/home/me/.local/share/roster/roster.sqlite")
    // A relative HOME is skipped for the password database's home folder (as the history's
    // path); it was taken as is, so the roster moved with the current folder.
    #expect(
      SQLiteRosterStore.defaultPath(
        environment: { ["HOME": "me"][$0] }, passwordDatabaseHome: { "/pw" })
        == "/pw/.local/share/roster/roster.sqlite")
    #expect(
      SQLiteRosterStore.defaultPath(environment: { _ in nil }, passwordDatabaseHome: { nil })
        == "./.local/share/roster/roster.sqlite")
  }
}
