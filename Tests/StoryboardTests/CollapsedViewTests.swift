import Storyboard
import Testing

/// A view a size class collapses through a zero width or height constraint (`SizeConstraint`)
/// is not installed there: a constraint installed for a size class by a constraint mask, or
/// whose constant a size class varies to zero. Roster read past every constraint.
@Suite struct CollapsedViewTests {
  /// The scene's controller, its view holding a Go button with `constraints` (and variations)
  /// written in the button and `rootConstraints` in the root view.
  private func controller(
    button constraints: String = "", root rootConstraints: String = ""
  ) throws -> ControllerSpec {
    let xml = Support.document(
      initial: "root",
      """
      <scene sceneID="s1"><objects>
        <viewController id="root" sceneMemberID="viewController">
          <view key="view" id="v"><subviews>
            <button id="go"><state key="normal" title="Go"/>\(constraints)
              <connections><segue destination="other" kind="show" identifier="Go" id="sg"/></connections>
            </button>
          </subviews>\(rootConstraints)</view>
        </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects><viewController id="other" sceneMemberID="viewController"><view key="view" id="v2"/></viewController></objects></scene>
      """)
    return try #require(try Support.parse(xml).controller(id: "root"))
  }

  /// The findings of `lint --device DEVICE` for the scene `controller(button:root:)` builds.
  /// `identified`: the other scene has a storyboard ID (app code can load it).
  private func lint(
    button constraints: String = "", root rootConstraints: String = "", identified: Bool = true,
    on device: Device
  ) throws -> [String] {
    let identifier = identified ? #" storyboardIdentifier="Other""# : ""
    let xml = Support.document(
      initial: "root",
      """
      <scene sceneID="s1"><objects>
        <viewController id="root" title="Trip" sceneMemberID="viewController">
          <view key="view" id="v"><subviews>
            <button id="go"><state key="normal" title="Go"/>\(constraints)
              <connections><segue destination="other" kind="show" identifier="Go" id="sg"/></connections>
            </button>
          </subviews>\(rootConstraints)</view>
        </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects><viewController id="other" title="Other"\(identifier) sceneMemberID="viewController"><view key="view" id="v2"/></viewController></objects></scene>
      """)
    let catalog = StoryboardCatalog(embedded: ["Test": xml])
    let document = try catalog.document(named: "Test")
    return StoryboardLinter(device: device).lint(documents: [document], catalog: catalog).map(
      \.message)
  }

  /// Whether the Go button is shown on an iPhone and on an iPad.
  private func shown(_ spec: ControllerSpec) -> [Bool] {
    [spec.isInstalled("go", on: .iphone), spec.isInstalled("go", on: .ipad)]
  }

  @Test func aZeroWidthInstalledForCompactWidthCollapsesItOnAnIPhone() throws {
    let spec = try controller(
      button: """
        <constraints><constraint firstAttribute="width" id="w0"/></constraints>
        <variation key="default"><mask key="constraints"><exclude reference="w0"/></mask></variation>
        <variation key="widthClass=compact"><mask key="constraints"><include reference="w0"/></mask></variation>
        """)
    #expect(shown(spec) == [false, true])
    #expect(spec.buttons(on: .iphone).isEmpty)
    #expect(!spec.canTrigger(try #require(spec.segues.first), on: .iphone))
  }

