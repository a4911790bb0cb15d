import RosterSupport
import Storyboard
import Testing

/// `roster lint` as the shell calls it: arguments in, output and exit status out.
@Suite struct LintCommandTests {
  let app = Support.fixtures + "/Lint/App"
  let broken = Support.fixtures + "/Lint/Broken"

  @Test func folderWithReferencesAcrossFilesIsClean() {
    let result = StoryboardLinter.run(paths: [app])
    #expect(result.output == "0 errors, 0 warnings in 2 storyboards\n")
    #expect(result.exitStatus == 0)
  }

  @Test func fileAloneFindsItsReferencesBesideIt() {
    let result = StoryboardLinter.run(paths: [app + "/Main.storyboard"])
    #expect(result.output == "0 errors, 0 warnings in 1 storyboard\n")
    #expect(result.exitStatus == 0)
  }

  @Test func findingsAreSortedPerFileWithASummary() {
    let result = StoryboardLinter.run(paths: [broken])
    #expect(
      result.output == """
        \(broken)/Extra.storyboard:8: error: Push segues can only be used when the source controller is managed by an instance of UINavigationController (segue 'Next' from “One”; embed “One” in a Navigation Controller, or use a Show or Present segue) [push-without-navigation-controller]
        \(broken)/Main.storyboard:33: error: Could not find a storyboard named 'Missing' in the project at \(Support.packageRoot); add Missing.storyboard beside Main.storyboard or fix the reference's storyboard name [missing-reference]
        2 errors, 0 warnings in 2 storyboards

        """)
    #expect(result.exitStatus == 1)
  }

  @Test func referenceNamingAPathIsAnError() {
    let project = Support.fixtures + "/Traversal/Project"
    let result = StoryboardLinter.run(paths: [project + "/Main.storyboard"])
    #expect(
      result.output == """
        \(project)/Main.storyboard:15: error: storyboard reference "../Elsewhere/Secret" names a path; references name a storyboard in the same project [missing-reference]
        1 error, 0 warnings in 1 storyboard

        """)
    #expect(result.exitStatus == 1)
  }

  @Test func jsonFormat() {
    let result = StoryboardLinter.run(paths: [broken + "/Main.storyboard"], json: true)
    #expect(
      result.output
        == "{\"files\":1,\"errors\":1,\"warnings\":0,\"notes\":0,\"diagnostics\":[{\"file\":"
        + "\"\(broken)/Main.storyboard\",\"line\":33,\"severity\":\"error\","
        + "\"rule\":\"missing-reference\",\"message\":"
        + "\"Could not find a storyboard named 'Missing' in the project at "
        + "\(Support.packageRoot); add Missing.storyboard beside "
        + "Main.storyboard or fix the reference's storyboard name\"}]}\n")
    #expect(result.exitStatus == 1)
  }

  @Test func jsonEscapesQuotesAndControlCharacters() {
    let report = LintReport(
      fileCount: 1,
      diagnostics: [
        Diagnostic(file: "a\"b.storyboard", line: 3, severity: .warning, message: "x\\y\n\u{1}")
      ])
    #expect(
      report.json
        == "{\"files\":1,\"errors\":0,\"warnings\":1,\"notes\":0,\"diagnostics\":[{\"file\":"
        + "\"a\\\"b.storyboard\",\"line\":3,\"severity\":\"warning\",\"rule\":\"\","
        + "\"message\":\"x\\\\y\\n\\u0001\"}]}\n")
  }

  /// A file loaded only by storyboard ID has no entry point by design: a note (Xcode says
  /// nothing), not a warning.
  @Test func entryPointOfAFileLoadedByIDIsANote() {
    let catalog = StoryboardCatalog()
    let document = StoryboardDocument(
      name: "Lonely",
      scenes: [
        Scene(
          sceneID: "s",
          controller: ControllerSpec(
            id: "v", kind: .viewController, storyboardIdentifier: "Lonely", line: 4), line: 3)
      ], line: 2)
    let found = StoryboardLinter().lint(documents: [document], catalog: catalog)
    #expect(found.map(\.severity) == [.note])
    #expect(found.map(\.rule) == ["no-entry-point"])
  }

  @Test func missingFileIsAnError() {
    let result = StoryboardLinter.run(paths: ["/nonexistent/Nope.storyboard"])
    #expect(
      result.output
        == "/nonexistent/Nope.storyboard:1: error: no such file; check the path [invalid-file]\n"
        + "1 error, 0 warnings in 1 storyboard\n")
    #expect(result.exitStatus == 1)
  }

}

/// The Ratings app's own storyboards (read from its sources folder) lint clean.
@Suite struct RatingsStoryboardLintTests {
  static let folder = Support.packageRoot + "/Sources/RatingsApp/Storyboards"

  @Test(.enabled(if: FileSystem.isDirectory(folder), "the app's storyboards are absent"))
  func ratingsStoryboardsLintClean() {
    let result = StoryboardLinter.run(paths: [Self.folder])
    #expect(result.output.hasPrefix("0 errors, 0 warnings in "))
    #expect(result.exitStatus == 0)
  }
}
