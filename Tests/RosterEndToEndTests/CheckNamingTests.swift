import RosterTestSupport
import Testing

/// `roster check` takes the names the running session takes: a button known only by its
/// accessibility label or its image is tapped by that name in a run, so `check` accepts it
/// (and follows its segue) instead of refusing a script that passes.
@Suite struct CheckNamingTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
    <scenes>
    <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>
    <scene sceneID="s2"><objects><viewController id="home" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="home-view">
        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <subviews>
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-gear">
            <rect key="frame" x="20" y="100" width="44" height="44"/>
            <accessibility key="accessibilityConfiguration" label="Settings"/>
            <state key="normal" image="gearshape"/>
            <connections><segue destination="settings" kind="show" id="sg-settings"/></connections>
          </button>
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-help">
            <rect key="frame" x="20" y="200" width="44" height="44"/>
            <state key="normal" image="questionmark.circle"/>
            <connections><segue destination="help" kind="show" id="sg-help"/></connections>
          </button>
        </subviews>
      </view>
      <navigationItem key="navigationItem" title="Home" id="ni"/>
    </viewController></objects></scene>
    <scene sceneID="s3"><objects><viewController id="settings" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="settings-view"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
      <navigationItem key="navigationItem" title="Preferences" id="ni2"/>
      <connections><segue destination="help" kind="show" identifier="ShowHelp" id="sg-more"/></connections>
    </viewController></objects></scene>
    <scene sceneID="s4"><objects><viewController id="help" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="help-view"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
      <navigationItem key="navigationItem" title="Help" id="ni3"/>
    </viewController></objects></scene>
    </scenes>
    </document>
    """

  @Test func buttonsNamedByAccessibilityLabelOrImagePassCheckAsTheyRun() throws {
    // After tap Settings, check knows the script is in Preferences: its segue ShowHelp is
    // accepted there, and a segue of Home's is not.
    let folder = try TemporaryDirectory([
      "Main.storyboard": Self.storyboard,
      "label.rosterscript": "tap Settings\nexpect scene Preferences\nopen ShowHelp\n",
      "image.rosterscript": "tap questionmark.circle\nexpect scene Help\n",
      "wrong.rosterscript": "tap settings\nopen sg-help\n",
    ])
    defer { folder.remove() }
    let form = ["--storyboard", "Main.storyboard"]
    let run = try runRoster(
      ["--memory"] + form + ["label.rosterscript", "image.rosterscript"], directory: folder.path)
    #expect(run.status == 0, "\(run)")
    let check = try runRoster(
      ["check"] + form + ["label.rosterscript", "image.rosterscript"], directory: folder.path)
    #expect(check.status == 0, "\(check)")
    let wrong = try runRoster(["check"] + form + ["wrong.rosterscript"], directory: folder.path)
    #expect(wrong.status == 1)
    #expect(
      wrong.stderr.hasPrefix(
        "wrong.rosterscript:2:6: error: no segue \"sg-help\" from \"Preferences\""),
      "\(wrong.stderr)")
  }

  /// A button whose title has a line break (written as an element) is drawn on one line, its
  /// lines joined by a space, and tapped (and checked) by that: it was drawn untitled.
  @Test func aTwoLineTitleIsDrawnAndTappedOnOneLine() throws {
    let storyboard = Self.storyboard.replacingOccurrences(
      of: "<state key=\"normal\" image=\"questionmark.circle\"/>",
      with: "<state key=\"normal\"><string key=\"title\">Get\nHelp</string></state>")
    let folder = try TemporaryDirectory([
      "Main.storyboard": storyboard,
      "help.rosterscript": "tap \"Get Help\"\nexpect scene Help\n",
    ])
    defer { folder.remove() }
    let shown = try runRoster(
      ["--memory", "--storyboard", "Main.storyboard"], stdin: "show\n", directory: folder.path)
    #expect(shown.stdout.contains("[Get Help]"), "\(shown)")
    let run = try runRoster(
      ["--memory", "--storyboard", "Main.storyboard", "help.rosterscript"], directory: folder.path)
    #expect(run.status == 0, "\(run)")
    let check = try runRoster(
      ["check", "--storyboard", "Main.storyboard", "help.rosterscript"], directory: folder.path)
    #expect(check.status == 0, "\(check)")
  }
}
