import Glibc
import RosterTestSupport
import Testing

/// Bytes that are not text, given to the built binary on stdin or in a script file.
@Suite struct HostileLineEndToEndTests {
  /// Piped lines that are not UTF-8 text, or hold a NUL byte, stop the run with a clear error
  /// naming the line and byte; nothing after them runs.
  @Test func invalidUTF8AndNULOnStdinAreRefused() throws {
    let nul = try runRoster(["--memory"], stdin: "tap +\nselect 1\ntype \"a\u{0}b\"\ntap Done\n")
    #expect(nul.status == 1)
    #expect(nul.stderr == "<stdin>:3:1: error: line 3 holds a NUL byte; is this a text file?\n")

    let dir = "/tmp/roster-hostile-\(getpid())"
    mkdir(dir, 0o700)
    defer {
      unlink(dir + "/in.txt")
      rmdir(dir)
    }
    let bytes: [UInt8] =
      Array("tap +\nselect 1\ntype \"ab".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
    let fd = open(dir + "/in.txt", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    let invalid = try runRoster(
      ["-c", "roster --memory < in.txt"], directory: dir, program: "/bin/sh")
    #expect(invalid.status == 1)
    #expect(invalid.stderr.hasPrefix("<stdin>:3:1: error: line 3: not valid UTF-8 at byte 9"))
  }

  /// A script file with invalid UTF-8 is refused with its line, as stdin is, instead of typing
  /// replacement characters into a player's name.
  @Test func invalidUTF8InAScriptFileIsRefused() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path + "/bad.rosterscript"
    let bytes: [UInt8] =
      Array("tap +\nselect 1\ntype \"ab".utf8) + [0xFF] + Array("cd\"\ntap Done\n".utf8)
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    let run = try runRoster(["--memory", path])
    #expect(run.status == 1)
    #expect(
      run.stderr.hasSuffix(
        "bad.rosterscript: error: invalid UTF-8 at line 3, byte 24; save the file as UTF-8\n"))
    #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
    let check = try runRoster(["check", path])
    #expect(check.status == 1)
    #expect(check.stderr.contains("invalid UTF-8"))
  }
}
