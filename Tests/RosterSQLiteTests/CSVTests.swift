import Glibc
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

@Suite struct CSVTests {
  /// Imports `text` into a fresh in-memory store; returns the store and the summary or error.
  private func importing(_ text: String) throws -> (
    SQLiteRosterStore, Result<CSVImportSummary, RosterStoreError>
  ) {
    let store = try SQLiteRosterStore.inMemory()
    do {
      return (store, .success(try store.importCSV(bytes: Array(text.utf8), source: "in.csv")))
    } catch {
      return (store, .failure(error))
    }
  }

  /// The message of a failed import, after checking that nothing was imported.
  private func failure(_ text: String) throws -> String? {
    let (store, result) = try importing(text)
    #expect(try store.playerCount() == 3, "a failed import must import nothing")
    #expect(try store.gameCount() == 6, "a failed import must add no game")
    guard case .failure(let error) = result else { return nil }
    return error.message
  }

  @Test func quotesDoubledQuotesLineEndsAndBOM() throws {
    let text =
      "\u{FEFF}name,game,rating\r\n"
      + "\"Smith, Jo\",Chess,3\r\n"
      + "\"Say \"\"Hi\"\"\",Chess,4\n"
      + "\n"
      + "Ann , Tic-Tac-Toe , 2 \r\n"
      + "Last,Go,1"
    let (store, result) = try importing(text)
    #expect(try result.get() == CSVImportSummary(playerCount: 4, createdGames: ["Go"]))
    #expect(
      try store.players(offset: 3, limit: 10).map { "\($0.name)|\($0.game)|\($0.rating)" } == [
        "Smith, Jo|Chess|3", "Say \"Hi\"|Chess|4",
        "Ann|Tic-Tac-Toe|2", "Last|Go|1",
      ])
  }

  @Test func headerColumnsInAnyOrder() throws {
    let (store, result) = try importing("Rating,Name,Game\n5,Zed,chess\n")
    #expect(try result.get().playerCount == 1)
    #expect(try store.player(at: 3) == Player(id: 4, name: "Zed", game: "Chess", rating: 5))
  }

  @Test func errorsNameTheLineAndImportNothing() throws {
    #expect(try failure("") == "in.csv:1: the file is empty; it needs the header name,game,rating")
    #expect(
      try failure("who,what,stars\nA,Chess,1\n")
        == "in.csv:1: the first line must be the header name,game,rating; found \"who,what,stars\"")
    // As written, not lower-cased; and a header of bytes that are not text says so.
    #expect(
      try failure("Name,Game,Score\nA,Chess,3\n")?.hasSuffix("found \"Name,Game,Score\"") == true)
    let binary = try #require(throws: RosterStoreError.self) {
      try SQLiteRosterStore.inMemory().importCSV(
        bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x41, 0x0A], source: "photo.csv")
    }
    #expect(binary.message == "photo.csv:1: not valid UTF-8; save the file as UTF-8")
    #expect(
      try failure("name,game,rating\nA,Chess,1\nB,Chess\n")
        == "in.csv:3: expected 3 fields (name,game,rating), found 2")
    // A name is one line: a line break inside a quoted name is parsed, then refused.
    #expect(
      try failure("name,game,rating\nA,Chess,1\n\"Multi\nline\",Chess,1\n")
        == "in.csv:3: cannot use the name \"Multi\\u{a}line\": it contains control characters")
    #expect(
      try failure("name,game,rating\r\n\r\nA,Chess,1\r\n\n  ,Chess,2\r\n")
        == "in.csv:5: the player name is blank; type a name")
    #expect(
      try failure("name,game,rating\nA,Chess,1\nB\"x,Chess,1\n")
        == "in.csv:3: a quote inside an unquoted field; quote the whole field and double the quote")
    #expect(
      try failure("name,game,rating\n\"A\"x,Chess,1\n")
        == "in.csv:2: unexpected text after a closing quote; double a quote inside a quoted field (\"\")"
    )
    #expect(
      try failure("name,game,rating\nA,Chess,1\n\"Open,Chess,1\nB,Chess,2\n")
        == "in.csv:3: a quoted field opened on this line is never closed; add the closing quote")
    #expect(
      try failure("name,game,rating\nA,Chess,1\nA,Chess,two\n")
        == "in.csv:3: rating \"two\" is not a whole number from 1 to 5")
    #expect(
      try failure("name,game,rating\nA,Chess,1\n\u{1B}[2J,Chess,1\n")?.hasPrefix("in.csv:3: ")
        == true)
    // Unknown games are created, but a new game that follows a bad row must not survive.
    #expect(try failure("name,game,rating\nA,Go,1\nB,Chess,0\n")?.hasPrefix("in.csv:3: ") == true)
  }

  @Test func readerCountsPhysicalLinesInsideQuotedFields() throws {
    var reader = CSVReader(source: "x")
    var records: [String] = []
    let text = "a,\"one\r\ntwo\nthree\rfour\"\r\n\r\nb,\"\"\"\"\rc,\"\",\n\"\"\nd"
    let collect = { (record: CSVReader.Record) in
      records.append(
        "\(record.line):"
          + (0..<record.fieldCount).map { record.string($0)! }.joined(separator: "|"))
    }
    try Array(text.utf8).withUnsafeBufferPointer { all in
      // Byte by byte: no state may depend on where a chunk ends.
      for index in all.indices {
        try reader.feed(UnsafeBufferPointer(rebasing: all[index...index]), emit: collect)
      }
    }
    try reader.finish(emit: collect)
    #expect(records == ["1:a|one\r\ntwo\nthree\rfour", "6:b|\"", "7:c||", "8:", "9:d"])
  }

  @Test func invalidUTF8IsRefused() throws {
    let store = try SQLiteRosterStore.inMemory()
    let bytes =
      Array("name,game,rating\nA,Chess,1\n".utf8) + [0xFF, 0xFE] + Array(",Chess,1\n".utf8)
    let error = #expect(throws: RosterStoreError.self) {
      try store.importCSV(bytes: bytes, source: "bad.csv")
    }
    #expect(error?.message == "bad.csv:3: not valid UTF-8; save the file as UTF-8")
  }

  @Test func exportRoundTrips() throws {
    let store = try SQLiteRosterStore.inMemory()
    try store.addPlayer(name: "Smith, \"Jo\"", game: "Chess", rating: 3)
    var text = ""
    #expect(try store.exportCSV { text += $0 } == 4)
    #expect(
      text
        == "name,game,rating\r\nBill Evans,Tic-Tac-Toe,4\r\nOscar Peterson,Spin the Bottle,5\r\n"
        + "Dave Brubeck,Texas Hold\u{2019}em Poker,2\r\n\"Smith, \"\"Jo\"\"\",Chess,3\r\n")
    let copy = try SQLiteRosterStore.inMemory()
    try copy.importCSV(bytes: Array(text.utf8), source: "export")
    let original = try store.players(offset: 0, limit: 10).map(\.name)
    #expect(try copy.players(offset: 3, limit: 10).map(\.name) == original)
  }

  @Test func spreadsheetSafeDefusesFormulasOnlyWhenAsked() throws {
    let store = try SQLiteRosterStore.inMemory()
    for name in ["=1+2", "+33 1", "-x", "@SUM(A1)", "a=b", "'quoted", "=\"a,b\""] {
      try store.addPlayer(name: name, game: "Chess", rating: 1)
    }
    try store.addGame("=cmd|' /C calc'!A0")
    try store.addPlayer(name: "Eve", game: "=cmd|' /C calc'!A0", rating: 2)
    var plain = ""
    try store.exportCSV(lineEnding: "\n") { plain += $0 }
    #expect(
      plain.hasSuffix(
        "\n=1+2,Chess,1\n+33 1,Chess,1\n-x,Chess,1\n@SUM(A1),Chess,1\n"
          + "a=b,Chess,1\n'quoted,Chess,1\n\"=\"\"a,b\"\"\",Chess,1\nEve,=cmd|' /C calc'!A0,2\n"))
    var safe = ""
    try store.exportCSV(lineEnding: "\n", spreadsheetSafe: true) { safe += $0 }
    #expect(
      safe.hasSuffix(
        "\n'=1+2,Chess,1\n'+33 1,Chess,1\n'-x,Chess,1\n'@SUM(A1),Chess,1\n"
          + "a=b,Chess,1\n'quoted,Chess,1\n\"'=\"\"a,b\"\"\",Chess,1\nEve,'=cmd|' /C calc'!A0,2\n"))
    // TAB and CR cannot start a stored name; the rule covers them for any field it is given.
    var field = ""
    CSVExportWriter.appendField("\tx", spreadsheetSafe: true, to: &field)
    CSVExportWriter.appendField("\rx", spreadsheetSafe: true, to: &field)
    #expect(field == "'\tx\"'\rx\"")
  }

  @Test func exportToAFileDescriptor() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("out.csv")
    let store = try SQLiteRosterStore.inMemory()
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    #expect(try store.exportCSV(toFileDescriptor: fd, name: path) == 3)
    close(fd)
    let copy = try SQLiteRosterStore.inMemory()
    #expect(try copy.importCSV(fromFile: path).playerCount == 3)
    #expect(try copy.playerCount() == 6)
    // Not the closed fd: a test running in parallel may already have reused its number.
    let bad = #expect(throws: RosterStoreError.self) {
      try store.exportCSV(toFileDescriptor: -1, name: "nowhere")
    }
    #expect(bad?.message == "nowhere: Bad file descriptor")
  }

  @Test func importFromFileAndMissingFile() throws {
    let dir = TemporaryDirectory()
    let store = try SQLiteRosterStore(path: dir.file("roster.sqlite"))
    let csv = dir.file("players.csv")
    let fd = open(csv, O_WRONLY | O_CREAT, 0o600)
    var text = "name,game,rating\n"
    for number in 1...5000 { text += "Player \(number),Chess,\(number % 5 + 1)\n" }
    _ = text.withCString { write(fd, $0, strlen($0)) }
    close(fd)
    #expect(try store.importCSV(fromFile: csv).playerCount == 5000)
    #expect(try store.playerCount() == 5003)
    #expect(try store.player(at: 5002).name == "Player 5000")
    #expect(try store.playerCount(forGame: "Chess") == 5000)
    let error = #expect(throws: RosterStoreError.self) {
      try store.importCSV(fromFile: dir.file("missing.csv"))
    }
    #expect(error?.message == "\(dir.file("missing.csv")): No such file or directory")
  }
  /// The counters the triggers keep, recounted from the players themselves.
  private func countersMatchPlayers(_ store: SQLiteRosterStore) throws -> Bool {
    let kept = try store.db.query(
      "SELECT id, player_count FROM games WHERE player_count > 0 ORDER BY id"
    ) { "\($0.integer(at: 0)):\($0.integer(at: 1))" }
    let counted = try store.db.query(
      "SELECT game_id, count(*) FROM players GROUP BY game_id ORDER BY game_id"
    ) { "\($0.integer(at: 0)):\($0.integer(at: 1))" }
    let blocks = try store.db.query("SELECT block, count FROM player_blocks ORDER BY block") {
      "\($0.integer(at: 0)):\($0.integer(at: 1))"
    }
    let countedBlocks = try store.db.query(
      "SELECT id >> \(Schema.blockShift), count(*) FROM players GROUP BY 1 ORDER BY 1"
    ) { "\($0.integer(at: 0)):\($0.integer(at: 1))" }
    return kept == counted && blocks == countedBlocks
  }

  @Test(arguments: [1, 255, 256, 257, 2500])
  func smallImportsKeepTheSchemaBigOnesLoadInBulk(rows: Int) throws {
    let store = try SQLiteRosterStore.inMemory()
    let schemaVersion = try store.db.integer("PRAGMA schema_version")
    var text = "name,game,rating\n"
    for number in 1...rows {
      text += "P\(number),\(["Chess", "Go", "Tic-Tac-Toe"][number % 3]),\(number % 5 + 1)\n"
    }
    #expect(try store.importCSV(bytes: Array(text.utf8), source: "in.csv").playerCount == rows)
    #expect(try store.playerCount() == rows + 3)
    #expect(try countersMatchPlayers(store))
    // Below the threshold the trigger stays (no schema change for other shells to reload).
    let changed = try store.db.integer("PRAGMA schema_version") != schemaVersion
    #expect(changed == (rows >= CSVImporter.bulkThreshold))
    // Either way the trigger is back for the next player.
    _ = try store.addPlayer(name: "After", game: "Go", rating: 3)
    #expect(try countersMatchPlayers(store))
    #expect(try store.playerCount() == rows + 4)
  }

  @Test func aFailureAfterTheBulkSwitchRollsBackTheTriggerToo() throws {
    let store = try SQLiteRosterStore.inMemory()
    var text = "name,game,rating\n"
    for number in 1...(CSVImporter.bulkThreshold + 10) { text += "P\(number),Chess,2\n" }
    text += "Bad,Chess,9\n"
    #expect(throws: RosterStoreError.self) {
      try store.importCSV(bytes: Array(text.utf8), source: "in.csv")
    }
    #expect(try store.playerCount() == 3)
    _ = try store.addPlayer(name: "After", game: "Chess", rating: 3)
    #expect(try store.playerCount() == 4)
    #expect(try countersMatchPlayers(store))
  }
}
