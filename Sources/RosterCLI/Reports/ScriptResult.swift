import RosterSupport
import Shell

/// One script of a `roster FILE…` run: what its lines came to and how long it took.
struct ScriptResult: Equatable, Sendable {
  /// The file as the user named it.
  var file: String
  var tally: ScriptTally
  /// Wall-clock time of the file's session, start-up included.
  var seconds: Double
  /// Why it was not run (its header's `# skip: reason`); nil when it ran.
  var skipped: String? = nil

  /// Whether no line failed (and the file was read and its session started).
  var passed: Bool { tally.failedLines == 0 }

  /// The line the runner prints for the file, e.g.
  /// `PASS  walk.rosterscript  (3 assertions, 4 ms)` or
  /// `FAIL  b.rosterscript  (1 of 2 assertions failed, 1 other line failed, 3 ms)`, a skipped
  /// one `SKIP  c.rosterscript  (reason)`; a file
  /// that could not be read: `FAIL  c.rosterscript  (1 line failed, 0 ms)`.
  var line: String {
    if let skipped {
      return "SKIP  " + VisibleText.make(file) + "  (" + VisibleText.make(skipped) + ")"
    }
    var details: [String] = []
    if passed {
      details.append(Self.count(tally.assertions, "assertion"))
    } else {
      if tally.assertions > 0 {
        details.append(
          "\(tally.failedAssertions) of \(Self.count(tally.assertions, "assertion")) failed")
      }
      if tally.failedOtherLines > 0 {
        let noun = tally.assertions > 0 ? "other line" : "line"
        details.append(Self.count(tally.failedOtherLines, noun) + " failed")
      }
    }
    details.append("\(milliseconds) ms")
    return (passed ? "PASS  " : "FAIL  ") + VisibleText.make(file) + "  ("
      + details.joined(separator: ", ") + ")"
  }

  /// The time in whole milliseconds.
  var milliseconds: Int { Int((seconds * 1000).rounded()) }

  /// `1 assertion`, `2 assertions`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }

  /// Seconds in `duration`.
  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
