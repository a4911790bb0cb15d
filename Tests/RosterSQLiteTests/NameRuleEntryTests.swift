import RosterModel
import Testing

@testable import RosterSQLite

/// The name rule at every entry of the SQLite store: add and edit a player, add a game, CSV
/// import, and the widest valid name through an export.
@Suite struct NameRuleEntryTests {
  /// 200 characters of 5 bytes each (e, U+0301, U+0302): the most both bounds allow.
  static let widest = String(repeating: "e\u{301}\u{302}", count: 200)
  /// One letter and 30,000 combining marks: one character, 60 KB.
  static let hidden = "A" + String(repeating: "\u{301}", count: 30_000)

  @Test func theLongNameIsRefusedAtEveryEntry() throws {
    let store = try SQLiteRosterStore.inMemory()
    #expect(throws: RosterStoreError.self) {
      try store.addPlayer(name: Self.hidden, game: "Chess", rating: 1)
    }
    let original = try store.player(at: 0)
    var player = original
    player.name = Self.hidden
    #expect(throws: RosterStoreError.self) { try store.updatePlayer(player, original: original) }
    #expect(throws: RosterStoreError.self) { try store.addGame(Self.hidden) }
    for csv in [
      "name,game,rating\n\(Self.hidden),Chess,1\n", "name,game,rating\nA,\(Self.hidden),1\n",
    ] {
      let error = #expect(throws: RosterStoreError.self) {
        try store.importCSV(bytes: Array(csv.utf8), source: "in.csv")
      }
      // Compared as bytes: as Strings, "A" and a mark is not a prefix of "A" and many marks.
      let expected = "in.csv:2: cannot use the name \"A\u{301}\u{301}"
      #expect(error?.message.utf8.starts(with: expected.utf8) == true)
    }
    #expect(try store.playerCount() == 3)
    #expect(try store.gameCount() == 6)
    #expect(try store.player(at: 0).name == "Bill Evans")
    // The widest valid name goes in everywhere, and comes out of an export unchanged.
    try store.addPlayer(name: Self.widest, game: "Chess", rating: 1)
    try store.addGame(Self.widest)
    var text = ""
    try store.exportCSV { text += $0 }
    #expect(text.contains("\r\n\(Self.widest),Chess,1\r\n"))
  }
}
