import Glibc
import RosterModel
import RosterSupport

/// The roster in SQLite: players and games, read in windows, each change committed on return.
///
/// Used from one thread. Every mutating call runs in its own `BEGIN IMMEDIATE` transaction and
/// returns only after `COMMIT`: a change the app acknowledged is on disk. Reads never load the
/// whole roster: counts come from counters kept by triggers, rows come a window at a time.
package final class RosterStore {
  /// Where the store lives: the file path, or ":memory:".
  package let path: String
  let db: SQLiteConnection
  private var localCommits = 0
  private var cachedBlocks: BlockIndex?
  /// True when opening this store created it (and seeded the sample data).
  package private(set) var wasCreated = false

  /// Opens the store at `path`, creating it with the sample data if missing.
  ///
  /// `path` is a plain file name: empty, `:memory:` and SQLite URIs are refused (`--memory`
  /// is the way to a throwaway store). A missing folder is an error unless `createFolders`
  /// (the default store's folder is made; one the user named is not). A file that is not a
  /// Roster store is refused before anything is written to it. A file this process cannot
  /// write, or in a folder it cannot write, opens read-only: reading works and each change is
  /// refused with the reason. With `readOnly`, nothing is created and every change is refused.
  /// A store this creates gets the sample players unless `samplePlayers` is false
  /// (`roster init --empty`); the catalog's sample games either way.
  package convenience init(
    path: String, readOnly: Bool = false, createFolders: Bool = false, samplePlayers: Bool = true
  ) throws(RosterStoreError) {
    try Self.checkPlainPath(path)
    let (mode, reason) = try Self.openingMode(
      path, readOnly: readOnly, createFolders: createFolders)
    let db: SQLiteConnection
    do {
      db = try SQLiteConnection(path: path, mode: mode)
    } catch {
      throw .storage(error)
    }
    db.readOnlyReason = reason
    try self.init(connection: db, inMemory: false, samplePlayers: samplePlayers)
  }

  /// Refuses a store path that SQLite would not keep as a plain file (or that looks like it
  /// means something else), naming `--memory` where a throwaway store was perhaps meant.
  static func checkPlainPath(_ path: String) throws(RosterStoreError) {
    let throwaway = "use --memory for a throwaway store"
    if path.isEmpty {
      throw RosterStoreError.invalidStorePath(
        path, reason: "the path is empty (an unset variable?); name a file, or \(throwaway)")
    }
    if path == ":memory:" {
      throw RosterStoreError.invalidStorePath(
        path, reason: "it names no file, and nothing kept there would last; \(throwaway)")
    }
    if path.hasPrefix("file:") && access(path, F_OK) != 0 {
      throw RosterStoreError.invalidStorePath(
        path,
        reason: "it looks like an SQLite URI, and Roster takes a plain file path; \(throwaway), "
          + "or write ./\(path) for a file of that name")
    }
    if let scheme = StoreURL.scheme(of: path), path.dropFirst(scheme.count).hasPrefix("://"),
      access(path, F_OK) != 0
    {
      // Shown without what may be a password: the text after "://" up to "@" and after "?".
      throw RosterStoreError.invalidStorePath(
        StoreURL.withoutSecrets(path),
        reason: "it looks like a \(scheme): URL, and a store is a file path or a postgresql:// "
          + "URL; start it with ./ for a file of that name")
    }
    if path.hasSuffix("/") {
      throw RosterStoreError.invalidStorePath(
        path, reason: "it names a folder; name a file in it, e.g. \(path)roster.sqlite")
    }
  }

  /// How to open the file at `path`, and why it is read-only when it is.
  private static func openingMode(_ path: String, readOnly: Bool, createFolders: Bool)
    throws(RosterStoreError)
    -> (SQLiteConnection.Mode, reason: String?)
  {
    let folder =
      path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    var info = stat()
    guard stat(path, &info) == 0 else {
      guard errno == ENOENT else {
        throw RosterStoreError.fileError(path: path, reason: String(cString: strerror(errno)))
      }
      if readOnly { return (.readOnly, nil) }  // sqlite reports the missing file
      var folderInfo = stat()
      if stat(folder, &folderInfo) != 0 {
        guard createFolders else {
          throw RosterStoreError.noSuchFolder(path: path, folder: folder)
        }
        try createParentFolders(of: path)
      }
      return (.readWriteCreate, nil)
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      throw RosterStoreError.invalidStorePath(
        path, reason: "it is a folder; name a file in it, e.g. \(path)/roster.sqlite")
    }
    if info.st_mode & S_IFMT != S_IFREG {
      // A device or pipe: SQLite would make PATH-journal beside it (0666 in /dev).
      throw RosterStoreError.invalidStorePath(
        path, reason: "it is not a regular file (a device, pipe or socket); name a file")
    }
    if info.st_nlink > 1 {
      // SQLite names the journal and the WAL after the path: a shell on each name writes its
      // own, and one side's saves are lost (the history file is refused the same way).
      throw RosterStoreError.invalidStorePath(
        path,
        reason: "the file has \(info.st_nlink) hard links, and saves made through one name "
          + "would be lost by the other; keep one name (rm the other link) or use a copy "
          + "(cp it to a new name)")
    }
    var reason: String?
    if access(path, W_OK) != 0 {
      reason = errno == EROFS ? "its file system is read-only" : "the file is read-only"
    } else if access(folder, W_OK) != 0 {
      // A WAL writer creates PATH-wal and PATH-shm beside the file.
      reason = errno == EROFS ? "its file system is read-only" : "its folder is read-only"
    }
    guard readOnly || reason != nil else { return (.readWriteCreate, nil) }
    // A read-only connection to a WAL database creates PATH-wal and PATH-shm when they are
    // missing, and cannot remove them when it closes: read-only copies of the file's mode,
    // owned by this user, which the next writer cannot use. When they are missing, no other
    // roster has the store open and every commit is in the file: read it as it is, without
    // locks or side files (a writer that opens it later is seen at the next start, and one
    // that checkpoints meanwhile can make a read fail, never the file). When they are there,
    // a writer has them open: read through them, as SQLite allows since 3.22.
    let sideFiles = access(path + "-wal", F_OK) == 0 || access(path + "-shm", F_OK) == 0
    return (sideFiles || (readOnly && reason == nil) ? .readOnly : .snapshot, reason)
  }

  /// A private store in memory with the sample data, gone when released (`--memory`).
  ///
  /// It starts from `Schema.newStoreImage`, what the migrations and seeding build; a test
  /// keeps the two equal.
  package static func inMemory() throws(RosterStoreError) -> RosterStore {
    try memoryStore(startingFrom: newStoreBytes)
  }

  /// `Schema.newStoreImage`'s bytes, decoded once: explore opens a store per state it replays.
  private static let newStoreBytes = Schema.newStoreImage.bytes

  /// A new in-memory store built by running the schema and seeding, never from the image:
  /// where `Schema.newStoreImage` comes from (Scripts/embed-store-image) and what tests hold
  /// it to.
  package static func builtInMemory() throws(RosterStoreError) -> RosterStore {
    try memoryStore(startingFrom: nil)
  }

  /// An in-memory store holding `image` (nil: empty, so the schema and sample data are built).
  private static func memoryStore(startingFrom image: [UInt8]?) throws(RosterStoreError)
    -> RosterStore
  {
    do {
      let connection = try SQLiteConnection(path: ":memory:")
      if let image { try connection.deserialize(image) }
      // The embedded image is a current, stamped store by construction (a test holds it to
      // what a new store is): nothing to identify, on the path every `--memory` start takes.
      return try RosterStore(
        connection: connection, inMemory: true,
        known: image == nil ? nil : (Schema.currentVersion, true))
    } catch {
      throw Self.storeError(error)
    }
  }

  /// The store's database in SQLite's file format.
  package func image() throws(RosterStoreError) -> [UInt8] {
    do {
      return try db.serialized()
    } catch {
      throw .storage(error)
    }
  }

  /// `known`: what the database is when the caller made it (skips identifying it).
  private init(
    connection: SQLiteConnection, inMemory: Bool, known: (version: Int, stamped: Bool)? = nil,
    samplePlayers: Bool = true
  ) throws(RosterStoreError) {
    db = connection
    path = connection.path
    do {
      try prepare(inMemory: inMemory, known: known, samplePlayers: samplePlayers)
    } catch {
      throw Self.storeError(error)
    }
  }

  /// Sets the connection up, identifies the database and brings its schema up to date.
  private func prepare(
    inMemory: Bool, known: (version: Int, stamped: Bool)?, samplePlayers: Bool
  ) throws {
    try db.execute("PRAGMA foreign_keys = ON")
    // The schema's SQL (triggers, views, defaults) may call only functions safe anywhere.
    try db.execute("PRAGMA trusted_schema = OFF")
    // Each INSERT inside a bigger transaction keeps a statement journal (its triggers may
    // fail half-way); in a temp file that was 8 pwrite calls per imported row.
    try db.execute("PRAGMA temp_store = MEMORY")
    // Before the first write (the switch to WAL is one): a foreign file stays as it was.
    let found = try known ?? identify()
    if !inMemory && !db.isReadOnly {
      // WAL: readers never block the writer, so a second shell can draw while one saves.
      _ = try db.text("PRAGMA journal_mode = WAL")
    }
    // FULL, not NORMAL: in WAL mode NORMAL survives a killed process but may lose the last
    // commits on power loss. An acknowledged change must survive both; one fsync per commit is
    // invisible at typing speed, and a CSV import is one commit.
    try db.execute("PRAGMA synchronous = FULL")
    // After a checkpoint, cut the WAL back to 4 MiB: a million-row import leaves a WAL as big
    // as the database, which would otherwise stay on disk while any roster has the store open.
    try db.execute("PRAGMA journal_size_limit = \(4 * 1024 * 1024)")
    try migrate(from: found, samplePlayers: samplePlayers)
  }

  /// Tells the user about a wait for another roster's write lock (`onWaiting`, once per wait,
  /// after half a second) and lets them give up (`shouldGiveUp`, polled while waiting: Ctrl-C).
  package func onLockWait(
    _ onWaiting: @escaping () -> Void, giveUp shouldGiveUp: @escaping () -> Bool
  ) {
    db.lockWait.onWaiting = onWaiting
    db.lockWait.shouldGiveUp = shouldGiveUp
  }

  // MARK: - Schema

  /// What the database holds, found by reading only: its schema version (0: empty, a new
  /// store) and whether it carries Roster's application id. Anything else is refused here.
  private func identify() throws -> (version: Int, stamped: Bool) {
    let applicationID = try db.integer("PRAGMA application_id") ?? 0
    let version = try db.integer("PRAGMA user_version") ?? 0
    let tables = Set(
      try db.query(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
      ) { $0.text(at: 0) })
    let ours = applicationID == Schema.applicationID
    if applicationID != 0 && !ours { throw RosterStoreError.notARosterStore(path: path) }
    // New only when it holds nothing at all (not even an index or SQLite's own tables): what
    // migrate checks again under the write lock, after the switch to WAL.
    let objects = try db.integer("SELECT count(*) FROM sqlite_schema") ?? 0
    if objects == 0 && version == 0 { return (0, ours) }
    // A store restored with `sqlite3 OLD .dump | sqlite3 NEW` has every object of a version
    // but neither mark (the dump keeps no pragmas): it is said so, with the two pragmas.
    if !ours && version == 0 && tables.isSuperset(of: Schema.tablesByVersion[0]) {
      let shape = try SchemaShape(of: db)
      if let restored = (1...Schema.currentVersion).last(where: {
        shape.difference(from: .expected(version: $0)) == nil
      }) {
        throw RosterStoreError.unmarkedStore(
          path: path, version: restored, applicationID: Schema.applicationID)
      }
    }
    // Stores from before the application id: Roster's tables and a schema version.
    if !ours && (version == 0 || !tables.isSuperset(of: Schema.tablesByVersion[0])) {
      throw RosterStoreError.notARosterStore(path: path)
    }
    if version > Int64(Schema.currentVersion) {
      throw RosterStoreError.newerSchema(
        path: path, found: Int(version), supported: Schema.currentVersion)
    }
    guard version >= 1 else {
      throw RosterStoreError.damagedStore(
        path: path, problem: "its schema version is \(version)", atOpen: true)
    }
    // Every object as the migrations made it, before anything is written: a database of
    // another app with tables of the same names differs in their columns (not ours: left
    // alone), and a trigger, view or index planted in a store would run or be trusted.
    let missing = Schema.tablesByVersion[Int(version) - 1].subtracting(tables)
    guard missing.isEmpty else {
      throw RosterStoreError.damagedStore(
        path: path, problem: "it has no table \(missing.sorted().joined(separator: ", "))",
        atOpen: true)
    }
    if let problem = try SchemaShape(of: db).difference(
      from: .expected(version: Int(version)))
    {
      if !ours { throw RosterStoreError.notARosterStore(path: path) }
      throw RosterStoreError.damagedStore(path: path, problem: problem, atOpen: true)
    }
    return (Int(version), ours)
  }

  /// Brings the schema up to date (creating and seeding a new store, stamping the application
  /// id on an older one) in one transaction.
  private func migrate(from found: (version: Int, stamped: Bool), samplePlayers: Bool) throws {
    if found.version == Schema.currentVersion && (found.stamped || db.isReadOnly) { return }
    wasCreated = try write {
      // Another process may have migrated between the first look and our write lock.
      let version = try db.integer("PRAGMA user_version") ?? 0
      if version == 0 {
        let objects = try db.integer("SELECT count(*) FROM sqlite_schema")
        if objects ?? 0 > 0 { throw RosterStoreError.notARosterStore(path: path) }
        try db.execute(Schema.newStore)
      } else {
        guard (1...Int64(Schema.currentVersion)).contains(version) else {
          throw RosterStoreError.damagedStore(
            path: path, problem: "its schema version changed to \(version)", atOpen: true)
        }
        for migration in Schema.migrations[Int(version)...] { try db.execute(migration) }
      }
      try db.execute("PRAGMA user_version = \(Schema.currentVersion)")
      try db.execute("PRAGMA application_id = \(Schema.applicationID)")
      if version == 0 { try seed(players: samplePlayers) }
      return version == 0
    }
  }

  /// The sample catalog and (with `players`) players of DESIGN §1.
  private func seed(players: Bool) throws {
    for game in SampleRoster.games {
      try db.run("INSERT INTO games(name) VALUES (?)", [.text(game)])
    }
    for player in players ? SampleRoster.players : [] {
      try db.run(
        "INSERT INTO players(name, game_id, rating) VALUES (?, (SELECT id FROM games WHERE name = ?), ?)",
        [.text(player.name), .text(player.game), .integer(Int64(player.rating))])
    }
  }

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
  private func playerIDsAreUsedUp() -> Bool {
    let last = try? db.integer("SELECT seq FROM sqlite_sequence WHERE name = 'players'")
    return last == Int64.max
  }

  /// BEGIN IMMEDIATE takes the write lock up front, so a transaction never fails half-way
  /// with SQLITE_BUSY; the connection's busy handler waits inside (30 s, or until Ctrl-C).
  private func beginImmediate() throws(SQLiteError) {
    try db.execute("BEGIN IMMEDIATE")
  }

  /// Runs `body` in one read transaction (one consistent snapshot), or in the current one.
  func read<T>(_ body: () throws -> T) throws(RosterStoreError) -> T {
    if !db.isAutocommit {
      do { return try body() } catch { throw Self.storeError(error) }
    }
    do {
      try db.execute("BEGIN")
      defer { if !db.isAutocommit { try? db.execute("COMMIT") } }
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
    do {
      return DataVersion(external: try db.integer("PRAGMA data_version") ?? 0, local: localCommits)
    } catch {
      throw .storage(error)
    }
  }

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
    let name = try NameRule.validated(name, what: "player")
    try Self.validate(rating: rating)
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
    let name = try NameRule.validated(player.name, what: "player")
    try Self.validate(rating: player.rating)
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
  private func requireUnchanged(_ expected: Player) throws {
    guard let current = try player(id: expected.id) else {
      throw RosterStoreError.deletedElsewhere(name: expected.name)
    }
    guard current == expected else {
      throw RosterStoreError.changedElsewhere(original: expected, current: current)
    }
  }

  /// Puts a deleted player back with its id: ids only grow (AUTOINCREMENT), so it returns to
  /// its place between the players around it, and the triggers count it in again.
  @discardableResult
  package func restorePlayer(_ player: Player) throws(RosterStoreError) -> Player {
    let name = try NameRule.validated(player.name, what: "player")
    try Self.validate(rating: player.rating)
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

  /// Refuses a rating outside 1…5.
  static func validate(rating: Int) throws(RosterStoreError) {
    guard (1...5).contains(rating) else { throw RosterStoreError.ratingOutOfRange(rating) }
  }

  /// Maps `SELECT p.id, p.name, g.name, p.rating` to a Player; a rating outside 1…5 (only a
  /// crafted or damaged file has one) is a damaged store, not a value to draw.
  static func player(_ row: SQLiteConnection.Statement) throws -> Player {
    let rating = row.integer(at: 3)
    guard (1...5).contains(rating) else {
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

  // MARK: - The n-th player

  /// How many players each block of ids holds, with running totals; cached per data version.
  struct BlockIndex {
    var version: DataVersion
    /// Block numbers in order (only blocks with players).
    var blocks: [Int64]
    /// before[i]: players in blocks[0..<i].
    var before: [Int]
    var total: Int

    /// The position of `block` in `blocks`, if it has players.
    func slot(ofBlock block: Int64) -> Int? {
      var low = 0
      var high = blocks.count
      while low < high {
        let mid = (low + high) / 2
        if blocks[mid] < block { low = mid + 1 } else { high = mid }
      }
      return low < blocks.count && blocks[low] == block ? low : nil
    }

    /// The slot of the block holding row `index`: the last slot with before[slot] <= index.
    func slot(ofRow index: Int) -> Int {
      var low = 0
      var high = before.count
      while low < high {
        let mid = (low + high) / 2
        if before[mid] <= index { low = mid + 1 } else { high = mid }
      }
      return low - 1
    }
  }

  /// The block index for the current data, rebuilt only when something changed.
  func blockIndex() throws -> BlockIndex {
    let version = try dataVersion()
    if let cached = cachedBlocks, cached.version == version { return cached }
    var index = BlockIndex(version: version, blocks: [], before: [], total: 0)
    // A block holds at most 1 << blockShift ids, and block + 1 must still have a first id:
    // other counters (crafted, damaged) would overflow the sums and bounds below.
    let blockLimit = Int64(1) << Schema.blockShift
    let blockRange = (Int64.min >> Schema.blockShift)...(Int64.max >> Schema.blockShift - 1)
    let rows = try db.query("SELECT block, count FROM player_blocks ORDER BY block") { row in
      let (block, count) = (row.integer(at: 0), row.integer(at: 1))
      guard blockRange.contains(block), count <= blockLimit else {
        throw RosterStoreError.damagedStore(
          path: path, problem: "its player counter for block \(block) says \(count)",
          atOpen: false)
      }
      return (block, Int(count))
    }
    index.blocks.reserveCapacity(rows.count)
    index.before.reserveCapacity(rows.count)
    for (block, count) in rows where count > 0 {
      index.blocks.append(block)
      index.before.append(index.total)
      index.total += count
    }
    cachedBlocks = index
    return index
  }

  /// The id of the player at row `index`, or nil past the end.
  private func playerID(at index: Int) throws -> Int64? {
    let blocks = try blockIndex()
    guard index >= 0, index < blocks.total else { return nil }
    let slot = blocks.slot(ofRow: index)
    let block = blocks.blocks[slot]
    return try db.integer(
      "SELECT id FROM players WHERE id >= ? AND id < ? ORDER BY id LIMIT 1 OFFSET ?",
      [
        .integer(block << Schema.blockShift), .integer((block + 1) << Schema.blockShift),
        .integer(Int64(index - blocks.before[slot])),
      ])
  }

  // MARK: - Files

  /// `roster/roster.sqlite` in the XDG data folder (`XDGBaseDirectory.data`:
  /// `$XDG_DATA_HOME`, else `~/.local/share`); below the current folder when there is no home.
  package static func defaultPath(
    environment: (String) -> String? = FileSystem.environment,
    passwordDatabaseHome: () -> String? = FileSystem.passwordDatabaseHome
  ) -> String {
    let folder = XDGBaseDirectory.data.path(
      environment: environment, passwordDatabaseHome: passwordDatabaseHome)
    return (folder ?? "./.local/share") + "/roster/roster.sqlite"
  }

  /// `mkdir -p` of the folder holding `path` (new folders 0700: rosters are personal data).
  static func createParentFolders(of path: String) throws(RosterStoreError) {
    guard let slash = path.lastIndex(of: "/") else { return }
    let folder = String(path[..<slash])
    var prefix = folder.hasPrefix("/") ? "/" : ""
    for component in folder.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if component == "." || component == ".." { continue }
      if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
        throw RosterStoreError.cannotCreateFolder(
          path: prefix, reason: String(cString: strerror(errno)))
      }
    }
  }
}

extension RosterStore: RosterStoring {
  /// The file path, or ":memory:".
  package var location: String { path }
}
