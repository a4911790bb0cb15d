import Storyboard
import Testing

/// `ControllerSpec.canTrigger(_:on:)`: a segue a user can take on a device is one whose element
/// (button, cell, bar button item in a toolbar…) a size class installs there, or, from a
/// gesture recognizer, one of the views it is attached to; a manual segue is app code's.
@Suite struct SegueTriggerDeviceTests {
  static let fixture =
    Support.packageRoot + "/Tests/StoryboardTests/Fixtures/DeviceTriggers/Main.storyboard"

  /// One scene whose `view` holds `subviews`, with variations `variations` on it.
  private func controller(_ subviews: String, variations: String) throws -> ControllerSpec {
    let xml = Support.document(
      initial: "root",
      """
      <scene sceneID="s1"><objects>
        <viewController id="root" sceneMemberID="viewController">
          <view key="view" id="v"><subviews>\(subviews)</subviews>\(variations)</view>
          <connections><segue destination="other" kind="show" identifier="Manual" id="sm"/></connections>
        </viewController>
        <tapGestureRecognizer id="tap"><connections><segue destination="other" kind="show" identifier="Tapped" id="sg"/></connections></tapGestureRecognizer>
      </objects></scene>
      <scene sceneID="s2"><objects><viewController id="other" sceneMemberID="viewController"><view key="view" id="v2"/></viewController></objects></scene>
      """)
    return try #require(try Support.parse(xml).controller(id: "root"))
  }

  /// Variations installing the view `id` for regular width only.
  private func regularOnly(_ id: String) -> String {
    """
    <variation key="default"><mask key="subviews"><exclude reference="\(id)"/></mask></variation>
    <variation key="widthClass=regular"><mask key="subviews"><include reference="\(id)"/></mask></variation>
    """
  }

  private func segue(_ spec: ControllerSpec, _ identifier: String) throws -> SegueSpec {
    try #require(spec.segues.first { $0.identifier == identifier })
  }

  @Test func aRegularWidthButtonsSegueIsAnIPadsOnly() throws {
    let document = try StoryboardParser.parse(fileAt: Self.fixture)
    let library = try #require(document.controller(id: "lib-1"))
    let preview = try segue(library, "ShowPreview")
    let settings = try segue(library, "ShowSettings")
    #expect(!library.canTrigger(preview, on: .iphone))
    #expect(library.canTrigger(preview, on: .ipad))
    #expect(library.canTrigger(settings, on: .iphone) && library.canTrigger(settings, on: .ipad))
  }

  @Test func aToolbarsItemsGoWithTheToolbar() throws {
    let spec = try controller(
      """
      <toolbar id="bar"><items><barButtonItem title="Share" id="item">
        <connections><segue destination="other" kind="show" identifier="Share" id="s1"/></connections>
      </barButtonItem></items></toolbar>
      """, variations: regularOnly("bar"))
    #expect(!spec.canTrigger(try segue(spec, "Share"), on: .iphone))
    #expect(spec.canTrigger(try segue(spec, "Share"), on: .ipad))
    // A manual segue is app code's on every device.
    #expect(spec.canTrigger(try segue(spec, "Manual"), on: .iphone))
  }

  @Test func aGestureNeedsOneOfItsViewsInstalled() throws {
    func attached(_ id: String) -> String {
      """
      <imageView id="\(id)"><connections><outletCollection property="gestureRecognizers" destination="tap" collectionClass="NSMutableArray" id="o-\(id)"/></connections></imageView>
      """
    }
    let views = attached("wide") + "<imageView id=\"any\"/>"
    let only = try controller(
      views, variations: regularOnly("wide"))
    #expect(!only.canTrigger(try segue(only, "Tapped"), on: .iphone))
    #expect(only.canTrigger(try segue(only, "Tapped"), on: .ipad))
    let twice = try controller(attached("wide") + attached("any"), variations: regularOnly("wide"))
    #expect(twice.canTrigger(try segue(twice, "Tapped"), on: .iphone))
  }

  @Test func aCellsSegueGoesWithItsTable() throws {
    let spec = try controller(
      """
      <tableView id="table" dataMode="static"><sections><tableViewSection id="sec"><cells>
        <tableViewCell id="cell" textLabel="l"><tableViewCellContentView key="contentView" id="cv">
          <subviews><label text="Row" id="l"/></subviews></tableViewCellContentView>
          <connections><segue destination="other" kind="show" identifier="Row" id="s3"/></connections>
        </tableViewCell>
      </cells></tableViewSection></sections></tableView>
      """, variations: regularOnly("table"))
    #expect(!spec.canTrigger(try segue(spec, "Row"), on: .iphone))
    #expect(spec.canTrigger(try segue(spec, "Row"), on: .ipad))
    // The shell on an iPhone leaves it to app code, as a button's.
    #expect(try segue(spec.installed(on: .iphone), "Row").source == .controller)
  }
}
