import Glibc
import RosterModel
import RosterSupport

/// The roster in SQLite: players and games, read in windows, each change committed on return.
///
/// Used from one thread. Every mutating call runs in its own `BEGIN IMMEDIATE` transaction and
/// returns only after `COMMIT`: a change the app acknowledged is on disk. Reads never load the
/// whole roster: counts come from counters kept by triggers, rows come a window at a time.
package final class SQLiteRosterStore {
  /// Where the store lives: the file path, or ":memory:".
  package let path: String
  let db: SQLiteConnection
  var localCommits = 0
  /// A private in-memory database's `PRAGMA data_version`, read once: no other connection can
  /// commit to it, so it never moves (`dataVersion()` is asked after every move explore makes).
  var privateDataVersion: Int64?
  var cachedBlocks: BlockIndex?
  /// True when opening this store created it (and seeded the sample data).
  package internal(set) var wasCreated = false

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
  static func openingMode(_ path: String, readOnly: Bool, createFolders: Bool)
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
  package static func inMemory() throws(RosterStoreError) -> SQLiteRosterStore {
    try memoryStore(startingFrom: newStoreBytes)
  }

  /// `Schema.newStoreImage`'s bytes, decoded once: explore opens a store per state it replays.
  static let newStoreBytes = Schema.newStoreImage.bytes

  /// A new in-memory store built by running the schema and seeding, never from the image:
  /// where `Schema.newStoreImage` comes from (Scripts/embed-store-image) and what tests hold
  /// it to.
  package static func builtInMemory() throws(RosterStoreError) -> SQLiteRosterStore {
    try memoryStore(startingFrom: nil)
  }

  /// An in-memory store holding `image` (nil: empty, so the schema and sample data are built).
  static func memoryStore(startingFrom image: [UInt8]?) throws(RosterStoreError)
    -> SQLiteRosterStore
  {
    do {
      let connection = try SQLiteConnection(path: ":memory:")
      if let image { try connection.deserialize(image) }
      // The embedded image is a current, stamped store by construction (a test holds it to
      // what a new store is): nothing to identify, on the path every `--memory` start takes.
      return try SQLiteRosterStore(
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
  init(
    connection: SQLiteConnection, inMemory: Bool, known: (version: Int, stamped: Bool)? = nil,
    samplePlayers: Bool = true
  ) throws(RosterStoreError) {
    db = connection
    path = connection.path
    do {
      try prepare(inMemory: inMemory, known: known, samplePlayers: samplePlayers)
      if inMemory { privateDataVersion = try db.integer("PRAGMA data_version") ?? 0 }
    } catch {
      throw Self.storeError(error)
    }
  }

  /// Sets the connection up, identifies the database and brings its schema up to date.
  func prepare(
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

extension SQLiteRosterStore: RosterStoring {
  /// The file path, or ":memory:".
  package var location: String { path }
}
