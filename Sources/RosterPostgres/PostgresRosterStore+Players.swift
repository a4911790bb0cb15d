import RosterModel

// The roster read a window at a time, and each change to it committed on return.
extension PostgresRosterStore {
  // MARK: - Players

  /// `SELECT` of a player as `Self.player` maps it.
  static let selectPlayer =
    "SELECT p.id, p.name, g.name, p.rating FROM players p JOIN games g ON g.id = p.game_id"

  package func playerCount() throws(RosterStoreError) -> Int {
    defer { knownCount = nil }
    if let known = knownCount, known.roundTrip == db.roundTrips { return known.value }
    if let meta = turnMeta, meta.localCommits == localCommits { return meta.count }
    return try read(oneStatement: true) {
      try Self.integer(db.query("SELECT player_count FROM roster_meta"))
    }
  }

  package func players(offset: Int, limit: Int) throws(RosterStoreError) -> [Player] {
    guard offset >= 0, limit > 0 else { return [] }
    // Within the first block OFFSET is as cheap as the block sums; past it, the row's id is
    // found through them and the page read from there on in id order.
    let sql =
      offset < 1 << PostgresSchema.blockShift
      ? "\(Self.selectPlayer) ORDER BY p.id OFFSET $1 LIMIT $2"
      : "\(Self.selectPlayer) WHERE p.id >= \(PostgresSchema.idAtRow("$1::bigint")) "
        + "ORDER BY p.id LIMIT $2"
    return try read(oneStatement: true) {
      try db.query(sql, [String(offset), String(limit)]).map(Self.player)
    }
  }

  package func player(at index: Int) throws(RosterStoreError) -> Player {
    guard let player = try players(offset: index, limit: 1).first else {
      throw RosterStoreError.indexOutOfRange(index, count: try playerCount())
    }
    return player
  }

  package func player(id: Int64) throws(RosterStoreError) -> Player? {
    try read(oneStatement: true) {
      try db.query("\(Self.selectPlayer) WHERE p.id = $1", [String(id)]).map(Self.player).first
    }
  }

  package func indexOfPlayer(named name: String) throws(RosterStoreError) -> Int? {
    guard !name.utf8.contains(0) else { return nil }
    return try read(oneStatement: true) {
      try db.query(
        """
        SELECT \(PostgresSchema.rowOfID("m.id"))
        FROM (SELECT min(id) AS id FROM players WHERE name = $1) m WHERE m.id IS NOT NULL
        """, [name]
      ).first.map { try Self.integer([$0]) }
    }
  }

  package func indexesOfPlayers(named name: String, limit: Int) throws(RosterStoreError) -> [Int] {
    guard limit > 0, !name.utf8.contains(0) else { return [] }
    return try read(oneStatement: true) {
      try db.query(
        """
        SELECT \(PostgresSchema.rowOfID("m.id"))
        FROM (SELECT id FROM players WHERE name = $1 ORDER BY id LIMIT $2) m ORDER BY m.id
        """, [name, String(limit)]
      ).map { try Self.integer([$0]) }
    }
  }

  package func indexOfPlayer(nameContaining text: String, after index: Int?)
    throws(RosterStoreError) -> Int?
  {
    guard !text.isEmpty, !text.utf8.contains(0), (index ?? 0) >= 0 else { return nil }
    // The primary key in order from the row's id; strpos, not LIKE: no wildcards to escape.
    let start =
      index.map { PostgresSchema.idAtRow(String($0)) }
      ?? "(SELECT min(id) - 1 FROM players)"
    return try read(oneStatement: true) {
      try db.query(
        """
        SELECT \(PostgresSchema.rowOfID("m.id"))
        FROM (SELECT id FROM players WHERE id > \(start) AND strpos(lower(name), lower($1)) > 0
          ORDER BY id LIMIT 1) m
        """, [text]
      ).first.map { try Self.integer([$0]) }
    }
  }

  package func index(ofPlayerID id: Int64) throws(RosterStoreError) -> Int? {
    try read(oneStatement: true) {
      try db.query(
        """
        SELECT \(PostgresSchema.rowOfID("$1::bigint"))
        WHERE EXISTS (SELECT 1 FROM players WHERE id = $1::bigint)
        """, [String(id)]
      ).first.map { try Self.integer([$0]) }
    }
  }

  package func playerNames(withPrefix prefix: String, limit: Int) throws(RosterStoreError)
    -> [String]
  {
    guard limit > 0, !prefix.utf8.contains(0) else { return [] }
    return try read(oneStatement: true) {
      // Every string that starts with `prefix` sorts (bytewise) below prefix + U+10FFFF.
      try db.query(
        "SELECT DISTINCT name FROM players WHERE name >= $1 AND name < $2 ORDER BY name LIMIT $3",
        [prefix, prefix + "\u{10FFFF}", String(limit)]
      ).map { $0[0] ?? "" }
    }
  }

