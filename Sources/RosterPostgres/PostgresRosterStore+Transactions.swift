import RosterModel

// Every call in one transaction (or one statement), run again once on a new connection when
// the old one was lost before COMMIT; and how a caller knows whether to redraw.
extension PostgresRosterStore {
  // MARK: - Transactions

  /// Runs `body` in a transaction and commits it; on any error it is rolled back.
  ///
  /// A connection lost before COMMIT was sent (the server restarted, dropped an idle
  /// connection) is reopened and the transaction run once more: the server rolled back what
  /// it had of it, so nothing is done twice. Lost during COMMIT, the outcome is unknown and
  /// the error says so.
  ///
  /// `retrying` false: the body cannot be run twice (it reads a pipe), and a lost connection
  /// is said as such.
  func write<T>(counting: Bool = true, retrying: Bool = true, _ body: () throws -> T)
    throws(RosterStoreError) -> T
  {
    try retryingOnce(retrying: retrying) { () throws(RosterStoreError) in
      try transaction(counting: counting, body)
    }
  }

  /// Runs `attempt`, a change, once more on a new connection when the old one was lost with
  /// nothing committed (`retrying`), or after a wait for another roster's lock (told, and
  /// cancellable: `afterLockWait`).
  func retryingOnce<T>(retrying: Bool = true, _ attempt: () throws(RosterStoreError) -> T)
    throws(RosterStoreError) -> T
  {
    try ensureConnected()
    do {
      return try attempt()
    } catch .server(let error)
      where retrying && error.kind == .connectionLost(whileCommitting: false)
    {
      guard db.reconnect() else { throw .server(error) }
      return try attempt()
    } catch .server(let error) where error.sqlState == .lockNotAvailable {
      return try afterLockWait(attempt)
    }
  }

  /// Runs `attempt` again after a first one waited half a second for another roster's lock
  /// (lock_timeout, rolled back): says so once, then waits up to 30 s, as the SQLite store's
  /// busy handler does, and Ctrl-C (`shouldGiveUp`) cancels the wait with nothing changed.
  func afterLockWait<T>(_ attempt: () throws(RosterStoreError) -> T)
    throws(RosterStoreError) -> T
  {
    onWaiting()
    do {
      try db.execute("SET lock_timeout = '30s'")
    } catch {
      throw .server(error)
    }
    db.shouldGiveUp = shouldGiveUp
    defer {
      db.shouldGiveUp = nil
      if db.isOpen { _ = try? db.execute("RESET lock_timeout") }
    }
    return try attempt()
  }

  /// `body` between BEGIN and COMMIT, rolled back on any error. A change (`counting`, not the
  /// schema's opening) takes roster_meta's row first, as SQLite's BEGIN IMMEDIATE takes the
  /// write lock: every change updates that row (its change counter) anyway, and taking it
  /// before any other lock means two changes never each hold a lock the other waits for (two
  /// adds held their game FOR SHARE, then each waited to update its counter: a deadlock).
  func transaction<T>(counting: Bool, _ body: () throws -> T) throws(RosterStoreError)
    -> T
  {
    do {
      // Both statements in one round trip.
      try db.execute(counting ? "BEGIN; SELECT FROM roster_meta FOR NO KEY UPDATE" : "BEGIN")
      let result = try body()
      try db.execute("COMMIT")
      if counting { localCommits += 1 }
      return result
    } catch {
      if db.isOpen && db.inTransaction { _ = try? db.execute("ROLLBACK") }
      throw Self.storeError(error)
    }
  }

  /// Runs `body`, whose statements see one snapshot (a REPEATABLE READ transaction), or, when
  /// it is `oneStatement`, as that statement alone (its own snapshot: one round trip instead of
  /// three, on every drawing); a read that lost the connection is run once more on a new one.
  func read<T>(oneStatement: Bool = false, _ body: () throws -> T) throws(RosterStoreError) -> T {
    if db.inTransaction {
      do { return try body() } catch { throw Self.storeError(error) }
    }
    try ensureConnected()
    do {
      return try snapshot(oneStatement: oneStatement, body)
    } catch .server(let error) where error.kind == .connectionLost(whileCommitting: false) {
      guard db.reconnect() else { throw .server(error) }
      return try snapshot(oneStatement: oneStatement, body)
    } catch .server(let error) where error.sqlState == .lockNotAvailable {
      return try afterLockWait { () throws(RosterStoreError) in
        try snapshot(oneStatement: oneStatement, body)
      }
    }
  }

