import Storyboard
import Testing

/// Each loader feature, on hand-written fixtures (Fixtures/Loader) and inline documents.
@Suite struct LoaderTests {
  let modern: StoryboardDocument
  let legacy: StoryboardDocument

  init() throws {
    modern = try StoryboardParser.parse(fileAt: Support.fixtures + "/Loader/Modern.storyboard")
    legacy = try StoryboardParser.parse(fileAt: Support.fixtures + "/Loader/Legacy.storyboard")
  }

  private func controller(_ document: StoryboardDocument, _ id: String) throws -> ControllerSpec {
    try #require(document.controller(id: id))
  }

  @Test func aStoryboardIsNamedByItsFileNameWithoutTheExtension() {
    #expect(StoryboardParser.baseName("App/Base.lproj/Main.storyboard") == "Main")
    #expect(StoryboardParser.baseName("Main.storyboard") == "Main")
    #expect(StoryboardParser.baseName("/Écrans/Réglages.storyboard") == "Réglages")
    #expect(StoryboardParser.baseName("a/Notes") == "Notes")
    #expect(StoryboardParser.baseName("a/Main.storyboard.bak") == "Main.storyboard.bak")
    #expect(StoryboardParser.baseName("a/.storyboard") == "")
    #expect(StoryboardParser.baseName("a/b/") == "")
  }

  @Test func documentAttributes() {
    #expect(modern.name == "Modern")
    #expect(modern.path?.hasSuffix("/Fixtures/Loader/Modern.storyboard") == true)
    #expect(modern.version == "3.0")
    #expect(modern.toolsVersion == "22505")
    #expect(modern.targetRuntime == "iOS.CocoaTouch")
    #expect(modern.initialViewControllerID == "tab-00-001")
    #expect(modern.initialController?.kind == .tabBarController)
    #expect(modern.line == 2)
    #expect(modern.scenes.map(\.sceneID) == (1...7).map { "scn-00-00\($0)" })
    #expect(modern.scenes.map(\.line) == [8, 23, 58, 72, 135, 146, 184])
    #expect(legacy.version == "1.1")
  }

  @Test func controllerKindsClassesAndTitles() throws {
    let players = try controller(modern, "pla-00-001")
    #expect(players.kind == .tableViewController)
    #expect(players.customClass == "PlayersViewController")
    #expect(players.customModule == "Roster")
    #expect(players.sceneTitle == "Players")
    #expect(players.line == 25)
    let picker = try controller(modern, "pik-00-001")
    #expect(picker.storyboardIdentifier == "GamePicker")
    #expect(picker.title == "Choose Game")
    #expect(modern.controller(storyboardIdentifier: "GamePicker")?.id == "pik-00-001")
    let navigation = try controller(modern, "nav-00-001")
    #expect(navigation.tabBarItemTitle == "Players")
    #expect(navigation.sceneTitle == "Players")
    #expect(try controller(modern, "nav-00-002").sceneTitle == "navigationController")
  }

  @Test func placeholder() throws {
    let reference = try controller(modern, "ref-00-001")
    #expect(reference.kind == .viewControllerPlaceholder)
    #expect(reference.storyboardName == "Games")
    #expect(reference.referencedIdentifier == "GamesList")
    #expect(reference.tabBarItemTitle == "Games")
  }

