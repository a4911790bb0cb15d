import Foundation
import RosterTestSupport
import Testing

/// `Scripts/install` puts the binary, the man page and the three completion scripts under a
/// prefix, replaces only what it installed, refuses (before writing anything) a file in the
/// way that is not Roster's, and `--uninstall` removes only its own files.
@Suite struct InstallScriptTests {
  static let installed = [
    "bin/roster", "share/man/man1/roster.1", "share/bash-completion/completions/roster",
    "share/zsh/site-functions/_roster", "share/fish/vendor_completions.d/roster.fish",
  ]

  func install(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let run = try runRoster(
      arguments, environment: ["ROSTER_BINARY": rosterBinary],
      program: packageRoot() + "/Scripts/install")
    return (run.status, run.stdout, run.stderr)
  }

  @Test func installsReplacesItsOwnAndUninstalls() throws {
    let prefix = NSTemporaryDirectory() + "roster-install-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let first = try install(["--prefix", prefix])
    #expect(first.status == 0, "\(first.stderr)")
    for file in Self.installed {
      #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
    }
    let manual = try String(contentsOfFile: prefix + "/share/man/man1/roster.1", encoding: .utf8)
    #expect(manual.contains(".TH ROSTER 1"), "\(manual.prefix(200))")
    #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/roster"))
    // Again: its own files are replaced.
    #expect(try install(["--prefix", prefix]).status == 0)
    let removed = try install(["--uninstall", "--prefix", prefix])
    #expect(removed.status == 0)
    for file in Self.installed {
      #expect(!FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
    }
  }

  @Test func refusesAFileInTheWayAndWritesNothing() throws {
    let prefix = NSTemporaryDirectory() + "roster-install-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let zsh = prefix + "/share/zsh/site-functions/_roster"
    try FileManager.default.createDirectory(
      atPath: prefix + "/share/zsh/site-functions", withIntermediateDirectories: true)
    try "#compdef other\n".write(toFile: zsh, atomically: false, encoding: .utf8)
    let run = try install(["--prefix", prefix])
    #expect(run.status == 1)
    #expect(run.stderr.contains("\(zsh) exists and is not Roster's; move it away"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/roster"))
    #expect(try String(contentsOfFile: zsh, encoding: .utf8) == "#compdef other\n")
    // Uninstalling leaves it too.
    #expect(try install(["--uninstall", "--prefix", prefix]).status == 0)
    #expect(FileManager.default.fileExists(atPath: zsh))
  }
}
