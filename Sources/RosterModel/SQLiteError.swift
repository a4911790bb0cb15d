/// A failed SQLite call: its result code, sqlite's message and the statement that failed.
///
/// A technical value; what the user reads is `RosterStoreError.storage`'s message.
package struct SQLiteError: Error, Equatable, CustomStringConvertible {
  /// The extended result code (match it with `case .busy:` and the like).
  package var code: SQLiteResultCode
  /// sqlite3_errmsg at the time of the failure.
  package var message: String
  /// The SQL being run, when there was one.
  package var statement: String?
  /// The database file.
  package var path: String
  /// Why the store was opened read-only (e.g. "the file is read-only"), for SQLITE_READONLY.
  package var readOnlyReason: String?

  package init(
    code: SQLiteResultCode, message: String, statement: String?, path: String,
    readOnlyReason: String? = nil
  ) {
    self.code = code
    self.message = message
    self.statement = statement
    self.path = path
    self.readOnlyReason = readOnlyReason
  }

  /// The message of a statement stopped by the user (Ctrl-C) while it ran, not while it waited.
  package static let stoppedByUser = "stopped by the user"

  /// `message (code N) in `SQL``, for logs and tests.
  package var description: String {
    "\(message) (code \(code))" + (statement.map { " in `\($0)`" } ?? "")
  }
}
