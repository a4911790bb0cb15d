import LineEditing
import RatingsApp
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterPostgres
@testable import Shell

/// What one add costs in round trips to the server, counted by the connection: the write one
/// (the lock, the insert, the counters and the version, committed), and the redraw after it
/// only the page it shows (the count and the version came back with the write).
@Suite(.enabled(if: PostgresServer.shared != nil, Comment(rawValue: PostgresServer.whyUnavailable)))
struct PostgresRoundTripTests {
  let server = PostgresServer.shared!

  @Test func anAddIsOneRoundTripAndItsCountAndVersionComeBackWithIt() throws {
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    let before = try store.dataVersion()
    let start = store.db.roundTrips
    let added = try store.addPlayer(name: "  Ray  ", game: "chess", rating: 3)
    #expect(added.name == "Ray" && added.game == "Chess" && added.rating == 3)
    #expect(store.db.roundTrips - start == 1)
    let written = store.db.roundTrips
    let after = try store.dataVersion()
    #expect(after != before)
    #expect(try store.playerCount() == 4)
    #expect(store.db.roundTrips == written)
    // Only once: the next check asks the server, and sees another roster's change.
    let other = try PostgresRosterStore(url: url)
    try other.addPlayer(name: "Zed", game: "Chess", rating: 1)
    #expect(try store.dataVersion() != after)
    #expect(try store.playerCount() == 5)
    #expect(try store.player(at: 3) == added)
  }

