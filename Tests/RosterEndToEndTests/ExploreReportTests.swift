import RosterSupport
import RosterTestSupport
import Testing

/// `explore --report junit|sarif FILE`, through the built binary: each finding a failing JUnit
/// test case or a SARIF result at its storyboard file and line (the segue or button a failing
/// move acts on, else the scene), no findings a passing report; read by `xmllint` and Python's
/// JSON parser when installed.
@Suite struct ExploreReportTests {
  let fixtures = packageRoot() + "/Tests/RosterCLITests/Fixtures/Explore"

  @Test func eachFindingIsAFailingTestCaseAndASARIFResultAtItsLine() throws {
    let folder = try TemporaryDirectory(["old.xml": ""])
    defer { folder.remove() }
    let run = try runRoster(
      [
        "explore", "--storyboard", fixtures, "--report", "junit", folder.path + "/old.xml",
        "--report", "sarif", folder.path + "/r.sarif",
      ])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("findings (1):"))
    let xml = try folder.read("old.xml")
    let deadEnd = fixtures + "/DeadEnd.storyboard"
    #expect(
      xml.contains(
        "<testcase name=\"dead-end: &quot;Terms&quot; is presented from &quot;Home&quot; and no "
          + "button, segue or row leads out of it\" classname=\"\(deadEnd)\" file=\"\(deadEnd)\" "
          + "line=\"53\" time=\"0.000\">\n      <failure message=\"\(deadEnd):53: dead-end: "),
      "\(xml)")
    // The replay script is the failure's text.
    #expect(xml.contains("type=\"dead-end\"># roster explore: dead-end: "))
    #expect(xml.contains("file=\"\(fixtures)/PushWithoutNavigation.storyboard\" line=\"21\""))
    #expect(xml.contains("file=\"\(fixtures)/UnconnectedButton.storyboard\" line=\"33\""))
    #expect(xml.contains("<testcase name=\"\(fixtures)/Clean.storyboard: no findings\""))
    // The counts are those of the test cases written (the folder may gain fixtures).
    let cases = xml.ranges(of: "<testcase ").count
    let failures = xml.ranges(of: "<failure ").count
    #expect(failures >= 4)
    #expect(
      xml.contains(
        "<testsuites name=\"roster explore\" tests=\"\(cases)\" failures=\"\(failures)\" "
          + "errors=\"0\""), "\(xml)")
    if FileSystem.exists("/usr/bin/xmllint") {
      let lint = try runRoster(
        ["--noout", folder.path + "/old.xml"], program: "/usr/bin/xmllint")
      #expect(lint == BinaryRun(status: 0, stdout: "", stderr: ""))
    }
    let sarif = try folder.read("r.sarif")
    #expect(
      sarif.hasPrefix(
        "{\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":"
          + "\"roster explore\",\"rules\":[{\"id\":\"uikit-error\","))
    #expect(
      sarif.contains(
        "{\"ruleId\":\"uikit-error\",\"level\":\"error\",\"message\":{\"text\":\"Push segues can "))
    #expect(
      sarif.contains(
        "\"artifactLocation\":{\"uri\":\"\(fixtures)/PushWithoutNavigation.storyboard\"},"
          + "\"region\":{\"startLine\":21}"))
    if FileSystem.exists("/usr/bin/python3") {
      let check = try runRoster(
        [
          "-c",
          "import json,sys; d=json.load(open(sys.argv[1])); r=d['runs'][0]; "
            + "print(len(r['results']), sorted({x['ruleId'] for x in r['results']}))",
          folder.path + "/r.sarif",
        ], program: "/usr/bin/python3")
      #expect(
        check.stdout
          == "\(failures) ['dead-end', 'refused', 'uikit-error', 'unbounded-stack']\n")
    }
  }

  @Test func noFindingsIsAPassingReportAndJSONNamesFileAndLine() throws {
    let clean = fixtures + "/Clean.storyboard"
    let junit = try runRoster(
      ["explore", "--storyboard", clean, "--report", "junit", "-"])
    #expect(junit.status == 0)
    #expect(junit.stdout.hasPrefix("<?xml"))
    #expect(junit.stdout.contains("tests=\"1\" failures=\"0\" errors=\"0\""))
    #expect(junit.stdout.contains("<testcase name=\"\(clean): no findings\""))
    // The report alone on stdout; the findings for people on stderr.
    #expect(junit.stderr.contains("no findings"))
    let sarif = try runRoster(["explore", "--storyboard", clean, "--report", "sarif", "-"])
    #expect(sarif.status == 0)
    #expect(sarif.stdout.hasSuffix("\"results\":[]}]}\n"))

    let json = try runRoster(
      ["explore", "--storyboard", fixtures + "/PushLoop.storyboard", "--format", "json"])
    #expect(
      json.stdout.contains(
        "{\"kind\": \"unbounded-stack\", \"file\": \"\(fixtures)/PushLoop.storyboard\", "
          + "\"line\": 28, "), "\(json)")
  }

  @Test func aFileThatIsNoReportIsNotReplaced() throws {
    let folder = try TemporaryDirectory(["notes.txt": "mine\n"])
    defer { folder.remove() }
    let run = try runRoster(
      [
        "explore", "--storyboard", fixtures + "/Clean.storyboard", "--report", "sarif",
        folder.path + "/notes.txt",
      ])
    #expect(run.status == 2)
    #expect(run.stderr.contains("exists and is not a SARIF log; remove it or name another file"))
    #expect(try folder.read("notes.txt") == "mine\n")
  }
}
