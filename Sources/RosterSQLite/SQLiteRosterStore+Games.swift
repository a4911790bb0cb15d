import Glibc
import RosterModel
import RosterSupport

// The catalog, and the rows read back as values (a damaged value refused, never drawn).
extension SQLiteRosterStore {
  // MARK: - Games

  /// The catalog in name order (ignoring ASCII case), with player counts.
  package func games() throws(RosterStoreError) -> [Game] {
    try read {
      try db.query("SELECT name, player_count FROM games ORDER BY name COLLATE NOCASE, name") {
        Game(name: $0.text(at: 0), playerCount: try Self.playerCount(at: 1, of: $0))
      }
    }
  }

  /// How many games the catalog has.
  package func gameCount() throws(RosterStoreError) -> Int {
    try read { Int(try db.integer("SELECT count(*) FROM games") ?? 0) }
  }

  /// How many players play `game` (an unknown game is refused with a did-you-mean).
  package func playerCount(forGame game: String) throws(RosterStoreError) -> Int {
    try read {
      let (id, _) = try resolveGame(game)
      return try db.query("SELECT player_count FROM games WHERE id = ?", [.integer(id)]) {
        try Self.playerCount(at: 0, of: $0)
      }.first ?? 0
    }
  }

  /// A window of the players who play `game`, in roster order.
  package func players(playing game: String, offset: Int = 0, limit: Int = 100)
    throws(RosterStoreError) -> [Player]
  {
    guard offset >= 0, limit > 0 else { return [] }
    return try read {
      let (id, _) = try resolveGame(game)
      return try db.query(
        """
        SELECT p.id, p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id
        WHERE p.game_id = ? ORDER BY p.id LIMIT ? OFFSET ?
        """, [.integer(id), .integer(Int64(limit)), .integer(Int64(offset))], row: Self.player)
    }
  }

  /// Adds a game to the catalog and returns it.
  @discardableResult
  package func addGame(_ name: String) throws(RosterStoreError) -> Game {
    let name = try NameRule.validated(name, what: "game")
    return try write {
      if let existing = try db.text("SELECT name FROM games WHERE name = ?", [.text(name)]) {
        throw RosterStoreError.gameExists(existing)
      }
      try db.run("INSERT INTO games(name) VALUES (?)", [.text(name)])
      return Game(name: name, playerCount: 0)
    }
  }

  /// Deletes a game nobody plays; refused, saying how many, while players still play it.
  package func deleteGame(_ name: String) throws(RosterStoreError) {
    try write {
      let (id, gameName) = try resolveGame(name)
      let count =
        try db.query("SELECT player_count FROM games WHERE id = ?", [.integer(id)]) {
          try Self.playerCount(at: 0, of: $0)
        }.first ?? 0
      guard count == 0 else { throw RosterStoreError.gameInUse(gameName, playerCount: count) }
      try db.run("DELETE FROM games WHERE id = ?", [.integer(id)])
    }
  }

  /// The id and catalog spelling of `game` (ASCII case ignored), or unknownGame with a hint.
  func resolveGame(_ game: String) throws -> (id: Int64, name: String) {
    let trimmed = NameRule.trimmed(game)
    if trimmed.isEmpty { throw RosterStoreError.blankName(what: "game") }
    let rows = try db.query("SELECT id, name FROM games WHERE name = ?", [.text(trimmed)]) {
      ($0.integer(at: 0), $0.text(at: 1))
    }
    if let row = rows.first { return row }
    let names = try db.query("SELECT name FROM games") { $0.text(at: 0) }
    throw RosterStoreError.unknownGame(trimmed, among: names)
  }

  // MARK: - Validation

  /// Maps `SELECT p.id, p.name, g.name, p.rating` to a Player; a rating outside
  /// `Player.ratings` (only a crafted or damaged file has one) is a damaged store, not a value
  /// to draw.
  static func player(_ row: SQLiteConnection.Statement) throws -> Player {
    let rating = row.integer(at: 3)
    guard Player.ratings.contains(Int(rating)) else {
      throw RosterStoreError.damagedStore(
        path: row.path, problem: "player #\(row.integer(at: 0)) has the rating \(rating)",
        atOpen: false)
    }
    return Player(
      id: row.integer(at: 0), name: row.text(at: 1), game: row.text(at: 2), rating: Int(rating))
  }

  /// A game's player counter from column `index`; a negative one is a damaged store.
  static func playerCount(at index: Int32, of row: SQLiteConnection.Statement) throws -> Int {
    let count = row.integer(at: index)
    guard count >= 0 else {
      throw RosterStoreError.damagedStore(
        path: row.path, problem: "a game counts \(count) players", atOpen: false)
    }
    return Int(count)
  }
}