  /// `body` in one REPEATABLE READ, READ ONLY transaction.
  func snapshot<T>(oneStatement: Bool, _ body: () throws -> T) throws(RosterStoreError)
    -> T
  {
    if oneStatement {
      do { return try body() } catch { throw Self.storeError(error) }
    }
    do {
      try db.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
      let result = try body()
      try db.execute("COMMIT")
      return result
    } catch {
      if db.isOpen && db.inTransaction { _ = try? db.execute("ROLLBACK") }
      throw Self.storeError(error)
    }
  }

  /// Reopens a connection that broke since the last call; says so when it cannot.
  func ensureConnected() throws(RosterStoreError) {
    guard !db.isOpen else { return }
    guard db.reconnect() else {
      throw .server(
        PostgresError(
          kind: .connectionLost(whileCommitting: false), message: "the server does not answer",
          location: location))
    }
  }

  /// Every error leaves the store as a `RosterStoreError`.
  static func storeError(_ error: any Error) -> RosterStoreError {
    RosterStoreError.wrapping(error)
  }

  // MARK: - Change detection

  /// The change counter; asked right after this store's own write, the one that write
  /// returned (the redraw that follows needs no round trip for it).
  package func dataVersion() throws(RosterStoreError) -> DataVersion {
    if let known = knownVersion, known.roundTrip == db.roundTrips {
      knownVersion = nil
      return DataVersion(external: known.value, local: localCommits)
    }
    if let meta = turnMeta, meta.localCommits == localCommits {
      return DataVersion(external: meta.version, local: localCommits)
    }
    try ensureConnected()
    do {
      // The count beside it (a redraw asks for it next when the version moved), and the
      // catalog when it moved (the editor starts with one of its games).
      let rows = try db.query(Self.metaAndCatalog(known: "$1"), [knownFingerprint])
      let version = try takeMeta(rows).version
      return DataVersion(external: version, local: localCommits)
    } catch {
      throw .server(error)
    }
  }

  /// SQL of the change counter and the player count, with the catalog's fingerprint (its
  /// size and newest id: ids only grow, so an add or a delete of a game moves it) and, only
  /// when that differs from `known` (SQL text), the catalog's names, a row each. One
  /// statement: one snapshot.
  static func metaAndCatalog(known: String) -> String {
    let folded = PostgresSchema.folded("g.name")
    return """
      SELECT m.version, m.player_count, c.fingerprint, g.name FROM roster_meta m
        CROSS JOIN (SELECT count(*) || ' ' || coalesce(max(id), 0) AS fingerprint FROM games) c
        LEFT JOIN games g ON c.fingerprint <> \(known)
      ORDER BY \(folded), g.name
      """
  }

  /// The fingerprint of `knownCatalog` ("" when there is none: never equal).
  var knownFingerprint: String { knownCatalog?.fingerprint ?? "" }

  /// Reads `metaAndCatalog`'s rows: keeps the count (and, in a turn, the version) as
  /// `dataVersion` does, and the catalog when it came.
  @discardableResult
  func takeMeta(_ rows: [[String?]]) throws(PostgresError) -> (version: Int64, count: Int) {
    guard let row = rows.first, row.count == 4, let version = row[0].flatMap({ Int64($0) }),
      let count = row[1].flatMap({ Int($0) }), let fingerprint = row[2]
    else {
      throw PostgresError(
        kind: .statement, message: "unexpected rows \(rows)", location: location)
    }
    knownCount = (count, db.roundTrips)
    if turnDepth > 0 { turnMeta = (version, count, localCommits) }
    if fingerprint != knownFingerprint {
      knownCatalog = (fingerprint, rows.compactMap { $0[3] })
    }
    return (version, count)
  }

  /// Keeps what a write returned for the redraw that follows it (`dataVersion`,
  /// `playerCount`), until any other statement runs, and for the rest of the turn.
  func remember(version: Int64, count: Int) {
    knownVersion = (version, db.roundTrips)
    knownCount = (count, db.roundTrips)
    if turnDepth > 0 { turnMeta = (version, count, localCommits) }
  }

  package func beginTurn() {
    // Each command asks afresh, also one inside another's turn (the lines of a sourced script).
    turnDepth += 1
    turnMeta = nil
  }

  package func endTurn() {
    turnDepth = max(0, turnDepth - 1)
    if turnDepth == 0 { turnMeta = nil }
  }
}
