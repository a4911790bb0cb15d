import Storyboard
import Testing

/// `roster outline`'s model: what a storyboard shows, named as the shell names it, and nothing
/// a user cannot see.
@Suite struct StoryboardOutlineTests {
  @Test func theFixtureReadsAsTheShellNamesIt() throws {
    let text = try OutlineFixture.outline(try OutlineFixture.xml()).text
    #expect(
      text == """
        entry → "MainTabs"

        scene "MainTabs"
          class UITabBarController
          storyboard ID MainTabs
          tab "Shop"
          tab "Account"
          segue viewControllers → "Shop"
          segue viewControllers → "Account.storyboard › AccountHome"

        scene "Shop"
          class UINavigationController
          segue rootViewController → "Home"

        scene "Home"
          class HomeViewController (UIViewController)
          storyboard ID Home
          right button "+"
          label "Welcome back"
          button "Promo"
          button "Archive"
          field "Search products"
          switch "Deals only" on
          segmented "segmented1" ["New" | "Popular"], "New" selected
          segue ShowArchive: show → "Archive", from button "Archive"
          segue AddItem: presentation → "Add Item", from right button "+", formSheet
          segue ShowSettings: show → "Settings"

        scene "Archive"
          class ArchiveViewController (UITableViewController)
          storyboard ID Archive
          table
            prototype "OrderCell" subtitle, detail "Date", disclosure indicator
          toolbar button "Clear All"

        scene "Settings"
          class UITableViewController
          storyboard ID Settings
          table insetGrouped
            section "Notifications" footer "Sent at most once a day."
              row "Order updates"
                switch "Order updates" on
            section "Account"
              row "Addresses" disclosure indicator
              row "Sign Out"

        scene "Add Item"
          class AddItemViewController (UIViewController)
          field "Product name"
          slider "Quantity" 1 (1 to 10)
          button "Save"
          segue SaveItem: unwind → Exit, from button "Save", action saveItem:

        reference Account.storyboard › AccountHome

        """)
  }

  /// The control names are the shell's (`ControllerSpec.controlNames`, `CellSpec.controlNames`):
  /// the segmented control without a label is `segmented1`, the cell's switch is its row's.
  @Test func controlNamesAreTheShells() throws {
    let document = try Support.parse(try OutlineFixture.xml(), name: "Shop")
    let home = try #require(document.controller(storyboardIdentifier: "Home"))
    let outline = StoryboardOutline(document: document)
    let scene = try #require(outline.scenes.first { $0.title == "Home" })
    for item in scene.items where item.kind == .segmented || item.kind == .switch {
      #expect(item.name == home.controlNames[item.id])
    }
    let settings = try #require(document.controller(storyboardIdentifier: "Settings"))
    let cellSwitch = try #require(
      outline.scenes.first { $0.title == "Settings" }?.items.first {
        $0.kind == .switch
      })
    #expect(cellSwitch.name == settings.staticCellControlNames[cellSwitch.id])
  }

  /// Frames, canvas positions, constraints, attribute order and IDs no user sees change no
  /// line of the outline.
  @Test func canvasOnlyChangesLeaveTheOutlineAlone() throws {
    let original = try OutlineFixture.outline(try OutlineFixture.xml()).text
    let moved = try OutlineFixture.edited([
      (
        "<point key=\"canvasLocation\" x=\"1010\" y=\"-220\"/>",
        "<point key=\"canvasLocation\" x=\"2440\" y=\"96\"/>"
      ),
      (
        "<rect key=\"frame\" x=\"0.0\" y=\"33\" width=\"353\" height=\"35\"/>",
        "<rect key=\"frame\" x=\"4\" y=\"41\" width=\"300\" height=\"44\"/>"
      ),
      ("constant=\"20\" id=\"hom-cst-01\"", "constant=\"32\" id=\"Zq9-Kd-7Lp\""),
      (
        "<state key=\"normal\" title=\"Promo\"/>",
        "<state title=\"Promo\" key=\"normal\"/>"
      ),
      (
        "opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"left\" "
          + "contentVerticalAlignment=\"center\" borderStyle=\"roundedRect\" "
          + "placeholder=\"Search products\"",
        "placeholder=\"Search products\" borderStyle=\"roundedRect\" opaque=\"NO\" "
          + "contentVerticalAlignment=\"center\" contentMode=\"scaleToFill\" "
          + "contentHorizontalAlignment=\"left\""
      ),
      ("toolsVersion=\"21701\"", "toolsVersion=\"22505\""),
    ])
    #expect(try OutlineFixture.outline(moved).text == original)
  }

  /// Outside text cannot start a line or drive a terminal: controls are escaped, quotes and
  /// backslashes too, and nothing is cut (a change at the end of a long text still shows).
  @Test func outsideTextIsMadeVisible() throws {
    let long = String(repeating: "a", count: 200) + "Z"
    let hostile = try OutlineFixture.edited([
      ("text=\"Welcome back\"", "text=\"Hi&#10;there &#x9B;2J &#x202E; \\ &quot;x&quot; \(long)\"")
    ])
    let text = try OutlineFixture.outline(hostile).text
    #expect(!text.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
    // Unquoted words (a class, a style, a reference) cannot start a line of their own either.
    let forged = try OutlineFixture.edited([
      ("customClass=\"HomeViewController\"", "customClass=\"Home&#10;  button &quot;Fake&quot;\""),
      ("modalPresentationStyle=\"formSheet\"", "modalPresentationStyle=\"sheet&#10;scene x\""),
      ("storyboardName=\"Account\"", "storyboardName=\"Acc&#10;ount\""),
    ])
    let forgedText = try OutlineFixture.outline(forged).text
    #expect(
      forgedText.split(separator: "\n", omittingEmptySubsequences: false).count
        == (try OutlineFixture.outline(try OutlineFixture.xml()).text).split(
          separator: "\n", omittingEmptySubsequences: false
        ).count)
    #expect(forgedText.contains("  class Home\\u{a}  button \"Fake\" (UIViewController)\n"))
    #expect(
      text.contains("label \"Hi\\u{a}there \\u{9b}2J \\u{202e} \\\\ \\\"x\\\" \(long)\"\n"))
  }

  /// Every container kind reads: a split view's master and detail, a page view controller, a
  /// container view named by the scene it embeds (and its embed segue from it).
  @Test func containersRead() throws {
    let document = try Support.parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="spl-01">
        <scenes>
          <scene sceneID="s1"><objects>
            <splitViewController id="spl-01" sceneMemberID="viewController">
              <connections>
                <segue destination="mst-01" kind="relationship" relationship="masterViewController" id="r1"/>
                <segue destination="pgv-01" kind="relationship" relationship="detailViewController" id="r2"/>
              </connections>
            </splitViewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController title="Library" id="mst-01" sceneMemberID="viewController">
              <view key="view" id="v1"><subviews>
                <containerView opaque="NO" id="cnt-01">
                  <rect key="frame" x="0" y="0" width="10" height="10"/>
                  <connections>
                    <segue destination="kid-01" kind="embed" id="emb-01"/>
                  </connections>
                </containerView>
              </subviews></view>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController title="Now Playing" id="kid-01" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <pageViewController storyboardIdentifier="Pages" id="pgv-01" sceneMemberID="viewController"/>
          </objects></scene>
        </scenes>
      </document>
      """)
    #expect(
      StoryboardOutline(document: document).text == """
        entry → "splitViewController"

        scene "splitViewController"
          class UISplitViewController
          segue masterViewController → "Library"
          segue detailViewController → "Pages"

        scene "Library"
          class UIViewController
          container "Now Playing"
          segue embed → "Now Playing", from container "Now Playing"

        scene "Now Playing"
          class UIViewController

        scene "Pages"
          class UIPageViewController
          storyboard ID Pages

        """)
  }
}
