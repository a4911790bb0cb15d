import Glibc
import RosterModel

// CSV export (RFC 4180, header `name,game,rating`): a backup, so `export | import` into an
// empty store brings back every player (name, game, rating, order) or the export refuses.
//
// The store may hold rows another program wrote (sqlite3 with foreign keys off, a script):
// a player whose game row is gone, names with line ends, NULs or escapes, bytes that are not
// UTF-8, a rating of 2.5. Every player is checked against what the import accepts (NameRule,
// ratings 1 to 5) before the first byte is written, in the same snapshot the rows are then
// read from: a refused export writes nothing, so it never leaves a file that looks complete.
// Games nobody plays are not players and are not in the file.
extension SQLiteRosterStore {
  /// Every player's name, game and rating, in roster order, for the CSV export.
  ///
  /// One read transaction, so the file is one consistent snapshot even while another shell
  /// writes. Throws `RosterStoreError.export`, before the first call, when a player cannot be
  /// exported faithfully.
  package func forEachExportedPlayer(
    _ body: (_ name: String, _ game: String, _ rating: String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) {
    try read {
      try checkExportable()
      let statement = try db.statement(
        "SELECT p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id ORDER BY p.id"
      )
      defer { statement.resetQuietly() }
      while try statement.step() {
        try body(statement.text(at: 0), statement.text(at: 1), String(statement.integer(at: 2)))
      }
    }
  }

  /// Throws `RosterStoreError.export` naming the players an import would refuse or change.
  ///
  /// What the import accepts, row by row: a game row that exists, names that are text, valid
  /// UTF-8 and unchanged by `NameRule` (so they come back byte for byte), a whole rating 1…5.
  func checkExportable() throws {
    // Games first (a catalog is small): their problems, by id, reported on their players.
    var badGames: [Int64: (name: String, problem: String)] = [:]
    let games = try db.statement("SELECT id, name, typeof(name) FROM games")
    defer { games.resetQuietly() }
    while try games.step() {
      if let problem = Self.storedNameProblem(games, at: 1, typeAt: 2) {
        badGames[games.integer(at: 0)] = (games.text(at: 1), problem)
      }
    }
    var refused = CSVExportError()
    // Types and the rating's range are decided in SQL: columns only become Swift values for
    // a row with a problem, and names are checked as bytes.
    let players = try db.statement(
      """
      SELECT p.id, p.name, typeof(p.name), p.game_id, g.id IS NULL,
        typeof(p.rating) = 'integer'
          AND p.rating BETWEEN \(Player.ratings.lowerBound) AND \(Player.ratings.upperBound),
        p.rating, typeof(p.rating)
      FROM players p LEFT JOIN games g ON g.id = p.game_id ORDER BY p.id
      """)
    defer { players.resetQuietly() }
    while try players.step() {
      let reason: String
      if let problem = Self.storedNameProblem(players, at: 1, typeAt: 2) {
        reason = "has a name that cannot be imported: \(problem)"
      } else if players.integer(at: 4) != 0 {
        let game = players.text(at: 3)
        reason =
          "has game id \(Int64(game) != nil ? game : RosterStoreError.quoted(game)), "
          + "which is not in the games table"
      } else if let game = badGames[players.integer(at: 3)] {
        reason =
          "plays \(RosterStoreError.quoted(game.name)), a name that cannot be imported: "
          + game.problem
      } else if players.integer(at: 5) == 0 {
        let type = players.text(at: 7)
        let rating = players.text(at: 6)
        let shown = type == "integer" || type == "real" ? rating : RosterStoreError.quoted(rating)
        reason =
          "has rating \(shown), not a whole number from \(Player.ratings.lowerBound) to "
          + "\(Player.ratings.upperBound)"
      } else {
        continue
      }
      refused.add(id: players.integer(at: 0), name: players.text(at: 1), reason: reason)
    }
    try refused.check()
  }

  /// Why the name in column `index` (its `typeof` in column `typeIndex`) would not survive an
  /// import unchanged ("it is blank"), or nil when it would.
  private static func storedNameProblem(
    _ row: SQLiteConnection.Statement, at index: Int32, typeAt typeIndex: Int32
  ) -> String? {
    guard row.withUTF8(at: typeIndex, { $0.elementsEqual("text".utf8) }) else {
      return "it is stored as \(row.text(at: typeIndex)), not text"
    }
    return row.withUTF8(at: index) { NameRule.problem(withStoredUTF8: $0) }
  }
}
