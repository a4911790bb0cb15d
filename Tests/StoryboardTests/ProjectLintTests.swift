import RosterTestSupport
import Storyboard
import Testing

/// The rules iOS developers rely on in CI, their stable ids, `--disable`, the project's
/// `.roster-lint` and the CI output formats.
@Suite struct ProjectLintTests {
  /// Lints one inline document; the findings as printed lines (with rule ids).
  private func lint(_ xml: String, named name: String = "Test") throws -> [String] {
    try lint([name: xml])
  }

  private func lint(_ documents: [String: String]) throws -> [String] {
    let catalog = StoryboardCatalog(embedded: documents)
    let parsed = try documents.keys.sorted().map { try catalog.document(named: $0) }
    return StoryboardLinter().lint(documents: parsed, catalog: catalog).map(\.formatted)
  }

  private func scene(_ body: String) -> String {
    Support.document(initial: "a", body)
  }

  @Test func everyRuleHasAStableUniqueID() {
    let ids = LintRule.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    #expect(LintRule.named("missing-destination")?.severity == .error)
  }

  @Test func emptyStoryboardIsClean() throws {
    #expect(try lint(Support.document("")) == [])
  }

  @Test func prototypeCellWithoutReuseIdentifierWarns() throws {
    let xml = scene(
      """
      <scene sceneID="s"><objects><tableViewController id="a" title="List" sceneMemberID="viewController">
        <tableView key="view" dataMode="prototypes" id="t">
          <prototypes>
            <tableViewCell id="c1" reuseIdentifier="Cell"/>
            <tableViewCell id="c2"/>
          </prototypes>
        </tableView>
      </tableViewController></objects></scene>
      """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:8: warning: Unsupported Configuration: Prototype table cells must have "
          + "reuse identifiers (a prototype in “List”); set its Identifier in the Attributes "
          + "inspector [missing-reuse-identifier]"
      ])
  }

  @Test func duplicateElementIDsAreErrors() throws {
    let xml = scene(
      """
      <scene sceneID="s"><objects><viewController id="a" title="A" sceneMemberID="viewController">
        <view key="view" id="dup"><subviews><label id="dup" text="x"/></subviews></view>
      </viewController></objects></scene>
      """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:5: error: the id 'dup' of this <label> is already used at line 5 (a "
          + "merge artefact: Interface Builder writes each id once); resolve the merge or delete "
          + "one of the two [duplicate-element-id]"
      ])
  }

  @Test func ambiguousAndMisplacedViewsWarn() throws {
    let xml = scene(
      """
      <scene sceneID="s"><objects><viewController id="a" title="A" sceneMemberID="viewController">
        <view key="view" id="v"><subviews>
          <label id="l1" text="x" ambiguous="YES"/>
          <button id="b1" misplaced="YES"/>
        </subviews></view>
      </viewController></objects></scene>
      """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:6: warning: Ambiguous layout: <label> 'l1' has constraints that do not "
          + "fix its position or size; add the missing constraints (Editor > Resolve Auto Layout "
          + "Issues) [ambiguous-layout]",
        "Test.storyboard:7: warning: Misplaced view: the frame of <button> 'b1' differs from "
          + "what its constraints give; Update Frames in Interface Builder [misplaced-view]",
      ])
  }

  @Test func outletsAndActionsToDeletedObjectsAreErrors() throws {
    let xml = scene(
      """
      <scene sceneID="s"><objects><viewController id="a" title="A" sceneMemberID="viewController">
        <view key="view" id="v"><subviews>
          <button id="b1"><connections><action selector="tap:" destination="gone-1" eventType="touchUpInside" id="x1"/></connections></button>
        </subviews></view>
        <connections>
          <outlet property="nameLabel" destination="gone-2" id="x2"/>
          <outlet property="button" destination="b1" id="x3"/>
        </connections>
      </viewController><placeholder placeholderIdentifier="IBFirstResponder" id="fr"/></objects></scene>
      """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:6: error: the action 'tap:' connects to 'gone-1', which is no element "
          + "of this storyboard any more; reconnect or delete it in the Connections inspector "
          + "[broken-connection]",
        "Test.storyboard:9: error: the outlet 'nameLabel' connects to 'gone-2', which is no "
          + "element of this storyboard any more; reconnect or delete it in the Connections "
          + "inspector [broken-connection]",
      ])
  }

  @Test func sameStoryboardIDInFilesThatReferenceEachOther() throws {
    let main = Support.document(
      initial: "a",
      """
      <scene sceneID="s1"><objects><viewController id="a" title="Home" storyboardIdentifier="Detail" sceneMemberID="viewController">
        <connections><segue destination="r" kind="show" identifier="Go" id="g"/></connections>
      </viewController></objects></scene>
      <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Other" id="r" sceneMemberID="viewController"/></objects></scene>
      """)
    let other = Support.document(
      initial: "o",
      """
      <scene sceneID="s3"><objects><viewController id="o" title="Other" customClass="DetailViewController" storyboardIdentifier="Detail" sceneMemberID="viewController"/></objects></scene>
      """)
    #expect(
      try lint(["Main": main, "Other": other]) == [
        "Main.storyboard:4: warning: Storyboard ID 'Detail' of “Home” (UIViewController, line 4) "
          + "is also the ID of “Other” (DetailViewController) at Other.storyboard:4, and the two "
          + "storyboards reference each other; instantiateViewController(withIdentifier:) on the "
          + "wrong one gets the other scene: rename one [cross-file-storyboard-id]",
        "Other.storyboard:4: warning: Storyboard ID 'Detail' of “Other” (DetailViewController, "
          + "line 4) is also the ID of “Home” (UIViewController) at Main.storyboard:4, and the two "
          + "storyboards reference each other; instantiateViewController(withIdentifier:) on the "
          + "wrong one gets the other scene: rename one [cross-file-storyboard-id]",
      ])
  }

  // MARK: Configuration and formats

  private var broken: String { Support.fixtures + "/Lint/Broken" }

  @Test func disableLeavesARuleOut() {
    let result = StoryboardLinter.run(
      paths: [broken], disabled: ["missing-reference", "push-without-navigation-controller"])
    #expect(result.output == "0 errors, 0 warnings in 2 storyboards\n")
    #expect(result.exitStatus == 0)
  }

  /// An Info.plist launching `name`, as Xcode writes one.
  static func infoPlist(launching name: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>UIMainStoryboardFile</key>
    \t<string>\(name)</string>
    </dict>
    </plist>

    """
  }

  /// A storyboard no Info.plist launches, with no entry point, reference or storyboard ID (R.swift's
  /// TabBarItem.storyboard): Xcode builds it, warning that its scene is unreachable, and iOS
  /// fails only when an app launches it. So a warning; the storyboard the app launches keeps
  /// the error (the crash at launch).
  @Test func aMissingEntryPointIsAnErrorOnlyWhereAnInfoPlistLaunchesTheFile() throws {
    let folder = TemporaryDirectory()
    try folder.write("App.xcodeproj", "")
    try folder.write("Info.plist", Self.infoPlist(launching: "Main"))
    let lonely = Support.document(
      """
      <scene sceneID="s"><objects><viewController id="a" title="Item" sceneMemberID="viewController"/></objects></scene>
      """)
    try folder.write("Main.storyboard", lonely)
    try folder.write("TabBarItem.storyboard", lonely)
    let item = StoryboardLinter.run(paths: [folder.path + "/TabBarItem.storyboard"])
    #expect(item.exitStatus == 0, "\(item.output)")
    #expect(
      item.output.hasPrefix(
        "\(folder.path)/TabBarItem.storyboard:2: warning: Storyboard has no initial view "
          + "controller - perhaps the designated entry point is not set? Check \"Is Initial View "
          + "Controller\" on the entry scene (no Info.plist of this project launches it) "
          + "[no-entry-point]\n"), "\(item.output)")
    let main = StoryboardLinter.run(paths: [folder.path + "/Main.storyboard"])
    #expect(main.exitStatus == 1, "\(main.output)")
    #expect(main.output.contains("Main.storyboard:2: error: Storyboard has no initial view"))
  }

  /// Whether an app launches a storyboard is asked of its project (a walk of the project for
  /// its apps) only when nothing else explains a missing entry point: not for a storyboard
  /// whose scenes code loads by storyboard ID.
  @Test func theProjectsAppsAreReadOnlyWhenAMissingEntryPointNeedsThem() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("App.xcodeproj", "")
    try folder.write("Info.plist", Self.infoPlist(launching: "Main"))
    try folder.write(
      "Identified.storyboard",
      Support.document(
        """
        <scene sceneID="s"><objects><viewController id="a" storyboardIdentifier="Detail" title="Item" sceneMemberID="viewController"/></objects></scene>
        """))
    try folder.write(
      "Lonely.storyboard",
      Support.document(
        """
        <scene sceneID="s"><objects><viewController id="a" title="Item" sceneMemberID="viewController"/></objects></scene>
        """))
    let catalog = StoryboardCatalog()
    let identified = StoryboardLinter().lint(
      paths: [folder.path + "/Identified.storyboard"], catalog: catalog)
    #expect(identified.text.contains("can only be loaded by storyboard ID"), "\(identified.text)")
    let project = try #require(catalog.project(forFolder: folder.path))
    #expect(!project.hasReadLaunches)
    let lonely = StoryboardLinter().lint(
      paths: [folder.path + "/Lonely.storyboard"], catalog: catalog)
    #expect(lonely.text.contains("no Info.plist of this project launches it"), "\(lonely.text)")
    #expect(project.hasReadLaunches)
  }

  @Test func projectConfigurationDisablesRules() throws {
    let folder = TemporaryDirectory()
    try folder.write("App.xcodeproj", "")
    try folder.write("Info.plist", Self.infoPlist(launching: "Main"))
    try folder.write(
      "Main.storyboard",
      Support.document(
        """
        <scene sceneID="s"><objects><viewController id="a" title="A" sceneMemberID="viewController"/></objects></scene>
        """))
    let before = StoryboardLinter.run(paths: [folder.path + "/Main.storyboard"])
    #expect(before.exitStatus == 1)
    try folder.write(
      ".roster-lint",
      "# this app sets its root in code\ndisable no-entry-point, unreachable-scene\nignore x\n")
    let after = StoryboardLinter.run(paths: [folder.path + "/Main.storyboard"])
    #expect(
      after.output
        == "\(folder.path)/.roster-lint:3: error: unknown setting 'ignore'; write \"disable "
        + "RULE\" (one or more rule ids) [invalid-config]\n1 error, 0 warnings in 1 storyboard\n")
  }

  @Test func sarifAndGitHubFormats() {
    let path = broken + "/Main.storyboard"
    let sarif = StoryboardLinter.run(paths: [path], format: .sarif)
    #expect(sarif.output.hasPrefix("{\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":"))
    #expect(sarif.output.contains("{\"id\":\"missing-reference\",\"shortDescription\":"))
    #expect(
      sarif.output.contains(
        "\"ruleId\":\"missing-reference\",\"level\":\"error\",\"message\":{\"text\":"))
    #expect(sarif.output.contains("\"region\":{\"startLine\":33}"))
    #expect(sarif.exitStatus == 1)
    let github = StoryboardLinter.run(paths: [path], format: .github)
    #expect(
      github.output.hasPrefix(
        "::error file=\(path),line=33,title=roster lint missing-reference::Could not find a "
          + "storyboard named 'Missing'"))
    #expect(LintReport.property("a,b:c") == "a%2Cb%3Ac")
    #expect(LintReport.data("50%\nx") == "50%25%0Ax")
    #expect(LintReport.uri("My App/Main.storyboard") == "My%20App/Main.storyboard")
  }
}
