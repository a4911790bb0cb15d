import Glibc
import LineEditing
import RatingsApp
import Testing

@testable import RosterModel
@testable import RosterSQLite
@testable import Shell

/// The shell reuses its last drawing while nothing it shows can have changed (the command
/// overhead figure): each way the scene can change must still show on the next draw.
@Suite struct DrawingCacheTests {
  /// A shell on the Ratings app over `store`.
  func shell(_ store: SQLiteRosterStore) throws -> Shell {
    TerminalLocale.configure()
    return Shell(
      session: try RatingsApp.launch(store: store), console: .capturing(), settings: .init())
  }

  /// What `line` printed.
  func output(_ shell: Shell, _ line: String) -> String {
    shell.console.resetCaptured()
    #expect(shell.run(line: line) == .ok, "\(line): \(shell.console.capturedErr)")
    return shell.console.capturedOut
  }

  @Test func repeatedShowsDrawTheSameScene() throws {
    let shell = try shell(SQLiteRosterStore.inMemory())
    let first = output(shell, "show")
    #expect(first.contains("Bill Evans"))
    for _ in 0..<3 { #expect(output(shell, "show") == first) }
    #expect(shell.drawing() == first.dropLast())
  }

  @Test func aMoveOnTheSameSceneShowsNewContent() throws {
    let shell = try shell(SQLiteRosterStore.inMemory())
    #expect(shell.run(line: "tab Games") == .ok)
    let collapsed = output(shell, "show")
    #expect(!collapsed.contains("Played by"))
    // Expanding a row changes the controller's state, not the store.
    #expect(shell.run(line: "select Tic-Tac-Toe") == .ok)
    let expanded = output(shell, "show")
    #expect(expanded.contains("Played by"))
    #expect(shell.run(line: "select Tic-Tac-Toe") == .ok)
    #expect(output(shell, "show") == collapsed)
  }

  @Test func aFailedMoveDrawsAfresh() throws {
    let shell = try shell(SQLiteRosterStore.inMemory())
    let before = output(shell, "show")
    #expect(shell.run(line: "open Nope") == .failed)
    #expect(output(shell, "show") == before)
  }

  @Test func aMoveToAnotherSceneAndBackShowsEach() throws {
    let shell = try shell(SQLiteRosterStore.inMemory())
    let players = output(shell, "show")
    for line in ["open AddPlayer", "select 1", "type Zed", "tap Done"] {
      #expect(shell.run(line: line) == .ok)
    }
    let after = output(shell, "show")
    #expect(after != players)
    #expect(after.contains("Zed"))
  }

  @Test func aWriteThroughTheSameStoreShowsOnTheNextDraw() throws {
    let store = try SQLiteRosterStore.inMemory()
    let shell = try shell(store)
    #expect(!output(shell, "show").contains("Zed Same"))
    _ = try store.addPlayer(name: "Zed Same", game: "Chess", rating: 2)
    #expect(output(shell, "show").contains("Zed Same"))
  }

  @Test func anotherConnectionsWriteShowsOnTheNextDraw() throws {
    let path = "/tmp/roster-drawing-cache-\(getpid()).sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
    let shell = try shell(SQLiteRosterStore(path: path))
    let before = output(shell, "show")
    #expect(!before.contains("Zed Other"))
    #expect(output(shell, "show") == before)
    _ = try SQLiteRosterStore(path: path).addPlayer(name: "Zed Other", game: "Chess", rating: 4)
    #expect(output(shell, "show").contains("Zed Other"))
    try SQLiteRosterStore(path: path).deletePlayer(
      try SQLiteRosterStore(path: path).players(offset: 0, limit: 10).first!)
    #expect(!output(shell, "show").contains("Bill Evans"))
  }

  @Test func aWindowChangeShowsTheRowsAsked() throws {
    let store = try SQLiteRosterStore.inMemory()
    for index in 0..<30 {
      _ = try store.addPlayer(name: "Player \(index)", game: "Chess", rating: 1)
    }
    let shell = try shell(store)
    let top = output(shell, "show")
    #expect(top.contains("Bill Evans"))
    let second = output(shell, "show 2")
    #expect(!second.contains("Bill Evans"))
    #expect(second.contains("Oscar Peterson"))
    let more = output(shell, "more")
    #expect(more.contains("Player 29"))
    #expect(!more.contains("Oscar Peterson"))
    #expect(output(shell, "show 1") == top)
  }

  @Test func aStyleChangeDrawsInThatStyle() throws {
    let shell = try shell(SQLiteRosterStore.inMemory())
    let plain = shell.drawing()
    let ascii = shell.drawing(style: .ascii)
    #expect(plain != ascii)
    #expect(!ascii.contains("★"))
    #expect(shell.drawing() == plain)
  }
}
