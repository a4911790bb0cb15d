import CSQLite
import Glibc
import RosterModel
import RosterSupport

// Every sqlite3 C call of the package lives in this file, and every result code goes through
// `check(_:_:)`, so no failure can be silently dropped and every error carries its statement.

/// One value bound to a statement parameter.
enum SQLiteValue: Equatable {
  case integer(Int64)
  case text(String)
  case null
}

/// An open SQLite database connection, used from one thread.
final class SQLiteConnection {
  /// How to open the file.
  enum Mode {
    /// Read and write; the file is created when missing.
    case readWriteCreate
    /// Read only: any change fails with `SQLITE_READONLY`.
    case readOnly
    /// Read only, without locks, a WAL index or journals (`immutable=1`): nothing is created
    /// beside the file. Only for a file nothing can write while it is open.
    case snapshot
  }

  private let handle: OpaquePointer
  /// The file path, or ":memory:"; it goes into error messages.
  let path: String
  /// Why the connection cannot write, when it was opened read-only for a reason the user
  /// should hear ("the file is read-only"); it replaces sqlite's wording in SQLITE_READONLY.
  var readOnlyReason: String?
  private var statementCache: [String: Statement] = [:]
  /// What the busy handler does while another connection holds a lock.
  let lockWait = LockWait()

  /// Opens (or creates) the database at `path` (":memory:" for a private in-memory one).
  ///
  /// Any other path is a plain file name, never an SQLite URI (this build parses URIs by
  /// default): a relative one is handed over as `./PATH`, which no URI starts with.
  init(path: String, mode: Mode = .readWriteCreate) throws(SQLiteError) {
    var db: OpaquePointer?
    // NOMUTEX: the connection is used from one thread; sqlite's own locking is not needed.
    var flags = SQLITE_OPEN_NOMUTEX
    var name = path == ":memory:" || path.hasPrefix("/") ? path : "./" + path
    switch mode {
    case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .snapshot:
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      name = "file:" + Self.uriEscaped(name) + "?immutable=1"
    }
    let code = sqlite3_open_v2(name, &db, flags, nil)
    guard let db else {
      throw SQLiteError(
        code: .init(rawValue: code), message: "out of memory", statement: nil, path: path)
    }
    guard code == SQLITE_OK else {
      let message = String(cString: sqlite3_errmsg(db))
      let extended = sqlite3_extended_errcode(db)
      sqlite3_close_v2(db)
      throw SQLiteError(
        code: .init(rawValue: extended), message: message, statement: nil, path: path)
    }
    self.handle = db
    self.path = path
    sqlite3_extended_result_codes(db, 1)
    // The handler sleeps in short steps so that it can notice Ctrl-C (busy_timeout cannot).
    sqlite3_busy_handler(
      db,
      { context, _ in
        guard let context else { return 0 }
        return Unmanaged<LockWait>.fromOpaque(context).takeUnretainedValue().shouldRetry()
      }, Unmanaged.passUnretained(lockWait).toOpaque())
    // A long statement (a scan of a million names, a big import) asks every 10,000 steps
    // whether to stop: Ctrl-C is felt within milliseconds, not when the statement ends.
    sqlite3_progress_handler(
      db, 10_000,
      { context in
        guard let context else { return 0 }
        return Unmanaged<LockWait>.fromOpaque(context).takeUnretainedValue().shouldStop()
      }, Unmanaged.passUnretained(lockWait).toOpaque())
  }

  /// `path` with the characters an SQLite URI gives a meaning (`%`, `?`, `#`) escaped.
  static func uriEscaped(_ path: String) -> String {
    path.escaping { uriEscapes[$0] }
  }

  private static let uriEscapes: [Unicode.Scalar: String] = ["%": "%25", "?": "%3f", "#": "%23"]

