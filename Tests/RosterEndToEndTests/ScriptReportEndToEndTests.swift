import Glibc
import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// `roster --report junit|tap FILE` as CI meets it: the built binary on a passing and
/// a failing script, the report read back (and checked by `xmllint` when it is installed).
@Suite struct ScriptReportEndToEndTests {
  private let scripts = [
    "pass.rosterscript": "expect scene Players\nopen AddPlayer\nexpect scene \"Add Player\"\n",
    // A raw BEL and ESC in the line: the failure message quotes them.
    "fail.rosterscript": "expect rows 3\nexpect scene \"<\u{7}&\u{1b}[2J>\"\nexpect rows 3\n",
  ]

  @Test func junitReportIsWellFormedXMLWithACasePerScript() throws {
    let folder = try TemporaryDirectory(scripts)
    defer { folder.remove() }
    let run = try runRoster(
      [
        "--memory", "--keep-going", "--report", "junit", "report.xml", "pass.rosterscript",
        "fail.rosterscript",
      ], directory: folder.path)
    #expect(run.status == 1)
    #expect(run.stdout.hasSuffix("1 passed, 1 failed; 1 of 5 assertions failed\n"))
    let xml = try folder.read("report.xml")
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    #expect(xml.split(separator: "<testsuite ").count == 2)
    let cases = xml.split(separator: "<testcase ").dropFirst()
    #expect(cases.count == 2)
    #expect(cases.first?.hasPrefix("name=\"pass.rosterscript\"") == true)
    #expect(cases.first?.contains("assertions=\"2\"/>") == true)
    #expect(
      cases.last?.contains(
        "<failure message=\"fail.rosterscript:2:14: expected scene &quot;&lt;\\u{7}&amp;\\u{1b}[2J&gt;&quot;"
      ) == true, "\(xml)")
    #expect(xml.hasSuffix("</testsuite>\n</testsuites>\n"))
    // Nothing XML 1.0 forbids, nothing a terminal obeys.
    #expect(xml.unicodeScalars.allSatisfy { $0 == "\n" || $0.value >= 0x20 && $0.value != 0x7F })
    if FileSystem.exists("/usr/bin/xmllint") {
      let lint = try runRoster(
        ["--noout", "report.xml"], directory: folder.path, program: "/usr/bin/xmllint")
      #expect(lint == BinaryRun(status: 0, stdout: "", stderr: ""))
    }
  }

  @Test func tapOnStdoutIsAloneThere() throws {
    let folder = try TemporaryDirectory(scripts)
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory", "--report", "tap", "-", "pass.rosterscript", "fail.rosterscript"],
      directory: folder.path)
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines.prefix(3)) == ["TAP version 13", "1..2", "ok 1 - pass.rosterscript"])
    #expect(lines.contains("not ok 2 - fail.rosterscript"))
    #expect(lines.contains("  at: \"fail.rosterscript:2:14\""))
    #expect(!run.stdout.contains("passed"))
    // The run's own lines go to stderr.
    #expect(run.stderr.contains("PASS  pass.rosterscript  (2 assertions, "))
    #expect(run.stderr.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test func aPreviousReportIsReplacedAnythingElseIsRefusedBeforeRunning() throws {
    let folder = try TemporaryDirectory(
      scripts.merging(["notes.txt": "my notes\n", "old.tap": "TAP version 13\n1..0\n"]) { $1 })
    defer { folder.remove() }
    let refused = try runRoster(
      ["--memory", "--report", "junit", "notes.txt", "pass.rosterscript"], directory: folder.path)
    #expect(
      refused
        == BinaryRun(
          status: 2, stdout: "",
          stderr: "roster: --report junit notes.txt: notes.txt exists and is not a JUnit XML "
            + "report; remove it or name another file (a previous report is replaced)\n"))
    #expect(try folder.read("notes.txt") == "my notes\n")
    let script = try runRoster(
      ["--memory", "--report", "tap", "pass.rosterscript", "pass.rosterscript"],
      directory: folder.path)
    #expect(script.status == 2)
    #expect(script.stderr.contains("pass.rosterscript is a script of this run"))
    let replaced = try runRoster(
      ["--memory", "--report", "tap", "old.tap", "pass.rosterscript"], directory: folder.path)
    #expect(replaced.status == 0)
    #expect(
      try folder.read("old.tap").hasPrefix("TAP version 13\n1..1\nok 1 - pass.rosterscript\n"))
    // Written beside it and renamed: nothing else is left in the folder.
    #expect(FileSystem.contents(ofDirectory: folder.path).filter { $0.contains(".tmp") } == [])
  }
}
