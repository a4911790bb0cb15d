/// A failed PostgreSQL call: how it failed, the server's SQLSTATE and message, and where.
///
/// A technical value, kept in this module (which does not load libpq) so that the user's
/// wording stays in one place: `RosterStoreError.server`'s message.
package struct PostgresError: Error, Equatable, Sendable, CustomStringConvertible {
  /// How the call failed.
  package enum Kind: Equatable, Sendable {
    /// libpq could not be loaded (the reason from dlopen).
    case libraryMissing
    /// No connection could be made (server down, wrong host, refused login).
    case cannotConnect
    /// The connection broke during a call; `whileCommitting` when COMMIT had been sent, so
    /// the change may or may not have been saved.
    case connectionLost(whileCommitting: Bool)
    /// The server refused a statement (see `sqlState`).
    case statement
    /// The database holds tables, none of them a Roster store's.
    case notARosterStore
    /// The user gave up (Ctrl-C) while a statement waited for another roster's lock; the
    /// server cancelled it and rolled its transaction back.
    case gaveUpWaiting
  }

  package var kind: Kind
  /// The five-character SQLSTATE the server reported, when it did (`57014`, `25006`, …).
  package var sqlState: SQLState?
  /// libpq's or the server's message, first line.
  package var message: String
  /// The store's URL without its password.
  package var location: String

  package init(kind: Kind, sqlState: SQLState? = nil, message: String, location: String) {
    self.kind = kind
    self.sqlState = sqlState
    self.message = message
    self.location = location
  }

  /// `message (SQLSTATE xxxxx)`, for logs and tests.
  package var description: String {
    message + (sqlState.map { " (SQLSTATE \($0.rawValue))" } ?? "")
  }

  /// A PostgreSQL error code as a value (the server's `errcodes.txt`), matched by class when
  /// the pattern is a class (`SQLState.connectionException ~= "08006"`).
  package struct SQLState: RawRepresentable, Hashable, Sendable {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    /// The first two characters: the class (`08` connection exception, `57` operator
    /// intervention, …).
    package var errorClass: String { String(rawValue.prefix(2)) }

    package static let connectionException = SQLState(rawValue: "08000")
    package static let readOnlyTransaction = SQLState(rawValue: "25006")
    package static let serializationFailure = SQLState(rawValue: "40001")
    package static let deadlockDetected = SQLState(rawValue: "40P01")
    package static let insufficientPrivilege = SQLState(rawValue: "42501")
    package static let undefinedTable = SQLState(rawValue: "42P01")
    package static let invalidStatementName = SQLState(rawValue: "26000")
    package static let diskFull = SQLState(rawValue: "53100")
    package static let lockNotAvailable = SQLState(rawValue: "55P03")
    package static let queryCanceled = SQLState(rawValue: "57014")
    package static let adminShutdown = SQLState(rawValue: "57P01")
    package static let cannotConnectNow = SQLState(rawValue: "57P03")
    package static let uniqueViolation = SQLState(rawValue: "23505")
    package static let foreignKeyViolation = SQLState(rawValue: "23503")
    package static let notNullViolation = SQLState(rawValue: "23502")

    /// A class pattern (`XX000`) matches every code of its class; any other only itself.
    package static func ~= (pattern: SQLState, state: SQLState) -> Bool {
      pattern == state
        || (pattern.rawValue.hasSuffix("000") && pattern.errorClass == state.errorClass)
    }
  }
}