  /// Waiting for another connection's lock: sqlite calls `shouldRetry` each time it finds the
  /// database locked; it sleeps a little and says whether to try again.
  final class LockWait {
    /// Called once per wait after `noticeDelay`, so the user knows why nothing happens.
    var onWaiting: () -> Void = {}
    /// Polled while waiting; true gives up (Ctrl-C).
    var shouldGiveUp: () -> Bool = { false }
    /// How long one wait may last before sqlite reports SQLITE_BUSY.
    var limit: Duration = .seconds(30)
    var noticeDelay: Duration = .milliseconds(500)
    /// Set when the last wait ended because `shouldGiveUp` said so.
    private(set) var gaveUp = false
    private var started: ContinuousClock.Instant?
    private var noticed = false

    /// Ends the current wait (the lock was had, or the caller gave up).
    func reset() {
      started = nil
      noticed = false
    }

    /// Set when the last statement was stopped because `shouldGiveUp` said so.
    private(set) var stopped = false

    /// Asked by the progress handler during a long statement: nonzero stops it (Ctrl-C).
    fileprivate func shouldStop() -> Int32 {
      guard shouldGiveUp() else { return 0 }
      stopped = true
      return 1
    }

    /// Takes the "stopped" mark, clearing it.
    func takeStopped() -> Bool {
      defer { stopped = false }
      return stopped
    }

    /// Takes the "gave up" mark, clearing it.
    func takeGaveUp() -> Bool {
      defer { gaveUp = false }
      return gaveUp
    }

    fileprivate func shouldRetry() -> Int32 {
      let clock = ContinuousClock()
      let now = clock.now
      // sqlite counts calls per statement step, not per wait: a wait starts when none is on.
      if started == nil { (started, noticed, gaveUp) = (now, false, false) }
      let waited = started!.duration(to: now)
      if shouldGiveUp() {
        gaveUp = true
        reset()
        return 0
      }
      if waited >= limit {
        reset()
        return 0
      }
      if !noticed && waited >= noticeDelay {
        noticed = true
        onWaiting()
      }
      // Short naps: the lock is usually free within a few milliseconds, and Ctrl-C is felt
      // within 20 ms.
      usleep(waited < .milliseconds(100) ? 2_000 : 20_000)
      return 1
    }
  }

