import Glibc
import RosterModel
import RosterSupport

// The roster read a window at a time, and each change to it committed on return.
extension SQLiteRosterStore {
  // MARK: - Players

  /// How many players the roster has.
  package func playerCount() throws(RosterStoreError) -> Int {
    try read { try blockIndex().total }
  }

  /// Players `offset ..< offset + limit` in display (insertion) order; fewer at the end.
  package func players(offset: Int, limit: Int) throws(RosterStoreError) -> [Player] {
    guard offset >= 0, limit > 0 else { return [] }
    return try read {
      guard let firstID = try playerID(at: offset) else { return [] }
      return try db.query(
        """
        SELECT p.id, p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id
        WHERE p.id >= ? ORDER BY p.id LIMIT ?
        """, [.integer(firstID), .integer(Int64(limit))], row: Self.player)
    }
  }

  /// The player shown at row `index` (0-based).
  package func player(at index: Int) throws(RosterStoreError) -> Player {
    try read {
      guard let player = try players(offset: index, limit: 1).first else {
        throw RosterStoreError.indexOutOfRange(index, count: try blockIndex().total)
      }
      return player
    }
  }

  /// The player with this id, or nil when there is none.
  package func player(id: Int64) throws(RosterStoreError) -> Player? {
    try read {
      try db.query(
        """
        SELECT p.id, p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id
        WHERE p.id = ?
        """, [.integer(id)], row: Self.player
      ).first
    }
  }

  /// The row (0-based) of the first player with exactly this name, or nil.
  package func indexOfPlayer(named name: String) throws(RosterStoreError) -> Int? {
    try read {
      // players_by_name holds (name, id): the first entry is the earliest such player.
      guard
        let id = try db.integer(
          "SELECT id FROM players WHERE name = ? ORDER BY id LIMIT 1", [.text(name)])
      else { return nil }
      return try index(ofPlayerID: id)
    }
  }

  /// The rows (0-based, in roster order) of the first `limit` players with exactly this name.
  ///
  /// A range of the name index (in id order within a name), then each id numbered by the block
  /// index: `limit` lookups, whatever the roster's size.
  package func indexesOfPlayers(named name: String, limit: Int) throws(RosterStoreError) -> [Int] {
    guard limit > 0 else { return [] }
    return try read {
      let ids = try db.query(
        "SELECT id FROM players WHERE name = ? ORDER BY id LIMIT ?",
        [.text(name), .integer(Int64(limit))], row: { $0.integer(at: 0) })
      var rows: [Int] = []
      for id in ids {
        if let row = try index(ofPlayerID: id) { rows.append(row) }
      }
      return rows
    }
  }

  /// The row (0-based) of the first player after row `index` (nil: from the top) whose name
  /// contains `text`, ignoring the case of ASCII letters (SQLite's `LIKE`), or nil.
  ///
  /// Players are read in roster order from the primary key, from the row's id on, and the one
  /// found is numbered by the block index: a match near the start costs microseconds, none
  /// among a million players one pass over the table.
  package func indexOfPlayer(nameContaining text: String, after index: Int?)
    throws(RosterStoreError) -> Int?
  {
    guard !text.isEmpty, !text.utf8.contains(0) else { return nil }
    return try read {
      var start: Int64 = .min
      if let index {
        guard index < (try blockIndex().total) else { return nil }
        start = try player(at: index).id
      }
      // `\` escapes LIKE's wildcards, so `%` and `_` in the text are themselves.
      var pattern = "%"
      for character in text {
        if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
        pattern.append(character)
      }
      pattern.append("%")
      guard
        let id = try db.integer(
          "SELECT id FROM players WHERE id > ? AND name LIKE ? ESCAPE '\\' ORDER BY id LIMIT 1",
          [.integer(start), .text(pattern)])
      else { return nil }
      return try self.index(ofPlayerID: id)
    }
  }

  /// The row (0-based) of the player with this id, or nil when there is none.
  package func index(ofPlayerID id: Int64) throws(RosterStoreError) -> Int? {
    try read {
      guard try db.integer("SELECT 1 FROM players WHERE id = ?", [.integer(id)]) != nil else {
        return nil
      }
      let blocks = try blockIndex()
      let block = id >> Schema.blockShift
      guard let slot = blocks.slot(ofBlock: block) else { return nil }
      let earlier = try db.integer(
        "SELECT count(*) FROM players WHERE id >= ? AND id < ?",
        [.integer(block << Schema.blockShift), .integer(id)])
      return blocks.before[slot] + Int(earlier ?? 0)
    }
  }

  /// Up to `limit` distinct player names starting with `prefix`, in name order (byte order).
  ///
  /// A range on the name index, so it is as fast on a million players as on three.
  package func playerNames(withPrefix prefix: String, limit: Int) throws(RosterStoreError)
    -> [String]
  {
    guard limit > 0 else { return [] }
    return try read {
      // Every string that starts with `prefix` sorts (bytewise) below prefix + U+10FFFF.
      try db.query(
        "SELECT DISTINCT name FROM players WHERE name >= ? AND name < ? ORDER BY name LIMIT ?",
        [.text(prefix), .text(prefix + "\u{10FFFF}"), .integer(Int64(limit))]
      ) { $0.text(at: 0) }
    }
  }