  @Test func anAddOfAnUnknownGameChangesNothingAndSaysWhichGameWasMeant() throws {
    let store = try PostgresRosterStore(url: try server.database())
    let before = try store.dataVersion()
    let error = #expect(throws: RosterStoreError.self) {
      try store.addPlayer(name: "Ray", game: "Chss", rating: 3)
    }
    #expect(error == .unknownGame("Chss", suggestion: "Chess"))
    #expect(try store.dataVersion() == before)
    #expect(try store.playerCount() == 3)
    // A name holding quotes and backslashes goes in as written.
    let odd = #"O'Brien \' \\ "x" $1 E'"#
    #expect(try store.addPlayer(name: odd, game: "Chess", rating: 2).name == odd)
    #expect(try store.player(at: 3).name == odd)
  }

  @Test func anAddThroughTheAppCostsItsWriteAndThePageItDraws() throws {
    TerminalLocale.configure()
    let store = try PostgresRosterStore(url: try server.database())
    let shell = Shell(
      session: try RatingsApp.launch(store: store), console: .capturing(), settings: .init())
    let first = store.db.roundTrips
    for line in ["open AddPlayer", "select 1", "type \"Ann Here\""] {
      #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
    }
    let start = store.db.roundTrips
    #expect(shell.run(line: "tap Done") == .ok, "\(shell.console.capturedErr)")
    #expect(store.db.roundTrips - start == 1)
    // The whole add, from opening the editor: the catalog read once (nothing had read it yet:
    // a later add starts from what this write brought back) and the write (6 before: the write
    // was BEGIN with the lock, the insert and COMMIT, then the version and the count again).
    #expect(store.db.roundTrips - first == 2)
    #expect(try store.indexOfPlayer(named: "Ann Here") == 3)
  }

  /// The costs of each line of an add, opening the editor to Done, in a script and at the
  /// prompt (where every line is drawn), once the store has read the catalog.
  func addCosts(interactive: Bool) throws -> [String: Int] {
    TerminalLocale.configure()
    let store = try PostgresRosterStore(url: try server.database())
    var settings = Shell.Settings()
    settings.interactive = interactive
    let shell = Shell(
      session: try RatingsApp.launch(store: store), console: .capturing(), settings: settings)
    if interactive { _ = shell.draw() }
    var costs: [String: Int] = [:]
    for name in ["Ann Here", "Bob Here"] {
      for line in ["open AddPlayer", "select 1", "type \"\(name)\"", "tap Done"] {
        let start = store.db.roundTrips
        #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
        costs[line.hasPrefix("type") ? "type" : line] = store.db.roundTrips - start
      }
    }
    #expect(try store.indexOfPlayer(named: "Bob Here") == 4)
    return costs
  }

  /// A whole add is its write: the editor starts with a game of the catalog the store last
  /// read (it asked the server, one round trip an add beside the write's one), and Done's
  /// redraw draws from what the write returned.
  @Test func aWholeAddIsItsWriteAlone() throws {
    let expected = ["open AddPlayer": 0, "select 1": 0, "type": 0, "tap Done": 1]
    let script = try addCosts(interactive: false)
    #expect(script == expected)
    let prompt = try addCosts(interactive: true)
    #expect(prompt == expected)
  }

  /// A command reads the change counter once, however many reads its scene and redraw make
  /// (it was asked before each of them: five times for a select and a back), and the next
  /// command still sees another roster's change.
  @Test func aCommandAsksTheChangeCounterOnce() throws {
    TerminalLocale.configure()
    let url = try server.database()
    let store = try PostgresRosterStore(url: url)
    let shell = Shell(
      session: try RatingsApp.launch(store: store), console: .capturing(), settings: .init())
    var costs: [String: Int] = [:]
    for line in ["select 2", "back", "select 2", "back"] {
      let start = store.db.roundTrips
      #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
      costs[line] = store.db.roundTrips - start
    }
    // Select: the version alone. The player is the row as this command read it (it was read
    // again, by id, for the editor), and whether its name is unique (how a recording writes the
    // select) is asked only when a recording starts. Back: nothing (7 in all at first).
    #expect(costs == ["select 2": 1, "back": 0])
    try PostgresRosterStore(url: url).addPlayer(name: "Zed", game: "Chess", rating: 2)
    #expect(shell.run(line: "expect rows 4") == .ok, "\(shell.console.capturedErr)")
  }

  /// The catalog read once serves every editor after it while no change touched the games:
  /// this store's own edits, deletes and undone adds leave it standing (no round trip for the
  /// editor's game), its own game changes bring the new names.
  @Test func ownChangesOutsideTheCatalogKeepIt() throws {
    let store = try PostgresRosterStore(url: try server.database())
    #expect(try store.gameNames().count == 6)
    let loaded = try store.player(at: 0)
    var edited = loaded
    edited.rating = 1
    try store.updatePlayer(edited, original: loaded)
    let added = try store.addPlayer(name: "Ray", game: "Chess", rating: 3)
    try store.deletePlayer(unchanged: added)
    try store.deletePlayer(edited)
    try store.restorePlayer(edited)
    let start = store.db.roundTrips
    #expect(try store.gameNames().count == 6)
    #expect(store.db.roundTrips == start)
    try store.addGame("Go")
    #expect(try store.gameNames().contains("Go"))
    try store.deleteGame("Go")
    #expect(try !store.gameNames().contains("Go"))
    _ = try store.importCSV(bytes: Array("name,game,rating\nIda,Hex,2\n".utf8), source: "t.csv")
    #expect(try store.gameNames().contains("Hex"))
  }

  /// A select far down the roster reads the version and its row's page, once: the editor takes
  /// the player from that page. A recording started later still names the row by its text,
  /// asking then whether the text is unique.
  @Test func aFarRowSelectReadsItsPageOnce() throws {
    TerminalLocale.configure()
    let store = try PostgresRosterStore(url: try server.database())
    let csv = "name,game,rating\n" + (4...120).map { "Player \($0),Chess,3\n" }.joined()
    _ = try store.importCSV(bytes: Array(csv.utf8), source: "players.csv")
    let shell = Shell(
      session: try RatingsApp.launch(store: store), console: .capturing(), settings: .init())
    let start = store.db.roundTrips
    #expect(shell.run(line: "select 100") == .ok, "\(shell.console.capturedErr)")
    #expect(store.db.roundTrips - start == 2)
    #expect(shell.run(line: "expect field \"Player 100\"") == .ok)
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let asked = store.db.roundTrips
    #expect(shell.run(line: "record \(folder.file("walk.rosterscript"))") == .ok)
    #expect(store.db.roundTrips - asked == 1)
    #expect(shell.run(line: "record off") == .ok)
    let recorded = try folder.read("walk.rosterscript")
    #expect(recorded.contains("\nselect \"Player 100\"\n"), "\(recorded)")
  }
}
