import Navigation
import RosterSupport
import Storyboard

/// `explore --report junit|sarif FILE`: the findings of every storyboard explored as a CI
/// system reads them, each at its storyboard file and line.
extension ExploreReport {
  /// What each kind of finding is, as SARIF describes its rules.
  static let kindSummaries: [ExploreFinding.Kind: String] = [
    .uikitError: "UIKit would raise an exception (a push without a navigation controller, an "
      + "unknown reuse identifier, a missing scene or storyboard)",
    .deadEnd: "a presented scene no button, segue, row or gesture leads out of",
    .leak: "a controller still alive after it left the hierarchy",
    .unboundedStack: "a loop that stacks the same scenes again past --depth",
    .refused: "a button drawn enabled whose tap is refused",
  ]

  /// Where a finding is, a file and a line: its element or scene, else the storyboard explored.
  func location(of finding: ExploreFinding) -> (file: String, line: Int) {
    guard let place = finding.location else { return (storyboard ?? "Main.storyboard", 1) }
    return (place.file, place.line ?? 1)
  }

  /// JUnit XML: one `<testsuite>`; a failing `<testcase>` per finding (named by its kind and
  /// message, with its file and line, the replay script as the failure's text), a passing one
  /// per storyboard without findings, a skipped one per storyboard that could not be explored.
  static func junit(_ reports: [ExploreReport], skipped: [(target: String, reason: String)])
    -> String
  {
    let findings = reports.reduce(0) { $0 + $1.result.findings.count }
    let tests = reports.reduce(0) { $0 + max($1.result.findings.count, 1) } + skipped.count
    let time = ScriptReport.seconds(reports.reduce(0) { $0 + $1.result.seconds })
    let counts =
      "tests=\"\(tests)\" failures=\"\(findings)\" errors=\"0\" time=\"\(time)\""
    let suite = ScriptReport.xmlAttribute("roster explore")
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\(suite) \(counts)>\n"
    out += "  <testsuite name=\(suite) \(counts) skipped=\"\(skipped.count)\">\n"
    for report in reports {
      let classname = ScriptReport.xmlAttribute(report.name)
      guard !report.result.findings.isEmpty else {
        out +=
          "    <testcase name=\(ScriptReport.xmlAttribute(report.name + ": no findings")) "
          + "classname=\(classname) time=\"\(ScriptReport.seconds(report.result.seconds))\"/>\n"
        continue
      }
      for finding in report.result.findings {
        let place = report.location(of: finding)
        let what = finding.kind.rawValue + ": " + finding.message
        out +=
          "    <testcase name=\(ScriptReport.xmlAttribute(what)) classname=\(classname) "
          + "file=\(ScriptReport.xmlAttribute(place.file)) line=\"\(place.line)\" "
          + "time=\"0.000\">\n"
        let message = SourceLocation(file: place.file, line: place.line).description + ": " + what
        out +=
          "      <failure message=\(ScriptReport.xmlAttribute(message)) "
          + "type=\(ScriptReport.xmlAttribute(finding.kind.rawValue))>"
          + ScriptReport.xmlText(report.script(for: finding)) + "</failure>\n"
        out += "    </testcase>\n"
      }
    }
    for (target, reason) in skipped {
      out +=
        "    <testcase name=\(ScriptReport.xmlAttribute(target)) classname=\"explore\" "
        + "time=\"0.000\">\n      <skipped message=\(ScriptReport.xmlAttribute(reason))/>\n"
        + "    </testcase>\n"
    }
    out += "  </testsuite>\n"
    return out + "</testsuites>\n"
  }

  /// SARIF 2.1.0 through the writer `lint` uses: the run of `roster explore`, a rule per kind of
  /// finding (its id as `--format json` names it) and a result per finding at its file and
  /// line; no findings, no results.
  static func sarif(_ reports: [ExploreReport]) -> String {
    let rules = ExploreFinding.Kind.allCases.map {
      SARIFLog.Rule(id: $0.rawValue, summary: kindSummaries[$0] ?? $0.rawValue, level: .error)
    }
    let results = reports.flatMap { report in
      report.result.findings.map { finding in
        let place = report.location(of: finding)
        return SARIFLog.Result(
          rule: finding.kind.rawValue, level: .error, message: finding.message, file: place.file,
          line: place.line)
      }
    }
    return SARIFLog.text(tool: "roster explore", rules: rules, results: results)
  }
}