  package func presentPlayerNames(among names: [String]) throws(RosterStoreError) -> Set<String> {
    // A name holding NUL cannot be stored here, so no player has it.
    let names = names.filter { !$0.utf8.contains(0) }
    guard !names.isEmpty else { return [] }
    return try read(oneStatement: true) {
      let marks = names.indices.map { "$\($0 + 1)" }.joined(separator: ",")
      return Set(
        try db.query("SELECT DISTINCT name FROM players WHERE name IN (\(marks))", names)
          .compactMap { $0[0] })
    }
  }

  package func playerNameBounds(withPrefix prefix: String) throws(RosterStoreError)
    -> (first: String, last: String)?
  {
    guard !prefix.utf8.contains(0) else { return nil }
    return try read(oneStatement: true) {
      let row = try db.query(
        "SELECT min(name), max(name) FROM players WHERE name >= $1 AND name < $2",
        [prefix, prefix + "\u{10FFFF}"])[0]
      guard let first = row[0], let last = row[1] else { return nil }
      return (first, last)
    }
  }

  package func playerNameCount(withPrefix prefix: String, upTo cap: Int) throws(RosterStoreError)
    -> Int
  {
    guard cap > 0, !prefix.utf8.contains(0) else { return 0 }
    return try read(oneStatement: true) {
      try Self.integer(
        db.query(
          """
          SELECT count(*) FROM (SELECT DISTINCT name FROM players
            WHERE name >= $1 AND name < $2 ORDER BY name LIMIT $3) s
          """, [prefix, prefix + "\u{10FFFF}", String(cap)]))
    }
  }

  /// The add as one message (one round trip, one transaction the server commits after the
  /// last statement), each statement prepared once a session (`PreparedStatements`):
  /// roster_meta's row taken first as by every change (its counter read:
  /// `versionBeforeLastAdd`), the player inserted
  /// with its game found ignoring ASCII case and held FOR SHARE (no such game: a NULL game id,
  /// refused by the schema, nothing written), then the counter and count the triggers left,
  /// and the catalog if it moved since `knownFingerprint` (the next editor's starting game).
  static func addPlayerBatch(name: String, game: String, rating: Int, knownFingerprint: String)
    -> [PreparedStatements.Call]
  {
    [
      .init(sql: addSQL.lock),
      .init(sql: addSQL.insert, arguments: [name, game, String(rating)]),
      .init(sql: addSQL.meta, arguments: [knownFingerprint]),
    ]
  }

  /// `addPlayerBatch`'s statements, built once rather than on every add.
  static let addSQL = (
    lock: "SELECT version FROM roster_meta FOR NO KEY UPDATE",
    insert: """
    INSERT INTO players(name, game_id, rating) VALUES ($1,
      (SELECT id FROM games WHERE \(PostgresSchema.folded("name")) = \(PostgresSchema.folded("$2"))
        FOR SHARE), $3)
      RETURNING id, (SELECT name FROM games WHERE id = game_id)
    """,
    meta: metaAndCatalog(known: "$1")
  )

  package func playerNameMatches(withPrefix prefix: String, limit: Int, countingUpTo cap: Int)
    throws(RosterStoreError) -> (names: [String], first: String, last: String, count: Int)?
  {
    guard limit > 0, cap > 0, !prefix.utf8.contains(0) else {
      return try playerNameBounds(withPrefix: prefix).map { ([], $0.first, $0.last, 0) }
    }
    // One statement, one snapshot: the bounds and the count on every row, a name per row.
    // Each part repeats the range, each an index scan: a WITH query named three times is
    // materialised, every matching name read once (5.8 s for a million, not 1 ms).
    let matching = "FROM players WHERE name >= $1 AND name < $2"
    let rows = try read(oneStatement: true) {
      try db.query(
        """
        SELECT b.first, b.last, c.count, n.name
        FROM (SELECT min(name) AS first, max(name) AS last \(matching)) b
          CROSS JOIN (SELECT count(*) FROM (SELECT DISTINCT name \(matching) ORDER BY name
            LIMIT $4) s) c
          LEFT JOIN (SELECT DISTINCT name \(matching) ORDER BY name LIMIT $3) n ON true
        ORDER BY n.name
        """, [prefix, prefix + "\u{10FFFF}", String(limit), String(cap)])
    }
    guard let top = rows.first, let first = top[0], let last = top[1] else { return nil }
    return (rows.compactMap { $0[3] }, first, last, top[2].flatMap { Int($0) } ?? 0)
  }

