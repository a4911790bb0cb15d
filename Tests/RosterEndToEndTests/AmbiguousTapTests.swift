import RosterTestSupport
import Testing

/// `tap NAME` with two controls of that name is refused, listing them (as `select` lists rows
/// sharing a text), instead of tapping the first.
@Suite struct AmbiguousTapTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
    <scenes>
    <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>
    <scene sceneID="s2"><objects><viewController id="home" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="home-view">
        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <subviews>
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-go">
            <rect key="frame" x="20" y="100" width="353" height="35"/>
            <state key="normal" title="Go"/>
            <connections><segue destination="next" kind="show" identifier="ShowNext" id="sg-next"/></connections>
          </button>
        </subviews>
      </view>
      <navigationItem key="navigationItem" title="Home" id="ni">
        <barButtonItem key="rightBarButtonItem" title="Go" id="bar-go"><connections><segue destination="next" kind="show" id="sg-bar"/></connections></barButtonItem>
      </navigationItem>
    </viewController></objects></scene>
    <scene sceneID="s3"><objects><viewController id="next" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="next-view"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
      <navigationItem key="navigationItem" title="Next" id="ni2"/>
    </viewController></objects></scene>
    </scenes>
    </document>
    """

  @Test func twoControlsOfOneNameAreRefusedAndListed() throws {
    let folder = try TemporaryDirectory([
      "Main.storyboard": Self.storyboard,
      "go.rosterscript": "tap Go\n",
      "byid.rosterscript": "tap btn-go\nexpect scene Next\n",
    ])
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory", "--storyboard", "Main.storyboard", "go.rosterscript"], directory: folder.path)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "go.rosterscript:1:5: error: 2 controls are named \"Go\" in \"Home\": the bar button "
          + "\"Go\" (id bar-go), the button \"Go\" (id btn-go); tap one by its storyboard id, "
          + "e.g. tap bar-go\n"), "\(run.stderr)")
    let byID = try runRoster(
      ["--memory", "--storyboard", "Main.storyboard", "byid.rosterscript"], directory: folder.path)
    #expect(byID.status == 0, "\(byID)")
  }
}
