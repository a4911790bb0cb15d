import Testing

@testable import RosterSupport

/// The XDG Base Directory rules, once: an absolute variable wins, a relative one is ignored;
/// then the home folder ($HOME when absolute, else the password database's).
@Suite struct XDGBaseDirectoryTests {
  private func path(
    _ directory: XDGBaseDirectory, _ variables: [String: String], passwordHome: String? = nil
  ) -> String? {
    directory.path(environment: { variables[$0] }, passwordDatabaseHome: { passwordHome })
  }

  @Test func anAbsoluteVariableWins() {
    #expect(path(.data, ["XDG_DATA_HOME": "/data", "HOME": "/home/me"]) == "/data")
    #expect(path(.state, ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]) == "/x/state")
  }

  @Test func aRelativeOrEmptyVariableIsIgnored() {
    let relative = ["XDG_DATA_HOME": "data", "XDG_STATE_HOME": "", "HOME": "/home/me"]
    #expect(path(.data, relative) == "/home/me/.local/share")
    #expect(path(.state, relative) == "/home/me/.local/state")
  }

  /// Where the store's and the history's copies disagreed: a relative HOME (the store used it,
  /// so the roster moved with the current folder) and no HOME (the store asked the password
  /// database, the history kept nothing). Both now skip a relative HOME and ask the database.
  @Test func withoutAnAbsoluteHomeThePasswordDatabaseSays() {
    #expect(path(.data, ["HOME": "rel"], passwordHome: "/home/pw") == "/home/pw/.local/share")
    #expect(path(.state, [:], passwordHome: "/home/pw") == "/home/pw/.local/state")
    #expect(path(.state, [:], passwordHome: nil) == nil)
    #expect(path(.data, ["HOME": "rel"], passwordHome: "also/relative") == nil)
  }
}
