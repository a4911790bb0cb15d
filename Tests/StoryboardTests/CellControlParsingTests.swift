import Testing

@testable import Storyboard

/// Controls inside table cells and the titles buttons show on the device, as Xcode 14–16 write
/// them: a cell's switch, slider, stepper, segmented control, progress view, activity indicator
/// and buttons are read into the cell; a `buttonConfiguration` title wins over the normal
/// state's placeholder title; attributed titles; image-only buttons.
@Suite struct CellControlParsingTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
    <scenes><scene sceneID="s"><objects>
    <tableViewController id="tvc" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" style="insetGrouped" id="tv"><sections><tableViewSection headerTitle="General" id="sec"><cells>
        <tableViewCell id="c1"><tableViewCellContentView key="contentView" tableViewCell="c1" id="cv1"><subviews>
          <label text="Notifications" id="l1"><rect key="frame" x="20" y="11" width="101" height="20"/></label>
          <switch on="YES" id="sw"><rect key="frame" x="324" y="6" width="51" height="31"/>
            <connections><action selector="notificationsChanged:" destination="tvc" eventType="valueChanged" id="a1"/></connections></switch>
        </subviews></tableViewCellContentView></tableViewCell>
        <tableViewCell id="c2"><tableViewCellContentView key="contentView" tableViewCell="c2" id="cv2"><subviews>
          <label text="Copies" id="l2"/>
          <stepper value="2" minimumValue="1" maximumValue="5" id="stp"><accessibility key="accessibilityConfiguration" identifier="copiesStepper"/></stepper>
          <switch hidden="YES" id="hiddenSwitch"/>
        </subviews></tableViewCellContentView></tableViewCell>
        <tableViewCell id="c3"><tableViewCellContentView key="contentView" tableViewCell="c3" id="cv3"><subviews>
          <button buttonType="system" id="b1"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Sign Out"/>
            <connections><action selector="signOut:" destination="tvc" eventType="touchUpInside" id="a2"/></connections></button>
        </subviews></tableViewCellContentView></tableViewCell>
      </cells></tableViewSection></sections></tableView>
    </tableViewController>
    </objects></scene>
    <scene sceneID="s2"><objects>
    <viewController id="vc" sceneMemberID="viewController">
      <view key="view" id="root"><subviews>
        <button buttonType="system" id="attributed"><state key="normal"><attributedString key="attributedTitle"><fragment content="Create "/><fragment content="Account"/></attributedString></state></button>
        <button buttonType="system" id="filled"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="filled"><attributedString key="attributedTitle"><fragment content="Sign In"><attributes><font key="NSFont" size="17" name="Helvetica"/></attributes></fragment></attributedString></buttonConfiguration></button>
        <button buttonType="system" id="gear"><buttonConfiguration key="configuration" style="plain"><imageReference key="image" image="gearshape" catalog="system"/></buttonConfiguration></button>
        <button buttonType="system" id="help"><state key="normal" image="questionmark.circle"/><accessibility key="accessibilityConfiguration" label="Help"/></button>
      </subviews></view>
    </viewController>
    </objects></scene></scenes></document>
    """

  static func document() throws -> StoryboardDocument {
    try StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }

  @Test func aStaticCellKeepsItsControlsAndNamesThemByTheirRow() throws {
    let document = try Self.document()
    let table = try #require(document.scenes.first?.controller.tableView)
    let cells = table.sections.flatMap(\.cells)
    #expect(cells.map(\.controls.count) == [1, 1, 1])
    guard case .control(let toggle) = cells[0].controls.first else {
      Issue.record("no switch in the Notifications cell")
      return
    }
    #expect(toggle.kind == .switch && toggle.isOn && toggle.action == "notificationsChanged:")
    #expect(cells[0].controlNames == ["sw": "Notifications"])
    #expect(cells[1].controlNames == ["stp": "copiesStepper"])
    #expect(cells[2].controlNames == ["b1": "Sign Out"])
    let controller = try #require(document.scenes.first?.controller)
    #expect(controller.controlTapNames == ["Notifications", "Sign Out"])
  }

  @Test func aButtonConfigurationsTitleIsWhatTheDeviceShows() throws {
    let document = try Self.document()
    let buttons = try #require(document.scenes.last?.controller.subviews).compactMap {
      subview -> ButtonSpec? in
      if case .button(let button) = subview { return button }
      return nil
    }
    #expect(buttons.map(\.title) == ["Create Account", "Sign In", nil, nil])
    #expect(buttons.map(\.image) == [nil, nil, "gearshape", "questionmark.circle"])
    #expect(buttons.last?.accessibilityLabel == "Help")
    let table = try #require(document.scenes.first?.controller.tableView)
    #expect(table.sections.first?.cells.last?.text == "Sign Out")
  }

  /// A title with a line break is written as a `<string key="title">` element, in the normal
  /// state or the configuration; it was read as no title at all. Its lines are joined by a space
  /// (the shell draws a button on one line, and `tap` takes what is drawn).
  @Test func aTitleWrittenAsAnElementIsTheButtonsTitle() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
      <scenes><scene sceneID="s"><objects>
      <viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><subviews>
          <button buttonType="system" id="twoLines"><state key="normal"><string key="title">Sign up
      for free</string></state></button>
          <button buttonType="system" id="configured"><buttonConfiguration key="configuration" style="plain"><string key="title">Terms of
      Service</string></buttonConfiguration></button>
          <button buttonType="system" id="states"><state key="normal" title="Go"/><state key="highlighted"><string key="title">Going</string></state></button>
        </subviews></view>
      </viewController>
      </objects></scene></scenes></document>
      """
    let document = try StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
    let buttons = try #require(document.scenes.first?.controller.subviews).compactMap {
      subview -> ButtonSpec? in
      if case .button(let button) = subview { return button }
      return nil
    }
    #expect(buttons.map(\.title) == ["Sign up for free", "Terms of Service", "Go"])
  }
}

/// Bar button items and tab items as the device shows them.
@Suite struct BarItemParsingTests {
  @Test func aDisabledBarButtonItemAndAnImageOnlyTabAreRead() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
      <scenes><scene sceneID="s"><objects>
      <viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"/>
        <tabBarItem key="tabBarItem" title="" image="gearshape" catalog="system" id="ti"/>
        <navigationItem key="navigationItem" title="Add Player" id="ni">
          <barButtonItem key="rightBarButtonItem" enabled="NO" systemItem="save" id="bb"/>
          <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="bc"/>
        </navigationItem>
      </viewController>
      </objects></scene></scenes></document>
      """
    let document = try StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
    let controller = try #require(document.scenes.first?.controller)
    #expect(controller.navigationItem?.rightBarButtonItems.map(\.isEnabled) == [false])
    #expect(controller.navigationItem?.leftBarButtonItems.map(\.isEnabled) == [true])
    #expect(controller.tabBarItemTitle == "gearshape")
  }
}
