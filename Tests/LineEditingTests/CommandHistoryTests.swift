import Foundation
import Testing

@testable import LineEditing

/// A fresh temporary folder, removed after `body`.
private func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
  var template = Array((NSTemporaryDirectory() + "/roster-history-XXXXXX").utf8CString)
  let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
  let folder = String(cString: try #require(created))
  defer { try? FileManager.default.removeItem(atPath: folder) }
  return try body(folder)
}

private func mode(of path: String) -> mode_t {
  var status = stat()
  guard stat(path, &status) == 0 else { return 0 }
  return status.st_mode & 0o777
}

/// A file of `text` repeated to `megabytes` MB, then `tail`; written in 1 MB pieces.
private func writeFile(_ path: String, repeating text: String, megabytes: Int, then tail: String)
  throws
{
  _ = FileManager.default.createFile(atPath: path, contents: nil)
  let file = try #require(FileHandle(forWritingAtPath: path))
  defer { try? file.close() }
  let piece = Data(String(repeating: text, count: 1_000_000 / text.utf8.count).utf8)
  for _ in 0..<megabytes { try file.write(contentsOf: piece) }
  try file.write(contentsOf: Data(tail.utf8))
}

private func contents(of path: String) -> String {
  (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<missing>"
}

@Suite struct CommandHistoryTests {
  @Test func createsTheFileAndFoldersPrivately() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/state/roster/history"
      let history = CommandHistory(path: path)
      try history.load()
      #expect(history.entries.isEmpty)
      try history.add("open AddPlayer")
      #expect(mode(of: path) == 0o600)
      #expect(mode(of: folder + "/state/roster") == 0o700)
      #expect(contents(of: path) == "open AddPlayer\n")
    }
  }

  /// A history file its owner made read-only (0400) was made 0600 again and written: it is
  /// read, left as it is, and what is typed is refused once, with how to keep it.
  @Test func aReadOnlyFileIsReadButNeverWrittenNorLoosened() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/history"
      try "show\n".write(toFile: path, atomically: false, encoding: .utf8)
      chmod(path, 0o444)
      let history = CommandHistory(path: path)
      try history.load()
      #expect(history.entries == ["show"])
      #expect(mode(of: path) == 0o400)
      let error = try #require(throws: HistoryError.self) { try history.add("back") }
      #expect(
        error.description
          == "history not saved: \(path) is read-only; lines typed now are kept for this "
          + "session only (chmod u+w \(path) to keep them)")
      #expect(history.entries == ["show", "back"])
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "show\n")
      #expect(mode(of: path) == 0o400)
      #expect(throws: HistoryError.self) { try history.save() }
      #expect(mode(of: path) == 0o400)
    }
  }

  @Test func tightensALooseFileOnLoad() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/history"
      try "show\n".write(toFile: path, atomically: false, encoding: .utf8)
      chmod(path, 0o644)
      let history = CommandHistory(path: path)
      try history.load()
      #expect(mode(of: path) == 0o600)
      #expect(history.entries == ["show"])
    }
  }

  @Test func dropsConsecutiveDuplicatesAndBlankLines() throws {
    try withTemporaryFolder { folder in
      let history = CommandHistory(path: folder + "/history")
      for line in ["show", "show", "  ", "", "back", "show", "show"] {
        try history.add(line)
      }
      #expect(history.entries == ["show", "back", "show"])
      #expect(contents(of: folder + "/history") == "show\nback\nshow\n")
    }
  }

  /// As with bash's `ignorespace`: a line typed with a leading space is kept out of history.
  @Test func dropsLinesStartingWithASpace() throws {
    try withTemporaryFolder { folder in
      let history = CommandHistory(path: folder + "/history")
      for line in ["show", " type \"secret\"", "back"] { try history.add(line) }
      #expect(history.entries == ["show", "back"])
      #expect(contents(of: folder + "/history") == "show\nback\n")
    }
  }

  @Test func survivesAReload() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/history"
      let first = CommandHistory(path: path)
      try first.load()
      for line in ["open AddPlayer", "type Texas Hold’em Poker", "select 日本語"] {
        try first.add(line)
      }
      let second = CommandHistory(path: path)
      try second.load()
      #expect(second.entries == first.entries)
      // A repeat of the last line of the previous run is a consecutive duplicate too.
      try second.add("select 日本語")
      #expect(second.entries.count == 3)
    }
  }

  @Test func isCappedInMemoryAndOnDisk() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/history"
      let history = CommandHistory(path: path, capacity: 5)
      for number in 1...8 { try history.add("line \(number)") }
      #expect(history.entries == (4...8).map { "line \($0)" })
      #expect(contents(of: path) == (4...8).map { "line \($0)\n" }.joined())
      let reloaded = CommandHistory(path: path, capacity: 5)
      try reloaded.load()
      #expect(reloaded.entries == (4...8).map { "line \($0)" })
      #expect(contents(of: path) == (4...8).map { "line \($0)\n" }.joined())
      #expect(mode(of: path) == 0o600)
    }
  }

  @Test func theDefaultCapacityIsAThousand() throws {
    try withTemporaryFolder { folder in
      let history = CommandHistory(path: folder + "/history")
      for number in 1...1005 { try history.add("\(number)") }
      #expect(history.entries.count == 1000)
      #expect(history.entries.first == "6")
    }
  }

  /// README: "1,000 lines". A full file took one more line per session (1,001, then 1,002…)
  /// until the next start compacted it.
  @Test func theFileKeepsAThousandLinesAfterAnAppend() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/history"
      let full = (1...1000).map { "show \($0)\n" }.joined()
      try full.write(toFile: path, atomically: false, encoding: .utf8)
      let history = CommandHistory(path: path)
      try history.load()
      try history.add("where")
      try history.add("back")
      let lines = contents(of: path).split(separator: "\n")
      #expect(lines.count == 1000)
      #expect(lines.first == "show 3")
      #expect(lines.last == "back")
      #expect(history.entries.count == 1000)
    }
  }

  /// Another shell's lines appended meanwhile survive the compaction.
  @Test func compactingKeepsAnotherShellsLines() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/history"
      let one = CommandHistory(path: path, capacity: 3)
      let two = CommandHistory(path: path, capacity: 3)
      try one.load()
      try two.load()
      try one.add("a")
      try two.add("b")
      try one.add("c")
      try two.add("d")
      #expect(contents(of: path) == "b\nc\nd\n")
    }
  }

  /// A symbolic link at the history path was followed: its target was made 0600 and got every
  /// typed line.
  @Test func aSymbolicLinkIsNeitherFollowedNorChanged() throws {
    try withTemporaryFolder { folder in
      let target = folder + "/notes.txt"
      try "mine\n".write(toFile: target, atomically: false, encoding: .utf8)
      chmod(target, 0o644)
      let path = folder + "/history"
      symlink(target, path)
      let history = CommandHistory(path: path)
      let message =
        "history not saved: \(path) is a symbolic link; remove it, or set XDG_STATE_HOME to "
        + "another folder"
      #expect(throws: HistoryError(message)) { try history.load() }
      #expect(throws: HistoryError(message)) { try history.add("show") }
      #expect(throws: HistoryError(message)) { try history.save() }
      #expect(contents(of: target) == "mine\n")
      #expect(mode(of: target) == 0o644)
      #expect(history.entries == ["show"])  // still usable for Up in this session
    }
  }

  @Test func aHardLinkOrAFIFOIsNotUsed() throws {
    try withTemporaryFolder { folder in
      let target = folder + "/notes.txt"
      try "mine\n".write(toFile: target, atomically: false, encoding: .utf8)
      chmod(target, 0o644)
      link(target, folder + "/history")
      #expect(throws: HistoryError.self) { try CommandHistory(path: folder + "/history").load() }
      #expect(mode(of: target) == 0o644)
      mkfifo(folder + "/fifo", 0o600)
      // Opening a FIFO for reading would wait for a writer forever.
      #expect(throws: HistoryError.self) { try CommandHistory(path: folder + "/fifo").load() }
    }
  }

  /// The whole file was read at every load and after every typed line: a 100 MB history cost
  /// 100 MB and seconds, and a line of any length came back into the editor.
  @Test func aHugeFileLoadsOnlyItsTail() throws {
    try withTemporaryFolder { folder in
      // 100 MB of alternating lines, then the 1,000 kept.
      let path = folder + "/history"
      let kept = (1...1000).map { "show \($0)\n" }.joined()
      try writeFile(path, repeating: "show\nback\n", megabytes: 100, then: kept)
      let history = CommandHistory(path: path)
      try history.load()
      #expect(history.entries == (1...1000).map { "show \($0)" })
      #expect(contents(of: path) == kept)

      // A line of 100 MB is dropped, not handed to the editor; the 999 lines after it stay.
      let long = folder + "/long"
      let after = (1...999).map { "show \($0)\n" }.joined()
      try writeFile(long, repeating: "x", megabytes: 100, then: "\n" + after)
      let longHistory = CommandHistory(path: long)
      try longHistory.load()
      #expect(longHistory.entries == (1...999).map { "show \($0)" })
      #expect(contents(of: long) == after)
    }
  }

  /// A NUL in the file (never written by `add`) cut the line short in the editor's C strings.
  @Test func aLineHoldingANULIsDropped() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/history"
      try "show\nab\u{0}cd\nback\n".write(toFile: path, atomically: false, encoding: .utf8)
      let history = CommandHistory(path: path)
      try history.load()
      #expect(history.entries == ["show", "back"])
      #expect(contents(of: path) == "show\nback\n")
    }
  }

  @Test func interleavesWithAnotherShell() throws {
    try withTemporaryFolder { folder in
      let path = folder + "/history"
      let one = CommandHistory(path: path)
      let two = CommandHistory(path: path)
      try one.add("from one")
      try two.add("from two")
      let later = CommandHistory(path: path)
      try later.load()
      #expect(later.entries == ["from one", "from two"])
    }
  }

  @Test func reportsAnUnwritableFolder() throws {
    try withTemporaryFolder { folder in
      let blocker = folder + "/file"
      try "".write(toFile: blocker, atomically: false, encoding: .utf8)
      let history = CommandHistory(path: blocker + "/roster/history")
      #expect(throws: HistoryError.self) { try history.add("show") }
      #expect(history.entries == ["show"])  // still usable for Up in this session
    }
  }

  @Test func memoryOnlyHistoryTouchesNoFile() throws {
    let history = CommandHistory(path: nil)
    try history.load()
    try history.add("show")
    try history.save()
    #expect(history.entries == ["show"])
  }

  @Test func defaultPathFollowsXDG() {
    let xdg = ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]
    #expect(CommandHistory.defaultPath(environment: { xdg[$0] }) == "/x/state/roster/history")
    let home = ["HOME": "/home/u", "XDG_STATE_HOME": "relative"]
    #expect(
      CommandHistory.defaultPath(environment: { home[$0] }) == "/home/u/.local/state/roster/history"
    )
    // No HOME: the password database's home folder (as the store's path), else memory only.
    #expect(
      CommandHistory.defaultPath(environment: { _ in nil }, passwordDatabaseHome: { "/pw" })
        == "/pw/.local/state/roster/history")
    #expect(
      CommandHistory.defaultPath(environment: { _ in nil }, passwordDatabaseHome: { nil }) == nil)
  }
}
