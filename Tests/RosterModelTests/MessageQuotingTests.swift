import Testing

@testable import RosterModel

/// The store quoted names with its own copy of the unsafe set (category Cc only), so
/// a bidi override in a name reached the message raw. It uses `VisibleText.quoted` now.
@Suite struct MessageQuotingTests {
  @Test func bidiControlsInNamesShowAsEscapes() {
    let message = RosterStoreError.unknownGame("Evil\u{202E}gnp", suggestion: nil).message
    #expect(message == #"no game "Evil\u{202e}gnp" in the catalog; add it in Games first"#)
  }

  /// An unexpected SQLite failure printed the SQL and Swift's name of the result code
  /// ("database error: … (code constraint) in `INSERT …`"): it says what SQLite said and what
  /// to do, without either.
  @Test func anUnexpectedSQLiteErrorShowsNoSQL() {
    let error = RosterStoreError.storage(
      SQLiteError(
        code: .constraint, message: "UNIQUE constraint failed: games.name",
        statement: "INSERT INTO games(name) VALUES (?)", path: "club.sqlite"))
    #expect(
      error.message
        == "the store club.sqlite refused the change (UNIQUE constraint failed: games.name); "
        + "nothing was changed; if it repeats the store may be damaged: roster --store "
        + "club.sqlite export saves its players")
  }

  @Test func longNamesAreCutAt80Characters() {
    let message = RosterStoreError.gameExists(String(repeating: "x", count: 200)).message
    #expect(
      message == "the game \"" + String(repeating: "x", count: 80) + "…\" is already in the catalog"
    )
  }
}
