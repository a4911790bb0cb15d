import Glibc
import RosterModel
import RosterSupport

// Every call in one transaction: a write under BEGIN IMMEDIATE, a read in one snapshot; and
// how a caller knows whether to redraw.
extension SQLiteRosterStore {
  // MARK: - Transactions

  /// Runs `body` in a write transaction and commits it; on any error nothing is changed.
  func write<T>(_ body: () throws -> T) throws(RosterStoreError) -> T {
    do {
      try beginImmediate()
    } catch {
      throw .storage(error)
    }
    do {
      let result = try body()
      try db.execute("COMMIT")
      localCommits += 1
      return result
    } catch {
      // A failed COMMIT (disk full) may already have rolled back; never leave one open.
      if !db.isAutocommit { try? db.execute("ROLLBACK") }
      if let sqlite = error as? SQLiteError, sqlite.code == .full, playerIDsAreUsedUp() {
        throw .damagedStore(
          path: path,
          problem: "its player ids are used up: another program took the last one, "
            + "\(Int64.max); a new store numbers them afresh",
          atOpen: false)
      }
      throw Self.storeError(error)
    }
  }

  /// Whether AUTOINCREMENT has no player id left: SQLite then answers SQLITE_FULL, which would
  /// otherwise read as a full disk.
  func playerIDsAreUsedUp() -> Bool {
    let last = try? db.integer("SELECT seq FROM sqlite_sequence WHERE name = 'players'")
    return last == Int64.max
  }

  /// BEGIN IMMEDIATE takes the write lock up front, so a transaction never fails half-way
  /// with SQLITE_BUSY; the connection's busy handler waits inside (30 s, or until Ctrl-C).
  func beginImmediate() throws(SQLiteError) {
    try db.execute("BEGIN IMMEDIATE")
  }

  /// Runs `body` in one read transaction (one consistent snapshot), or in the current one.
  func read<T>(_ body: () throws -> T) throws(RosterStoreError) -> T {
    if !db.isAutocommit {
      do { return try body() } catch { throw Self.storeError(error) }
    }
    do {
      // Prepared once (`run`): a read is asked for at every redraw and every explored move.
      try db.run("BEGIN")
      defer { if !db.isAutocommit { try? db.run("COMMIT") } }
      return try body()
    } catch {
      throw Self.storeError(error)
    }
  }

  /// Every error leaves the store as a `RosterStoreError`: transaction bodies mix SQLite's
  /// technical errors, CSV's and the store's own refusals.
  static func storeError(_ error: any Error) -> RosterStoreError {
    RosterStoreError.wrapping(error)
  }

  // MARK: - Change detection

  /// Cheap (one pragma): compare with the last value to know whether to redraw.
  package func dataVersion() throws(RosterStoreError) -> DataVersion {
    if let privateDataVersion {
      return DataVersion(external: privateDataVersion, local: localCommits)
    }
    do {
      return DataVersion(external: try db.integer("PRAGMA data_version") ?? 0, local: localCommits)
    } catch {
      throw .storage(error)
    }
  }
}
