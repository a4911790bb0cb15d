import Glibc
import RosterTestSupport
import Testing

@testable import Shell

/// Every input is bounded: endless or binary stdin ends with one line, devices, FIFOs and
/// folders are refused as scripts and storyboards without blocking, script files have a size
/// and a line-length cap, and `source` nests at most 25 deep. Each run is wrapped in
/// `timeout` and a memory limit, so a regression fails instead of hanging or eating the machine.
@Suite struct BoundedInputTests {
  /// `sh -c SCRIPT` in `directory`, where `roster` is the built binary killed after 60 s, in
  /// 1 GB of address space.
  private func shell(_ script: String, in directory: String) throws -> BinaryRun {
    try runRoster(
      [
        "-c",
        "ulimit -v 1000000; binary=$(command -v roster); "
          + "roster() { timeout 60 \"$binary\" \"$@\"; }; " + script,
      ], directory: directory, program: "/bin/sh")
  }

  @Test func zerosOnStdinEndWithOneLine() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let run = try shell("roster --memory < /dev/zero", in: folder.path)
    #expect(run.status == 1)
    #expect(run.stderr == "<stdin>:1:1: error: line 1 holds a NUL byte; is this a text file?\n")
    let keepGoing = try shell("roster --memory --keep-going < /dev/zero", in: folder.path)
    #expect(keepGoing.status == 1)
    #expect(keepGoing.stderr.split(separator: "\n").count == 1)
  }

  @Test func anEndlessLineOnStdinEndsWithOneLine() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let run = try shell("yes | tr -d \"\\n\" | roster --memory", in: folder.path)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "<stdin>:1:1: error: line 1 is longer than 1 MiB; split it into shorter lines\n")
  }

  @Test func devicesFIFOsAndFoldersAreNotScripts() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    mkfifo(folder.path + "/pipe.rosterscript", 0o600)
    mkdir(folder.path + "/folder.rosterscript", 0o755)
    let cases = [
      ("roster check /dev/zero", "/dev/zero: error: /dev/zero is a device, not a file"),
      ("roster --memory /dev/urandom", "/dev/urandom: error: /dev/urandom is a device, not a file"),
      (
        "roster --memory pipe.rosterscript",
        "pipe.rosterscript: error: pipe.rosterscript is a FIFO (named pipe), not a file"
      ),
      (
        "roster check pipe.rosterscript",
        "pipe.rosterscript: error: pipe.rosterscript is a FIFO (named pipe), not a file"
      ),
      (
        "echo source /dev/zero | roster --memory",
        "<stdin>:1:8: error: /dev/zero is a device, not a file"
      ),
    ]
    for (command, message) in cases {
      let run = try shell(command, in: folder.path)
      #expect(run.status == 1, "\(command)")
      #expect(
        run.stderr.hasPrefix(message + "; pass a .rosterscript file\n"), "\(command): \(run.stderr)"
      )
    }
    // A folder is a suite (every script under it), even one named like a script; an empty one
    // is bad usage, said with the fix.
    let empty = try shell("roster --memory folder.rosterscript", in: folder.path)
    #expect(empty.status == 2)
    #expect(
      empty.stderr
        == "roster: no .rosterscript files under folder.rosterscript; pass a folder that holds "
        + "scripts, or a .rosterscript file\n")
  }

  @Test func aFIFONamedStoryboardIsRefused() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    mkfifo(folder.path + "/Main.storyboard", 0o600)
    for command in ["roster lint Main.storyboard", "roster --storyboard Main.storyboard"] {
      let run = try shell(command + " < /dev/null", in: folder.path)
      #expect(run.status == 1, "\(command)")
      #expect(
        (run.stdout + run.stderr).contains(
          "is a FIFO (named pipe), not a file; pass a .storyboard file"),
        "\(command): \(run.stderr)")
    }
  }

  @Test func scriptFilesHaveASizeAndALineCap() throws {
    let folder = try TemporaryDirectory([
      "long.rosterscript": "expect rows 3\n# " + String(repeating: "x", count: 1 << 20) + "\n",
      "binary.rosterscript": "expect rows 3\n\nab\u{0}cd\n",
    ])
    defer { folder.remove() }
    // Sparse: 65 MiB that take no disk.
    let big = open(folder.path + "/big.rosterscript", O_WRONLY | O_CREAT, 0o644)
    ftruncate(big, 65 << 20)
    close(big)
    let run = try runRoster(
      ["--memory", "long.rosterscript", "binary.rosterscript", "big.rosterscript"],
      directory: folder.path)
    #expect(run.status == 1)
    #expect(
      run.timesHidden.stdout == """
        FAIL  long.rosterscript  (1 line failed, N ms)
        FAIL  binary.rosterscript  (1 line failed, N ms)
        FAIL  big.rosterscript  (1 line failed, N ms)
        0 passed, 3 failed

        """)
    #expect(
      run.stderr == """
        long.rosterscript: error: line 2 is longer than 1 MiB; split it into shorter lines
        binary.rosterscript: error: line 3 holds a NUL byte; is this a text file?
        big.rosterscript: error: big.rosterscript is 65 MiB, over the 64 MiB limit for a script; split it into scripts that source each other

        """)
  }

  /// A chain of 5,000 scripts and a cycle of 10,000 crashed (stack overflow); a cycle of 1,000
  /// printed one 32 KB line.
  @Test func sourceNestsAtMost25Deep() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let count = 2_000
    for index in 1...count {
      try folder.write("f\(index).rosterscript", "source f\(index % count + 1).rosterscript\n")
    }
    // The callers are named briefly too: the two nearest and the outermost.
    let message =
      "f1.rosterscript → f2.rosterscript → … → f25.rosterscript → f26.rosterscript (26 deep): "
      + "source nests at most 25 files deep; source these scripts one after another instead"
      + " (sourced from f24.rosterscript:1, from f23.rosterscript:1, …, from "
    let run = try runRoster(["--memory", "f1.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix("f25.rosterscript:1:8: error: " + message + "f1.rosterscript:1)\n"))
    let check = try runRoster(["check", "f1.rosterscript"], directory: folder.path)
    #expect(check.status == 1)
    #expect(check.stderr == "f25.rosterscript:1:8: error: " + message + "f1.rosterscript:1)\n")
    let typed = try runRoster(
      ["--memory"], stdin: "source f1.rosterscript\n", directory: folder.path)
    #expect(typed.status == 1)
    #expect(typed.stderr.hasPrefix("f25.rosterscript:1:8: error: " + message + "<stdin>:1)\n"))
  }

  /// 21 two-line scripts, each sourcing the next twice, ran 2^20 scripts (and `check` passed
  /// them): a run may source at most 10,000, refused before a line runs, by `check` too.
  @Test func sourceFanOutIsBounded() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    for index in 0..<20 {
      let next = "s\(index + 1).rosterscript"
      try folder.write("s\(index).rosterscript", "source \(next)\nsource \(next)\n")
    }
    try folder.write("s20.rosterscript", "show\n")
    let message =
      "s0.rosterscript: error: running s0.rosterscript would source more than 10,000 scripts "
      + "(sources that source others several times multiply); source each helper once, from "
      + "the top script\n"
    let run = try runRoster(["--memory", "s0.rosterscript"], directory: folder.path)
    #expect(run == BinaryRun(status: 1, stdout: "0 passed, 1 failed\n", stderr: message))
    let check = try runRoster(["check", "s0.rosterscript"], directory: folder.path)
    #expect(check.status == 1)
    #expect(check.stderr == message)
    // 2^12 = 4,096 runs are within the bound and run.
    let within = try runRoster(["--memory", "s8.rosterscript"], directory: folder.path)
    #expect(within.status == 0)
  }

  /// A name another program stored (2 MB) came back whole from `delete` and `complete`: both
  /// cut it, as errors cut quoted text.
  @Test func aHugeStoredNameIsCutInWhatIsPrinted() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let store = folder.path + "/big.sqlite"
    #expect(try runRoster(["init", "--store", store]).status == 0)
    #expect(sqlite3(store, "UPDATE players SET name = 'B' || hex(zeroblob(1000000)) WHERE id = 1"))
    let complete = try runRoster(["--store", store], stdin: "complete select B\n")
    #expect(complete.status == 0)
    #expect(complete.stdout == "B" + String(repeating: "0", count: 199) + "…\n")
    let delete = try runRoster(["--store", store], stdin: "delete 1\n")
    #expect(delete.status == 0)
    #expect(
      delete.stdout.hasPrefix("deleted \"B" + String(repeating: "0", count: 79) + "…\" (was row 1)")
    )
    #expect(delete.stdout.utf8.count < 2_000)
  }

  /// `roster import` opened the file plainly: a FIFO hung the open, /dev/zero was read until
  /// a field passed 64 KiB, and a NUL was only caught as a bad name.
  @Test func csvImportReadsRegularFilesOnlyAndNamesANUL() throws {
    let folder = try TemporaryDirectory([
      "nul.csv": "name,game,rating\nAnn,Chess,3\n\"B\u{0}b\",Chess,4\n"
    ])
    defer { folder.remove() }
    mkfifo(folder.path + "/pipe.csv", 0o600)
    mkdir(folder.path + "/folder.csv", 0o755)
    // Sparse: 1 GiB and a byte, on no disk.
    let big = open(folder.path + "/big.csv", O_WRONLY | O_CREAT, 0o644)
    ftruncate(big, (1 << 30) + 1)
    close(big)
    let cases = [
      ("pipe.csv", "pipe.csv: is a FIFO (named pipe), not a file; pass a .csv file"),
      ("/dev/zero", "/dev/zero: is a device, not a file; pass a .csv file"),
      ("folder.csv", "folder.csv: is a folder, not a file; pass a .csv file"),
      ("big.csv", "big.csv: is over the 1 GiB limit for an import; split it into smaller files"),
      ("nul.csv", "nul.csv:3: the line holds a NUL byte; is this a CSV file saved as UTF-8?"),
    ]
    let before = try runRoster(["--store", "s.roster", "export"], directory: folder.path)
    for (file, message) in cases {
      let run = try shell("roster --store s.roster import \(file) < /dev/null", in: folder.path)
      #expect(run.status == 1, "\(file)")
      #expect(run.stderr == "roster: " + message + "\n", "\(file)")
    }
    let after = try runRoster(["--store", "s.roster", "export"], directory: folder.path)
    #expect(after.stdout == before.stdout)  // Ann was not imported
  }

  @Test func aShortCycleIsNamedAsACycle() throws {
    let folder = try TemporaryDirectory([
      "a.rosterscript": "source b.rosterscript\n",
      "b.rosterscript": "source c.rosterscript\n",
      "c.rosterscript": "source a.rosterscript\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(["check", "a.rosterscript"], directory: folder.path)
    #expect(
      run.stderr
        == "c.rosterscript:1:8: error: source cycle: a.rosterscript → b.rosterscript → "
        + "c.rosterscript → a.rosterscript; remove one of these source lines (sourced from "
        + "b.rosterscript:1, from a.rosterscript:1)\n")
  }
}
