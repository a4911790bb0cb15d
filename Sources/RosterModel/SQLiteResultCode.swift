/// An SQLite result code as a value: the extended code a call reported, matched by its
/// primary code (`case .busy:` matches `SQLITE_BUSY_SNAPSHOT` too), as GRDB's `ResultCode`.
package struct SQLiteResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The code as sqlite3 returns it (extended codes carry the primary one in the low byte).
  package var rawValue: Int32

  package init(rawValue: Int32) { self.rawValue = rawValue }

  /// The primary code: `SQLITE_IOERR_WRITE` → `SQLITE_IOERR`.
  package var primary: SQLiteResultCode { SQLiteResultCode(rawValue: rawValue & 0xff) }

  // Primary result codes, spelled here so that no module needs sqlite3.h to match on them.
  package static let permission = SQLiteResultCode(rawValue: 3)
  package static let busy = SQLiteResultCode(rawValue: 5)
  package static let locked = SQLiteResultCode(rawValue: 6)
  package static let noMemory = SQLiteResultCode(rawValue: 7)
  package static let readOnly = SQLiteResultCode(rawValue: 8)
  package static let interrupt = SQLiteResultCode(rawValue: 9)
  package static let ioError = SQLiteResultCode(rawValue: 10)
  package static let corrupt = SQLiteResultCode(rawValue: 11)
  package static let full = SQLiteResultCode(rawValue: 13)
  package static let cantOpen = SQLiteResultCode(rawValue: 14)
  package static let constraint = SQLiteResultCode(rawValue: 19)
  package static let misuse = SQLiteResultCode(rawValue: 21)
  package static let notADatabase = SQLiteResultCode(rawValue: 26)

  /// A primary pattern matches every extended code of it; an extended one only itself.
  package static func ~= (pattern: SQLiteResultCode, code: SQLiteResultCode) -> Bool {
    pattern == code || (pattern == pattern.primary && pattern == code.primary)
  }

  /// The number, as sqlite3.h and sqlite's documentation give it.
  package var description: String { String(rawValue) }
}
