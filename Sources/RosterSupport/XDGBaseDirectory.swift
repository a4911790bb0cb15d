/// The XDG base directories Roster keeps files in, found the one way the XDG Base Directory
/// specification says: `$XDG_DATA_HOME` / `$XDG_STATE_HOME` when set to an absolute path (a
/// relative one is invalid and ignored), else `.local/share` / `.local/state` in the home folder.
///
/// The home folder is `$HOME` when absolute, else the password database's entry for this user
/// (as glib and bash do when HOME is unset); nil when neither is an absolute path. Two copies
/// once disagreed here: the store took a relative HOME as is (and fell back to `.`), the history
/// ignored it and never asked the password database. `XDGBaseDirectoryTests` hold the answers.
package enum XDGBaseDirectory: Sendable {
  /// User data (the roster database): `$XDG_DATA_HOME`, `~/.local/share`.
  case data
  /// State kept between runs (command history): `$XDG_STATE_HOME`, `~/.local/state`.
  case state

  /// The variable that names this folder.
  package var variable: String {
    switch self {
    case .data: return "XDG_DATA_HOME"
    case .state: return "XDG_STATE_HOME"
    }
  }

  /// Where the folder is in the home folder when the variable does not say.
  package var defaultInHome: String {
    switch self {
    case .data: return ".local/share"
    case .state: return ".local/state"
    }
  }

  /// The folder's absolute path, or nil when neither the variable nor a home folder gives one.
  /// `environment` and `passwordDatabaseHome` are the process's unless a test passes others.
  package func path(
    environment: (String) -> String? = FileSystem.environment,
    passwordDatabaseHome: () -> String? = FileSystem.passwordDatabaseHome
  ) -> String? {
    if let value = environment(variable), value.hasPrefix("/") { return value }
    return FileSystem.homeFolder(
      environment: environment, passwordDatabaseHome: passwordDatabaseHome
    )
    .map { $0 + "/" + defaultInHome }
  }
}
