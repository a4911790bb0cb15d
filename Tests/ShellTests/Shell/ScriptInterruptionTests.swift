import RosterTestSupport
import Testing

@testable import Shell

/// Ctrl-C during `source` (the interactive shell's `interruption` answers true) stops the
/// script, and any script that sourced it, before the next line; what ran stays done.
@Suite struct ScriptInterruptionTests {
  /// An interruption that comes true when asked for the `n`-th time.
  private final class Countdown {
    var remaining: Int
    init(_ n: Int) { remaining = n }
    func ask() -> Bool {
      remaining -= 1
      return remaining == 0
    }
  }

  @Test func sourceStopsBeforeTheNextLineAndKeepsWhatRan() throws {
    let folder = try TemporaryDirectory([
      "add.rosterscript": """
      open AddPlayer
      type Ann
      tap Done
      open AddPlayer
      type Bob
      tap Done

      """
    ])
    defer { folder.remove() }
    let shell = try Fixtures.shell(interactive: true)
    let countdown = Countdown(4)
    shell.interruption = countdown.ask
    #expect(shell.run(line: "source \(folder.path)/add.rosterscript") == .failed)
    #expect(
      shell.console.capturedErr.contains(
        "add.rosterscript:4: interrupted before this line; the lines above took effect"))
    #expect(shell.session.breadcrumb == ["Players"])
    #expect(shell.session.snapshot().rows.map(\.text).last == "Ann")
    #expect(shell.session.snapshot().rows.count == 4)
    // The next source runs whole: the interruption was for that run only.
    shell.interruption = { false }
    #expect(shell.run(line: "source \(folder.path)/add.rosterscript") == .ok)
    #expect(shell.session.snapshot().rows.count == 6)
  }

  @Test func aNestedScriptsInterruptionStopsTheOuterOneEvenWhenKeepingGoing() throws {
    let folder = try TemporaryDirectory([
      "outer.rosterscript": "source inner.rosterscript\nopen AddPlayer\n",
      "inner.rosterscript": "expect rows 3\nexpect rows 3\n",
    ])
    defer { folder.remove() }
    let shell = try Fixtures.shell(interactive: true)
    shell.settings.keepGoing = true
    let countdown = Countdown(3)
    shell.interruption = countdown.ask
    #expect(shell.run(line: "source \(folder.path)/outer.rosterscript") == .failed)
    #expect(shell.console.capturedErr.contains("inner.rosterscript:2: interrupted"))
    // One message, and the outer script's open never ran.
    let pieces = shell.console.capturedErr.split(
      separator: "interrupted", omittingEmptySubsequences: false)
    #expect(pieces.count == 2)
    #expect(shell.session.breadcrumb == ["Players"])
  }
}
