import Storyboard
import Testing

@testable import Navigation

/// A settings scene whose table is served by app code from a prototype holding a switch.
final class AlertsViewController: ViewController {
  var actions: [String] = []

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Toggle")
    cell.textLabel?.text = indexPath.row == 0 ? "Goals" : "Cards"
    return cell
  }

  override func handleAction(_ selector: String, sender: Any?) throws -> Bool {
    actions.append(selector)
    return true
  }
}

/// Controls inside table cells are on screen with their rows: drawn in the row, operated by
/// `set` and `tap`, named by their own label or identifier else by their row's text, their
/// value-changed actions sent — in static cells and in cells a data source makes.
@Suite struct CellControlsTests {
  static let document: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="tvc">
      <scenes><scene sceneID="s"><objects>
      <tableViewController id="tvc" title="Settings" customClass="SignInViewController" sceneMemberID="viewController">
        <tableView key="view" dataMode="static" style="insetGrouped" id="tv"><sections><tableViewSection id="sec"><cells>
          <tableViewCell id="c1"><tableViewCellContentView key="contentView" id="cv1"><subviews>
            <label text="Notifications" id="l1"/>
            <switch on="YES" id="sw"><connections><action selector="notificationsChanged:" destination="tvc" eventType="valueChanged" id="a1"/></connections></switch>
          </subviews></tableViewCellContentView></tableViewCell>
          <tableViewCell id="c2"><tableViewCellContentView key="contentView" id="cv2"><subviews>
            <label text="Units" id="l2"/>
            <segmentedControl selectedSegmentIndex="0" id="seg"><segments><segment title="Metric"/><segment title="Imperial"/></segments></segmentedControl>
          </subviews></tableViewCellContentView></tableViewCell>
          <tableViewCell id="c3"><tableViewCellContentView key="contentView" id="cv3"><subviews>
            <button id="b1"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Sign Out"/>
              <connections><action selector="signOut:" destination="tvc" eventType="touchUpInside" id="a2"/></connections></button>
          </subviews></tableViewCellContentView></tableViewCell>
        </cells></tableViewSection></sections></tableView>
        <connections><outlet property="unitsControl" destination="seg" id="o1"/></connections>
      </tableViewController>
      </objects></scene>
      <scene sceneID="s2"><objects>
      <tableViewController id="alerts" storyboardIdentifier="Alerts" customClass="AlertsViewController" sceneMemberID="viewController">
        <tableView key="view" dataMode="prototypes" id="tv2"><prototypes>
          <tableViewCell reuseIdentifier="Toggle" id="p1"><tableViewCellContentView key="contentView" id="pv1"><subviews>
            <label text="Title" id="pl1"/>
            <switch id="psw"><connections><action selector="toggled:" destination="alerts" eventType="valueChanged" id="a3"/></connections></switch>
          </subviews></tableViewCellContentView></tableViewCell>
        </prototypes></tableView>
      </tableViewController>
      </objects></scene></scenes></document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }()

  func makeSession(scene: String? = nil) throws -> Session {
    let registry = ControllerRegistry()
    registry.register(SignInViewController.self)
    registry.register(AlertsViewController.self)
    return try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: registry, scene: scene)
  }

  @Test func aStaticCellsControlsAreDrawnInTheirRows() throws {
    let session = try makeSession()
    let rows = session.snapshot().rows
    #expect(rows.map(\.controls.count) == [1, 1, 1])
    #expect(rows[0].controls == [.switch(name: "Notifications", isOn: true, isEnabled: true)])
    #expect(
      rows[1].controls == [
        .segments(name: "Units", titles: ["Metric", "Imperial"], selected: 0, isEnabled: true)
      ])
    #expect(rows[2].text == nil)
    #expect(rows[2].controls == [.button(title: "Sign Out", isEnabled: true, isConnected: true)])
  }

  @Test func setAndTapOperateACellsControlsAndSendTheirActions() throws {
    let session = try makeSession()
    let vc = try #require(session.visibleController as? SignInViewController)
    let change = try session.set(control: "Notifications", to: "off")
    #expect(change.summary.hasPrefix("Notifications is off"), "\(change.summary)")
    #expect(change.events.contains { $0.method == "notificationsChanged(_:)" })
    _ = try session.tap(button: "Imperial")
    _ = try session.tap(button: "Sign Out")
    #expect(vc.actions == ["notificationsChanged:", "signOut:"])
    #expect(
      session.snapshot().rows[0].controls.first
        == .switch(
          name: "Notifications", isOn: false, isEnabled: true))
    // The controller's outlet reaches the drawn segmented control.
    #expect(vc.outlet("unitsControl", as: SegmentedControl.self)?.selectedSegmentIndex == 1)
    #expect(session.settableControlNames() == ["Notifications", "Units"])
  }

  @Test func aDataSourcesCellsControlsAreNamedByTheTextTheCodeGaveThem() throws {
    let session = try makeSession(scene: "Alerts")
    let rows = session.snapshot().rows
    #expect(
      rows.map(\.controls) == [
        [.switch(name: "Goals", isOn: false, isEnabled: true)],
        [.switch(name: "Cards", isOn: false, isEnabled: true)],
      ])
    _ = try session.set(control: "Cards", to: "on")
    let vc = try #require(session.visibleController as? AlertsViewController)
    #expect(vc.actions == ["toggled:"])
    #expect(session.snapshot().rows[1].controls.first != nil)
  }
}
