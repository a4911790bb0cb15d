import RosterTestSupport
import Testing

/// A segue into a storyboard reference that does not resolve fails where UIKit would raise, and
/// the error says where the reference is (`Main.storyboard:LINE`), as `roster lint` does: the
/// runtime used to keep only the reason and drop the file and line.
@Suite struct BrokenReferenceTests {
  static let main = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="brk-vc-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="brk-sc-001">
                <objects>
                    <viewController id="brk-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="brk-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="brk-bt-001">
                                    <rect key="frame" x="20" y="100" width="200" height="40"/>
                                    <state key="normal" title="Settings"/>
                                    <connections>
                                        <segue destination="brk-rf-001" kind="presentation" id="brk-sg-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="brk-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="brk-sc-002">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="brk-rf-001" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="brk-fr-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="set-vc-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="set-sc-001">
                <objects>
                    <viewController storyboardIdentifier="General" id="set-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="set-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="set-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func theErrorNamesTheReferencesFileAndLine() throws {
    let folder = try TemporaryDirectory([
      "Main.storyboard": Self.main, "Settings.storyboard": Self.settings,
    ])
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory", "--storyboard", folder.file("Main.storyboard")], stdin: "tap Settings\n")
    #expect(run.status == 1, "\(run)")
    // The placeholder is on line 26 of Main.storyboard.
    #expect(
      run.stderr.contains(
        "Main.storyboard:26: Storyboard (Settings) doesn't contain a view controller with "
          + "identifier 'Privacy'"), "\(run.stderr)")
  }
}
