import Glibc
import RosterTestSupport
import Testing

@testable import Shell

/// A `roster` copied away from the source tree still has the Ratings app's storyboards
/// (they are embedded), including the Games tab reached through a storyboard reference.
@Suite struct RelocatedBinaryTests {
  @Test func copiedBinaryRunsBothStoryboards() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let copy = folder.path + "/bin/roster"
    mkdir(folder.path + "/bin", 0o755)
    try copyFile(from: rosterBinary, to: copy)
    chmod(copy, 0o755)

    let run = try runFreshlyWritten(
      ["--memory"],
      stdin: """
        expect scene Players
        expect rows 3
        tab Games
        expect scene Games
        expect row 2 Chess
        open AddGame
        expect scene "Add Game"

        """, directory: folder.path, program: copy)
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  /// Runs `program`, retrying while exec says "text file busy": a child another test forked
  /// while the copy was open for writing can hold that descriptor until its own exec.
  private func runFreshlyWritten(
    _ arguments: [String], stdin: String, directory: String, program: String
  ) throws -> BinaryRun {
    var attempt = 0
    while true {
      do {
        return try runRoster(arguments, stdin: stdin, directory: directory, program: program)
      } catch let error as ShellError where error.message.hasSuffix(": \(ETXTBSY)") && attempt < 20
      {
        attempt += 1
        usleep(50_000)
      }
    }
  }

  private func copyFile(from source: String, to destination: String) throws {
    guard let input = fopen(source, "rb") else { throw ShellError("cannot read \(source)") }
    defer { fclose(input) }
    guard let output = fopen(destination, "wbe") else {
      throw ShellError("cannot write \(destination)")
    }
    defer { fclose(output) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, input) }
      if count == 0 { break }
      let written = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, count, output) }
      guard written == count else { throw ShellError("short write to \(destination)") }
    }
  }
}
