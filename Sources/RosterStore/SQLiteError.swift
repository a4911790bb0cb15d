/// A failed SQLite call: its result code, sqlite's message and the statement that failed.
package struct SQLiteError: Error, Equatable, CustomStringConvertible {
  /// The extended result code (the primary code is its low byte).
  package var code: Int32
  /// sqlite3_errmsg at the time of the failure.
  package var message: String
  /// The SQL being run, when there was one.
  package var statement: String?
  /// The database file.
  package var path: String
  /// Why the store was opened read-only (e.g. "the file is read-only"), for SQLITE_READONLY.
  package var readOnlyReason: String?

  /// The primary result code (`SQLITE_BUSY`, `SQLITE_FULL`, …).
  package var primaryCode: Int32 { code & 0xff }

  // Primary result codes, spelled here so this file needs no C import (see sqlite3.h).
  static let busy: Int32 = 5
  static let interrupt: Int32 = 9
  static let locked: Int32 = 6
  static let readOnly: Int32 = 8
  static let ioError: Int32 = 10
  static let corrupt: Int32 = 11
  static let full: Int32 = 13
  static let cantOpen: Int32 = 14
  static let constraint: Int32 = 19
  static let permission: Int32 = 3
  static let notADatabase: Int32 = 26

  /// True for the codes that mean "another process holds the lock; try again".
  var isBusy: Bool { primaryCode == Self.busy || primaryCode == Self.locked }

  /// One line for the user: what is wrong and what to do about it.
  package var userMessage: String {
    switch primaryCode {
    case Self.readOnly:
      let why = readOnlyReason.map { " (\($0))" } ?? ""
      return
        "cannot save: the store \(path) is read-only\(why); check the permissions of the file "
        + "and its folder, or use --store with a writable path"
    case Self.interrupt:
      return
        "gave up waiting for another roster writing to \(path); nothing was changed, try again "
        + "when it is done"
    case Self.full:
      return "cannot save: the disk holding \(path) is full; free some space and try again"
    case Self.busy, Self.locked:
      return
        "the store \(path) is busy: another roster is writing to it; try again in a moment"
    case Self.notADatabase:
      return "\(path) is not a Roster store (not an SQLite database); use --store with another path"
    case Self.corrupt:
      return
        "the store \(path) is damaged; restore it from a backup, or try "
        + "`sqlite3 \(path) .recover` into a new file"
    case Self.cantOpen:
      return
        "cannot open the store \(path); check that its folder exists and is writable, "
        + "or use --store with another path"
    case Self.permission:
      return "permission denied for the store \(path); check the permissions of the file"
    case Self.ioError:
      return
        "cannot read or write the store \(path) (\(message)); check the disk and try again"
    default:
      let what = statement.map { " in `\($0)`" } ?? ""
      return "database error: \(message) (code \(code))\(what)"
    }
  }

  package var description: String { userMessage }
}
