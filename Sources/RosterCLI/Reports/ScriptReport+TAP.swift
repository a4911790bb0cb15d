import RosterSupport
import Shell

extension ScriptReport {
  /// TAP version 14 (which TAP 13 consumers read too): the plan, then `ok N - FILE` or
  /// `not ok N - FILE` per script, each with a YAML block: assertions, time and, for a failure,
  /// where and why (`at`, `message`, `expected`, `actual`) and every failure kept.
  static func tap(_ results: [ScriptResult]) -> String {
    var out = "TAP version 14\n1..\(results.count)\n"
    for (index, result) in results.enumerated() {
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
    var out = ""
    for (index, (key, value)) in fields.enumerated() {
      out += (index == 0 ? first : indent) + key + ": " + yamlQuoted(value) + "\n"
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

  /// A YAML double-quoted scalar: `"` and `\` escaped, line feeds and tabs as `\n` and `\t`,
  /// and any other control, bidi mark or non-character as `\uXXXX`: exact for a YAML reader,
  /// inert on a terminal.
  static func yamlQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x0A: out += "\\n"
      case 0x09: out += "\\t"
      case 0xFFFE, 0xFFFF,
        _ where VisibleText.isUnsafe(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
