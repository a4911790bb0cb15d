import RosterSupport
import Shell

extension ScriptReport {
  /// JUnit XML as CI systems read it (Jenkins, GitLab, GitHub test reporters): one
  /// `<testsuite>`, a `<testcase>` per script with its time and assertion count, and a
  /// `<failure>` whose message is the first failure (`FILE:LINE:COL: message`) and whose text
  /// lists every failure kept, then the scene as drawn at each in `<system-out>`. A script that
  /// could not run (unreadable, or a line that does not parse) is an `<error>` instead, and one
  /// its header skips holds `<skipped message="reason"/>`.
  /// `suite` names the suite (`--suite-name`).
  static func junit(_ results: [ScriptResult], suite: String = "roster") -> String {
    let errors = results.filter { !$0.passed && $0.tally.couldNotRun }.count
    let failed = results.filter { !$0.passed }.count - errors
    let total = results.reduce(0) { $0 + $1.seconds }
    let assertions = results.reduce(0) { $0 + $1.tally.assertions }
    let skipped = results.filter { $0.skipped != nil }.count
    let counts =
      "tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"\(errors)\" "
      + "time=\"\(seconds(total))\""
    let suiteName = xmlAttribute(suite)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\(suiteName) \(counts)>\n"
    out +=
      "  <testsuite name=\(suiteName) \(counts) skipped=\"\(skipped)\" assertions=\"\(assertions)\">\n"
    for result in results {
      let name = xmlAttribute(result.file)
      out +=
        "    <testcase name=\(name) classname=\(suiteName) file=\(name) "
        + "time=\"\(seconds(result.seconds))\" assertions=\"\(result.tally.assertions)\""
      if let reason = result.skipped {
        out += ">\n      <skipped message=\(xmlAttribute(reason))/>\n    </testcase>\n"
        continue
      }
      guard !result.passed else {
        out += "/>\n"
        continue
      }
      out += ">\n"
      let failures = result.tally.failures
      let first =
        failures.first.map(failureLine) ?? "\(VisibleText.make(result.file)): failed"
      let element = result.tally.couldNotRun ? "error" : "failure"
      out += "      <\(element) message=\(xmlAttribute(first)) type=\"\(element)\">"
      var details = failures.map { failure in
        var lines = [failureLine(failure)]
        if let expected = failure.expected { lines.append("  expected: " + expected) }
        if let actual = failure.actual { lines.append("  actual:   " + actual) }
        if let detail = failure.detail { lines.append(detail) }
        return lines.joined(separator: "\n")
      }
      let unkept = result.tally.failedLines - failures.count
      if unkept > 0 { details.append("… and \(unkept) more failed lines") }
      out += xmlText(details.joined(separator: "\n")) + "</\(element)>\n"
      let screens = failures.compactMap { failure in
        failure.screen.map { failureLine(failure) + "\n" + $0 }
      }
      if !screens.isEmpty {
        out += "      <system-out>" + xmlText(screens.joined(separator: "\n\n")) + "</system-out>\n"
      }
      out += "    </testcase>\n"
    }
    out += "  </testsuite>\n"
    return out + "</testsuites>\n"
  }

  /// `FILE:LINE:COL: message` (`FILE: message` for the file as a whole).
  static func failureLine(_ failure: ScriptTally.Failure) -> String {
    (failure.location?.description ?? "") + ": " + failure.message
  }

  /// Seconds with millisecond precision, as JUnit's `time` attributes are written: `0.013`.
  static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// An XML attribute value, quoted: markup characters as entities, line breaks and tabs as
  /// character references (a parser would fold them to spaces), and what XML 1.0 cannot carry
  /// or a terminal would obey (other controls, bidi marks, U+FFFE/U+FFFF) spelled as Roster
  /// shows them everywhere, `\u{1b}`.
  static func xmlAttribute(_ text: String) -> String {
    "\"" + xmlEscaped(text, inAttribute: true) + "\""
  }

  /// Character data: as `xmlAttribute`, keeping line feeds and tabs.
  static func xmlText(_ text: String) -> String {
    xmlEscaped(text, inAttribute: false)
  }

  private static func xmlEscaped(_ text: String, inAttribute: Bool) -> String {
    text.escaping { scalar in
      switch scalar.value {
      case 0x26: return "&amp;"
      case 0x3C: return "&lt;"
      case 0x3E: return "&gt;"
      case 0x22: return inAttribute ? "&quot;" : nil
      case 0x0A, 0x09: return inAttribute ? "&#\(scalar.value);" : nil
      case 0x0D: return "&#13;"
      case 0xFFFE, 0xFFFF: return VisibleText.escape(scalar)
      default: return VisibleText.isUnsafe(scalar) ? VisibleText.escape(scalar) : nil
      }
    }
  }
}
