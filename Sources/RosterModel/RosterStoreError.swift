import RosterSupport

/// Why a store operation was refused; `message` is one line for the user, with the fix.
package enum RosterStoreError: Error, Equatable, CustomStringConvertible {
  /// A name that is empty once trimmed.
  case blankName(what: String)
  /// A name that cannot be stored, and why (control characters, too long).
  case invalidName(String, reason: String)
  /// A rating outside `Player.ratings`.
  case ratingOutOfRange(Int)
  /// A game that is not in the catalog, with the closest known game.
  case unknownGame(String, suggestion: String?)
  /// Adding a game the catalog already has (names compare ignoring ASCII case).
  case gameExists(String)
  /// Deleting a game that players still play.
  case gameInUse(String, playerCount: Int)
  /// The player is no longer on the roster (deleted by another roster, perhaps).
  case noSuchPlayer(name: String)
  /// An edit not saved: another roster changed the player since the editor loaded it.
  case changedElsewhere(original: Player, current: Player)
  /// An edit not saved: another roster deleted the player since the editor loaded it.
  case deletedElsewhere(name: String)
  /// A deleted player put back (undo) whose id is taken: it is on the roster already.
  case alreadyOnRoster(name: String)
  /// An index past the end of the roster.
  case indexOutOfRange(Int, count: Int)
  /// A bad CSV row or file; nothing was imported.
  case csv(CSVError)
  /// Several bad CSV rows, all of them found in one pass; nothing was imported.
  case csvRows(CSVImportFailure)
  /// Players an export cannot carry faithfully; nothing was written.
  case export(CSVExportError)
  /// The file was written by a newer Roster whose schema this one does not know.
  case newerSchema(path: String, found: Int, supported: Int)
  /// The file is an SQLite database but not a Roster store.
  case notARosterStore(path: String)
  /// The file holds a Roster store of schema `version` without Roster's marks (application
  /// id, schema version), as a `sqlite3 .dump` restore leaves one.
  case unmarkedStore(path: String, version: Int, applicationID: Int64)
  /// A store path that is no plain file name (empty, `:memory:`, an SQLite URI, a folder).
  case invalidStorePath(String, reason: String)
  /// The folder an explicit store path names does not exist (it is not created unasked).
  case noSuchFolder(path: String, folder: String)
  /// The store holds a value no Roster writes (a crafted or damaged file); `atOpen` when it
  /// cannot even be opened, so `roster export` would not help either.
  case damagedStore(path: String, problem: String, atOpen: Bool)
  /// The store's folder could not be created.
  case cannotCreateFolder(path: String, reason: String)
  /// A file could not be read or written.
  case fileError(path: String, reason: String)
  /// SQLite refused (read-only, disk full, busy, damaged …).
  case storage(SQLiteError)
  /// PostgreSQL refused or could not be reached (down, connection lost, timeout, replica …).
  case server(PostgresError)
  /// A store call ended on an error of a type no store throws (a fault in Roster): its type
  /// and text, for the report.
  case unexpected(type: String, detail: String)

  /// One line for the user: what is wrong and what to do.
  package var message: String {
    switch self {
    case .blankName(let what):
      return "the \(what) name is blank; type a name"
    case .invalidName(let name, let reason):
      return "cannot use the name \(Self.quoted(name)): \(reason)"
    case .ratingOutOfRange(let rating):
      let ratings = Player.ratings
      return
        "rating \(rating) is out of range; use \(ratings.lowerBound) to \(ratings.upperBound) stars"
    case .unknownGame(let name, let suggestion):
      let hint =
        suggestion.map { "; did you mean \(Self.quoted($0))?" } ?? "; add it in Games first"
      return "no game \(Self.quoted(name)) in the catalog\(hint)"
    case .gameExists(let name):
      return "the game \(Self.quoted(name)) is already in the catalog"
    case .gameInUse(let name, let count):
      let players = count == 1 ? "1 player still plays it" : "\(count) players still play it"
      return
        "cannot delete \(Self.quoted(name)): \(players); delete them or move them to another "
        + "game first"
    case .noSuchPlayer(let name):
      return
        "\(Self.quoted(name)) is no longer on the roster (deleted in another roster?); show "
        + "draws the roster as it is now"
    case .changedElsewhere(let original, let current):
      return
        "not saved: \(Self.quoted(original.name)) was changed in another roster since you "
        + "opened it (\(Self.changes(from: original, to: current))); tap Cancel and open it again"
    case .deletedElsewhere(let name):
      return "not saved: \(Self.quoted(name)) was deleted in another roster; tap Cancel to leave"
    case .alreadyOnRoster(let name):
      return "\(Self.quoted(name)) is already on the roster (put back in another roster?)"
    case .indexOutOfRange(let index, let count):
      return "there is no row \(index + 1): the roster has \(count) players"
    case .csv(let error):
      return error.description
    case .csvRows(let failure):
      return failure.description
    case .export(let error):
      return error.description
    case .newerSchema(let path, let found, let supported):
      return
        "the store \(path) was written by a newer Roster (schema \(found), this one knows up to "
        + "\(supported)); upgrade Roster or use --store with another path"
    case .notARosterStore(let path):
      return "\(path) is an SQLite database but not a Roster store; use --store with another path"
    case .unmarkedStore(let path, let version, let applicationID):
      return
        "\(path) holds a Roster store without Roster's marks, as a sqlite3 .dump restore leaves "
        + "it (nothing was changed); mark it with: sqlite3 \(path) 'PRAGMA application_id = "
        + "\(applicationID); PRAGMA user_version = \(version)'"
    case .invalidStorePath(let path, let reason):
      return "cannot use \(Self.quoted(path)) as the store: \(reason)"
    case .noSuchFolder(let path, let folder):
      return
        "the folder \(folder) for the store \(path) does not exist; create it first "
        + "(mkdir -p \(folder)) or use --store with another path"
    case .damagedStore(let path, let problem, let atOpen):
      let fix =
        atOpen
        ? "restore it from a backup"
        : "restore it from a backup, or save the players it still holds with "
          + "`roster --store \(path) export`"
      return "the store \(path) is damaged (\(problem)); \(fix)"
    case .cannotCreateFolder(let path, let reason):
      return "cannot create the folder \(path) for the store: \(reason); use --store PATH"
    case .fileError(let path, let reason):
      return "\(path): \(reason)"
    case .storage(let error):
      return Self.message(for: error)
    case .server(let error):
      return Self.message(for: error)
    case .unexpected(let type, let detail):
      return
        "the store stopped on an error Roster does not expect (\(type): "
        + "\(VisibleText.make(detail))), so whether the change was saved is not known; show "
        + "draws the roster as it is now; please report this with the command that led to it"
    }
  }

  /// What a PostgreSQL failure means to the user, by its kind and SQLSTATE.
  private static func message(for error: PostgresError) -> String {
    let store = "the PostgreSQL store \(error.location)"
    let why = error.message.isEmpty ? "" : " (\(error.message))"
    switch error.kind {
    case .libraryMissing:
      return DynamicLibrary.unavailable(
        "libpq", neededFor: "a postgresql:// store", reason: error.message, package: "libpq5")
    case .cannotConnect:
      return
        "cannot connect to \(store)\(why); check that the server is running and the URL, user "
        + "and password are right (or use --store with another store)"
    case .connectionLost(whileCommitting: true):
      return
        "lost the connection to \(store) while saving\(why); the change may or may not be "
        + "saved: look at the roster once the server is back"
    case .connectionLost(whileCommitting: false):
      return
        "lost the connection to \(store)\(why); nothing was changed, try again once the "
        + "server is back"
    case .notARosterStore:
      return
        "the database \(error.location) holds tables but no Roster store; name an empty "
        + "database (createdb roster) or one Roster created"
    case .gaveUpWaiting:
      return
        "gave up waiting for another roster writing to \(store); nothing was changed, try "
        + "again when it is done"
    case .statement:
      break
    }
    switch error.sqlState {
    case .some(.readOnlyTransaction):
      return
        "cannot save: \(store) is read-only (a standby replica?); nothing was changed, use "
        + "--store with the primary server's URL"
    case .some(.queryCanceled):
      return
        "\(store) took too long (its statement timeout)\(why); nothing was changed, try "
        + "again, or ask its administrator about statement_timeout"
    case .some(.lockNotAvailable):
      return
        "\(store) is busy: another roster holds a lock on these rows; nothing was changed, "
        + "try again in a moment"
    case .some(.serializationFailure), .some(.deadlockDetected):
      return
        "another roster changed the same rows at the same moment; nothing was changed, try "
        + "again"
    case .some(.insufficientPrivilege):
      return
        "permission denied by \(store)\(why); ask its administrator to grant this user "
        + "access to the roster tables"
    case .some(.diskFull):
      return "cannot save: the disk of \(store) is full; nothing was changed, free space and retry"
    case .some(.adminShutdown), .some(.cannotConnectNow), .some(.connectionException):
      return
        "\(store) is shutting down or restarting\(why); nothing was changed, try again in a "
        + "moment"
    default:
      let code = error.sqlState.map { " (SQLSTATE \($0.rawValue))" } ?? ""
      return "PostgreSQL error: \(error.message)\(code) in \(store)"
    }
  }

  /// Whether nothing was changed and the same call may pass later: the store was busy, a wait
  /// for it was given up (Ctrl-C), or the server could not be reached for a moment. Not a
  /// conflict with another roster's change, which trying again would not mend.
  package var isRetryable: Bool {
    switch self {
    case .storage(let error):
      return [.busy, .locked, .interrupt].contains(error.code.primary)
    case .server(let error):
      switch error.kind {
      case .gaveUpWaiting, .cannotConnect, .connectionLost(whileCommitting: false): return true
      case .statement:
        return [
          .lockNotAvailable, .serializationFailure, .deadlockDetected, .queryCanceled,
          .adminShutdown, .cannotConnectNow, .connectionException,
        ].contains(error.sqlState)
      default: return false
      }
    default:
      return false
    }
  }

  /// What an SQLite failure means to the user, by its primary result code.
  private static func message(for error: SQLiteError) -> String {
    let path = error.path
    switch error.code {
    case .readOnly:
      let why = error.readOnlyReason.map { " (\($0))" } ?? ""
      return
        "cannot save: the store \(path) is read-only\(why); check the permissions of the file "
        + "and its folder, or use --store with a writable path"
    case .interrupt where error.message == SQLiteError.stoppedByUser:
      return "stopped (Ctrl-C) before the store answered; nothing was changed"
    case .interrupt:
      return
        "gave up waiting for another roster writing to \(path); nothing was changed, try again "
        + "when it is done"
    case .full:
      return "cannot save: the disk holding \(path) is full; free some space and try again"
    case .busy, .locked:
      return
        "the store \(path) is busy: another roster is writing to it; try again in a moment"
    case .notADatabase:
      return "\(path) is not a Roster store (not an SQLite database); use --store with another path"
    case .corrupt:
      return
        "the store \(path) is damaged; restore it from a backup, or try "
        + "`sqlite3 \(path) .recover` into a new file"
    case .cantOpen:
      return
        "cannot open the store \(path); check that its folder exists and is writable, "
        + "or use --store with another path"
    case .permission:
      return "permission denied for the store \(path); check the permissions of the file"
    case .ioError:
      return
        "cannot read or write the store \(path) (\(error.message)); check the disk and try again"
    default:
      // SQLite's own words, not the SQL or the result code (a debug value): the user can act
      // on what it says and on the store's name.
      return
        "the store \(path) refused the change (\(VisibleText.make(error.message))); nothing was "
        + "changed; if it repeats the store may be damaged: roster --store \(path) export "
        + "saves its players"
    }
  }

  package var description: String { message }

  /// Any error a store's call ends with, as the store's error: its own refusals as they are,
  /// each database's technical errors wrapped for their message, CSV's and an export's
  /// refusal as theirs. Any other type is a fault in Roster, said as one (`unexpected`).
  package static func wrapping(_ error: any Error) -> RosterStoreError {
    switch error {
    case let error as RosterStoreError: return error
    case let error as SQLiteError: return .storage(error)
    case let error as PostgresError: return .server(error)
    case let error as CSVError: return .csv(error)
    case let failure as CSVImportFailure: return failure.storeError
    case let refusal as CSVExportError: return .export(refusal)
    default: return .unexpected(type: "\(type(of: error))", detail: "\(error)")
    }
  }

  /// `unknownGame` for `name`, suggesting the closest of the catalog's `names`.
  package static func unknownGame(_ name: String, among names: [String]) -> RosterStoreError {
    .unknownGame(name, suggestion: Suggestion.closest(to: name, among: names))
  }

  /// What differs between two readings of a player, e.g. `rating 4 → 2, game "Chess" → "Go"`.
  package static func changes(from old: Player, to new: Player) -> String {
    var changes: [String] = []
    if old.name != new.name { changes.append("name \(quoted(old.name)) → \(quoted(new.name))") }
    if old.game != new.game { changes.append("game \(quoted(old.game)) → \(quoted(new.game))") }
    if old.rating != new.rating { changes.append("rating \(old.rating) → \(new.rating)") }
    return changes.joined(separator: ", ")
  }

  /// A name shown in a message: in quotes, made visible, cut at 80 characters.
  package static func quoted(_ text: String) -> String { VisibleText.quoted(text) }
}
