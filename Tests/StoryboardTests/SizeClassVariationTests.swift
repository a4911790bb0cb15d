import Testing

@testable import Storyboard

/// Interface Builder's size-class "Installed" checkboxes: a view excluded by `<variation
/// key="default">` and included for `widthClass=regular` is an iPad's only; a view in a
/// stack view excluded for regular width takes its subviews with it; a variation for a
/// landscape iPhone (`heightClass=compact-widthClass=compact`) installs nothing in portrait.
@Suite struct SizeClassVariationTests {
  static let path = Support.packageRoot + "/Tests/ShellTests/Fixtures/SizeClasses/Main.storyboard"

  private func player() throws -> ControllerSpec {
    let document = try StoryboardParser.parse(fileAt: Self.path)
    return try #require(document.controller(id: "ply-1"))
  }

  @Test func keysNameSizeClasses() throws {
    let both = try #require(
      SizeClassVariation(key: "heightClass=compact-widthClass=regular", installed: true))
    #expect(both.widthClass == .regular && both.heightClass == .compact)
    let any = try #require(SizeClassVariation(key: "default", installed: false))
    #expect(any.widthClass == nil && any.heightClass == nil)
    #expect(SizeClassVariation(key: "widthClass=compact-gamut=P3", installed: true) == nil)
    #expect(SizeClassVariation(key: "widthClass=huge", installed: true) == nil)
  }

  @Test func theMostSpecificVariationWins() {
    let variations = [
      SizeClassVariation(installed: false),
      SizeClassVariation(widthClass: .regular, installed: true),
    ]
    #expect(!SizeClassVariation.isInstalled(variations, on: .iphone))
    #expect(SizeClassVariation.isInstalled(variations, on: .ipad))
    #expect(SizeClassVariation.isInstalled([], on: .iphone))
  }

  @Test func anIPhoneAndAnIPadShowDifferentViews() throws {
    let spec = try player()
    // Every subview is read; which are installed depends on the device.
    #expect(spec.subviews.count == 6)
    let iphone = spec.subviews(on: .iphone).map(\.id)
    let ipad = spec.subviews(on: .ipad).map(\.id)
    #expect(iphone == ["lbl-title", "btn-play", "btn-queue", "swt-shuffle"])
    #expect(ipad == ["lbl-title", "btn-play", "btn-lyrics"])
    #expect(spec.buttons(on: .iphone).map(\.id) == ["btn-play", "btn-queue"])
    #expect(spec.buttons(on: .ipad).map(\.id) == ["btn-play", "btn-lyrics"])
    #expect(spec.subviewsDifferingByDevice == 3)
  }

  /// A varied `hidden` (`<variation key="widthClass=compact" hidden="YES"/>` inside a view)
  /// hides the view, its subviews with it, on the device it names; a varied font is no
  /// installation.
  @Test func aVariedHiddenHidesAViewOnTheDeviceItNames() throws {
    let document = try Support.parse(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
      <scenes><scene sceneID="s"><objects>
      <viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><subviews>
          <label text="Title" id="title"><rect key="frame" x="0" y="0" width="100" height="20"/>
            <variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="28"/></variation>
          </label>
          <stackView id="wide"><rect key="frame" x="0" y="40" width="300" height="40"/>
            <subviews>
              <button id="edit"><rect key="frame" x="0" y="0" width="100" height="40"/><state key="normal" title="Edit"/>
                <connections><action selector="edit:" destination="vc" id="a1"/></connections>
              </button>
            </subviews>
            <variation key="widthClass=compact" hidden="YES"/>
          </stackView>
        </subviews></view>
      </viewController></objects></scene></scenes></document>
      """)
    let spec = try #require(document.controller(id: "vc"))
    #expect(spec.subviews(on: .ipad).map(\.id) == ["title", "edit"])
    #expect(spec.subviews(on: .iphone).map(\.id) == ["title"])
    #expect(spec.buttons(on: .iphone).isEmpty)
  }

  /// A view hidden in the base (`hidden="YES"`) that a variation shows
  /// (`<variation key="widthClass=regular" hidden="NO"/>`) is an iPad's, with its subviews.
  @Test func aViewHiddenInTheBaseIsShownWhereAVariationShowsIt() throws {
    let document = try Support.parse(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
      <scenes><scene sceneID="s"><objects>
      <viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><subviews>
          <label text="Title" id="title"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
          <stackView hidden="YES" id="wide"><rect key="frame" x="0" y="40" width="300" height="40"/>
            <subviews>
              <button id="edit"><rect key="frame" x="0" y="0" width="100" height="40"/><state key="normal" title="Edit"/>
                <connections><action selector="edit:" destination="vc" id="a1"/></connections>
              </button>
            </subviews>
            <variation key="widthClass=regular" hidden="NO"/>
          </stackView>
          <label hidden="YES" text="Never" id="never"><rect key="frame" x="0" y="90" width="100" height="20"/></label>
        </subviews></view>
      </viewController></objects></scene></scenes></document>
      """)
    let spec = try #require(document.controller(id: "vc"))
    #expect(spec.subviews(on: .ipad).map(\.id) == ["title", "edit"])
    #expect(spec.subviews(on: .iphone).map(\.id) == ["title"])
    #expect(spec.buttons(on: .ipad).map(\.id) == ["edit"])
    #expect(spec.buttons(on: .iphone).isEmpty)
  }

  @Test func aStoryboardWithoutVariationsIsTheSameOnEveryDevice() throws {
    let document = try Support.parse(SubviewParsingTests.xml)
    let spec = try #require(document.controller(id: "vc"))
    #expect(spec.installVariations.isEmpty)
    #expect(spec.subviews(on: .iphone) == spec.subviews(on: .ipad))
  }

  @Test func theDeviceFollowsTheTargetRuntime() throws {
    let iPad = try Support.parse(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch.iPad"><scenes/></document>
      """)
    #expect(Device.default(for: iPad) == .ipad)
    let universal = try Support.parse(SubviewParsingTests.xml)
    #expect(Device.default(for: universal) == .iphone)
  }

  /// Views' ancestors are remembered for size-class variations only in files that may hold
  /// one: a `<variation` written in UTF-8, or a file in UTF-16 (not searched); a file without
  /// any skips that work and reads the same.
  @Test func onlyFilesThatMayHoldAVariationRememberAncestors() throws {
    let bytes = { (text: String) in Array(text.utf8) }
    #expect(StoryboardParser.mayHoldVariations(bytes("<view><variation key=\"default\">")))
    #expect(!StoryboardParser.mayHoldVariations(bytes("<view key=\"variation\"/> variation <")))
    #expect(!StoryboardParser.mayHoldVariations([]))
    #expect(StoryboardParser.mayHoldVariations([0xFF, 0xFE, 0x3C, 0x00]))
    #expect(StoryboardParser.mayHoldVariations([0x00, 0x3C, 0x00, 0x76]))
    // The fixture with variations still finds them (its player scene's views are varied).
    let document = try StoryboardParser.parse(fileAt: Self.path)
    #expect(document.scenes.contains { !$0.controller.installVariations.isEmpty })
  }
}
