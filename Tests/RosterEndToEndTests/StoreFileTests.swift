import Foundation
import Glibc
import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// Whether a file exists.
private func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// Runs `sql` with the sqlite3 shell on `database`; true when it succeeded.
@discardableResult
func sqlite3(_ database: String, _ sql: String) -> Bool {
  system("sqlite3 '\(database)' \"\(sql)\" >/dev/null 2>&1") == 0
}

/// The sqlite3 shell holding the write lock of a database (`BEGIN IMMEDIATE`), as another
/// roster in the middle of a save would, until `release()`.
// Unchecked: released once, from whichever thread the test chooses, after which it is inert.
final class LockHolder: @unchecked Sendable {
  private let fifo: String
  private var fd: Int32 = -1

  init(database: String) throws {
    fifo = database + ".lock-holder"
    guard mkfifo(fifo, 0o600) == 0 else { throw ShellError("mkfifo \(fifo) failed") }
    guard system("sqlite3 '\(database)' < '\(fifo)' >/dev/null 2>&1 &") == 0 else {
      throw ShellError("cannot start sqlite3")
    }
    fd = open(fifo, O_WRONLY)  // waits for sqlite3 to open its end
    // The probe below takes the lock for a moment too: with sqlite3's default busy timeout
    // of 0, a BEGIN IMMEDIATE landing in that moment failed and the lock was never held.
    try send(".timeout 30000\nBEGIN IMMEDIATE;\n")
    // Held once another writer is refused at once (the shell's busy timeout is 0).
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(30)
    while sqlite3(database, "BEGIN IMMEDIATE; ROLLBACK;") {
      guard clock.now < deadline else { throw ShellError("sqlite3 never took the lock") }
      usleep(20_000)
    }
  }

  private func send(_ text: String) throws {
    guard fd >= 0, text.withCString({ write(fd, $0, strlen($0)) }) == text.utf8.count else {
      throw ShellError("cannot write to \(fifo)")
    }
  }

  /// Commits (nothing) and lets sqlite3 end.
  func release() {
    guard fd >= 0 else { return }
    try? send("COMMIT;\n")
    close(fd)
    fd = -1
    unlink(fifo)
  }

  deinit { release() }
}

