import RosterTestSupport
import Testing

/// A button or bar button item of a custom class (`customClass="SpringButton"
/// customModule="Spring"`, as animation libraries ship them) with nothing connected in the storyboard may act in its own code, which
/// Roster does not run: explore lists it as left to app code, as it does a button in a scene of
/// a custom class. A plain button with nothing connected, in a plain scene, stays a finding.
/// IBAnimatable's demo storyboard gave 150 of its 158 `refused` findings this way.
@Suite struct ExploreCustomButtonTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="cal-vc-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="cal-sc-001">
                <objects>
                    <viewController id="cal-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="cal-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cal-bt-001" customClass="SpringButton" customModule="Spring">
                                    <rect key="frame" x="20" y="100" width="40" height="40"/>
                                    <state key="normal" title="31"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cal-bt-002">
                                    <rect key="frame" x="20" y="200" width="200" height="40"/>
                                    <state key="normal" title="Today"/>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Calendar" id="cal-ni-001">
                            <barButtonItem key="rightBarButtonItem" image="more" id="cal-bb-001" customClass="SpringBarButtonItem" customModule="Spring"/>
                        </navigationItem>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="cal-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func aCustomButtonWithNothingConnectedIsLeftToItsCode() throws {
    let folder = try TemporaryDirectory(["Calendar.storyboard": Self.storyboard])
    defer { folder.remove() }
    let run = try runRoster(["explore", "--storyboard", folder.file("Calendar.storyboard")])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("findings (1):"), "\(run.stdout)")
    #expect(run.stdout.contains("refused: Today does nothing"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "31 is connected to nothing in Calendar.storyboard; its class SpringButton may act in "
          + "code, which Roster does not run"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "more is connected to nothing in Calendar.storyboard; its class SpringBarButtonItem may "
          + "act in code, which Roster does not run"), "\(run.stdout)")
  }
}