  @Test func relationshipSegues() throws {
    let tabs = try controller(modern, "tab-00-001")
    #expect(
      tabs.segues == [
        SegueSpec(
          id: "seg-00-001", kind: .relationship, destination: "nav-00-001",
          relationship: "viewControllers", line: 15),
        SegueSpec(
          id: "seg-00-002", kind: .relationship, destination: "ref-00-001",
          relationship: "viewControllers", line: 16),
      ])
  }

  @Test func prototypeCellWithLabelIDs() throws {
    let table = try #require(try controller(modern, "pla-00-001").tableView)
    #expect(table.dataMode == .prototypes)
    #expect(table.style == "plain")
    #expect(table.line == 26)
    let cell = try #require(table.prototypes.first)
    #expect(cell.reuseIdentifier == "PlayerCell")
    #expect(cell.style == .subtitle)
    #expect(cell.accessory == .disclosureIndicator)
    #expect(cell.text == "Name")
    #expect(cell.detail == "Game")
    #expect(cell.labels.map(\.id) == ["lbl-00-001", "lbl-00-002"])
    #expect(cell.line == 29)
    #expect(try controller(modern, "pla-00-001").tableViewIsRootView)
  }

  @Test func segueSourcesAndKinds() throws {
    let players = try controller(modern, "pla-00-001")
    #expect(
      players.segues.map { "\($0.identifier ?? "-") \($0.kind) \($0.source) \($0.line)" } == [
        "EditPlayer presentation cell(id: \"cel-00-001\") 41",
        "AddPlayer presentation barButtonItem(id: \"bbi-00-001\") 49",
      ])
    let picker = try controller(modern, "pik-00-001")
    #expect(
      picker.segues.map { "\($0.identifier ?? "-") \($0.kind) \($0.source) \($0.line)" } == [
        "- unwind button(id: \"btn-00-001\") 155",
        "Manual show controller 173",
        "Tapped presentation gestureRecognizer(id: \"tap-00-001\") 178",
      ])
  }

  @Test func staticTableSectionsCellsAndTextField() throws {
    let details = try controller(modern, "det-00-001")
    let table = try #require(details.tableView)
    #expect(table.dataMode == .static)
    #expect(table.style == "grouped")
    #expect(table.sections.map(\.headerTitle) == ["Player Name", nil])
    #expect(table.sections.map(\.footerTitle) == [nil, "Pick one"])
    let nameCell = table.sections[0].cells[0]
    #expect(nameCell.style == .custom)
    #expect(
      nameCell.textField
        == TextFieldSpec(id: "txt-00-001", placeholder: "Enter the player's name", line: 82))
    let gameCell = table.sections[1].cells[0]
    #expect(gameCell.style == .rightDetail)
    #expect(gameCell.text == "Game")
    #expect(gameCell.detail == "Chess")
  }

  @Test func navigationItemAndBarButtons() throws {
    let item = try #require(try controller(modern, "det-00-001").navigationItem)
    #expect(item.title == "Add Player")
    #expect(item.line == 107)
    #expect(
      item.leftBarButtonItems == [
        BarButtonItemSpec(id: "bbi-00-002", systemItem: "cancel", action: "cancel:", line: 108)
      ])
    #expect(item.rightBarButtonItems.map(\.displayTitle) == ["Done"])
    #expect(
      try controller(modern, "pla-00-001").navigationItem?.rightBarButtonItems.map(\.displayTitle)
        == ["+"])
  }

  @Test func unwindSegueToExit() throws {
    let details = try controller(modern, "det-00-001")
    let unwind = try #require(details.segues.first { $0.kind == .unwind })
    #expect(unwind.destination == "ext-00-001")
    #expect(unwind.unwindAction == "done:")
    #expect(unwind.source == .barButtonItem(id: "bbi-00-003"))
  }

  @Test func outletsReachLabelsFieldsStaticCellsAndDockViews() throws {
    let details = try controller(modern, "det-00-001")
    #expect(
      details.outlets.map(\.property) == ["nameTextField", "detailLabel", "gameCell", "helpView"])
    guard case .textField(let field)? = details.elements["txt-00-001"] else {
      Issue.record("nameTextField does not reach a text field")
      return
    }
    #expect(field.placeholder == "Enter the player's name")
    guard case .label(let label)? = details.elements["lbl-00-004"] else {
      Issue.record("detailLabel does not reach a label")
      return
    }
    #expect(label.text == "Chess")
    guard case .cell(let cell)? = details.elements["cel-00-003"] else {
      Issue.record("gameCell does not reach a cell")
      return
    }
    #expect(cell.text == "Game")
    guard case .view(let view)? = details.elements["dck-00-001"] else {
      Issue.record("helpView does not reach the dock view")
      return
    }
    #expect(view.labels.map(\.text) == ["Who plays:"])
  }

  @Test func sceneDockViews() throws {
    let scene = try #require(modern.scenes.first { $0.controller.id == "det-00-001" })
    #expect(scene.dockViews.map(\.id) == ["dck-00-001"])
    #expect(scene.dockViews.first?.line == 127)
  }

  @Test func buttonsWithNormalStateAndConfigurationTitles() throws {
    let picker = try controller(modern, "pik-00-001")
    // The decoration button neither acts nor segues, so it is not listed.
    #expect(
      picker.buttons == [
        ButtonSpec(id: "btn-00-001", title: "Random", line: 151),
        ButtonSpec(id: "btn-00-002", title: "Help", action: "help:", line: 158),
      ])
  }

  @Test func gestureRecognizerIsANamedElement() throws {
    let picker = try controller(modern, "pik-00-001")
    #expect(
      picker.elements["tap-00-001"]
        == .other(elementName: "tapGestureRecognizer", id: "tap-00-001", line: 176))
  }

  // MARK: Legacy (document version 1.1)

  /// A navigation bar's item in the view lends its buttons, never the scene's title.
  @Test func legacyNavigationItemInsideNavigationBarItems() throws {
    let root = try controller(legacy, "old-00-001")
    let item = try #require(root.navigationItem)
    #expect(item.title == nil)
    #expect(root.navigationBarTitle == "Old Bar")
    #expect(item.leftBarButtonItems.map(\.displayTitle) == ["Left"])
    #expect(item.rightBarButtonItems.map(\.displayTitle) == ["Compose"])
    #expect(root.sceneTitle == "RootViewController")
  }

  @Test func legacyContentViewAndLabelFallbacks() throws {
    let root = try controller(legacy, "old-00-001")
    let table = try #require(root.tableView)
    #expect(!root.tableViewIsRootView)
    let cell = try #require(table.prototypes.first)
    #expect(cell.style == .custom)
    #expect(cell.text == "First")
    #expect(cell.detail == "Second")
    #expect(cell.labels.map(\.tag) == [100, 101])
  }

  @Test func deprecatedSegueKinds() throws {
    let root = try controller(legacy, "old-00-001")
    #expect(
      root.segues.map { "\($0.kindName) \($0.kind) \($0.source)" } == [
        "modal modal barButtonItem(id: \"bbi-01-002\")",
        "push push cell(id: \"cel-01-001\")",
        "replace replace barButtonItem(id: \"bbi-01-003\")",
      ])
    #expect(root.toolbarItems.map(\.displayTitle) == ["Replace"])
  }

  @Test func entitiesStringAndAttributedTexts() throws {
    let list = try controller(legacy, "lst-00-001")
    #expect(list.title == "List & More")
    let section = try #require(list.tableView?.sections.first)
    #expect(section.headerTitle == "Rock & Roll <3")
    let cell = try #require(section.cells.first)
    #expect(cell.accessory == .checkmark)
    #expect(cell.text == "Two\nlines")
    #expect(cell.detail == "Bold and plain")
    #expect(list.toolbarItems.map(\.displayTitle) == ["Trash"])
  }

  // MARK: Inline

  @Test func unknownElementsAreSkipped() throws {
    let document = try Support.parse(
      Support.document(
        initial: "v",
        """
        <scene sceneID="s"><objects>
          <viewController id="v" sceneMemberID="viewController">
            <futureThing id="f"><nested><deeper/></nested></futureThing>
            <view key="view" id="w"><subviews><glassEffect id="g"/></subviews></view>
          </viewController>
        </objects></scene>
        """))
    #expect(document.scenes.count == 1)
    #expect(document.initialController?.id == "v")
  }

  @Test func otherControllerKindsRunAsOther() throws {
    let document = try Support.parse(
      Support.document(
        """
        <scene sceneID="s"><objects>
          <avPlayerViewController videoGravity="AVLayerVideoGravityResizeAspect" id="p" sceneMemberID="viewController"/>
        </objects></scene>
        """))
    let controller = try #require(document.scenes.first?.controller)
    #expect(controller.kind == .other)
    #expect(controller.elementName == "avPlayerViewController")
    #expect(controller.sceneTitle == "avPlayerViewController")
    #expect(controller.uikitClassName == "AVPlayerViewController")
  }

  @Test func inMemoryDocumentIsNamedInErrors() throws {
    let error = try #require(Support.refusal("<document", name: "Main"))
    #expect(error.file == "Main.storyboard")
  }
}

