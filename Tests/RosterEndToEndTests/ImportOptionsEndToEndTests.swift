import Glibc
import RosterTestSupport
import Testing

@testable import Shell

/// The built binary: a store that starts empty (`roster init --empty`, or made by
/// an import), `import --replace`, `import -` from stdin, `--dry-run`, every bad row in one
/// pass, new games with a did-you-mean, and `export -o FILE` (atomic, never over a file unasked
/// nor over the open store).
@Suite struct ImportOptionsEndToEndTests {
  static let club = "name,game,rating\nAnn,Chess,3\nBob,Chesss,4\nCy,Go,2\n"

  /// Before, the new store got the three sample players and the import added the file's to
  /// them: a restored backup held three strangers.
  @Test func anImportIntoANewStoreHoldsOnlyTheFilesPlayers() throws {
    let folder = try TemporaryDirectory(["club.csv": Self.club])
    defer { folder.remove() }
    let run = try runRoster(
      ["--store", "new.sqlite", "import", "club.csv"], directory: folder.path)
    #expect(run.status == 0)
    #expect(run.stderr.hasPrefix("created new roster new.sqlite\n"))
    #expect(run.stdout == "imported 3 players; new games: \"Chesss\", \"Go\"\n")
    let exported = try runRoster(["--store", "new.sqlite", "export"], directory: folder.path)
    #expect(exported.stdout == "name,game,rating\r\nAnn,Chess,3\r\nBob,Chesss,4\r\nCy,Go,2\r\n")
  }

