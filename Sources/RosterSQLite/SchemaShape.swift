import RosterModel

/// The objects a store's `sqlite_schema` holds (tables, indexes, triggers, views), each with its
/// SQL text, compared with what Roster's migrations make: a store is exactly that, and nothing
/// else runs in it. A foreign database that happens to have tables named `games` and `players`
/// differs in their columns; a trigger, view or index planted in a store is not Roster's.
struct SchemaShape: Equatable {
  /// One object: its type (`table`, `index`, `trigger`, `view`), name and SQL text with runs
  /// of white space made one space (the text SQLite keeps is the statement as written).
  struct Object: Hashable, Comparable {
    var type: String
    var name: String
    var sql: String

    static func < (a: Object, b: Object) -> Bool { (a.type, a.name) < (b.type, b.name) }
  }

  /// The objects, SQLite's own (`sqlite_…`: autoindexes, sqlite_sequence, sqlite_stat1) left
  /// out: no statement can make one with that name.
  var objects: Set<Object>

  /// The shape of the database `db` holds.
  init(of db: SQLiteConnection) throws {
    objects = Set(
      try db.query(
        "SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
      ) { row in
        Object(
          type: row.text(at: 0), name: row.text(at: 1),
          sql: Self.normalized(row.isNull(at: 2) ? "" : row.text(at: 2)))
      })
  }

  /// What a store of schema `version` holds: the first `version` migrations run on an empty
  /// database. Read from the schema's text, not built: compiling those statements in a
  /// scratch database was a quarter of start-up (DatabaseImage.swift). A test holds each to
  /// what running the migrations leaves (`built(version:)`).
  static func expected(version: Int) -> SchemaShape {
    version == Schema.currentVersion ? current : version == 1 ? first : built(version: version)
  }

  private static let current = SchemaShape(statements: Schema.newStore)
  private static let first = SchemaShape(statements: Schema.migrations[0])

  /// The shape the first `version` migrations leave in an empty database, by running them.
  static func built(version: Int) -> SchemaShape {
    do {
      let scratch = try SQLiteConnection(path: ":memory:")
      for migration in Schema.migrations.prefix(version) { try scratch.execute(migration) }
      return try SchemaShape(of: scratch)
    } catch {
      // Roster's own schema on an empty in-memory database: fails only without memory.
      preconditionFailure("the schema of version \(version) does not build: \(error)")
    }
  }

  /// The objects `sql`'s CREATE statements make: a statement ends at a line ending in `;`,
  /// a trigger at its `END;` line (the layout of Schema.swift's text).
  init(statements sql: String) {
    var objects: Set<Object> = []
    var statement = ""
    for line in sql.split(separator: "\n", omittingEmptySubsequences: false) {
      statement += statement.isEmpty ? String(line) : "\n" + line
      let text = Self.normalized(statement)
      let inTrigger = text.hasPrefix("CREATE TRIGGER")
      let trimmed = Self.normalized(String(line))
      let ends = inTrigger ? trimmed == "END;" || trimmed == "END" : trimmed.hasSuffix(";")
      guard ends || line.endIndex == sql.endIndex else { continue }
      statement = ""
      let body = text.hasSuffix(";") ? String(text.dropLast()) : text
      let words = body.split(separator: " ", maxSplits: 3)
      guard words.count >= 3, words[0] == "CREATE" else { continue }
      let name = words[2].prefix { $0 != "(" }
      objects.insert(Object(type: words[1].lowercased(), name: String(name), sql: body))
    }
    self.objects = objects
  }

  /// The first way `self` differs from `expected`, as a store error's problem ("it has a
  /// trigger "x" Roster did not make"), or nil when they are the same.
  func difference(from expected: SchemaShape) -> String? {
    let expectedByName = Dictionary(
      expected.objects.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for object in objects.sorted() {
      guard let wanted = expectedByName[object.name], wanted.type == object.type else {
        return "it has \(Self.article(object.type)) \(object.type) "
          + "\(RosterStoreError.quoted(object.name)) that Roster did not make"
      }
      if wanted.sql != object.sql {
        return "its \(object.type) \(RosterStoreError.quoted(object.name)) is not as Roster "
          + "made it"
      }
    }
    let found = Set(objects.map(\.name))
    if let missing = expected.objects.sorted().first(where: { !found.contains($0.name) }) {
      return "it has no \(missing.type) \(RosterStoreError.quoted(missing.name))"
    }
    return nil
  }

  private static func article(_ type: String) -> String {
    type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }

  /// `sql` with each run of white space made one space, and none at the ends.
  static func normalized(_ sql: String) -> String {
    sql.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
      .joined(separator: " ")
  }
}
