import RosterModel

// The catalog: games compared ignoring ASCII case, locked while a change needs them.
extension PostgresRosterStore {
  // MARK: - Games

  package func games() throws(RosterStoreError) -> [Game] {
    try read(oneStatement: true) {
      try db.query(
        "SELECT name, player_count FROM games ORDER BY \(PostgresSchema.folded("name")), name"
      ).map { Game(name: $0[0] ?? "", playerCount: try Self.integer([[$0[1]]])) }
    }
  }

  /// The catalog a version read or an add brought back, else read now (with the version: it
  /// stands for the turn's check too).
  package func gameNames() throws(RosterStoreError) -> [String] {
    if let known = knownCatalog { return known.names }
    _ = try read(oneStatement: true) {
      try takeMeta(db.query(Self.metaAndCatalog(known: "''")))
    }
    return knownCatalog?.names ?? []
  }

  package func gameCount() throws(RosterStoreError) -> Int {
    try read(oneStatement: true) { try Self.integer(db.query("SELECT count(*) FROM games")) }
  }

  package func playerCount(forGame game: String) throws(RosterStoreError) -> Int {
    // One statement (asked on every drawing of a game's row); none found: the refusal.
    try read(oneStatement: true) {
      let trimmed = NameRule.trimmed(game)
      let rows =
        trimmed.utf8.contains(0)
        ? []
        : try db.query(
          "SELECT player_count FROM games WHERE \(PostgresSchema.folded("name")) = "
            + PostgresSchema.folded("$1"), [trimmed])
      if let row = rows.first { return try Self.integer([row]) }
      let (id, _) = try resolveGame(game, lock: false)
      return try Self.integer(
        db.query("SELECT player_count FROM games WHERE id = $1", [String(id)]))
    }
  }

  package func players(playing game: String, offset: Int, limit: Int) throws(RosterStoreError)
    -> [Player]
  {
    guard offset >= 0, limit > 0 else { return [] }
    return try read {
      let (id, _) = try resolveGame(game, lock: false)
      return try db.query(
        "\(Self.selectPlayer) WHERE p.game_id = $1 ORDER BY p.id OFFSET $2 LIMIT $3",
        [String(id), String(offset), String(limit)]
      ).map(Self.player)
    }
  }

  @discardableResult
  package func addGame(_ name: String) throws(RosterStoreError) -> Game {
    let name = try NameRule.validated(name, what: "game")
    defer { knownCatalog = nil }
    return try write {
      // ON CONFLICT: another roster adding the same game at the same moment is not an error
      // of the server but the same refusal as when it was there first.
      let added = try db.execute(
        "INSERT INTO games(name) VALUES ($1) ON CONFLICT DO NOTHING", [name])
      if added == 0 {
        let existing = try db.query(
          "SELECT name FROM games WHERE \(PostgresSchema.folded("name")) = "
            + PostgresSchema.folded("$1"), [name])
        throw RosterStoreError.gameExists(existing.first?[0] ?? name)
      }
      return Game(name: name, playerCount: 0)
    }
  }

  package func deleteGame(_ name: String) throws(RosterStoreError) {
    defer { knownCatalog = nil }
    try write {
      // FOR UPDATE waits for rosters adding players to it (they hold it FOR SHARE), then
      // reads the counter they left.
      let (id, gameName) = try resolveGame(name, lock: true, exclusive: true)
      let count = try Self.integer(
        db.query("SELECT player_count FROM games WHERE id = $1", [String(id)]))
      guard count == 0 else { throw RosterStoreError.gameInUse(gameName, playerCount: count) }
      try db.execute("DELETE FROM games WHERE id = $1", [String(id)])
    }
  }

  /// The id and catalog spelling of `game` (ASCII case ignored), or unknownGame with a hint.
  /// `lock` keeps the game from being deleted (or, `exclusive`, from being played) until
  /// the transaction ends.
  func resolveGame(_ game: String, lock: Bool, exclusive: Bool = false) throws -> (
    id: Int64, name: String
  ) {
    let trimmed = NameRule.trimmed(game)
    if trimmed.isEmpty { throw RosterStoreError.blankName(what: "game") }
    let locking = lock ? (exclusive ? " FOR UPDATE" : " FOR SHARE") : ""
    if !trimmed.utf8.contains(0) {
      let rows = try db.query(
        "SELECT id, name FROM games WHERE \(PostgresSchema.folded("name")) = "
          + PostgresSchema.folded("$1") + locking, [trimmed])
      if let row = rows.first, let id = row[0].flatMap({ Int64($0) }), let name = row[1] {
        return (id, name)
      }
    }
    let names = try db.query("SELECT name FROM games").compactMap { $0[0] }
    throw RosterStoreError.unknownGame(trimmed, among: names)
  }
}