/// `--store` paths, foreign and crafted files, read-only stores, and waits for a lock.
@Suite struct StoreFileTests {
  /// An empty --store (an unset variable) is bad usage, refused before anything is opened.
  @Test func anEmptyStorePathIsBadUsageAndImportsNothing() throws {
    let folder = try TemporaryDirectory(["in.csv": "name,game,rating\nRay,Chess,3\n"])
    defer { folder.remove() }
    let run = try runRoster(["--store", "", "import", "in.csv"], directory: folder.path)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "roster: --store was given an empty value (an unset variable?); give --store PATH, or "
          + "--memory\n"))
    #expect(FileSystem.entries(ofDirectory: folder.path) == ["in.csv"])
  }

  @Test(arguments: [":memory:", "file:x?mode=memory", "file:r.sqlite"])
  func throwawayPathsAreRefusedAndImportNothing(path: String) throws {
    let folder = try TemporaryDirectory(["in.csv": "name,game,rating\nRay,Chess,3\n"])
    defer { folder.remove() }
    let run = try runRoster(["--store", path, "import", "in.csv"], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("roster: cannot use \"\(path)\" as the store: "))
    #expect(run.stderr.contains("use --memory for a throwaway store"))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(FileSystem.entries(ofDirectory: folder.path) == ["in.csv"])
  }

  @Test func aFileOfAURILikeNameIsAPlainFileWhenWrittenAsAPath() throws {
    let folder = try TemporaryDirectory(["in.csv": "name,game,rating\nRay,Chess,3\n"])
    defer { folder.remove() }
    let run = try runRoster(
      ["--store", "./file:x?mode=memory", "import", "in.csv"], directory: folder.path)
    #expect(run.status == 0)
    #expect(run.stdout == "imported 1 player\n")
    #expect(run.stderr == "created new roster ./file:x?mode=memory\n")
    #expect(exists(folder.path + "/file:x?mode=memory"))
    // Now that it exists, the name as first typed opens that same file.
    let export = try runRoster(["--store", "file:x?mode=memory", "export"], directory: folder.path)
    #expect(export.stdout.hasSuffix("Ray,Chess,3\r\n"))
  }

  @Test func aNewStoreIsAnnouncedOnceAndAMissingFolderIsAnError() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let missing = try runRoster(["--store", "typo/r.sqlite", "export"], directory: folder.path)
    #expect(
      missing
        == BinaryRun(
          status: 1, stdout: "",
          stderr: "roster: the folder typo for the store typo/r.sqlite does not exist; create it "
            + "first (mkdir -p typo) or use --store with another path\n"))
    #expect(!exists(folder.path + "/typo"))
    let first = try runRoster(
      ["--store", "r.sqlite"], stdin: "expect rows 3\n", directory: folder.path)
    #expect(first == BinaryRun(status: 0, stdout: "", stderr: "created new roster r.sqlite\n"))
    let second = try runRoster(
      ["--store", "r.sqlite"], stdin: "expect rows 3\n", directory: folder.path)
    #expect(second == BinaryRun(status: 0, stdout: "", stderr: ""))
    // The default store's folder is still made, under XDG_DATA_HOME.
    let path = folder.path + "/data/roster/roster.sqlite"
    let byDefault = try runRoster(["export"], directory: folder.path)
    #expect(byDefault.status == 0)
    #expect(byDefault.stderr == "created new roster \(path)\n")
    #expect(exists(path))
  }

  @Test func aForeignDatabaseIsRefusedUntouched() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let notes = folder.path + "/notes.db"
    #expect(sqlite3(notes, "CREATE TABLE notes(text); INSERT INTO notes VALUES ('keep me');"))
    #expect(system("cp '\(notes)' '\(notes).before'") == 0)
    let run = try runRoster(["--store", "notes.db", "export"], directory: folder.path)
    #expect(
      run
        == BinaryRun(
          status: 1, stdout: "",
          stderr:
            "roster: notes.db is an SQLite database but not a Roster store; use --store with "
            + "another path\n"))
    #expect(system("cmp -s '\(notes)' '\(notes).before'") == 0)
    #expect(!exists(notes + "-wal") && !exists(notes + "-shm"))
  }

  @Test(arguments: [
    "PRAGMA user_version = -1;",
    "INSERT INTO player_blocks VALUES (1, 9223372036854775807);",
    "INSERT INTO player_blocks VALUES (9223372036854775807, 5);",
    "PRAGMA ignore_check_constraints = 1; UPDATE players SET rating = 99 WHERE id = 2;",
    "UPDATE games SET player_count = -9223372036854775808;",
  ])
  func craftedStoresAreDamageNotCrashes(sql: String) throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path + "/r.sqlite"
    _ = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(sqlite3(path, sql))
    let shown = try runRoster(
      ["--store", "r.sqlite"], stdin: "show\nshow 3\nselect 2\nback\ntab Games\nshow\nselect 1\n",
      directory: folder.path)
    #expect(shown.status < 128, "\(shown.stderr)")
    #expect((shown.stdout + shown.stderr).contains("the store r.sqlite is damaged ("))
    let exported = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(exported.status < 128, "\(exported.stderr)")
  }

  /// Runs roster as user `uid` (through setpriv, as root), else as this user.
  func run(
    as uid: UInt32?, _ arguments: [String], stdin: String = "", directory: String
  ) throws -> BinaryRun {
    guard let uid else { return try runRoster(arguments, stdin: stdin, directory: directory) }
    return try runRoster(
      [
        "--reuid=\(uid)", "--regid=\(uid)", "--clear-groups",
        rosterBinary,
      ]
        + arguments, stdin: stdin, directory: directory, program: "/usr/bin/setpriv")
  }

  /// A store someone else owns, read by a user who may not write it (the file or the folder):
  /// reading works, a change is refused with the reason, and nothing is left behind that
  /// would stop the owner's next save. Root ignores permission bits, so as root the owner and
  /// the reader are two other users.
  @Test(arguments: ["the file is read-only", "its folder is read-only"])
  func aStoreThatCannotBeWrittenCanStillBeRead(reason: String) throws {
    let root = geteuid() == 0
    let owner: UInt32? = root ? 4242 : nil
    let reader: UInt32? = root ? 65534 : nil
    let folder = try TemporaryDirectory(["in.csv": "name,game,rating\nRay,Chess,3\n"])
    defer {
      chmod(folder.path, 0o700)
      folder.remove()
    }
    if root { chown(folder.path, 4242, 4242) }
    chmod(folder.path, 0o777)
    chmod(folder.path + "/in.csv", 0o644)
    let path = folder.path + "/r.sqlite"
    let made = try run(
      as: owner, ["--store", "r.sqlite", "import", "in.csv"], directory: folder.path)
    #expect(made.stdout == "imported 1 player\n", "\(made.stderr)")
    if reason == "the file is read-only" {
      // Others (and, not as root, the owner too) may read the file but not write it.
      chmod(path, root ? 0o644 : 0o444)
    } else {
      chmod(path, 0o666)
      chmod(folder.path, 0o755)
    }

    let shown = try run(
      as: reader, ["--store", "r.sqlite"], stdin: "expect rows 1\nexpect row 1 Ray\n",
      directory: folder.path)
    #expect(shown == BinaryRun(status: 0, stdout: "", stderr: ""))
    let exported = try run(as: reader, ["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(exported.status == 0, "\(exported.stderr)")
    #expect(exported.stdout.hasSuffix("Ray,Chess,3\r\n"))
    let changed = try run(
      as: reader, ["--store", "r.sqlite"], stdin: "delete 1\n", directory: folder.path)
    #expect(changed.status == 1)
    #expect(
      changed.stderr.contains(
        "cannot save: the store r.sqlite is read-only (\(reason)); check the permissions"),
      "\(changed.stderr)")
    #expect(!exists(path + "-wal") && !exists(path + "-shm"))

    // The owner, with the permissions back, saves as before.
    chmod(folder.path, 0o777)
    chmod(path, 0o644)
    let saved = try run(
      as: owner, ["--store", "r.sqlite"], stdin: "delete 1\nexpect rows 0\n",
      directory: folder.path)
    #expect(saved.status == 0 && saved.stderr == "", "\(saved.stderr)")
  }

  @Test func aSaveWaitsForAnotherWriterAndSaysSo() throws {
    let folder = try TemporaryDirectory(["in.csv": "name,game,rating\nRay,Chess,3\n"])
    defer { folder.remove() }
    _ = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    let holder = try LockHolder(database: folder.path + "/r.sqlite")
    // Released well after the import started waiting (a notice comes after half a second).
    DispatchQueue.global().asyncAfter(deadline: .now() + 4) { holder.release() }
    let run = try runRoster(["--store", "r.sqlite", "import", "in.csv"], directory: folder.path)
    #expect(
      run
        == BinaryRun(
          status: 0, stdout: "imported 1 player\n",
          stderr:
            "waiting for another roster to finish writing r.sqlite… (Ctrl-C gives up)\n"))
  }
}