  deinit {
    sqlite3_busy_handler(handle, nil, nil)
    sqlite3_progress_handler(handle, 0, nil, nil)
    for statement in statementCache.values { statement.finalize() }
    statementCache.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Throws the connection's current error unless `code` is OK, ROW or DONE.
  @discardableResult
  fileprivate func check(_ code: Int32, _ sql: String?) throws(SQLiteError) -> Int32 {
    // Whatever the outcome, a wait for a lock is over once the call returns.
    lockWait.reset()
    switch code {
    case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return code
    case _ where code & 0xff == SQLITE_BUSY && lockWait.takeGaveUp():
      throw SQLiteError(
        code: .interrupt, message: "gave up waiting for the lock", statement: sql,
        path: path)
    case _ where code & 0xff == SQLITE_INTERRUPT && lockWait.takeStopped():
      throw SQLiteError(
        code: .interrupt, message: SQLiteError.stoppedByUser, statement: sql, path: path)
    case _ where code & 0xff == SQLITE_READONLY && readOnlyReason != nil:
      throw SQLiteError(
        code: .init(rawValue: code), message: String(cString: sqlite3_errmsg(handle)),
        statement: sql, path: path, readOnlyReason: readOnlyReason)
    default:
      // The connection's extended code is more precise than the primary one a call returned.
      let extended = sqlite3_extended_errcode(handle)
      let useExtended = extended & 0xff == code & 0xff
      throw SQLiteError(
        code: .init(rawValue: useExtended ? extended : code),
        message: String(cString: sqlite3_errmsg(handle)),
        statement: sql, path: path)
    }
  }

  /// The main database as bytes in SQLite's file format (what a file of it would hold).
  func serialized() throws(SQLiteError) -> [UInt8] {
    var size: sqlite3_int64 = 0
    guard let data = sqlite3_serialize(handle, "main", &size, 0) else {
      throw SQLiteError(
        code: .noMemory, message: "could not copy the database out (out of memory?)",
        statement: nil, path: path)
    }
    defer { sqlite3_free(data) }
    return Array(UnsafeBufferPointer(start: data, count: Int(size)))
  }

  /// Replaces the main database (of an in-memory connection) with `image`.
  func deserialize(_ image: [UInt8]) throws(SQLiteError) {
    guard let copy = sqlite3_malloc64(sqlite3_uint64(image.count)) else {
      throw SQLiteError(
        code: .noMemory, message: "out of memory", statement: nil, path: path)
    }
    image.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    // FREEONCLOSE: SQLite owns `copy` from here on, and frees it if the call fails.
    let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
    try check(
      sqlite3_deserialize(
        handle, "main", copy.assumingMemoryBound(to: UInt8.self), sqlite3_int64(image.count),
        sqlite3_int64(image.count), flags), "(loading a database image)")
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(SQLiteError) {
    try check(sqlite3_exec(handle, sql, nil, nil, nil), sql)
  }

  /// A prepared statement, cached by its text: reused across calls, reset before each use.
  func statement(_ sql: String) throws(SQLiteError) -> Statement {
    if let cached = statementCache[sql] {
      // reset() repeats the error of the statement's last step (already thrown then), so it
      // is not checked here: a statement that once hit a full disk must stay usable.
      cached.resetQuietly()
      try cached.clearBindings()
      return cached
    }
    let statement = try prepare(sql)
    statementCache[sql] = statement
    return statement
  }

  /// A new prepared statement, owned by the caller (finalized when it is released).
  func prepare(_ sql: String) throws(SQLiteError) -> Statement {
    var raw: OpaquePointer?
    try check(
      sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil), sql)
    guard let raw else {
      throw SQLiteError(
        code: .misuse, message: "empty statement", statement: sql, path: path)
    }
    return Statement(connection: self, raw: raw, sql: sql)
  }

  /// Runs `sql` with `bindings` and maps each row; the statement is reset afterwards.
  func query<T>(
    _ sql: String, _ bindings: [SQLiteValue] = [], row: (Statement) throws -> T
  ) throws -> [T] {
    let statement = try statement(sql)
    defer { statement.resetQuietly() }
    try statement.bind(bindings)
    var rows: [T] = []
    while try statement.step() { rows.append(try row(statement)) }
    return rows
  }

  /// The first column of the first row as an integer, or nil when there is no row or it is NULL.
  func integer(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
    try firstValue(sql, bindings) { $0.integer(at: 0) }
  }

  /// The first column of the first row as text, or nil when there is no row or it is NULL.
  func text(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteError) -> String? {
    try firstValue(sql, bindings) { $0.text(at: 0) }
  }

  /// The first column of the first row as `read` takes it, or nil when there is no row or it
  /// is NULL.
  private func firstValue<T>(
    _ sql: String, _ bindings: [SQLiteValue], _ read: (Statement) -> T
  ) throws(SQLiteError) -> T? {
    let statement = try statement(sql)
    defer { statement.resetQuietly() }
    try statement.bind(bindings)
    guard try statement.step(), !statement.isNull(at: 0) else { return nil }
    return read(statement)
  }

  /// Runs a statement that returns no rows (or ignores them) with `bindings`.
  func run(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteError) {
    let statement = try statement(sql)
    defer { statement.resetQuietly() }
    try statement.bind(bindings)
    while try statement.step() {}
  }

  /// The rowid of the last row inserted through this connection.
  var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// How many rows the last INSERT, UPDATE or DELETE changed.
  var changes: Int { Int(sqlite3_changes64(handle)) }

  /// False while a transaction is open.
  var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

  /// True when the connection cannot write (opened read-only, or the file is not writable).
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// A prepared statement of this connection.
  final class Statement {
    private unowned let connection: SQLiteConnection
    private var raw: OpaquePointer?
    let sql: String
    /// The database file, for error messages about the values read.
    var path: String { connection.path }

    fileprivate init(connection: SQLiteConnection, raw: OpaquePointer, sql: String) {
      self.connection = connection
      self.raw = raw
      self.sql = sql
    }

    deinit { finalize() }

    fileprivate func finalize() {
      if let raw { sqlite3_finalize(raw) }
      raw = nil
    }

    /// Binds `values` to parameters 1…n.
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
      for (offset, value) in values.enumerated() {
        let index = Int32(offset + 1)
        switch value {
        case .integer(let number): try bind(number, at: index)
        case .text(let string): try bind(string, at: index)
        case .null: try connection.check(sqlite3_bind_null(raw, index), sql)
        }
      }
    }

    /// Binds an integer to parameter `index` (1-based).
    func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
      try connection.check(sqlite3_bind_int64(raw, index, value), sql)
    }

