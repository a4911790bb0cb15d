import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// A new store is made from `Schema.newStore` in one go; an old one runs the migrations. Both
/// must end with the same schema, text for text.
@Suite struct SchemaTests {
  /// Every schema object: type, name, table, and its SQL as stored.
  func schema(of db: SQLiteConnection) throws -> [String] {
    try db.query(
      "SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_schema ORDER BY type, name"
    ) { row in
      [row.text(at: 0), row.text(at: 1), row.text(at: 2), row.text(at: 3)].joined(separator: "|")
    }
  }

  /// The schema running every migration on an empty database leaves.
  func migratedSchema() throws -> [String] {
    let db = try SQLiteConnection(path: ":memory:")
    for migration in Schema.migrations { try db.execute(migration) }
    return try schema(of: db)
  }

  @Test func aNewStoreHasTheSchemaTheMigrationsBuild() throws {
    let migrated = try migratedSchema()
    #expect(migrated.count > 5)
    #expect(try schema(of: SQLiteRosterStore.inMemory().db) == migrated)
  }

  @Test func aNewFileStoreHasTheSchemaTheMigrationsBuild() throws {
    let dir = TemporaryDirectory()
    let store = try SQLiteRosterStore(path: dir.file("new.sqlite"))
    #expect(try schema(of: store.db) == migratedSchema())
    #expect(try store.db.integer("PRAGMA user_version") == Int64(Schema.currentVersion))
  }

  @Test func aMigratedVersionOneStoreHasTheSameSchema() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("old.sqlite")
    do {
      let old = try SQLiteConnection(path: path)
      try old.execute(Schema.migrations[0])
      try old.execute("PRAGMA user_version = 1")
    }
    #expect(try schema(of: SQLiteRosterStore(path: path).db) == migratedSchema())
  }
}
