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
    // The whole add, from opening the editor: the chosen game checked once, and the write (6
    // before: the write was BEGIN with the lock, the insert and COMMIT, then the version and
    // the count were asked again).
    #expect(store.db.roundTrips - first == 2)
    #expect(try store.indexOfPlayer(named: "Ann Here") == 3)
  }
}
