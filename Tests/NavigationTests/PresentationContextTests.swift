import Storyboard
import Testing

@testable import Navigation

/// `currentContext` and `overCurrentContext` cover the nearest controller at or above the
/// presenter whose `definesPresentationContext` is true, else the window's root: a tab's
/// navigation controller that defines the context keeps the tab bar on screen and usable.
@Suite struct PresentationContextTests {
  static let document: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="tabs">
      <scenes>
      <scene sceneID="s0"><objects>
      <tabBarController id="tabs" sceneMemberID="viewController">
        <tabBar key="tabBar" id="bar"/>
        <connections>
          <segue destination="mailNav" kind="relationship" relationship="viewControllers" id="r1"/>
          <segue destination="settings" kind="relationship" relationship="viewControllers" id="r2"/>
        </connections>
      </tabBarController></objects></scene>
      <scene sceneID="s1"><objects>
      <navigationController definesPresentationContext="YES" id="mailNav" sceneMemberID="viewController">
        <tabBarItem key="tabBarItem" title="Mail" id="ti1"/>
        <navigationBar key="navigationBar" id="nb1"/>
        <connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="r3"/></connections>
      </navigationController></objects></scene>
      <scene sceneID="s2"><objects>
      <viewController id="inbox" title="Inbox" sceneMemberID="viewController">
        <view key="view" id="v1"/>
        <navigationItem key="navigationItem" title="Inbox" id="ni1"/>
        <connections>
          <segue destination="compose" kind="presentation" identifier="Compose" modalPresentationStyle="currentContext" id="g1"/>
          <segue destination="peek" kind="presentation" identifier="Peek" modalPresentationStyle="overCurrentContext" id="g2"/>
          <segue destination="peek" kind="presentation" identifier="Sheet" id="g3"/>
        </connections>
      </viewController>
      <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
      </objects></scene>
      <scene sceneID="s3"><objects>
      <viewController id="compose" title="Compose" sceneMemberID="viewController">
        <view key="view" id="v2">
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="cancel">
              <rect key="frame" x="20" y="60" width="80" height="30"/>
              <state key="normal" title="Cancel"/>
              <connections><segue destination="exit" kind="unwind" unwindAction="unwindToInbox:" id="u1"/></connections>
            </button>
          </subviews>
        </view>
      </viewController>
      <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
      </objects></scene>
      <scene sceneID="s4"><objects><viewController id="peek" title="Peek" sceneMemberID="viewController"><view key="view" id="v3"/></viewController></objects></scene>
      <scene sceneID="s5"><objects>
      <viewController id="settings" title="Settings" sceneMemberID="viewController">
        <view key="view" id="v4"/>
        <tabBarItem key="tabBarItem" title="Settings" id="ti2"/>
        <connections>
          <segue destination="peek" kind="presentation" identifier="Legal" modalPresentationStyle="currentContext" id="g4"/>
        </connections>
      </viewController></objects></scene>
      </scenes></document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }()

  func session() throws -> Session {
    try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: ControllerRegistry())
  }

  @Test func theAttributeIsRead() throws {
    let nav = try #require(Self.document.controller(id: "mailNav"))
    #expect(nav.definesPresentationContext)
    #expect(Self.document.controller(id: "inbox")?.definesPresentationContext == false)
  }

  @Test func aContextBelowTheRootKeepsTheTabBarOnScreenAndUsable() throws {
    let session = try session()
    let mark = session.eventMark
    _ = try session.open(segue: "Compose")
    let compose = session.visibleController
    #expect(compose.sceneTitle == "Compose")
    #expect(compose.presentingViewController?.spec.id == "mailNav")
    #expect(session.tabTitles == ["Mail", "Settings"])
    #expect(session.snapshot().tabs.map(\.title) == ["Mail", "Settings"])
    #expect(session.breadcrumb == ["Inbox", "Compose"])
    let events = session.events(since: mark).map(\.description)
    #expect(
      events.contains { $0.hasPrefix("UIViewController.presentation over the current context") },
      "\(events)")
    // currentContext removes the presenter's view: Inbox disappears.
    #expect(events.contains("UIViewController.viewWillDisappear"), "\(events)")

    // The other tab is reachable; the presentation stays with its tab, and comes and goes
    // with it (the covered Inbox is not told it appears).
    let away = session.eventMark
    _ = try session.selectTab("Settings")
    #expect(session.visibleController.sceneTitle == "Settings")
    #expect(session.state.presentationDepth == 0)
    let leaving = session.events(since: away).map(\.description)
    #expect(leaving.filter { $0 == "UIViewController.viewWillDisappear" }.count == 1, "\(leaving)")
    let back = session.eventMark
    _ = try session.selectTab("Mail")
    #expect(session.visibleController === compose)
    #expect(session.state.presentationDepth == 1)
    let returning = session.events(since: back).map(\.description)
    #expect(returning.filter { $0 == "UIViewController.viewWillAppear" }.count == 1, "\(returning)")
  }

  @Test func anUnwindReturnsToTheSceneInTheTab() throws {
    let session = try session()
    _ = try session.open(segue: "Compose")
    let change = try session.tap(button: "Cancel")
    #expect(change.kind == .unwound)
    #expect(session.visibleController.sceneTitle == "Inbox")
    #expect(session.snapshot().tabs.map(\.title) == ["Mail", "Settings"])
    #expect(session.state.presentationDepth == 0)
  }

  @Test func backIsRefusedWithTheTabsAsAWayOut() throws {
    let session = try session()
    _ = try session.open(segue: "Peek")
    #expect(session.visibleController.sceneTitle == "Peek")
    do {
      _ = try session.back()
      Issue.record("a context presentation was dismissed by back")
    } catch {
      #expect(error.message.contains("current context"), "\(error)")
    }
    #expect(session.wayOut != nil)
  }

  @Test func overCurrentContextLeavesThePresenterOnScreen() throws {
    let session = try session()
    let mark = session.eventMark
    _ = try session.open(segue: "Peek")
    let events = session.events(since: mark).map(\.description)
    #expect(!events.contains("UIViewController.viewWillDisappear"), "\(events)")
    #expect(session.tabTitles == ["Mail", "Settings"])
  }

  @Test func aSheetAndAContextNobodyDefinesCoverTheTabBar() throws {
    let session = try session()
    _ = try session.open(segue: "Sheet")
    #expect(session.tabTitles.isEmpty)
    #expect(session.visibleController.presentingViewController?.spec.id == "tabs")
    let other = try self.session()
    _ = try other.selectTab("Settings")
    _ = try other.open(segue: "Legal")
    #expect(other.visibleController.sceneTitle == "Peek")
    #expect(other.tabTitles.isEmpty)
    #expect(other.visibleController.presentingViewController?.spec.id == "tabs")
  }

  /// A container view's navigation controller that defines the context: the presentation is
  /// drawn in the container's place, the rest of the scene stays, and an unwind brings the
  /// embedded scene back.
  static let contained: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="home">
      <scenes>
      <scene sceneID="s0"><objects>
      <viewController title="Home" id="home" sceneMemberID="viewController">
        <view key="view" id="v0"><subviews>
          <label text="Dashboard" id="l0"><rect key="frame" x="20" y="60" width="200" height="20"/></label>
          <containerView id="c0"><rect key="frame" x="0" y="100" width="393" height="600"/>
            <connections><segue destination="inner" kind="embed" id="e0"/></connections>
          </containerView>
        </subviews></view>
      </viewController></objects></scene>
      <scene sceneID="s1"><objects>
      <navigationController definesPresentationContext="YES" id="inner" sceneMemberID="viewController">
        <navigationBar key="navigationBar" id="nb"/>
        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r0"/></connections>
      </navigationController></objects></scene>
      <scene sceneID="s2"><objects>
      <viewController title="List" id="list" sceneMemberID="viewController">
        <view key="view" id="v1"><subviews>
          <button id="b0"><rect key="frame" x="20" y="60" width="200" height="20"/><state key="normal" title="Filter"/>
            <connections><segue destination="filters" kind="presentation" modalPresentationStyle="currentContext" identifier="Filter" id="g0"/></connections>
          </button>
        </subviews></view>
        <navigationItem key="navigationItem" title="List" id="ni0"/>
      </viewController></objects></scene>
      <scene sceneID="s3"><objects>
      <viewController title="Filters" id="filters" sceneMemberID="viewController">
        <view key="view" id="v2"><subviews>
          <label text="Unread only" id="l1"><rect key="frame" x="20" y="60" width="200" height="20"/></label>
          <button id="b1"><rect key="frame" x="20" y="100" width="200" height="20"/><state key="normal" title="Done"/>
            <connections><segue destination="x0" kind="unwind" unwindAction="unwindToList:" id="u0"/></connections>
          </button>
        </subviews></view>
      </viewController>
      <exit id="x0" userLabel="Exit" sceneMemberID="exit"/>
      </objects></scene>
      </scenes></document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Contained")
  }()

  @Test func aContainedContextIsDrawnInTheContainersPlace() throws {
    let session = try Session(
      storyboards: StoryboardCatalog(documents: [Self.contained]), document: Self.contained,
      registry: ControllerRegistry())
    _ = try session.tap(button: "Filter")
    #expect(session.visibleController.sceneTitle == "Home")
    let items = session.snapshot().items
    #expect(items.contains(.label("Dashboard")), "\(items)")
    #expect(items.contains(.label("Unread only")), "\(items)")
    // The embedded navigation controller's bar is covered, and its List with it.
    #expect(!items.contains(.label("List")), "\(items)")
    #expect(
      !items.contains { if case .button(let title, _, _) = $0 { title == "Filter" } else { false } }
    )
    let change = try session.tap(button: "Done")
    #expect(change.kind == .unwound)
    let after = session.snapshot().items
    #expect(after.contains(.label("List")), "\(after)")
    #expect(!after.contains(.label("Unread only")), "\(after)")
  }
}
