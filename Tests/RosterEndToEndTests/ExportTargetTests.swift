import Glibc
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite
@testable import Shell

/// Where `roster export -o FILE` may write: never a file SQLite keeps beside the store (it
/// deletes them as its own), and an export stopped by a signal leaves no `FILE.tmpPID`.
@Suite struct ExportTargetTests {
  @Test(arguments: ["r.sqlite-wal", "r.sqlite-shm", "r.sqlite-journal", "./sub/../r.sqlite-wal"])
  func theStoresSideFilesAreRefusedByName(target: String) throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    _ = try SQLiteRosterStore(path: folder.path + "/r.sqlite")
    mkdir(folder.path + "/sub", 0o755)
    let run = try runRoster(
      ["--store", "r.sqlite", "export", "--force", "-o", target], directory: folder.path)
    let suffix = target.split(separator: "-").last!
    #expect(
      run
        == BinaryRun(
          status: 1, stdout: "",
          stderr: "roster: \(target) is the \(suffix) file SQLite keeps beside the roster "
            + "store, and it would delete the export; write it to another file\n"))
    #expect(access(folder.path + "/r.sqlite-journal", F_OK) != 0)
    #expect(try SQLiteRosterStore(path: folder.path + "/r.sqlite").playerCount() == 3)
  }

  @Test(arguments: ["TERM", "INT", "HUP"])
  func anExportKilledBySignalLeavesNoTemporaryFile(signal: String) throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    // 300,000 players: the export streams for seconds (a debug build), however busy the machine.
    try SQLiteRosterStore(path: folder.path + "/big.sqlite").db.execute(
      """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000)
      INSERT INTO players(name, game_id, rating) SELECT 'P' || i, 1, 3 FROM n
      """)
    // Python starts the export, waits for its file beside out.csv, then signals it (a shell
    // would start it with SIGINT ignored, as a background job). The test process blocks
    // signals in its threads, and a spawned child inherits the mask: unblocked for the export.
    let script = """
      import os, signal, subprocess, sys
      export = subprocess.Popen(
          [sys.argv[1], "--store", "big.sqlite", "export", "-o", "out.csv"],
          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
          preexec_fn=lambda: signal.pthread_sigmask(signal.SIG_SETMASK, []))
      beside = "out.csv.tmp%d" % export.pid
      while not os.path.exists(beside) and export.poll() is None:
          pass
      export.send_signal(getattr(signal, "SIG" + sys.argv[2]))
      print(export.wait(), sorted(name for name in os.listdir(".") if name.startswith("out")))
      """
    let binary = rosterBinary
    let run = try runRoster(
      ["-c", script, binary, signal], directory: folder.path, program: "/usr/bin/python3")
    let number = ["TERM": SIGTERM, "INT": SIGINT, "HUP": SIGHUP][signal]!
    #expect(run.stdout == "-\(number) []\n", "\(run.stderr)")
  }
}
