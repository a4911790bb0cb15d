import Storyboard
import Testing

@testable import Navigation

/// `modalPresentationStyle` on the segue or the presented controller, resolved for an iPhone as
/// UIKit does since iOS 13: sheets keep the presenter on screen and are swiped down (unless modal
/// in presentation); full-screen and over-full-screen covers have no gesture.
@Suite struct PresentationStyleTests {
  static let document: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="home">
      <scenes><scene sceneID="s"><objects>
      <viewController id="home" title="Home" sceneMemberID="viewController">
        <view key="view" id="v"/>
        <connections>
          <segue destination="sheet" kind="presentation" identifier="Sheet" id="g1"/>
          <segue destination="sheet" kind="presentation" identifier="FormSheet" modalPresentationStyle="formSheet" id="g2"/>
          <segue destination="cover" kind="presentation" identifier="Cover" modalPresentationStyle="fullScreen" id="g3"/>
          <segue destination="over" kind="presentation" identifier="Over" id="g4"/>
          <segue destination="sheet" kind="presentation" identifier="SheetOverridden" modalPresentationStyle="overFullScreen" id="g5"/>
          <segue destination="terms" kind="presentation" identifier="Terms" id="g6"/>
          <segue destination="sheet" kind="popoverPresentation" identifier="Popover" id="g7"/>
          <segue destination="sheet" kind="modal" identifier="OldModal" id="g8"/>
        </connections>
      </viewController></objects></scene>
      <scene sceneID="s2"><objects><viewController id="sheet" title="Sheet" sceneMemberID="viewController"><view key="view" id="v2"/></viewController></objects></scene>
      <scene sceneID="s3"><objects><viewController id="cover" title="Cover" sceneMemberID="viewController"><view key="view" id="v3"/></viewController></objects></scene>
      <scene sceneID="s4"><objects><viewController id="over" title="Over" modalPresentationStyle="overFullScreen" sceneMemberID="viewController"><view key="view" id="v4"/></viewController></objects></scene>
      <scene sceneID="s5"><objects><viewController id="terms" title="Terms" modalInPresentation="YES" sceneMemberID="viewController"><view key="view" id="v5"/></viewController></objects></scene>
      </scenes></document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }()

  func session() throws -> Session {
    try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: ControllerRegistry())
  }

  @Test func theStyleIsReadFromTheSegueAndTheController() throws {
    let home = try #require(Self.document.scenes.first?.controller)
    #expect(
      home.segues.map(\.modalPresentationStyle).prefix(3) == [nil, "formSheet", "fullScreen"])
    let over = try #require(Self.document.scenes.first { $0.controller.id == "over" })
    #expect(over.controller.modalPresentationStyle == "overFullScreen")
    let terms = try #require(Self.document.scenes.first { $0.controller.id == "terms" })
    #expect(terms.controller.isModalInPresentation)
  }

  @Test(arguments: [
    ("Sheet", PresentationStyle.sheet), ("FormSheet", .sheet), ("Popover", .sheet),
    ("OldModal", .sheet), ("Cover", .fullScreen), ("Over", .overFullScreen),
    ("SheetOverridden", .overFullScreen),
  ])
  func eachSegueResolvesAsAnIPhoneDoes(segue: String, style: PresentationStyle) throws {
    let session = try session()
    let mark = session.eventMark
    _ = try session.open(segue: segue)
    #expect(session.visibleController.presentationStyle == style)
    let presenterEvents = session.events(since: mark).filter {
      $0.description.hasPrefix("UIViewController.viewWillDisappear")
        || $0.description.hasPrefix("UIViewController.viewDidDisappear")
    }
    // Only a full-screen cover removes the presenter's view (both classes are UIViewController
    // here: the presented one appears, never disappears, on presenting).
    #expect(presenterEvents.count == (style == .fullScreen ? 2 : 0), "\(presenterEvents)")
  }

  @Test func aSheetIsSwipedDownAndThePresenterIsNotToldItAppears() throws {
    let session = try session()
    _ = try session.open(segue: "Sheet")
    let mark = session.eventMark
    let change = try session.back()
    #expect(change.kind == .dismissed)
    #expect(session.visibleController.sceneTitle == "Home")
    let events = session.events(since: mark).map(\.description)
    #expect(events.contains("UIViewController.presentationControllerWillDismiss swiped down"))
    #expect(!events.contains { $0.hasPrefix("UIViewController.viewWillAppear") }, "\(events)")
  }

  @Test func backIsRefusedWhereNoGestureDismisses() throws {
    for segue in ["Cover", "Over", "Terms"] {
      let session = try session()
      _ = try session.open(segue: segue)
      do {
        _ = try session.back()
        Issue.record("\(segue) was dismissed by back")
      } catch {
        #expect(error.fix == "nothing on screen leads out: app code must dismiss it", "\(error)")
      }
      #expect(session.visibleController.sceneTitle != "Home")
    }
  }
}