  @discardableResult
  package func addPlayer(name: String, game: String, rating: Int) throws(RosterStoreError)
    -> Player
  {
    let name = try Self.validated(name: name, rating: rating)
    versionBeforeLastAdd = nil
    let trimmed = NameRule.trimmed(game)
    guard !trimmed.isEmpty, !trimmed.utf8.contains(0) else {
      return try write { try insertPlayer(name: name, game: game, rating: rating) }
    }
    let tables: [[[String?]]]
    do throws(RosterStoreError) {
      tables = try retryingOnce { () throws(RosterStoreError) in
        do throws(PostgresError) {
          return try db.batch(
            Self.addPlayerBatch(
              name: name, game: trimmed, rating: rating, knownFingerprint: knownFingerprint))
        } catch {
          throw .server(error)
        }
      }
    } catch .server(let error) where error.sqlState == .notNullViolation {
      // No such game: refused with its hint (or, added since, the add as any other change).
      return try write { try insertPlayer(name: name, game: game, rating: rating) }
    }
    guard tables.count == 3, let before = tables[0].first?[0].flatMap({ Int64($0) }),
      let row = tables[1].first, let id = row[0].flatMap({ Int64($0) }), let gameName = row[1]
    else {
      throw .server(
        PostgresError(
          kind: .statement, message: "unexpected rows \(tables)", location: location))
    }
    versionBeforeLastAdd = DataVersion(external: before, local: localCommits)
    localCommits += 1
    do throws(PostgresError) {
      let meta = try takeMeta(tables[2])
      remember(version: meta.version, count: meta.count)
    } catch {
      throw .server(error)
    }
    return Player(id: id, name: name, game: gameName, rating: rating)
  }

  /// Inserts a player inside a change: its game resolved (unknown: refused with the closest
  /// name) and held FOR SHARE until COMMIT.
  private func insertPlayer(name: String, game: String, rating: Int) throws -> Player {
    let (gameID, gameName) = try resolveGame(game, lock: true)
    let id = try Self.integer(
      db.query(
        "INSERT INTO players(name, game_id, rating) VALUES ($1, $2, $3) RETURNING id",
        [name, String(gameID), String(rating)]))
    return Player(id: Int64(id), name: name, game: gameName, rating: rating)
  }

  @discardableResult
  package func updatePlayer(_ player: Player, original: Player) throws(RosterStoreError)
    -> Player
  {
    let name = try Self.validated(name: player.name, rating: player.rating)
    return try write {
      try lockUnchanged(original)
      let (gameID, gameName) = try resolveGame(player.game, lock: true)
      try db.execute(
        "UPDATE players SET name = $1, game_id = $2, rating = $3 WHERE id = $4",
        [name, String(gameID), String(player.rating), String(original.id)])
      return Player(id: original.id, name: name, game: gameName, rating: player.rating)
    }
  }

  package func deletePlayer(_ player: Player) throws(RosterStoreError) {
    try write {
      let changed = try db.execute("DELETE FROM players WHERE id = $1", [String(player.id)])
      guard changed > 0 else { throw RosterStoreError.noSuchPlayer(name: player.name) }
    }
  }

  package func deletePlayer(unchanged player: Player) throws(RosterStoreError) {
    try write {
      try lockUnchanged(player)
      _ = try db.execute("DELETE FROM players WHERE id = $1", [String(player.id)])
    }
  }

  /// Locks the row of `expected`'s id and throws unless it is still exactly `expected`. FOR
  /// UPDATE: the row stays as read until COMMIT, so nobody can change it between the check and
  /// the caller's UPDATE or DELETE (a concurrent editor waits here, then sees this one's change).
  func lockUnchanged(_ expected: Player) throws {
    let rows = try db.query(
      "\(Self.selectPlayer) WHERE p.id = $1 FOR UPDATE OF p", [String(expected.id)])
    try Self.requireUnchanged(try rows.first.map(Self.player), expected: expected)
  }

  @discardableResult
  package func restorePlayer(_ player: Player) throws(RosterStoreError) -> Player {
    let name = try Self.validated(name: player.name, rating: player.rating)
    return try write {
      let (gameID, gameName) = try resolveGame(player.game, lock: true)
      // The identity column only grows, so the old id is free unless the player is back.
      let inserted = try db.execute(
        """
        INSERT INTO players(id, name, game_id, rating) OVERRIDING SYSTEM VALUE
        VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING
        """, [String(player.id), name, String(gameID), String(player.rating)])
      guard inserted > 0 else { throw RosterStoreError.alreadyOnRoster(name: name) }
      return Player(id: player.id, name: name, game: gameName, rating: player.rating)
    }
  }
}
