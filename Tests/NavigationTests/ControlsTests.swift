import Storyboard
import Testing

@testable import Navigation

/// A sign-in scene whose actions are handled in code: records them, and refuses a plan it is
/// told to refuse (its action throws, so the change must be undone).
final class SignInViewController: ViewController {
  var actions: [String] = []
  var refusePlans = false

  override func handleAction(_ selector: String, sender: Any?) throws -> Bool {
    actions.append(selector)
    if selector == "planChanged:", refusePlans {
      throw NavigationError("plans are closed", fix: "try later")
    }
    return true
  }
}

/// Operating a view's controls: switches, segments, sliders, steppers, text fields,
/// disabled controls refused, embedded scenes' controls in place.
@Suite struct ControlsTests {
  static let document: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
      <scenes><scene sceneID="s"><objects>
      <viewController id="vc" title="Sign In" customClass="SignInViewController" sceneMemberID="viewController">
        <view key="view" id="root"><subviews>
          <label text="Welcome" id="l1"/>
          <textField placeholder="Email" id="f1"/>
          <textField placeholder="Password" id="f2"><textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
          <textField enabled="NO" text="eu" id="f3"/>
          <switch on="YES" id="sw"><accessibility key="accessibilityConfiguration" label="Remember me"/>
            <connections><action selector="remember:" destination="vc" eventType="valueChanged" id="a1"/></connections></switch>
          <switch enabled="NO" id="sw2"/>
          <segmentedControl selectedSegmentIndex="0" id="seg"><segments><segment title="Free"/><segment title="Pro"/><segment title="Team"/></segments>
            <connections><action selector="planChanged:" destination="vc" eventType="valueChanged" id="a2"/></connections></segmentedControl>
          <slider value="0.5" minValue="0.0" maxValue="1" id="sld"/>
          <stepper value="2" minimumValue="1" maximumValue="10" stepValue="1" id="stp"/>
          <button id="b1"><state key="normal" title="Forgot password?"/></button>
          <containerView id="ctr"><connections><segue destination="footer" kind="embed" id="e1"/></connections></containerView>
        </subviews></view>
        <connections>
          <outlet property="volumeSlider" destination="sld" id="o1"/>
          <outlet property="emailField" destination="f1" id="o2"/>
        </connections>
      </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects><viewController id="footer" sceneMemberID="viewController">
        <view key="view" id="froot"><subviews><switch id="beta"><accessibility key="accessibilityConfiguration" label="Beta"/></switch></subviews></view>
      </viewController></objects></scene>
      </scenes></document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }()

  func makeSession() throws -> Session {
    let registry = ControllerRegistry()
    registry.register(SignInViewController.self)
    return try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: registry)
  }

  func controller(_ session: Session) throws -> SignInViewController {
    try #require(session.visibleController as? SignInViewController)
  }

  func switchNamed(_ name: String, in controller: ViewController) -> Switch? {
    for subview in controller.subviews {
      if case .switch(let control) = subview, control.name == name { return control }
    }
    return nil
  }

  @Test func tapFlipsASwitchAndSendsItsAction() throws {
    let session = try makeSession()
    let change = try session.tap(button: "Remember me")
    let vc = try controller(session)
    #expect(switchNamed("Remember me", in: vc)?.isOn == false)
    #expect(vc.actions == ["remember:"])
    #expect(change.summary.hasPrefix("Remember me is off"), "\(change.summary)")
    #expect(change.events.contains { $0.method == "remember(_:)" })
  }

  @Test func aDisabledControlIsRefusedAndNothingChanges() throws {
    let session = try makeSession()
    #expect(throws: NavigationError.self) { try session.tap(button: "switch2") }
    #expect(throws: NavigationError.self) { try session.set(control: "switch2", to: "on") }
    #expect(switchNamed("switch2", in: try controller(session))?.isOn == false)
    do {
      _ = try session.tap(button: "field3")
      Issue.record("a disabled field was focused")
    } catch {
      #expect(error.message == "\"field3\" is disabled in \"Sign In\"", "\(error)")
    }
  }

  @Test func aSegmentIsSelectedByTitleAndAFailedActionUndoesIt() throws {
    let session = try makeSession()
    _ = try session.tap(button: "Pro")
    let vc = try controller(session)
    var plan: SegmentedControl?
    for case .segmentedControl(let control) in vc.subviews { plan = control }
    #expect(plan?.selectedSegmentIndex == 1)
    _ = try session.set(control: "segmented1", to: "team")
    #expect(plan?.selectedSegmentIndex == 2)
    vc.refusePlans = true
    #expect(throws: NavigationError.self) { try session.set(control: "segmented1", to: "Free") }
    #expect(plan?.selectedSegmentIndex == 2)
    do {
      _ = try session.set(control: "segmented1", to: "Enterprise")
      Issue.record("an unknown segment was selected")
    } catch {
      #expect(error.message == "no segment \"Enterprise\" in \"segmented1\"", "\(error)")
    }
  }

  @Test func slidersAndSteppersTakeNumbersInTheirRange() throws {
    let session = try makeSession()
    _ = try session.set(control: "volumeSlider", to: "0.75")
    let vc = try controller(session)
    var values: [String: Double] = [:]
    for case .slider(let control) in vc.subviews { values[control.name] = control.value }
    #expect(values["volumeSlider"] == 0.75)
    #expect(throws: NavigationError.self) { try session.set(control: "volumeSlider", to: "2") }
    #expect(throws: NavigationError.self) { try session.set(control: "stepper1", to: "2.5") }
    #expect(throws: NavigationError.self) { try session.set(control: "stepper1", to: "loud") }
    _ = try session.set(control: "stepper1", to: "7")
    for case .slider(let control) in vc.subviews { values[control.name] = control.value }
    #expect(values["stepper1"] == 7 && values["volumeSlider"] == 0.75)
  }

  @Test func typeNeedsAFocusedFieldAmongSeveralAndTapFocusesOne() throws {
    let session = try makeSession()
    do {
      _ = try session.type("ray@example.com")
      Issue.record("typed without a focused field")
    } catch {
      #expect(error.fix == "tap the field you mean first: tap \"Email\" or tap \"Password\"")
    }
    _ = try session.tap(button: "Email")
    _ = try session.type("ray@example.com")
    let vc = try controller(session)
    #expect(vc.outlet("emailField", as: TextField.self)?.text == "ray@example.com")
    _ = try session.tap(button: "password")
    _ = try session.type("secret")
    #expect(vc.outlet("emailField", as: TextField.self)?.text == "ray@example.com")
  }

  @Test func anEmbeddedScenesControlsAreOperatedInPlace() throws {
    let session = try makeSession()
    _ = try session.tap(button: "Beta")
    let footer = try #require(try controller(session).children.first)
    #expect(switchNamed("Beta", in: footer)?.isOn == true)
    #expect(session.settableControlNames().contains("Beta"))
  }

  @Test func aButtonWithNothingConnectedSaysSo() throws {
    let session = try makeSession()
    do {
      _ = try session.tap(button: "Forgot password?")
      Issue.record("an inert button did something")
    } catch {
      #expect(error.message.contains("does nothing"), "\(error)")
    }
  }
}