  package func presentPlayerNames(among names: [String]) throws(RosterStoreError) -> Set<String> {
    guard !names.isEmpty else { return [] }
    return try read {
      let marks = Array(repeating: "?", count: names.count).joined(separator: ",")
      return Set(
        try db.query(
          "SELECT DISTINCT name FROM players WHERE name IN (\(marks))", names.map { .text($0) }
        ) { $0.text(at: 0) })
    }
  }

  /// The first and last player names starting with `prefix` in name order (byte order), or nil
  /// when none does. Every such name shares their common prefix; two lookups on the name index.
  package func playerNameBounds(withPrefix prefix: String) throws(RosterStoreError) -> (
    first: String, last: String
  )? {
    try read {
      func end(_ order: String) throws -> String? {
        try db.query(
          "SELECT name FROM players WHERE name >= ? AND name < ? ORDER BY name \(order) LIMIT 1",
          [.text(prefix), .text(prefix + "\u{10FFFF}")]
        ) { $0.text(at: 0) }.first
      }
      guard let first = try end("ASC"), let last = try end("DESC") else { return nil }
      return (first, last)
    }
  }

  /// How many distinct player names start with `prefix`, counted up to `cap`: a range of the
  /// name index, so it costs what `cap` does, not what the roster does (a million: 0.6 s).
  package func playerNameCount(withPrefix prefix: String, upTo cap: Int) throws(RosterStoreError)
    -> Int
  {
    guard cap > 0 else { return 0 }
    return try read {
      Int(
        try db.integer(
          """
          SELECT count(*) FROM (SELECT DISTINCT name FROM players
            WHERE name >= ? AND name < ? LIMIT ?)
          """, [.text(prefix), .text(prefix + "\u{10FFFF}"), .integer(Int64(cap))]) ?? 0)
    }
  }

  /// Adds a player at the end of the roster and returns it as stored.
  @discardableResult
  package func addPlayer(name: String, game: String, rating: Int) throws(RosterStoreError) -> Player
  {
    let name = try Self.validated(name: name, rating: rating)
    return try write {
      let (gameID, gameName) = try resolveGame(game)
      try db.run(
        "INSERT INTO players(name, game_id, rating) VALUES (?, ?, ?)",
        [.text(name), .integer(gameID), .integer(Int64(rating))])
      return Player(id: db.lastInsertRowID, name: name, game: gameName, rating: rating)
    }
  }

  /// Saves an edited player in place (same id, same row) and returns it as stored.
  ///
  /// The save is conditional on `original`, the player as the editor loaded it: when another
  /// roster changed or deleted the player since, nothing is written and the error says what
  /// changed, so no one's change is silently put back.
  @discardableResult
  package func updatePlayer(_ player: Player, original: Player) throws(RosterStoreError) -> Player {
    let name = try Self.validated(name: player.name, rating: player.rating)
    return try write {
      // Read and written under one write lock: nobody can commit between the check and the
      // UPDATE.
      try requireUnchanged(original)
      let (gameID, gameName) = try resolveGame(player.game)
      try db.run(
        "UPDATE players SET name = ?, game_id = ?, rating = ? WHERE id = ?",
        [.text(name), .integer(gameID), .integer(Int64(player.rating)), .integer(original.id)])
      return Player(id: original.id, name: name, game: gameName, rating: player.rating)
    }
  }

  /// Deletes this player (by id: the same player even if renamed elsewhere since it was read).
  package func deletePlayer(_ player: Player) throws(RosterStoreError) {
    try write {
      try db.run("DELETE FROM players WHERE id = ?", [.integer(player.id)])
      guard db.changes > 0 else { throw RosterStoreError.noSuchPlayer(name: player.name) }
    }
  }

  /// Deletes this player only if it is still exactly `player`, checked and deleted under one
  /// write lock.
  package func deletePlayer(unchanged player: Player) throws(RosterStoreError) {
    try write {
      try requireUnchanged(player)
      try db.run("DELETE FROM players WHERE id = ?", [.integer(player.id)])
    }
  }

  /// Throws unless the player with `expected`'s id is still exactly `expected` (inside a
  /// write: the lock keeps it so until the change commits).
  func requireUnchanged(_ expected: Player) throws {
    try Self.requireUnchanged(try player(id: expected.id), expected: expected)
  }

  /// Puts a deleted player back with its id: ids only grow (AUTOINCREMENT), so it returns to
  /// its place between the players around it, and the triggers count it in again.
  @discardableResult
  package func restorePlayer(_ player: Player) throws(RosterStoreError) -> Player {
    let name = try Self.validated(name: player.name, rating: player.rating)
    return try write {
      guard try self.player(id: player.id) == nil else {
        throw RosterStoreError.alreadyOnRoster(name: name)
      }
      let (gameID, gameName) = try resolveGame(player.game)
      try db.run(
        "INSERT INTO players(id, name, game_id, rating) VALUES (?, ?, ?, ?)",
        [.integer(player.id), .text(name), .integer(gameID), .integer(Int64(player.rating))])
      return Player(id: player.id, name: name, game: gameName, rating: player.rating)
    }
  }
}
