import Storyboard
import Testing

/// Every lint rule with a failing and a passing document, and the exact findings.
@Suite struct LintRuleTests {
  /// Lints inline documents (name → XML) together; the findings as printed lines, without
  /// the rule id (`ProjectLintTests` checks those).
  private func lint(_ documents: [String: String]) throws -> [String] {
    let catalog = StoryboardCatalog(embedded: documents)
    let parsed = try documents.keys.sorted().map { try catalog.document(named: $0) }
    return StoryboardLinter().lint(documents: parsed, catalog: catalog).map {
      var finding = $0
      finding.rule = ""
      return finding.formatted
    }
  }

  private func lint(_ xml: String) throws -> [String] { try lint(["Test": xml]) }

  /// A navigation controller (initial) whose root is `root`; `more` adds scenes.
  private func navigation(root: String, _ more: String = "") -> String {
    Support.document(
      initial: "nav",
      """
      <scene sceneID="s1"><objects>
        <navigationController id="nav" sceneMemberID="viewController">
          <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
        </navigationController>
      </objects></scene>
      \(root)
      \(more)
      """)
  }

  @Test func cleanDocumentHasNoFindings() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <tableViewController id="root" customClass="RootViewController" sceneMemberID="viewController">
            <tableView key="view" dataMode="static" id="t"><sections><tableViewSection id="x"><cells>
              <tableViewCell id="c"><connections><segue destination="next" kind="push" identifier="Next" id="g1"/></connections></tableViewCell>
            </cells></tableViewSection></sections></tableView>
          </tableViewController>
        </objects></scene>
        """,
      """
      <scene sceneID="s3"><objects><viewController id="next" sceneMemberID="viewController"/></objects></scene>
      """)
    #expect(try lint(xml) == [])
  }

  // MARK: Static tables

  @Test func staticTableOutsideTableViewControllerFails() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" title="Settings" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
              <tableView dataMode="static" id="t"/>
            </subviews></view>
          </viewController>
        </objects></scene>
        """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:12: error: Illegal Configuration: Static table views are only valid when "
          + "embedded in UITableViewController instances (“Settings” is a viewController; use a "
          + "Table View Controller, or dynamic prototypes)"
      ])
  }

  @Test func staticTableInTableViewControllerPasses() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <tableViewController id="root" title="Settings" sceneMemberID="viewController">
            <tableView key="view" dataMode="static" id="t"/>
          </tableViewController>
        </objects></scene>
        """)
    #expect(try lint(xml) == [])
  }

  // MARK: Push without a navigation controller

  @Test func pushFromAControllerWithoutNavigationFails() throws {
    let xml = Support.document(
      initial: "root",
      """
      <scene sceneID="s1"><objects>
        <viewController id="root" title="Home" sceneMemberID="viewController">
          <view key="view" id="v"><subviews>
            <button id="b"><connections><segue destination="next" kind="push" identifier="Go" id="g1"/></connections></button>
          </subviews></view>
        </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects><viewController id="next" sceneMemberID="viewController"/></objects></scene>
      """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:7: error: Push segues can only be used when the source controller is "
          + "managed by an instance of UINavigationController (segue 'Go' from “Home”; embed "
          + "“Home” in a Navigation Controller, or use a Show or Present segue)"
      ])
  }

  @Test func pushFromPresentedControllerFails() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" customClass="Root" sceneMemberID="viewController">
            <connections><segue destination="modal" kind="modal" identifier="Show" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewController id="modal" title="Modal" sceneMemberID="viewController">
            <connections><segue destination="root" kind="push" identifier="Again" id="g2"/></connections>
          </viewController>
        </objects></scene>
        """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:16: error: Push segues can only be used when the source controller is "
          + "managed by an instance of UINavigationController (segue 'Again' from “Modal”; embed "
          + "“Modal” in a Navigation Controller, or use a Show or Present segue)"
      ])
  }

  @Test func pushInsideNavigationPasses() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" title="Home" sceneMemberID="viewController">
            <connections><segue destination="next" kind="push" identifier="Go" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewController id="next" sceneMemberID="viewController">
            <connections><segue destination="last" kind="push" identifier="Deeper" id="g2"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s4"><objects><viewController id="last" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(try lint(xml) == [])
  }

  @Test func pushFromControllerShownOnlyFromCodeIsNotJudged() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects><viewController id="root" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects>
          <viewController id="coded" storyboardIdentifier="Coded" sceneMemberID="viewController">
            <connections><segue destination="root" kind="push" identifier="Go" id="g1"/></connections>
          </viewController>
        </objects></scene>
        """)
    #expect(try lint(xml) == [])
  }

  // MARK: Missing destinations

  @Test func segueToMissingDestinationFails() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" title="Home" sceneMemberID="viewController">
            <connections><segue destination="gone" kind="show" identifier="Go" id="g1"/></connections>
          </viewController>
        </objects></scene>
        """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:11: error: Segue 'Go' (show) from “Home” has no destination: 'gone' is "
          + "not a scene in this storyboard; reconnect the segue in Interface Builder or delete it"
      ])
  }

  @Test func relationshipToMissingDestinationFails() throws {
    let xml = Support.document(
      initial: "nav",
      """
      <scene sceneID="s1"><objects>
        <navigationController id="nav" sceneMemberID="viewController">
          <connections><segue destination="gone" kind="relationship" relationship="rootViewController" id="r1"/></connections>
        </navigationController>
      </objects></scene>
      """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:6: error: Relationship segue 'rootViewController' from "
          + "“navigationController” has no destination: 'gone' is not a scene in this storyboard; "
          + "reconnect the segue in Interface Builder or delete it"
      ])
  }

  // MARK: References

  private func referencing(_ attributes: String) -> String {
    navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" customClass="Root" sceneMemberID="viewController">
            <connections><segue destination="ref" kind="show" identifier="Open" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewControllerPlaceholder \(attributes) id="ref" sceneMemberID="viewController"/>
        </objects></scene>
        """)
  }

  private let other = Support.document(
    initial: "o1",
    """
    <scene sceneID="o"><objects>
      <viewController id="o1" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
    </objects></scene>
    """)

  @Test func referenceToMissingStoryboardFails() throws {
    #expect(
      try lint(["Main": referencing("storyboardName=\"Nowhere\"")]) == [
        "Main.storyboard:15: error: Could not find a storyboard named 'Nowhere'; add "
          + "Nowhere.storyboard beside Main.storyboard or fix the reference's storyboard name"
      ])
  }

  @Test func referenceToMissingIdentifierFails() throws {
    let main = referencing("storyboardName=\"Other\" referencedIdentifier=\"Nope\"")
    #expect(
      try lint(["Main": main, "Other": other]) == [
        "Main.storyboard:15: error: Storyboard (Other) doesn't contain a view controller with "
          + "identifier 'Nope'; set that Storyboard ID on a scene in Other.storyboard or fix the "
          + "reference's referenced ID"
      ])
  }

  @Test func resolvedReferencesPass() throws {
    #expect(try lint(["Main": referencing("storyboardName=\"Other\""), "Other": other]) == [])
    let byIdentifier = referencing("storyboardName=\"Other\" referencedIdentifier=\"Detail\"")
    #expect(try lint(["Main": byIdentifier, "Other": other]) == [])
  }

  // MARK: Entry points

  @Test func noInitialViewControllerFails() throws {
    let xml = Support.document(
      """
      <scene sceneID="s1"><objects><viewController id="a" title="A" sceneMemberID="viewController"/></objects></scene>
      """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:2: error: Storyboard has no initial view controller - perhaps the "
          + "designated entry point is not set? Check \"Is Initial View Controller\" on the entry "
          + "scene",
        "Test.storyboard:4: warning: Unsupported Configuration: “A” is unreachable because it has "
          + "no entry points, and no identifier for runtime access via "
          + "-[UIStoryboard instantiateViewControllerWithIdentifier:]",
      ])
  }

  @Test func noInitialViewControllerInReferencedFileWarns() throws {
    let target = Support.document(
      """
      <scene sceneID="o"><objects>
        <viewController id="o1" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
      </objects></scene>
      """)
    let main = referencing("storyboardName=\"Other\" referencedIdentifier=\"Detail\"")
    #expect(
      try lint(["Main": main, "Other": target]) == [
        "Other.storyboard:2: note: Storyboard has no initial view controller - perhaps the "
          + "designated entry point is not set? Check \"Is Initial View Controller\" on the entry "
          + "scene (this file is only reached by reference)"
      ])
  }

  @Test func initialViewControllerPointingNowhereFails() throws {
    let xml = Support.document(
      initial: "gone",
      """
      <scene sceneID="s1"><objects><viewController id="a" storyboardIdentifier="A" sceneMemberID="viewController"/></objects></scene>
      """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:2: error: the initial view controller 'gone' is not a scene in this "
          + "storyboard; check \"Is Initial View Controller\" on the entry scene"
      ])
  }

  // MARK: Unreachable scenes

  @Test func unreachableSceneWarns() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects><viewController id="root" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects><viewController id="lost" userLabel="Lost Scene" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:10: warning: Unsupported Configuration: “Lost Scene” is unreachable "
          + "because it has no entry points, and no identifier for runtime access via "
          + "-[UIStoryboard instantiateViewControllerWithIdentifier:]"
      ])
  }

  @Test func sceneWithStoryboardIDIsReachable() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects><viewController id="root" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects><viewController id="lost" storyboardIdentifier="Found" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(try lint(xml) == [])
  }

  // MARK: Manual segues

  @Test func manualSegueWithoutIdentifierWarns() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" title="Home" sceneMemberID="viewController">
            <connections><segue destination="next" kind="show" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects><viewController id="next" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:11: warning: Segues initiated directly from view controllers must have an "
          + "identifier (the show segue from “Home”; set one in the Attributes inspector so "
          + "performSegue(withIdentifier:sender:) can fire it)"
      ])
  }

  @Test func manualSegueWithIdentifierPasses() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" title="Home" sceneMemberID="viewController">
            <connections><segue destination="next" kind="show" identifier="Next" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects><viewController id="next" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(try lint(xml) == [])
  }

  // MARK: Duplicates

  @Test func duplicateSegueIdentifiersWarn() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" title="Home" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
              <button id="b1"><connections><segue destination="next" kind="show" identifier="Go" id="g1"/></connections></button>
              <button id="b2"><connections><segue destination="other" kind="show" identifier="Go" id="g2"/></connections></button>
            </subviews></view>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects><viewController id="next" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s4"><objects><viewController id="other" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:13: warning: duplicate segue identifier 'Go' in “Home” (also line 12); "
          + "performSegue(withIdentifier:sender:) and prepare(for:sender:) cannot tell them apart: "
          + "rename one"
      ])
  }

  @Test func twoTriggersOfOneSegueToTheSameScenePass() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" title="Home" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
              <button id="b1"><connections><segue destination="next" kind="show" identifier="Go" id="g1"/></connections></button>
              <button id="b2"><connections><segue destination="next" kind="show" identifier="Go" id="g2"/></connections></button>
            </subviews></view>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects><viewController id="next" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(try lint(xml) == [])
  }

  @Test func sameSegueIdentifierInTwoScenesPasses() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" sceneMemberID="viewController">
            <connections><segue destination="next" kind="show" identifier="Go" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewController id="next" sceneMemberID="viewController">
            <connections><segue destination="root" kind="show" identifier="Go" id="g2"/></connections>
          </viewController>
        </objects></scene>
        """)
    #expect(try lint(xml) == [])
  }

  @Test func duplicateStoryboardIDsFail() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects><viewController id="root" storyboardIdentifier="Same" title="One" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects><viewController id="two" storyboardIdentifier="Same" title="Two" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(
      try lint(xml) == [
        "Test.storyboard:10: error: Storyboard ID 'Same' is used by “Two” (UIViewController, "
          + "line 10) and by “One” (UIViewController, line 9); give each scene a unique "
          + "Storyboard ID"
      ])
  }

  @Test func distinctStoryboardIDsPass() throws {
    let xml = navigation(
      root: """
        <scene sceneID="s2"><objects><viewController id="root" storyboardIdentifier="One" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects><viewController id="two" storyboardIdentifier="Two" sceneMemberID="viewController"/></objects></scene>
        """)
    #expect(try lint(xml) == [])
  }

  // MARK: Reuse identifiers

  private func prototypes(_ second: String) -> String {
    navigation(
      root: """
        <scene sceneID="s2"><objects>
          <tableViewController id="root" title="Players" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" id="t"><prototypes>
              <tableViewCell reuseIdentifier="PlayerCell" id="c1"/>
              <tableViewCell reuseIdentifier="\(second)" id="c2"/>
            </prototypes></tableView>
          </tableViewController>
        </objects></scene>
        """)
  }

  @Test func duplicateReuseIdentifiersWarn() throws {
    #expect(
      try lint(prototypes("PlayerCell")) == [
        "Test.storyboard:13: warning: duplicate reuse identifier 'PlayerCell' in “Players” (also "
          + "line 12); dequeueReusableCell(withIdentifier:) only ever returns one of these "
          + "prototypes: delete or rename the others"
      ])
  }

  @Test func distinctReuseIdentifiersPass() throws {
    #expect(try lint(prototypes("GameCell")) == [])
  }

  // MARK: Unwind segues

  private func unwinding(rootClass: String) -> String {
    navigation(
      root: """
        <scene sceneID="s2"><objects>
          <viewController id="root" \(rootClass) sceneMemberID="viewController">
            <connections><segue destination="modal" kind="presentation" identifier="Add" id="g1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewController id="modal" title="Add" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
              <button id="b"><connections><segue destination="exit" kind="unwind" unwindAction="done:" id="u1"/></connections></button>
            </subviews></view>
          </viewController>
          <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        """)
  }

  @Test func unwindWithNoTakerWarns() throws {
    #expect(
      try lint(unwinding(rootClass: "")) == [
        "Test.storyboard:17: warning: no scene on the way back to “Add” can take the unwind "
          + "action 'done:': none of the scenes leading here has a custom class; set the class "
          + "that implements it, or generic mode just returns to the presenter"
      ])
  }

  @Test func unwindWithCustomClassOnTheWayBackPasses() throws {
    #expect(try lint(unwinding(rootClass: "customClass=\"RootViewController\"")) == [])
  }

  // MARK: Platforms

  /// Xcode builds a macOS storyboard in a macOS target without complaint: lint skips it
  /// with a note (a folder holding one lints the rest), never an error.
  @Test func nonIOSDocumentIsSkippedWithANote() throws {
    let path = Support.fixtures + "/Lint/Mac.storyboard"
    let result = StoryboardLinter.run(paths: [path])
    #expect(
      result.output
        == "\(path):2: note: this is a macOS storyboard (targetRuntime MacOSX.Cocoa); Roster runs "
        + "iOS storyboards only (targetRuntime iOS.CocoaTouch); skipped [other-platform]\n"
        + "0 errors, 0 warnings, 1 note in 1 storyboard\n")
    #expect(result.exitStatus == 0)
  }
}
