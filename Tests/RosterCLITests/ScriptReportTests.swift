import RosterSupport
import Shell
import Testing

@testable import RosterCLI

/// The JUnit XML and TAP reports of a script run, written by hand: what XML and YAML
/// cannot carry, or a terminal would obey, must come out escaped.
@Suite struct ScriptReportTests {
  /// Every C0 control, DEL, a C1 control, a bidi override and U+FFFF, with XML's markup.
  private let hostile =
    String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    + "\u{7F}\u{85}\u{202E}\u{FFFF}<&>\"'"

  private func results() -> [ScriptResult] {
    var failing = ScriptTally()
    failing.assertions = 2
    failing.failedAssertions = 1
    failing.failedLines = 1
    failing.note(
      ScriptTally.Failure(
        location: SourceLocation(file: "b.rosterscript", line: 3, column: 8),
        message: "expected scene " + hostile, expected: hostile, actual: "Players"))
    var passing = ScriptTally()
    passing.assertions = 1
    return [
      ScriptResult(file: "a#\\.rosterscript", tally: passing, seconds: 0.0123),
      ScriptResult(file: "b.rosterscript", tally: failing, seconds: 1.5),
    ]
  }

  /// What XML 1.0 allows: tab, line feed and carriage return, and no other C0 control, no
  /// U+FFFE/U+FFFF; and nothing a terminal obeys (DEL, C1, bidi) either.
  private func isSafeXML(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x09, 0x0A: return true
      case 0..<0x20, 0x7F...0x9F, 0x202E, 0xFFFE, 0xFFFF: return false
      default: return true
      }
    }
  }

  @Test func junitHasATestCasePerScriptAndAFailureWithItsPlace() {
    let xml = ScriptReport(format: .junit, path: "-").text(for: results())
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
    #expect(xml.split(separator: "<testsuite ").count == 2)
    #expect(xml.split(separator: "<testcase ").count == 3)
    #expect(xml.contains("tests=\"2\" failures=\"1\" errors=\"0\" time=\"1.512\""))
    #expect(xml.contains("name=\"a#\\.rosterscript\" classname=\"roster\""))
    #expect(xml.contains("time=\"0.012\" assertions=\"1\"/>"))
    #expect(xml.contains("<failure message=\"b.rosterscript:3:8: expected scene \\u{0}"))
    #expect(xml.contains("&#9;&#10;"))
    #expect(xml.contains("&lt;&amp;&gt;&quot;'\" type=\"failure\">"))
    #expect(xml.contains("\\u{7f}\\u{85}\\u{202e}\\u{ffff}"))
    #expect(xml.contains("  actual:   Players</failure>"))
    #expect(isSafeXML(xml))
  }

  @Test func tapHasAPlanATestPointPerScriptAndYAML() {
    let tap = ScriptReport(format: .tap, path: "-").text(for: results())
    let lines = tap.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines.prefix(3)) == ["TAP version 13", "1..2", "ok 1 - a\\#\\\\.rosterscript"])
    #expect(lines.contains("not ok 2 - b.rosterscript"))
    #expect(lines.contains("  at: \"b.rosterscript:3:8\""))
    #expect(lines.contains("  failed_assertions: 1"))
    #expect(lines.contains("  actual: \"Players\""))
    #expect(
      tap.contains(
        "expected: \"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\u0008\\t\\n"))
    #expect(tap.contains("\\u007f\\u0085\\u202e\\uffff<&>\\\"'\""))
    #expect(tap.hasSuffix("  ...\n"))
    #expect(isSafeXML(tap))
  }

  @Test func onlyAReportOfTheSameFormatIsReplaced() {
    let xml = Array("<?xml version=\"1.0\"?>\n<testsuites>".utf8)
    #expect(ScriptReport.isReport(xml[...], .junit))
    #expect(!ScriptReport.isReport(xml[...], .tap))
    #expect(ScriptReport.isReport(Array("TAP version 13\n".utf8)[...], .tap))
    #expect(!ScriptReport.isReport(Array("# notes\n".utf8)[...], .tap))
  }

  /// A report that cannot go where it was named fails with a typed reason, not a sentence: the
  /// caller words it once (`ReportFailure.message`).
  @Test func aReportWithoutItsFolderIsRefusedWithATypedReason() throws {
    let report = ScriptReport(format: .junit, path: "/nonexistent-folder/out.xml")
    let failure = try #require(throws: ReportFailure.self) { try report.check(scripts: []) }
    #expect(
      failure
        == .noFolder(
          report: "--report junit /nonexistent-folder/out.xml", folder: "/nonexistent-folder"))
    #expect(
      failure.message
        == "--report junit /nonexistent-folder/out.xml: there is no folder /nonexistent-folder; "
        + "create it first")
    let written = try #require(throws: ReportFailure.self) {
      try report.write([], console: .capturing())
    }
    guard case .cannotWrite(let title, let path, _) = written else {
      Issue.record("not a write failure: \(written)")
      return
    }
    #expect(title == "JUnit XML report")
    #expect(path == "/nonexistent-folder/out.xml")
  }
}
