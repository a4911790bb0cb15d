import Glibc
import RosterModel
import RosterPostgres
import RosterSQLite
import RosterSupport
import Shell

/// `roster init [--empty]`: creates the store the options name, with the sample players or
/// none, and refuses one that is already there (its players are never touched).
enum InitCommand {
  /// Creates the store; the exit status.
  static func run(options: Options, console: Console) -> Int32 {
    let location = options.store ?? SQLiteRosterStore.defaultPath()
    let isServer = PostgresRosterStore.handles(location)
    // A file there is refused before it is opened: opening would migrate or stamp it.
    if !isServer, access(location, F_OK) == 0 {
      console.error("roster: " + VisibleText.make(exists(location)))
      return 1
    }
    return RosterCommand.withStore(
      options, console: console, samplePlayers: !options.empty, announcing: false
    ) { store in
      // Another roster may have created it meanwhile (or the database already held one).
      guard store.wasCreated else {
        throw ShellError(exists(store.location))
      }
      let players = try store.playerCount()
      let games = try store.gameCount()
      console.line(
        "created roster \(store.location) with "
          + (players == 0 ? "no players" : ImportCommand.count(players, "sample player"))
          + " and \(ImportCommand.count(games, "game"))")
    }
  }

  /// The refusal of a store that exists.
  private static func exists(_ location: String) -> String {
    "\(location) already holds a roster (or another file); roster init only makes new ones: "
      + "name another store, or replace its players with roster --store \(location) import "
      + "--replace FILE.csv"
  }
}
