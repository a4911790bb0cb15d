import RosterSupport
import RosterTestSupport
import Testing

/// The reports as their consumers read them: TAP through Debian's `prove` (TAP::Harness, which
/// refuses "TAP version 14"), JUnit with the screen at a failure, an `<error>` for a script
/// that does not parse, and the suite's name; checked by `xmllint` when it is installed.
@Suite struct ReportConsumerTests {
  private let scripts = [
    "pass.rosterscript": "expect scene Players\n",
    "fail.rosterscript": "expect scene Players\nexpect rows 4\n",
    "bad.rosterscript": "show\nopne AddPlayer\n",
  ]

  @Test(.enabled(if: FileSystem.exists("/usr/bin/prove")))
  func proveReadsTheTAPReport() throws {
    let folder = try TemporaryDirectory(scripts)
    defer { folder.remove() }
    _ = try runRoster(
      ["--memory", "--report", "tap", "all.tap", "pass.rosterscript", "fail.rosterscript"],
      directory: folder.path)
    _ = try runRoster(
      ["--memory", "--report", "tap", "passing.tap", "pass.rosterscript"], directory: folder.path)
    let all = try runRoster(
      ["-e", "cat", "all.tap"], directory: folder.path, program: "/usr/bin/prove")
    #expect(all.status == 1)
    #expect(all.stdout.contains("Failed 1/2 subtests"), "\(all.stdout)")
    #expect(!all.stdout.contains("Parse errors"), "\(all.stdout)")
    let passing = try runRoster(
      ["-e", "cat", "passing.tap"], directory: folder.path, program: "/usr/bin/prove")
    #expect(passing.status == 0, "\(passing)")
    #expect(passing.stdout.contains("Result: PASS"))
  }

  @Test func junitCarriesTheScreenAnErrorAndTheSuiteName() throws {
    let folder = try TemporaryDirectory(scripts)
    defer { folder.remove() }
    let run = try runRoster(
      [
        "--memory", "--suite-name", "Ratings <flows>", "--report", "junit", "r.xml",
        "pass.rosterscript", "fail.rosterscript", "bad.rosterscript",
      ], directory: folder.path)
    #expect(run.status == 1)
    let xml = try folder.read("r.xml")
    #expect(
      xml.contains(
        "<testsuites name=\"Ratings &lt;flows&gt;\" tests=\"3\" failures=\"1\" errors=\"1\" "))
    #expect(xml.contains("classname=\"Ratings &lt;flows&gt;\""))
    #expect(
      xml.contains(
        "<system-out>fail.rosterscript:2:13: expected 4 rows, found 3\nPlayers  [+]\n"), "\(xml)")
    #expect(
      xml.contains(
        "<error message=\"bad.rosterscript:2:1: unknown command &quot;opne&quot;; did you mean "
          + "&quot;open&quot;?\" type=\"error\">"), "\(xml)")
    if FileSystem.exists("/usr/bin/xmllint") {
      let lint = try runRoster(
        ["--noout", "r.xml"], directory: folder.path, program: "/usr/bin/xmllint")
      #expect(lint == BinaryRun(status: 0, stdout: "", stderr: ""))
    }
  }
}