    /// Binds text to parameter `index` (1-based); sqlite copies the bytes.
    func bind(_ value: String, at index: Int32) throws(SQLiteError) {
      var value = value
      try value.withUTF8 { bytes in
        Result { () throws(SQLiteError) in try bind(utf8: bytes, at: index) }
      }.get()
    }

    /// Binds raw UTF-8 bytes as text to parameter `index` (1-based).
    func bind(utf8 bytes: UnsafeBufferPointer<UInt8>, at index: Int32) throws(SQLiteError) {
      // An empty buffer may have no address, and a NULL pointer would bind SQL NULL. The
      // 64-bit call: a length past Int32.max is refused by sqlite (SQLITE_TOOBIG), not trapped.
      let code =
        bytes.isEmpty
        ? sqlite3_bind_text(raw, index, "", 0, roster_sqlite_transient())
        : sqlite3_bind_text64(
          raw, index, UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self),
          sqlite3_uint64(bytes.count), roster_sqlite_transient(), UInt8(SQLITE_UTF8))
      try connection.check(code, sql)
    }

    /// Advances to the next row: true when there is one, false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
      try connection.check(sqlite3_step(raw), sql) == SQLITE_ROW
    }

    /// Resets the statement so it can run again; throws the error of its last step, if any.
    func reset() throws(SQLiteError) {
      try connection.check(sqlite3_reset(raw), sql)
    }

    /// Sets every parameter back to NULL.
    func clearBindings() throws(SQLiteError) {
      try connection.check(sqlite3_clear_bindings(raw), sql)
    }

    /// Resets after use; a failure here repeats the step's error, which was already thrown.
    func resetQuietly() {
      sqlite3_reset(raw)
    }

    /// True when column `index` (0-based) of the current row is NULL.
    func isNull(at index: Int32) -> Bool {
      sqlite3_column_type(raw, index) == SQLITE_NULL
    }

    /// Column `index` (0-based) of the current row as an integer.
    func integer(at index: Int32) -> Int64 {
      sqlite3_column_int64(raw, index)
    }

    /// Column `index` (0-based) of the current row as text (invalid UTF-8 is repaired).
    func text(at index: Int32) -> String {
      // column_text first: column_bytes then reports the length of that UTF-8 form.
      guard let bytes = sqlite3_column_text(raw, index) else { return "" }
      let count = Int(sqlite3_column_bytes(raw, index))
      return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Calls `body` with column `index` (0-based) as text bytes, as stored: not repaired like
    /// `text(at:)`'s, so an export can refuse what is not UTF-8. Valid only inside `body`.
    func withUTF8<T>(at index: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows
      -> T
    {
      guard let bytes = sqlite3_column_text(raw, index) else {
        return try body(.init(start: nil, count: 0))
      }
      let count = Int(sqlite3_column_bytes(raw, index))
      return try body(UnsafeBufferPointer(start: bytes, count: count))
    }
  }
}
