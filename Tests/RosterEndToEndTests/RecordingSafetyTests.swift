import Glibc
import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// `record` overwrites nothing unasked: not a script already there, not the store the shell has
/// open (by any name), not a recording already running.
@Suite struct RecordingSafetyTests {
  @Test func anExistingScriptIsRefusedAndKept() throws {
    let folder = try TemporaryDirectory(["walk.rosterscript": "# written by hand\ntap +\n"])
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory"], stdin: "record walk.rosterscript\n", directory: folder.path)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "<stdin>:1:8: error: walk.rosterscript exists; record --append walk.rosterscript adds to "
          + "it, record --force walk.rosterscript replaces it\n"))
    #expect(try folder.read("walk.rosterscript") == "# written by hand\ntap +\n")
  }

  @Test func theOpenStoreIsNeverRecordedInto() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    symlink("live.sqlite", folder.path + "/alias.sqlite")
    let lines = [
      "record live.sqlite", "record --force live.sqlite", "record --append ./live.sqlite",
      "record --force alias.sqlite", "record --force live.sqlite-wal",
      "record --force live.sqlite-shm",
    ]
    let run = try runRoster(
      ["--store", "live.sqlite", "--keep-going"], stdin: lines.joined(separator: "\n") + "\n",
      directory: folder.path)
    #expect(run.status == 1)
    let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == lines.count, "\(run.stderr)")
    for error in errors {
      #expect(error.contains("roster store this shell has open; record to a .rosterscript file"))
    }
    #expect(!run.stdout.contains("recording to"))
    // The roster is still there, untouched.
    let check = try runRoster(
      ["--store", "live.sqlite"], stdin: "expect rows 3\nexpect row 1 \"Bill Evans\"\n",
      directory: folder.path)
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test func aSecondRecordIsRefusedAndTheFirstGoesOn() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory", "--keep-going"],
      stdin: "record a.rosterscript\nrecord b.rosterscript\ntap +\nrecord off\n",
      directory: folder.path)
    #expect(run.stdout.contains("recording to \(folder.path)/a.rosterscript; record off stops\n"))
    #expect(
      run.stderr.contains(
        "<stdin>:2:8: error: already recording to \(folder.path)/a.rosterscript; record off first"
      ))
    #expect(run.stdout.contains("stopped recording to \(folder.path)/a.rosterscript\n"))
    #expect(!FileSystem.exists(folder.path + "/b.rosterscript"))
    #expect(
      try folder.read("a.rosterscript").hasSuffix(
        "tap +\nexpect scene \"Add Player\"\n"))
  }

  @Test func appendAddsToAScriptAndForceReplacesIt() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let first = try runRoster(
      ["--memory"], stdin: "record walk.rosterscript\ntap +\ntap Cancel\nrecord off\n",
      directory: folder.path)
    #expect(first.status == 0, "\(first.stderr)")
    let before = try folder.read("walk.rosterscript")
    let second = try runRoster(
      ["--memory"], stdin: "record --append walk.rosterscript\ntab Games\nrecord off\n",
      directory: folder.path)
    #expect(second.status == 0, "\(second.stderr)")
    let appended = try folder.read("walk.rosterscript")
    #expect(appended.hasPrefix(before + "\n# Appended by roster "))
    #expect(appended.hasSuffix("tab Games\nexpect scene Games\n"))
    let replay = try runRoster(["--memory", "walk.rosterscript"], directory: folder.path)
    #expect(replay == BinaryRun(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))

    let third = try runRoster(
      ["--memory"], stdin: "record --force walk.rosterscript\nrecord off\n", directory: folder.path)
    #expect(third.status == 0, "\(third.stderr)")
    let replaced = try folder.read("walk.rosterscript")
    #expect(replaced.hasPrefix("#!/usr/bin/env -S roster --memory\n"))
    #expect(!replaced.contains("tab Games"))
  }
}
