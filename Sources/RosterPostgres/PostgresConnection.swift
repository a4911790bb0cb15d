import CLibPQ
import Glibc
import RosterModel
import RosterSupport

// Every libpq call of the package lives in this file, and every result goes through
// `check(_:_:)`, so no failure is dropped and each becomes a `PostgresError` with its SQLSTATE.

/// An open connection to a PostgreSQL server through libpq, used from one thread.
///
/// Values travel as text in both directions (libpq's text format); `nil` is SQL NULL.
final class PostgresConnection {
  private let api: UnsafePointer<roster_libpq>
  private let handle: OpaquePointer
  /// The URL without its password: what messages show.
  let location: String
  /// Messages sent to the server and answered, one per statement or batch: what a change or a
  /// drawing costs in waits for the server (tests count them).
  private(set) var roundTrips = 0
  /// While set, statements are sent without blocking and this is polled while the server
  /// works on one (every 20 ms); true cancels the statement (Ctrl-C during a lock wait).
  var shouldGiveUp: (() -> Bool)?
  /// What this server session has prepared (`batch(_:)` of calls).
  private var prepared = PreparedStatements()

  /// Connects to `url` (`postgresql://…` or `postgres://…`; libpq's `PG*` variables and
  /// `~/.pgpass` fill in what it leaves out), with Roster's session settings.
  init(url: String) throws(PostgresError) {
    location = Self.redacted(url)
    let api: UnsafePointer<roster_libpq>
    switch LibPQ.shared {
    case .failure(let problem):
      throw PostgresError(kind: .libraryMissing, message: problem.reason, location: location)
    case .success(let libpq):
      api = libpq.api
    }
    self.api = api
    let url = Self.lowercasedScheme(url)
    guard url.dropFirst(StoreURL.scheme(of: url)?.count ?? 0).hasPrefix("://") else {
      throw PostgresError(
        kind: .cannotConnect,
        message: "a server store's URL starts with postgresql:// (two slashes)",
        location: location)
    }
    // Not connected with: libpq's message quotes the part it could not read, password and all.
    guard Self.parsed(url, api) != nil else {
      throw PostgresError(
        kind: .cannotConnect,
        message: "libpq cannot read the URL (a % not followed by two hex digits, or an unknown "
          + "parameter?)", location: location)
    }
    // Defaults first, the URL after them: what the URL says wins (libpq keeps the last value).
    // connect_timeout: an unreachable host fails in seconds, not minutes. lock_timeout: a wait
    // for another roster's lock fails after half a second, when the store says so and waits
    // again, longer and cancellable (`PostgresRosterStore.afterLockWait`), as SQLite's does.
    let settings: [(String, String)] = [
      ("connect_timeout", "10"), ("application_name", "roster"),
      ("options", "-c lock_timeout=\(Self.noticeDelay)"), ("dbname", url),
    ]
    let keywords = settings.map { strdup($0.0) }
    let values = settings.map { strdup($0.1) }
    defer { for copy in keywords + values { free(copy) } }
    let raw = (keywords.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer { keys in
      (values.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer { values in
        api.pointee.PQconnectdbParams!(keys.baseAddress, values.baseAddress, 1)
      }
    }
    guard let raw else {
      throw PostgresError(kind: .cannotConnect, message: "out of memory", location: location)
    }
    guard api.pointee.PQstatus!(raw) == CONNECTION_OK else {
      let message = Self.firstLine(api.pointee.PQerrorMessage!(raw))
      api.pointee.PQfinish!(raw)
      throw PostgresError(kind: .cannotConnect, message: message, location: self.location)
    }
    handle = raw
    // libpq's default prints a server's NOTICE and WARNING to stderr as they are: a trigger in
    // a shared database could retitle or clear every member's terminal. Made safe, marked as
    // the server's, one line each.
    _ = api.pointee.PQsetNoticeProcessor!(
      raw,
      { _, message in
        guard let message else { return }
        let text = String(cString: message).split(separator: "\n").first.map(String.init) ?? ""
        let line = "roster: the server says: " + VisibleText.make(String(text.prefix(500))) + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
      }, nil)
    // Text in and out is UTF-8 whatever the server's or the environment's default.
    try execute("SET client_encoding = 'UTF8'")
  }

  deinit { api.pointee.PQfinish!(handle) }

  /// How long a statement waits for a lock before the user is told (lock_timeout's value).
  static let noticeDelay = "500ms"

  /// False once the connection broke (server gone, restarted, network cut).
  var isOpen: Bool { api.pointee.PQstatus!(handle) == CONNECTION_OK }

  /// Reconnects with the same settings; true when the new connection works.
  func reconnect() -> Bool {
    api.pointee.PQreset!(handle)
    prepared.reset()
    guard isOpen else { return false }
    return (try? execute("SET client_encoding = 'UTF8'")) != nil
  }

  /// True while a transaction is open (or failed and not yet rolled back).
  var inTransaction: Bool {
    let status = api.pointee.PQtransactionStatus!(handle)
    return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
  }

  /// Runs `sql` with `parameters` ($1, $2, … as text) and returns its rows as text.
  func query(_ sql: String, _ parameters: [String?] = []) throws(PostgresError) -> [[String?]] {
    let result = try run(sql, parameters)
    defer { api.pointee.PQclear!(result) }
    return rows(of: result)
  }

  /// A result's rows as text (nil: SQL NULL).
  private func rows(of result: OpaquePointer) -> [[String?]] {
    let rows = api.pointee.PQntuples!(result)
    let columns = api.pointee.PQnfields!(result)
    var table: [[String?]] = []
    table.reserveCapacity(Int(rows))
    for row in 0..<rows {
      table.append(
        (0..<columns).map { column in
          guard api.pointee.PQgetisnull!(result, row, column) == 0 else { return nil }
          let length = Int(api.pointee.PQgetlength!(result, row, column))
          guard let value = api.pointee.PQgetvalue!(result, row, column) else { return "" }
          return value.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
          }
        })
    }
    return table
  }

  /// Runs a statement that returns no rows; returns how many rows it changed.
  @discardableResult
  func execute(_ sql: String, _ parameters: [String?] = []) throws(PostgresError) -> Int {
    let result = try run(sql, parameters)
    defer { api.pointee.PQclear!(result) }
    return Self.changedRows(api.pointee.PQcmdTuples!(result))
  }

  /// Sends `sql` and returns its checked result (the caller clears it).
  private func run(_ sql: String, _ parameters: [String?]) throws(PostgresError) -> OpaquePointer {
    // libpq takes C strings: a NUL would cut a value short, so it is refused whole.
    if parameters.contains(where: { $0?.utf8.contains(0) == true }) {
      throw PostgresError(
        kind: .statement, sqlState: PostgresError.SQLState(rawValue: "22021"),
        message: "a value contains a NUL character, which PostgreSQL cannot store",
        location: location)
    }
    let copies = parameters.map { $0.map { strdup($0) } ?? nil }
    defer { for copy in copies { free(copy) } }
    roundTrips += 1
    if let shouldGiveUp {
      let (result, cancelled) = copies.map { $0.map { UnsafePointer($0) } }
        .withUnsafeBufferPointer { sendAndWait(sql, $0, giveUp: shouldGiveUp) }
      do {
        return try check(result, sql)
      } catch let error where cancelled && error.sqlState == .queryCanceled {
        throw PostgresError(kind: .gaveUpWaiting, message: "", location: location)
      }
    }
    let result = copies.map { $0.map { UnsafePointer($0) } }.withUnsafeBufferPointer { values in
      parameters.isEmpty
        ? api.pointee.PQexec!(handle, sql)
        : api.pointee.PQexecParams!(
          handle, sql, Int32(values.count), nil, values.baseAddress, nil, nil, 0)
    }
    return try check(result, sql)
  }

  /// Runs `sql`, statements without parameters sent as one message: one round trip, and one
  /// transaction unless they say otherwise (the server commits after the last). Returns each
  /// statement's rows in order. A failure is thrown as the server said it, with nothing
  /// committed; a connection lost without the server saying why, while committing (the outcome
  /// is not known).
  func batch(_ sql: String) throws(PostgresError) -> [[[String?]]] {
    roundTrips += 1
    guard api.pointee.PQsendQuery!(handle, sql) == 1 else { throw lost(sql) }
    let cancelled = shouldGiveUp.map(waitForResult) ?? false
    var tables: [[[String?]]] = []
    var failure: PostgresError?
    while let result = api.pointee.PQgetResult!(handle) {
      guard failure == nil else {
        api.pointee.PQclear!(result)
        continue
      }
      do {
        let done = try check(result, sql)
        tables.append(rows(of: done))
        api.pointee.PQclear!(done)
      } catch {
        failure = error
      }
    }
    guard var failure else { return tables }
    if cancelled && failure.sqlState == .queryCanceled {
      failure = PostgresError(kind: .gaveUpWaiting, message: "", location: location)
    } else if !isOpen {
      // The server's own message (it was shutting the connection) means it ended the
      // transaction unfinished; none at all, it may have gone after the commit.
      failure.kind = .connectionLost(whileCommitting: failure.sqlState == nil)
    }
    throw failure
  }

  /// Runs `calls` as `batch(_:)` runs SQL (one message, one round trip, one transaction), each
  /// as a statement the session prepared once (`PreparedStatements`): the server plans it the
  /// first time only. Returns each call's rows in order. A batch refused because the session
  /// lost its prepared statements (a pooler handing it another session) is sent once more,
  /// preparing them again: nothing ran the first time.
  func batch(_ calls: [PreparedStatements.Call]) throws(PostgresError) -> [[[String?]]] {
    var retried = false
    while true {
      let (sql, leading) = prepared.message(for: calls)
      do {
        return Array(try batch(sql).dropFirst(leading))
      } catch {
        prepared.batchFailed()
        guard error.sqlState == .invalidStatementName, !retried else { throw error }
        retried = true
      }
    }
  }

  /// Waits for the server to finish what was sent, polling `giveUp` every 20 ms; when it says
  /// so, asks the server to cancel the statement. True when a cancel was sent.
  private func waitForResult(giveUp: () -> Bool) -> Bool {
    var cancelled = false
    while api.pointee.PQisBusy!(handle) == 1 {
      if !cancelled && giveUp() {
        cancelled = true
        if let cancel = api.pointee.PQgetCancel!(handle) {
          var reason = [CChar](repeating: 0, count: 256)
          _ = api.pointee.PQcancel!(cancel, &reason, Int32(reason.count))
          api.pointee.PQfreeCancel!(cancel)
        }
      }
      var descriptor = pollfd(fd: api.pointee.PQsocket!(handle), events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 20)
      // 0: the connection broke; PQgetResult reports it.
      if api.pointee.PQconsumeInput!(handle) == 0 { break }
    }
    return cancelled
  }

  /// Sends `sql` without blocking and waits for its result, polling `giveUp` every 20 ms;
  /// when it says so, asks the server to cancel the statement. Returns the result as PQexec
  /// would (the last, or the first error) and whether a cancel was sent.
  private func sendAndWait(
    _ sql: String, _ values: UnsafeBufferPointer<UnsafePointer<CChar>?>, giveUp: () -> Bool
  ) -> (OpaquePointer?, cancelled: Bool) {
    let sent =
      values.isEmpty
      ? api.pointee.PQsendQuery!(handle, sql)
      : api.pointee.PQsendQueryParams!(
        handle, sql, Int32(values.count), nil, values.baseAddress, nil, nil, 0)
    guard sent == 1 else { return (nil, false) }
    let cancelled = waitForResult(giveUp: giveUp)
    var kept: OpaquePointer?
    while let next = api.pointee.PQgetResult!(handle) {
      if let previous = kept {
        let failed = ![PGRES_COMMAND_OK, PGRES_TUPLES_OK].contains(
          api.pointee.PQresultStatus!(previous))
        if failed {
          api.pointee.PQclear!(next)
          continue
        }
        api.pointee.PQclear!(previous)
      }
      kept = next
    }
    return (kept, cancelled)
  }

  /// The result when it succeeded; otherwise it is cleared and its error thrown.
  private func check(_ result: OpaquePointer?, _ sql: String) throws(PostgresError)
    -> OpaquePointer
  {
    let status = result.map { api.pointee.PQresultStatus!($0) } ?? PGRES_FATAL_ERROR
    if let result,
      status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_COPY_IN
    {
      return result
    }
    var state: String?
    var message = Self.firstLine(api.pointee.PQerrorMessage!(handle))
    if let result {
      if let code = api.pointee.PQresultErrorField!(result, Int32(UInt8(ascii: "C"))) {
        state = String(cString: code)
      }
      if let primary = api.pointee.PQresultErrorField!(result, Int32(UInt8(ascii: "M"))) {
        message = Self.firstLine(primary)
      }
      api.pointee.PQclear!(result)
    }
    let kind: PostgresError.Kind =
      isOpen ? .statement : .connectionLost(whileCommitting: sql == "COMMIT")
    throw PostgresError(
      kind: kind, sqlState: state.map(PostgresError.SQLState.init(rawValue:)), message: message,
      location: location)
  }

  /// Runs `COPY … FROM STDIN` (text format), handing `produce` a function that sends one
  /// chunk of rows; returns how many rows were copied. A throw from `produce` aborts the COPY.
  func copy(
    _ sql: String, produce: ((String) throws(PostgresError) -> Void) throws -> Void
  ) throws -> Int {
    roundTrips += 2
    let start = try check(api.pointee.PQexec!(handle, sql), sql)
    api.pointee.PQclear!(start)
    let send = { (chunk: String) throws(PostgresError) in
      var chunk = chunk
      let sent = chunk.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          self.api.pointee.PQputCopyData!(self.handle, $0.baseAddress, Int32($0.count))
        }
      }
      if sent != 1 { throw self.lost(sql) }
    }
    do {
      try produce(send)
    } catch {
      // Ends the COPY with an error: the server rolls the statement back.
      _ = api.pointee.PQputCopyEnd!(handle, "roster: import refused")
      while let result = api.pointee.PQgetResult!(handle) { api.pointee.PQclear!(result) }
      throw error
    }
    guard api.pointee.PQputCopyEnd!(handle, nil) == 1 else { throw lost(sql) }
    var count = 0
    var failure: PostgresError?
    while let result = api.pointee.PQgetResult!(handle) {
      do {
        let done = try check(result, sql)
        count = Self.changedRows(api.pointee.PQcmdTuples!(done))
        api.pointee.PQclear!(done)
      } catch {
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
    return count
  }

  /// The connection's own error, as a lost connection when it is broken.
  private func lost(_ sql: String) -> PostgresError {
    PostgresError(
      kind: isOpen ? .statement : .connectionLost(whileCommitting: false),
      message: Self.firstLine(api.pointee.PQerrorMessage!(handle)), location: location)
  }

  /// Appends `text` to `sql` as an SQL string literal for `batch`, which takes no parameters:
  /// an escape string (E'…', read the same whatever standard_conforming_strings says) with its
  /// backslashes and quotes doubled. The text holds no NUL (refused before, as `run` refuses it).
  static func appendLiteral(_ text: String, to sql: inout [UInt8]) {
    sql.append(UInt8(ascii: "E"))
    sql.append(UInt8(ascii: "'"))
    // Byte by byte: a quote or backslash byte never occurs inside another character's UTF-8.
    for byte in text.utf8 {
      if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\\") { sql.append(byte) }
      sql.append(byte)
    }
    sql.append(UInt8(ascii: "'"))
  }

  /// PQcmdTuples' text ("" for statements that change no rows) as a number.
  private static func changedRows(_ text: UnsafeMutablePointer<CChar>?) -> Int {
    text.flatMap { Int(String(cString: $0)) } ?? 0
  }

  /// The first line of a C message, without libpq's "ERROR:  " prefix and trailing spaces.
  private static func firstLine(_ text: UnsafePointer<CChar>?) -> String {
    guard let text else { return "" }
    var line =
      String(cString: text).split(separator: "\n", omittingEmptySubsequences: true)
      .first.map(String.init) ?? ""
    if line.hasPrefix("ERROR:  ") { line.removeFirst(8) }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// `url` as typed when it holds no secret, else rebuilt from what libpq reads without
  /// `password` and `sslpassword`: what messages, `where`, history and recordings may show.
  /// Parsed by libpq itself (`PQconninfoParse`), so a `?` or `@` in a password, a
  /// percent-encoded key (`%70assword=`) or any other spelling libpq accepts is read as it is
  /// when connecting; a URL it cannot parse shows only its scheme and host
  /// (`StoreURL.withoutSecrets`), and never libpq's message, which quotes it.
  static func redacted(_ url: String) -> String {
    guard case .success(let libpq) = LibPQ.shared,
      let options = parsed(lowercasedScheme(url), libpq.api)
    else {
      return StoreURL.withoutSecrets(url)
    }
    if !options.contains(where: { ["password", "sslpassword"].contains($0.0) }) { return url }
    var values: [String: String] = [:]
    var order: [String] = []
    for (key, value) in options where !["password", "sslpassword"].contains(key) {
      values[key] = value
      order.append(key)
    }
    let scheme = StoreURL.scheme(of: url)?.lowercased() ?? "postgresql"
    var authority = ""
    if let user = values.removeValue(forKey: "user") { authority += encoded(user, "@:/") + "@" }
    if let host = values["host"], !host.contains("/"), !host.contains(",") {
      values["host"] = nil
      authority += host.contains(":") ? "[\(host)]" : encoded(host, "@:/")
      if let port = values.removeValue(forKey: "port") { authority += ":" + encoded(port, "@:/") }
    }
    let database = values.removeValue(forKey: "dbname").map { encoded($0, "/") } ?? ""
    let query = order.compactMap { key in values[key].map { key + "=" + encoded($0, "") } }
    return "\(scheme)://\(authority)/\(database)"
      + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  /// `url` with its scheme in lower case: libpq takes only that, and URL schemes ignore case
  /// (RFC 3986).
  private static func lowercasedScheme(_ url: String) -> String {
    guard let scheme = StoreURL.scheme(of: url) else { return url }
    return scheme.lowercased() + url.dropFirst(scheme.count)
  }

  /// The options `url` sets, in libpq's order, or nil when libpq cannot parse it.
  private static func parsed(_ url: String, _ api: UnsafePointer<roster_libpq>)
    -> [(String, String)]?
  {
    var failure: UnsafeMutablePointer<CChar>?
    guard let options = api.pointee.PQconninfoParse!(url, &failure) else {
      if let failure { api.pointee.PQfreemem!(failure) }
      return nil
    }
    defer { api.pointee.PQconninfoFree!(options) }
    var found: [(String, String)] = []
    var option = options
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val {
        found.append((String(cString: keyword), String(cString: value)))
      }
      option += 1
    }
    return found
  }

  /// `text` with what would end or change a URL's part percent-encoded: `%`, `&`, `=`, `#`,
  /// `?`, control and non-ASCII bytes, and the part's own `reserved` characters.
  private static func encoded(_ text: String, _ reserved: String) -> String {
    var out = ""
    for byte in text.utf8 {
      if byte < 0x21 || byte > 0x7E || "%&=#?".utf8.contains(byte) || reserved.utf8.contains(byte) {
        out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      } else {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return out
  }

  /// libpq's entry points, loaded when the first PostgreSQL store is opened: a run on an
  /// SQLite file never loads libpq (nor the Kerberos, LDAP and TLS libraries it needs).
  struct LibPQ: @unchecked Sendable {
    // @unchecked: the table of C function addresses never changes after loading.
    let api: UnsafePointer<roster_libpq>

    /// Why libpq could not be loaded (dlopen's reason, or the missing entry point).
    struct Unavailable: Error {
      let reason: String
    }

    /// The soname Debian's libpq5 installs (the ABI shim.h declares), loaded once.
    static let shared = load("libpq.so.5")

    /// Opens `library` and finds every entry point, or says why it could not.
    static func load(_ library: String) -> Result<LibPQ, Unavailable> {
      let handle: UnsafeMutableRawPointer
      switch DynamicLibrary.open(library) {
      case .success(let opened): handle = opened
      case .failure(let missing): return .failure(Unavailable(reason: missing.reason))
      }
      let table = UnsafeMutablePointer<roster_libpq>.allocate(capacity: 1)
      table.initialize(to: roster_libpq())
      if let missing = roster_libpq_load(handle, table) {
        table.deallocate()
        dlclose(handle)
        return .failure(Unavailable(reason: "\(library) lacks \(String(cString: missing))"))
      }
      // Every entry point was found, so none is nil; the handle and table stay for good.
      return .success(LibPQ(api: UnsafePointer(table)))
    }
  }
}