  @Test func initMakesAnEmptyStoreOnceAndNeverTouchesOneThatExists() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let empty = try runRoster(["init", "--empty", "--store", "c.sqlite"], directory: folder.path)
    #expect(
      empty
        == BinaryRun(
          status: 0, stdout: "created roster c.sqlite with no players and 6 games\n", stderr: ""))
    let sample = try runRoster(["init", "--store", "s.sqlite"], directory: folder.path)
    #expect(sample.stdout == "created roster s.sqlite with 3 sample players and 6 games\n")
    try folder.write("other.txt", "not a roster")
    for existing in ["c.sqlite", "other.txt"] {
      let again = try runRoster(["init", "--empty", "--store", existing], directory: folder.path)
      #expect(again.status == 1)
      #expect(
        again.stderr
          == "roster: \(existing) already holds a roster (or another file); roster init only "
          + "makes new ones: name another store, or replace its players with roster --store "
          + "\(existing) import --replace FILE.csv\n")
    }
    #expect(try folder.read("other.txt") == "not a roster")
    let memory = try runRoster(["init", "--memory"], directory: folder.path)
    #expect(memory.status == 2)
  }

  @Test func replaceSaysWhatItReplacedAndADryRunChangesNothing() throws {
    let folder = try TemporaryDirectory(["club.csv": Self.club])
    defer { folder.remove() }
    _ = try runRoster(["init", "--store", "r.sqlite"], directory: folder.path)
    let dry = try runRoster(
      ["--store", "r.sqlite", "import", "--replace", "--dry-run", "club.csv"],
      directory: folder.path)
    #expect(
      dry
        == BinaryRun(
          status: 0,
          stdout: "would replace the roster's 3 players with 3 from club.csv; new games: "
            + "\"Chesss\" (did you mean \"Chess\"?), \"Go\"; nothing was changed\n",
          stderr: ""))
    let before = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(before.stdout.contains("Bill Evans"))
    let replaced = try runRoster(
      ["--store", "r.sqlite", "import", "--replace", "club.csv"], directory: folder.path)
    #expect(replaced.status == 0)
    #expect(
      replaced.stdout
        == "replaced the roster's 3 players with 3 from club.csv; new games: \"Chesss\", \"Go\"\n")
    #expect(
      replaced.stderr
        == "roster: warning: new game \"Chesss\": did you mean \"Chess\"? (import --dry-run "
        + "names new games first)\n")
    let after = try runRoster(["--store", "r.sqlite", "export"], directory: folder.path)
    #expect(after.stdout == "name,game,rating\r\nAnn,Chess,3\r\nBob,Chesss,4\r\nCy,Go,2\r\n")
    // A dry run of a store that is not there creates nothing.
    let nowhere = try runRoster(
      ["--store", "none.sqlite", "import", "--dry-run", "club.csv"], directory: folder.path)
    #expect(nowhere.status == 0)
    #expect(nowhere.stdout.hasPrefix("would import 3 players from club.csv; new games: "))
    #expect(access(folder.path + "/none.sqlite", F_OK) != 0)
  }

  /// Importing a backup into the store it came from doubled the roster silently.
  @Test func anImportSaysHowManyNamesAreAlreadyThere() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    _ = try runRoster(["init", "--store", "r.sqlite"], directory: folder.path)
    _ = try runRoster(
      ["--store", "r.sqlite", "export", "-o", "backup.csv"], directory: folder.path)
    let dry = try runRoster(
      ["--store", "r.sqlite", "import", "--dry-run", "backup.csv"], directory: folder.path)
    #expect(
      dry.stdout
        == "would import 3 players from backup.csv; 3 of the names are already in the roster "
        + "(importing lists them twice; import --replace replaces the roster instead); nothing "
        + "was changed\n")
    let real = try runRoster(
      ["--store", "r.sqlite", "import", "backup.csv"], directory: folder.path)
    #expect(
      real
        == BinaryRun(
          status: 0,
          stdout: "imported 3 players; 3 of the names are already in the roster (now listed "
            + "twice; import --replace replaces the roster instead)\n", stderr: ""))
  }

  @Test func importDashReadsStandardInputWithTheFileLimits() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let run = try runRoster(
      ["--store", "i.sqlite", "import", "-"], stdin: Self.club, directory: folder.path)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("imported 3 players"))
    let bad = try runRoster(
      ["--store", "i.sqlite", "import", "-"],
      stdin: "name,game,rating\nA,Chess,7\n\(String(repeating: "x", count: 70_000)),Chess,1\n",
      directory: folder.path)
    #expect(bad.status == 1)
    #expect(
      bad.stderr
        == "roster: stdin:2: rating \"7\" is not a whole number from 1 to 5\n"
        + "roster: stdin:3: a field longer than 64 KiB; is this a CSV file?\n"
        + "roster: 2 rows of stdin cannot be imported; fix them and import again (nothing was "
        + "imported)\n")
    let nul = try runRoster(
      ["--store", "i.sqlite", "import", "-"], stdin: "name,game,rating\nA\u{0},Chess,1\n",
      directory: folder.path)
    #expect(
      nul.stderr
        == "roster: stdin:2: the line holds a NUL byte; is this a CSV file saved as UTF-8?\n")
    let count = try runRoster(["--store", "i.sqlite", "export"], directory: folder.path)
    #expect(count.stdout.split(separator: "\r\n").count == 4)
  }

  @Test func exportToAFileIsAtomicRefusesWhatIsThereAndNeverTheStore() throws {
    let folder = try TemporaryDirectory(["club.csv": Self.club])
    defer { folder.remove() }
    _ = try runRoster(["--store", "e.sqlite", "import", "club.csv"], directory: folder.path)
    let written = try runRoster(
      ["--store", "e.sqlite", "export", "-o", "out.csv"], directory: folder.path)
    #expect(written == BinaryRun(status: 0, stdout: "exported 3 players to out.csv\n", stderr: ""))
    #expect(
      try folder.read("out.csv") == "name,game,rating\r\nAnn,Chess,3\r\nBob,Chesss,4\r\nCy,Go,2\r\n"
    )
    try folder.write("out.csv", "keep me")
    let refused = try runRoster(
      ["--store", "e.sqlite", "export", "--output", "out.csv"], directory: folder.path)
    #expect(
      refused
        == BinaryRun(
          status: 1, stdout: "",
          stderr:
            "roster: out.csv exists; roster --store e.sqlite export --force -o out.csv replaces "
            + "it\n"))
    #expect(try folder.read("out.csv") == "keep me")
    // The fix names the store as given (it left --store out: the default store's export).
    let spaced = try runRoster(
      ["--store", "my club.sqlite", "export", "-o", "out.csv"], directory: folder.path)
    #expect(
      spaced.stderr
        == "roster: out.csv exists; roster --store 'my club.sqlite' export --force -o out.csv "
        + "replaces it\n")
    let forced = try runRoster(
      ["--store", "e.sqlite", "export", "--force", "-o", "out.csv"], directory: folder.path)
    #expect(forced.status == 0)
    #expect(try folder.read("out.csv").hasPrefix("name,game,rating\r\nAnn,"))
    for store in ["e.sqlite", "e.sqlite-wal"] {
      guard access(folder.path + "/" + store, F_OK) == 0 else { continue }
      let over = try runRoster(
        ["--store", "e.sqlite", "export", "--force", "-o", store], directory: folder.path)
      #expect(over.status == 1)
      #expect(
        over.stderr.contains("the roster store being exported; write the export to another file"))
    }
    let folderTarget = try runRoster(
      ["--store", "e.sqlite", "export", "--force", "-o", "."], directory: folder.path)
    #expect(
      folderTarget.stderr
        == "roster: . is a folder, not a file; name a .csv file (or leave -o out for stdout)\n")
    let misplaced = try runRoster(
      ["--store", "e.sqlite", "export", "--force"], directory: folder.path)
    #expect(misplaced.status == 2)
  }
}
