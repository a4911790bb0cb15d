import Testing

@testable import Storyboard

/// What a scene's view shows outside table cells, read in document order: labels,
/// buttons, fields, switches, segmented controls, sliders, steppers, image views, container
/// views and where the table is; hidden subtrees left out.
@Suite struct SubviewParsingTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
    <scenes><scene sceneID="s"><objects>
    <viewController id="vc" sceneMemberID="viewController">
      <view key="view" id="root"><subviews>
        <imageView image="logo" id="img"/>
        <label text="Title" id="l1"/>
        <label hidden="YES" text="Hidden" id="l2"/>
        <stackView id="stack"><subviews>
          <textField placeholder="Email" id="f1"><textInputTraits key="textInputTraits" keyboardType="emailAddress"/></textField>
          <textField placeholder="Password" id="f2"><textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
          <view alpha="0.0" id="faded"><subviews><label text="Faded" id="l3"/></subviews></view>
        </subviews></stackView>
        <switch on="YES" id="sw"><accessibility key="accessibilityConfiguration" label="Remember me"/>
          <connections><action selector="remember:" destination="vc" eventType="valueChanged" id="a1"/></connections></switch>
        <switch enabled="NO" id="sw2"/>
        <segmentedControl selectedSegmentIndex="1" id="seg"><segments><segment title="Free"/><segment title="Pro"/></segments></segmentedControl>
        <slider value="0.25" minValue="0.0" maxValue="2" id="sld"/>
        <stepper value="3" minimumValue="1" maximumValue="9" stepValue="2" id="stp"/>
        <button enabled="NO" id="b1"><state key="normal" title="Go"/></button>
        <button id="b2"><state key="normal" image="gear"/></button>
        <containerView id="ctr"><connections><segue destination="child" kind="embed" id="e1"/></connections></containerView>
        <tableView dataMode="prototypes" id="tbl">
          <view key="tableHeaderView" id="hdr"><subviews><label text="Header" id="l4"/></subviews></view>
          <prototypes><tableViewCell reuseIdentifier="C" id="cell"><tableViewCellContentView key="contentView" id="cv"><subviews><label text="In a cell" id="l5"/></subviews></tableViewCellContentView></tableViewCell></prototypes>
        </tableView>
        <collectionView id="col"><cells><collectionViewCell id="cc"><view key="contentView" id="ccv"><subviews><label text="In a collection" id="l6"/></subviews></view></collectionViewCell></cells></collectionView>
        <label text="After" id="l7"/>
      </subviews></view>
      <connections><outlet property="planControl" destination="seg" id="o1"/></connections>
    </viewController>
    </objects></scene>
    <scene sceneID="s2"><objects><viewController id="child" sceneMemberID="viewController"/></objects></scene>
    </scenes></document>
    """

  @Test func subviewsInDocumentOrderWithoutHiddenOnes() throws {
    let spec = try #require(Support.parse(Self.xml).controller(id: "vc"))
    let ids = spec.subviews.map { subview -> String in
      switch subview {
      case .label(let label): return label.text ?? ""
      case .button(let button): return button.id
      case .textField(let field): return field.id
      case .control(let control): return control.id
      case .containerView(let id, _): return id
      case .tableView(let id, _): return id
      }
    }
    #expect(
      ids == [
        "img", "Title", "f1", "f2", "sw", "sw2", "seg", "sld", "stp", "b1", "b2", "ctr", "Header",
        "tbl", "After",
      ])
  }

  @Test func controlsKeepTheirState() throws {
    let spec = try #require(Support.parse(Self.xml).controller(id: "vc"))
    var controls: [String: ControlSpec] = [:]
    var fields: [String: TextFieldSpec] = [:]
    var buttons: [String: ButtonSpec] = [:]
    for subview in spec.subviews {
      switch subview {
      case .control(let control): controls[control.id] = control
      case .textField(let field): fields[field.id] = field
      case .button(let button): buttons[button.id] = button
      default: break
      }
    }
    #expect(controls["sw"]?.isOn == true && controls["sw"]?.action == "remember:")
    #expect(controls["sw"]?.accessibilityLabel == "Remember me")
    #expect(controls["sw2"]?.isEnabled == false && controls["sw2"]?.isOn == false)
    #expect(controls["seg"]?.segments == ["Free", "Pro"] && controls["seg"]?.selectedSegment == 1)
    #expect(controls["sld"]?.value == 0.25 && controls["sld"]?.maximumValue == 2)
    #expect(controls["stp"]?.minimumValue == 1 && controls["stp"]?.stepValue == 2)
    #expect(controls["img"]?.kind == .imageView && controls["img"]?.image == "logo")
    #expect(fields["f2"]?.isSecure == true && fields["f1"]?.isSecure == false)
    #expect(buttons["b1"]?.isEnabled == false && buttons["b1"]?.title == "Go")
    #expect(buttons["b2"]?.image == "gear")
  }

  /// Names: accessibility label, else the outlet, else kind and place among its kind.
  @Test func controlsAreNamedForTheShell() throws {
    let spec = try #require(Support.parse(Self.xml).controller(id: "vc"))
    let names = spec.controlNames
    #expect(names["sw"] == "Remember me")
    #expect(names["sw2"] == "switch2")
    #expect(names["seg"] == "planControl")
    #expect(names["sld"] == "slider1" && names["stp"] == "stepper1")
    #expect(names["f1"] == "Email")
    #expect(spec.controlTapNames == ["Email", "Password", "Remember me", "switch2", "Free", "Pro"])
  }

  @Test func subviewsAreWrittenAsSwift() throws {
    let document = try Support.parse(Self.xml)
    let source = SwiftSourceWriter.file(declaring: "E", documents: [document], header: [])
    #expect(
      source.contains(
        ".control(ControlSpec(id: \"stp\", kind: .`stepper`, value: 3.0, minimumValue: 1.0, "
          + "maximumValue: 9.0, stepValue: 2.0, line: "))
    #expect(
      source.contains(
        ".textField(TextFieldSpec(id: \"f2\", placeholder: \"Password\", isSecure: true, line: "))
    #expect(source.contains(".containerView(id: \"ctr\", line: "))
  }
}
