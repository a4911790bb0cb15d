import RosterSupport
import Shell

extension ScriptReport {
  /// TAP version 13, which `prove` (Perl's TAP::Harness, which refuses 14) and the other TAP 13
  /// consumers read, as do TAP 14 ones: the plan, then `ok N - FILE` or
  /// `not ok N - FILE` per script (a skipped one `ok N - FILE # SKIP reason`, no block), each
  /// with a YAML block: assertions, time and, for a failure,
  /// where and why (`at`, `message`, `expected`, `actual`, `expect screen`'s `diff`) and every
  /// failure kept.
  static func tap(_ results: [ScriptResult]) -> String {
    var out = "TAP version 13\n1..\(results.count)\n"
    for (index, result) in results.enumerated() {
      if let reason = result.skipped {
        // TAP's SKIP directive: the test point passes, and the reason follows it.
        out += "ok \(index + 1) - \(tapDescription(result.file)) # SKIP \(tapDescription(reason))\n"
        continue
      }
      out += (result.passed ? "ok" : "not ok") + " \(index + 1) - \(tapDescription(result.file))\n"
      out += "  ---\n"
      out += "  duration_ms: \(result.milliseconds)\n"
      out += "  assertions: \(result.tally.assertions)\n"
      if !result.passed {
        out += "  failed_assertions: \(result.tally.failedAssertions)\n"
        out += "  failed_lines: \(result.tally.failedLines)\n"
        if let first = result.tally.failures.first {
          out += failureFields(first, indent: "  ", first: "  ")
          out += "  failures:\n"
          for failure in result.tally.failures {
            out += failureFields(failure, indent: "      ", first: "    - ")
          }
        }
      }
      out += "  ...\n"
    }
    return out
  }

  /// A failure's `at`, `message`, `expected` and `actual` as YAML mapping lines.
  private static func failureFields(
    _ failure: ScriptTally.Failure, indent: String, first: String
  ) -> String {
    var fields = [("at", failure.location?.description ?? ""), ("message", failure.message)]
    if let expected = failure.expected { fields.append(("expected", expected)) }
    if let actual = failure.actual { fields.append(("actual", actual)) }
    if let detail = failure.detail { fields.append(("diff", detail)) }
    var out = ""
    for (index, (key, value)) in fields.enumerated() {
      out += (index == 0 ? first : indent) + key + ": " + JSON.quote(value) + "\n"
    }
    return out
  }

  /// A test point's description: one line (controls shown as `\u{1b}`), and TAP's `#` (a
  /// directive) and `\` escaped with a backslash.
  static func tapDescription(_ text: String) -> String {
    var out = ""
    for character in VisibleText.make(text) {
      if character == "\\" || character == "#" { out.append("\\") }
      out.append(character)
    }
    return out
  }
}
