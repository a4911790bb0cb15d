import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite
@testable import Shell

/// `roster export` as a backup: what another program left in a store either travels through
/// `export | import` exactly or the export fails naming the rows, printing nothing.
@Suite struct ExportEndToEndTests {
  /// Creates FOLDER/NAME with the sample players, then runs `sql` on it as another program
  /// would: foreign keys off.
  func makeStore(_ name: String, in folder: TemporaryDirectory, sql: String = "") throws {
    let store = try SQLiteRosterStore(path: folder.path + "/" + name)
    try store.db.execute("PRAGMA foreign_keys = OFF;" + sql)
  }

  @Test func aPlayerWhoseGameRowIsGoneFailsTheExportAndNothingIsPrinted() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try makeStore(
      "r.sqlite", in: folder,
      sql: """
        INSERT INTO games(name) VALUES ('Gone');
        INSERT INTO players(name, game_id, rating) VALUES ('Bob', 7, 3), ('Ann', 1, 2);
        DELETE FROM games WHERE name = 'Gone';
        """)
    let run = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(
      run
        == BinaryRun(
          status: 1, stdout: "",
          stderr: "roster: export: 1 player cannot be exported faithfully: row id 4 \"Bob\" has "
            + "game id 7, which is not in the games table; fix or delete them in the shell or "
            + "with sqlite3, nothing was written\n"))
  }

  @Test func namesAnotherProgramStoredFailTheExportNamingEachRow() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try makeStore(
      "r.sqlite", in: folder,
      sql: """
        INSERT INTO players(name, game_id, rating) VALUES
          ('Car' || char(13) || 'riage', 1, 1), ('Line' || char(10) || 'Feed', 1, 2),
          (CAST(x'4E554C0021' AS TEXT), 1, 3), (char(27) || '[2J', 1, 4),
          (printf('%.70000c', 'x'), 1, 5), ('   ', 1, 1), ('Fine', 1, 2),
          (CAST(x'41FF42' AS TEXT), 1, 3);
        """)
    let run = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout == "")
    let control = "has a name that cannot be imported: it contains control characters"
    #expect(
      run.stderr
        == "roster: export: 7 players cannot be exported faithfully: "
        + "row id 4 \"Car\\u{d}riage\" \(control); row id 5 \"Line\\u{a}Feed\" \(control); "
        + "row id 6 \"NUL\\u{0}!\" \(control); row id 7 \"\\u{1b}[2J\" \(control); "
        + "row id 8 \"\(String(repeating: "x", count: 80))…\" has a name that cannot be "
        + "imported: it is longer than 200 characters; "
        + "row id 9 \"   \" has a name that cannot be imported: it is blank; "
        + "row id 11 \"A\u{FFFD}B\" has a name that cannot be imported: it is not valid UTF-8; "
        + "fix or delete them in the shell or with sqlite3, nothing was written\n")
  }

  @Test func exportThenImportIntoAnEmptyStoreReproducesEveryPlayer() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try makeStore(
      "r.sqlite", in: folder,
      sql: """
        INSERT INTO games(name) VALUES ('Go, "Fish"');
        INSERT INTO players(name, game_id, rating) VALUES
          ('Smith, "Jo"', 1, 1), ('=1+2', 7, 5), ('Zoë Zoe' || char(776), 7, 3),
          ('👍🏽 中文', 2, 4), ('name', 3, 2);
        """)
    // An empty store: a new one without its three sample players.
    try makeStore("copy.sqlite", in: folder, sql: "DELETE FROM players;")
    let exported = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(exported.status == 0)
    try folder.write("backup.csv", exported.stdout)
    let imported = try runRoster(
      ["--store", "copy.sqlite", "import", "backup.csv"], directory: folder.path)
    #expect(imported.stdout == "imported 8 players; new game: \"Go, \"Fish\"\"\n")
    let again = try runRoster(["--store", "copy.sqlite", "export"], directory: folder.path)
    #expect(again == exported)
  }

  @Test func spreadsheetSafeIsAnOptInExportOption() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try makeStore(
      "r.sqlite", in: folder,
      sql: "INSERT INTO players(name, game_id, rating) VALUES ('=1+2', 1, 5), ('@x', 1, 4);")
    let plain = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(plain.stdout.hasSuffix("\r\n=1+2,Angry Birds,5\r\n@x,Angry Birds,4\r\n"))
    let safe = try runRoster(
      ["--store", "r.sqlite", "export", "--spreadsheet-safe"], directory: folder.path)
    #expect(safe.status == 0)
    #expect(safe.stdout.hasSuffix("\r\n'=1+2,Angry Birds,5\r\n'@x,Angry Birds,4\r\n"))
    let misplaced = try runRoster(["--memory", "--spreadsheet-safe"])
    #expect(misplaced.status == 2)
    #expect(
      misplaced.stderr.hasPrefix(
        "roster: --spreadsheet-safe is not an option of roster; it goes with roster export "
          + "--spreadsheet-safe\n"))
    #expect(try runRoster(["export", "--help"]).stdout.contains("--spreadsheet-safe"))
  }

  /// One letter and 30,000 combining marks: one character, 60 KB.
  static let hidden = "A" + String(repeating: "\u{301}", count: 30_000)

  @Test func aNameOfOneLetterAndThirtyThousandMarksIsRefusedAtEveryEntry() throws {
    let folder = try TemporaryDirectory([
      "long.rosterscript": """
      open AddPlayer
      select 1
      expect error type \(Self.hidden)
      expect field ""
      tap Cancel
      expect rows 3
      tab Games
      open AddGame
      select 1
      expect error type \(Self.hidden)
      expect field ""
      tap Cancel
      expect rows 6

      """,
      "long.csv": "name,game,rating\n\(Self.hidden),Chess,3\n",
    ])
    defer { folder.remove() }
    let scripted = try runRoster(["--memory", "long.rosterscript"], directory: folder.path)
    #expect(scripted == BinaryRun(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
    let typed = try runRoster(
      ["--memory"], stdin: "open AddPlayer\nselect 1\ntype \(Self.hidden)\ntap Done\n")
    #expect(typed.status == 1)
    // Refused where it is typed, as Done would refuse it, with nothing in the field.
    #expect(
      typed.stderr.contains(
        "cannot type that into the player's name: it is longer than 1000 bytes of UTF-8 "
          + "(accents and marks count); the field is still empty"))
    let imported = try runRoster(["--memory", "import", "long.csv"], directory: folder.path)
    #expect(imported.status == 1)
    // As bytes: as Strings, "A" is not a prefix of "A" and its marks.
    #expect(imported.stderr.utf8.starts(with: "roster: long.csv:2: cannot use the name \"A".utf8))
    #expect(
      imported.stderr.hasSuffix(
        ": it is longer than 1000 bytes of UTF-8 (accents and marks count)\n"))
  }
}
