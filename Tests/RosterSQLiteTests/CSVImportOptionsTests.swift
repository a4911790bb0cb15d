import Glibc
import RosterSupport
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// An import names every bad row in one pass, can replace the roster or only check
/// it (`--replace`, `--dry-run`), reports its progress, and a new store can start without the
/// sample players (`roster init --empty`).
@Suite struct CSVImportOptionsTests {
  private func input(_ text: String) -> CSVInput {
    CSVInput(bytes: Array(text.utf8), name: "in.csv")
  }

  private func names(_ store: SQLiteRosterStore) throws -> [String] {
    try store.players(offset: 0, limit: 100).map(\.name)
  }

  /// Before, the first bad row ended the import: a file with five mistakes took five runs.
  @Test func everyBadRowIsNamedInOnePassAndNothingIsImported() throws {
    let store = try SQLiteRosterStore.inMemory()
    let text =
      "name,game,rating\nAnn,Chess,3\nBob,Chess,9\nCy \"the\" Man,Go,2\n\"Dee\"x,Go,1\n"
      + " ,Chess,2\nEve,Chess\nFay,Go,5\n"
    let error = try #require(throws: RosterStoreError.self) {
      try store.importCSV(from: input(text), options: CSVImportOptions(), progress: nil)
    }
    guard case .csvRows(let failure) = error else {
      Issue.record("expected every bad row, got \(error)")
      return
    }
    #expect(
      failure.lines == [
        "in.csv:3: rating \"9\" is not a whole number from 1 to 5",
        "in.csv:4: a quote inside an unquoted field; quote the whole field and double the quote",
        "in.csv:5: unexpected text after a closing quote; double a quote inside a quoted field "
          + "(\"\")",
        "in.csv:6: the player name is blank; type a name",
        "in.csv:7: expected 3 fields (name,game,rating), found 2",
        "5 rows of in.csv cannot be imported; fix them and import again (nothing was imported)",
      ])
    #expect(try store.playerCount() == 3)
    #expect(try store.gameCount() == 6, "Go, only named by bad rows' neighbours, is not added")
  }

  /// A backup imported into the roster it came from doubled it without a word: the summary
  /// counts the names already there, in a dry run and in the import.
  @Test func namesAlreadyInTheRosterAreCounted() throws {
    let store = try SQLiteRosterStore.inMemory()
    let backup = "name,game,rating\nBill Evans,Tic-Tac-Toe,4\nOscar Peterson,Spin the Bottle,5\n"
    let dry = try store.importCSV(
      from: input(backup + "New Face,Chess,2\nBill Evans,Chess,1\n"),
      options: CSVImportOptions(dryRun: true), progress: nil)
    #expect(dry.alreadyPresent == 3)
    #expect(dry.playerCount == 4)
    let real = try store.importCSV(from: input(backup), options: CSVImportOptions(), progress: nil)
    #expect(real.alreadyPresent == 2)
    #expect(try store.playerCount() == 5)
    let replaced = try store.importCSV(
      from: input(backup), options: CSVImportOptions(replace: true), progress: nil)
    #expect(replaced.alreadyPresent == 0)
    let empty = try SQLiteRosterStore.inMemory()
    _ = try empty.importCSV(
      from: input("name,game,rating\n"), options: CSVImportOptions(replace: true), progress: nil)
    #expect(
      try empty.importCSV(from: input(backup), options: CSVImportOptions(), progress: nil)
        .alreadyPresent == 0)
  }

  /// What leaves the rest unreadable (here a NUL byte) ends the pass, after the rows before it.
  @Test func aFileThatCannotBeReadOnEndsThePassAsItsLastError() throws {
    let store = try SQLiteRosterStore.inMemory()
    let text = "name,game,rating\nA,Chess,0\nB,Chess,1\nC\u{0},Chess,1\nD,Chess,7\n"
    let error = try #require(throws: RosterStoreError.self) {
      try store.importCSV(bytes: Array(text.utf8), source: "in.csv")
    }
    #expect(
      error.message
        == "in.csv:2: rating \"0\" is not a whole number from 1 to 5\n"
        + "in.csv:4: the line holds a NUL byte; is this a CSV file saved as UTF-8?\n"
        + "2 rows of in.csv cannot be imported; fix them and import again (nothing was imported)")
  }

  /// A wrong file (every row bad) still gives a readable report: the first hundred, then a count.
  @Test func aWrongFileListsTheFirstHundredBadRowsAndCountsTheRest() throws {
    var text = "name,game,rating\n"
    for number in 1...1000 { text += "P\(number),Chess,x\n" }
    let error = try #require(throws: RosterStoreError.self) {
      try SQLiteRosterStore.inMemory().importCSV(bytes: Array(text.utf8), source: "in.csv")
    }
    guard case .csvRows(let failure) = error else {
      Issue.record("expected every bad row, got \(error)")
      return
    }
    #expect(failure.count == 1000)
    #expect(failure.lines.count == CSVImportFailure.listed + 2)
    #expect(
      failure.lines.suffix(2) == [
        "… and 900 more bad rows",
        "1000 rows of in.csv cannot be imported; fix them and import again (nothing was imported)",
      ])
  }

  /// One bad row reads as it always did.
  @Test func oneBadRowIsOneLine() throws {
    let error = try #require(throws: RosterStoreError.self) {
      try SQLiteRosterStore.inMemory().importCSV(
        bytes: Array("name,game,rating\nA,Chess,1\nB,Chess,x\n".utf8), source: "in.csv")
    }
    guard case .csv = error else {
      Issue.record("expected one CSV error, got \(error)")
      return
    }
    #expect(error.message == "in.csv:3: rating \"x\" is not a whole number from 1 to 5")
  }

  @Test(arguments: [3, 300])
  func replaceSwapsEveryPlayerInOneTransactionAndKeepsTheGames(rows: Int) throws {
    let store = try SQLiteRosterStore.inMemory()
    _ = try store.addGame("Go")
    var text = "name,game,rating\n"
    for number in 1...rows { text += "New \(number),Chesss,2\n" }
    let summary = try store.importCSV(
      from: input(text), options: CSVImportOptions(replace: true), progress: nil)
    #expect(
      summary
        == CSVImportSummary(playerCount: rows, createdGames: ["Chesss"], replacedCount: 3))
    #expect(try store.playerCount() == rows)
    #expect(try names(store).prefix(2) == ["New 1", "New 2"])
    // The catalog stays (Go is the user's own, unplayed), its counts right.
    #expect(
      try store.games().map { "\($0.name)=\($0.playerCount)" } == [
        "Angry Birds=0", "Chess=0", "Chesss=\(rows)", "Go=0", "Russian Roulette=0",
        "Spin the Bottle=0", "Texas Hold\u{2019}em Poker=0", "Tic-Tac-Toe=0",
      ])
    // The counters' triggers are back: a delete and a move still count.
    try store.deletePlayer(try store.player(at: 0))
    #expect(try store.playerCount() == rows - 1)
    #expect(try store.playerCount(forGame: "Chesss") == rows - 1)
  }

  @Test func aReplaceWithABadRowChangesNothing() throws {
    let store = try SQLiteRosterStore.inMemory()
    #expect(throws: RosterStoreError.self) {
      try store.importCSV(
        from: input("name,game,rating\nA,Chess,1\nB,Chess,0\n"),
        options: CSVImportOptions(replace: true), progress: nil)
    }
    #expect(try names(store) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
    #expect(try store.playerCount(forGame: "Tic-Tac-Toe") == 1)
  }

  @Test func aDryRunSaysWhatWouldHappenAndChangesNothing() throws {
    let store = try SQLiteRosterStore.inMemory()
    let before = try store.dataVersion()
    let text = "name,game,rating\nAnn,chess,3\nBob,Chesss,4\nCy,Go,1\nDee,go,2\n"
    let summary = try store.importCSV(
      from: input(text), options: CSVImportOptions(replace: true, dryRun: true), progress: nil)
    #expect(
      summary
        == CSVImportSummary(
          playerCount: 4, createdGames: ["Chesss", "Go"], replacedCount: 3, dryRun: true))
    #expect(try store.dataVersion() == before)
    #expect(try store.playerCount() == 3)
    #expect(try store.gameCount() == 6)
    // Bad rows are found as by the import itself.
    let error = try #require(throws: RosterStoreError.self) {
      try store.importCSV(
        from: input("name,game,rating\nA,Chess,6\nB,Chess,0\n"),
        options: CSVImportOptions(dryRun: true), progress: nil)
    }
    #expect(error.message.hasPrefix("in.csv:2: rating \"6\""))
    #expect(
      error.message.hasSuffix(
        "2 rows of in.csv cannot be imported; fix them and import again (nothing was imported)"))
  }

  @Test func progressIsToldAfterEachChunkWithTheBytesAndRowsSoFar() throws {
    let directory = TemporaryDirectory()
    var text = "name,game,rating\n"
    for number in 1...30_000 { text += "Player \(number),Chess,\(number % 5 + 1)\n" }
    let path = directory.file("big.csv")
    let fd = open(path, O_WRONLY | O_CREAT, 0o600)
    _ = text.withCString { write(fd, $0, strlen($0)) }
    close(fd)
    var reports: [CSVImportProgress] = []
    let store = try SQLiteRosterStore.inMemory()
    try store.importCSV(
      from: try CSVInput(file: path), options: CSVImportOptions(), progress: { reports.append($0) })
    #expect(reports.count == (text.utf8.count + 256 * 1024 - 1) / (256 * 1024))
    #expect(reports.allSatisfy { $0.totalBytes == text.utf8.count })
    #expect(reports.map(\.bytesRead) == reports.map(\.bytesRead).sorted())
    #expect(reports.last?.bytesRead == text.utf8.count)
    #expect(reports.last?.rows == 30_000)
  }

  /// `roster init --empty`: a new file store without the sample players (the catalog's games
  /// stay, so Add Player has games to pick); an existing store is opened as it is.
  /// A PostgreSQL import retried on a new connection read the file a second time from where
  /// the first read ended: "the file is empty". A file is read from its start each time; only
  /// a pipe cannot be read again (and its import is not retried).
  @Test func aFileInputIsReadFromItsStartEachTime() throws {
    let path = "/tmp/roster-csv-input-\(getpid()).csv"
    defer { unlink(path) }
    try FileSystem.replaceAtomically(
      path, with: Array("name,game,rating\nAnn,Chess,3\n".utf8), mode: 0o600)
    let input = try CSVInput(file: path)
    #expect(input.canBeReadAgain)
    for _ in 0..<2 {
      var read: [UInt8] = []
      try input.forEachChunk { chunk, _ in read += chunk }
      #expect(read == Array("name,game,rating\nAnn,Chess,3\n".utf8))
    }
    #expect(CSVInput(bytes: [], name: "m.csv").canBeReadAgain)
  }

  @Test func aNewStoreCanStartWithoutTheSamplePlayers() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("club.sqlite")
    let store = try SQLiteRosterStore(path: path, samplePlayers: false)
    #expect(store.wasCreated)
    #expect(try store.playerCount() == 0)
    #expect(try store.gameCount() == 6)
    try store.importCSV(bytes: Array("name,game,rating\nAnn,Go,2\n".utf8), source: "in.csv")
    let again = try SQLiteRosterStore(path: path)
    #expect(!again.wasCreated)
    #expect(try names(again) == ["Ann"])
  }
}
