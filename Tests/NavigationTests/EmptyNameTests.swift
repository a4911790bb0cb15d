import Storyboard
import Testing

@testable import Navigation

/// Names IB writes empty are no names: `identifier=""` on a segue (SideMenu's
/// storyboards) and `storyboardIdentifier=""` on a scene; and `--scene`'s hint offers only
/// scenes that can start.
@Suite struct EmptyNameTests {
  static let document: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="home">
      <scenes>
      <scene sceneID="home-sc"><objects><viewController id="home" title="Swipe Here" storyboardIdentifier="" sceneMemberID="viewController">
        <view key="view" id="v"><subviews>
          <button id="b"><state key="normal" title="Menu"/><connections><segue destination="menu" kind="presentation" identifier="" id="yoa-B2-xG5"/></connections></button>
        </subviews></view>
      </viewController></objects></scene>
      <scene sceneID="menu-sc"><objects><viewController id="menu" title="Menu" storyboardIdentifier="Menu" sceneMemberID="viewController"/></objects></scene>
      <scene sceneID="ref-sc"><objects><viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }()

  func session(scene: String? = nil) throws -> Session {
    try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: ControllerRegistry(), scene: scene)
  }

  @Test func anEmptySegueIdentifierIsNoName() throws {
    let session = try session()
    #expect(session.segueIdentifiers == ["yoa-B2-xG5"])
    let change = try session.open(segue: "yoa-B2-xG5")
    #expect(session.breadcrumb.last == "Menu", "\(change)")
  }

  @Test func theSceneHintOffersStartableScenesAndNoEmptyName() throws {
    do {
      _ = try session(scene: "Nowhere")
      Issue.record("started at a scene that does not exist")
    } catch let error as NavigationError {
      #expect(error.fix == "pass a storyboard ID or scene ID: home-sc, Menu, menu-sc", "\(error)")
    }
  }
}