/// Encodings and table edge cases.
@Suite struct LoaderEdgeTests {
  @Test func utf16DocumentLoads() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-16"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v">
      <scenes><scene sceneID="s"><objects><viewController id="v" title="Café ★" sceneMemberID="viewController"/></objects></scene></scenes>
      </document>
      """
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let document = try StoryboardParser.parse(bytes: bytes, name: "Wide")
    #expect(document.initialController?.title == "Café ★")
  }

  @Test func unwindSegueWithoutKindIsAnUnwind() throws {
    let document = try Support.parse(
      Support.document(
        """
        <scene sceneID="s"><objects>
          <viewController id="v" sceneMemberID="viewController">
            <navigationItem key="navigationItem" id="n">
              <barButtonItem key="rightBarButtonItem" systemItem="done" id="d">
                <connections><segue destination="x" unwindAction="done:" id="u"/></connections>
              </barButtonItem>
            </navigationItem>
          </viewController>
          <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        """))
    let segue = try #require(document.scenes.first?.controller.segues.first)
    #expect(segue.kind == .unwind)
    #expect(segue.kindName == "unwind")
    #expect(segue.unwindAction == "done:")
  }

  @Test func secondTableKeepsItsCellsOutOfTheFirst() throws {
    let document = try Support.parse(
      Support.document(
        """
        <scene sceneID="s"><objects>
          <viewController id="v" sceneMemberID="viewController">
            <view key="view" id="w"><subviews>
              <tableView dataMode="prototypes" id="t1"><prototypes><tableViewCell reuseIdentifier="A" id="a"/></prototypes></tableView>
              <tableView dataMode="prototypes" id="t2"><prototypes><tableViewCell reuseIdentifier="B" id="b"/></prototypes></tableView>
            </subviews></view>
          </viewController>
        </objects></scene>
        """))
    let controller = try #require(document.scenes.first?.controller)
    #expect(controller.tableView?.id == "t1")
    #expect(controller.tableView?.prototypes.map(\.reuseIdentifier) == ["A"])
    #expect(controller.elements["b"] != nil)
  }
}
