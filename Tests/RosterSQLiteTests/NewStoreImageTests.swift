import Testing

@testable import RosterModel
@testable import RosterSQLite

/// `--memory` stores start from `Schema.newStoreImage`; it must hold exactly what running the
/// schema and seeding builds (run Scripts/embed-store-image after changing either).
@Suite struct NewStoreImageTests {
  /// Everything a store holds that a user or the code can see: schema text, version, rows.
  func contents(of db: SQLiteConnection) throws -> [String] {
    let schema = try db.query(
      "SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_schema ORDER BY type, name"
    ) { row in
      [row.text(at: 0), row.text(at: 1), row.text(at: 2), row.text(at: 3)].joined(separator: "|")
    }
    let version =
      "user_version \(try db.integer("PRAGMA user_version") ?? -1) application_id "
      + "\(try db.integer("PRAGMA application_id") ?? -1)"
    let games = try db.query("SELECT id, name, player_count FROM games ORDER BY id") {
      "game \($0.integer(at: 0)) \($0.text(at: 1)) \($0.integer(at: 2))"
    }
    let players = try db.query("SELECT id, name, game_id, rating FROM players ORDER BY id") {
      "player \($0.integer(at: 0)) \($0.text(at: 1)) \($0.integer(at: 2)) \($0.integer(at: 3))"
    }
    let blocks = try db.query("SELECT block, count FROM player_blocks ORDER BY block") {
      "block \($0.integer(at: 0)) \($0.integer(at: 1))"
    }
    let sequence = try db.query("SELECT name, seq FROM sqlite_sequence ORDER BY name") {
      "sequence \($0.text(at: 0)) \($0.integer(at: 1))"
    }
    return schema + [version] + games + players + blocks + sequence
  }

  @Test func theImageHoldsWhatTheSchemaAndSeedingBuild() throws {
    let built = try contents(of: SQLiteRosterStore.builtInMemory().db)
    #expect(built.contains("player 3 Dave Brubeck 5 2"))
    let fromImage = try contents(of: SQLiteRosterStore.inMemory().db)
    let inSync = fromImage == built
    #expect(
      inSync,
      "Schema+NewStoreImage.swift is out of date with Schema: run Scripts/embed-store-image")
  }

  @Test func aStoreFromTheImageWorksLikeABuiltOne() throws {
    let store = try SQLiteRosterStore.inMemory()
    let before = try store.playerCount()
    #expect(before == 3)
    _ = try store.addPlayer(name: "Ann", game: "Chess", rating: 3)
    #expect(try store.playerCount() == 4)
    #expect(try store.playerCount(forGame: "Chess") == 1)
    #expect(try store.players(offset: 3, limit: 1).map(\.name) == ["Ann"])
    #expect(try store.db.text("PRAGMA integrity_check") == "ok")
  }

  /// `inMemory()` trusts the image to be a current, stamped store and does not identify it.
  @Test func theImageIsACurrentStampedStore() throws {
    let store = try SQLiteRosterStore.inMemory()
    #expect(try store.db.integer("PRAGMA user_version") == Int64(Schema.currentVersion))
    #expect(try store.db.integer("PRAGMA application_id") == Schema.applicationID)
  }

  @Test func imagesRoundTripThroughTheirSourceForm() throws {
    var bytes = [UInt8](repeating: 0, count: 4096)
    for (index, value) in [(0, 1), (1, 255), (40, 7), (41, 0), (42, 9), (4095, 128)] {
      bytes[index] = UInt8(value)
    }
    let image = DatabaseImage(encoding: bytes)
    #expect(image.bytes == bytes)
    // Zeros inside a run stay in it; 32 or more start a new run.
    #expect(image.runs.map(\.offset) == [0, 40, 4095])
    #expect(image.runs[1].hex == "070009")
    #expect(DatabaseImage(encoding: []).bytes == [])
    #expect(
      image.swiftSource.hasPrefix("DatabaseImage(\n  size: 4096,\n  runs: [\n    (0, \"01ff\"),"))
  }

  @Test func aDamagedImageGivesNoBytes() {
    #expect(DatabaseImage(size: 4, runs: [(0, "0g")]).bytes == nil)
    #expect(DatabaseImage(size: 4, runs: [(0, "123")]).bytes == nil)
    #expect(DatabaseImage(size: 4, runs: [(3, "0102")]).bytes == nil)
    #expect(DatabaseImage(size: 4, runs: [(1, "0102")]).bytes == [0, 1, 2, 0])
  }
}