  /// Lint says a trigger squeezed to nothing is collapsed, and in which dimension, where it
  /// said a size class uninstalled it; an uninstalled one is still said to be uninstalled.
  @Test func lintSaysATriggerIsCollapsedNotUninstalled() throws {
    let compactZeroWidth = """
      <constraints><constraint firstAttribute="width" id="w0"/></constraints>
      <variation key="default"><mask key="constraints"><exclude reference="w0"/></mask></variation>
      <variation key="widthClass=compact"><mask key="constraints"><include reference="w0"/></mask></variation>
      """
    #expect(
      try lint(button: compactZeroWidth, on: .iphone) == [
        "the segue 'Go' from “Trip” cannot be taken on an iPhone: every view that triggers it "
          + "is collapsed to zero width by a size-class constraint on compact width, regular "
          + "height (only app code can perform it); give one a width for those size classes, "
          + "or give it another way in"
      ])
    #expect(try lint(button: compactZeroWidth, on: .ipad) == [])
    // The scene only that segue leads to is cut off for the same reason, said alike.
    let unreachable = try lint(button: compactZeroWidth, identified: false, on: .iphone)
    #expect(
      unreachable.contains(
        "“Other” is unreachable on an iPhone: every segue into it starts from a view a size "
          + "class uninstalls or collapses to zero width there, and it has no storyboard ID for "
          + "app code"), "\(unreachable)")
    let regularOnly = """
      <variation key="default"><mask key="subviews"><exclude reference="go"/></mask></variation>
      <variation key="widthClass=regular"><mask key="subviews"><include reference="go"/></mask></variation>
      """
    #expect(
      try lint(root: regularOnly, on: .iphone) == [
        "the segue 'Go' from “Trip” cannot be taken on an iPhone: every view that triggers it "
          + "is uninstalled by a size-class variation there (only app code can perform it); "
          + "install one for the iPhone's size classes, or give it another way in"
      ])
  }

  /// A scene's root view is sized by its container (the window, a navigation controller), not
  /// by a constraint on it: a zero width naming it collapses neither it nor what it holds.
  @Test func aZeroWidthOnTheRootViewCollapsesNothing() throws {
    let spec = try controller(
      root: """
        <constraints><constraint firstItem="v" firstAttribute="width" id="w0"/></constraints>
        <variation key="default"><mask key="constraints"><exclude reference="w0"/></mask></variation>
        <variation key="widthClass=compact"><mask key="constraints"><include reference="w0"/></mask></variation>
        """)
    #expect(shown(spec) == [true, true])
    #expect(spec.buttons(on: .iphone).map(\.id) == ["go"])
    #expect(spec.installVariations.isEmpty)
  }

  @Test func aZeroHeightExcludedForCompactWidthCollapsesItOnAnIPad() throws {
    let spec = try controller(
      root: """
        <constraints><constraint firstItem="go" firstAttribute="height" constant="0.0" id="h0"/></constraints>
        <variation key="widthClass=compact"><mask key="constraints"><exclude reference="h0"/></mask></variation>
        """)
    #expect(shown(spec) == [true, false])
  }

  @Test func aConstantVariedToZeroCollapsesItWhereItIs() throws {
    let spec = try controller(
      button: """
        <constraints><constraint firstAttribute="height" constant="44" id="h">
          <variation key="widthClass=regular" constant="0.0"/>
        </constraint></constraints>
        """)
    #expect(shown(spec) == [true, false])
  }

  /// Not collapsed: a zero no size class varies (app code's), a constraint that allows more
  /// (`greaterThanOrEqual`), one weaker than compression resistance, one relating two views.
  @Test func constraintsThatDoNotCollapseByDeviceLeaveItShown() throws {
    let varied = """
      <variation key="default"><mask key="constraints"><exclude reference="c"/></mask></variation>
      <variation key="widthClass=compact"><mask key="constraints"><include reference="c"/></mask></variation>
      """
    for constraint in [
      #"<constraint firstAttribute="width" relation="greaterThanOrEqual" id="c"/>"#,
      #"<constraint firstAttribute="width" priority="250" id="c"/>"#,
      #"<constraint firstAttribute="width" secondItem="v" secondAttribute="width" id="c"/>"#,
      #"<constraint firstAttribute="width" constant="20" id="c"/>"#,
    ] {
      let spec = try controller(button: "<constraints>\(constraint)</constraints>" + varied)
      #expect(shown(spec) == [true, true], "\(constraint)")
    }
    let everywhere = try controller(
      button: #"<constraints><constraint firstAttribute="width" id="c"/></constraints>"#)
    #expect(shown(everywhere) == [true, true])
  }
}
