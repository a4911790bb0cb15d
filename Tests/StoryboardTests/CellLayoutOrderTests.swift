import Storyboard
import Testing

/// A custom cell's labels are read as iOS lays them out (by frame, through stack
/// views: top to bottom, labels side by side left to right), not in the order Interface
/// Builder happened to write them, so a row's text is its name and its detail the label
/// beside it, not a price written first in the XML.
@Suite struct CellLayoutOrderTests {
  let menu: [CellSpec]

  init() throws {
    let path = Support.fixtures + "/Projects/Cafe/Cafe/Base.lproj/Main.storyboard"
    let document = try StoryboardParser.parse(fileAt: path)
    menu = try #require(document.controller(id: "Mnu-tv-001")?.tableView?.sections.first?.cells)
  }

  @Test func labelsSideBySideReadLeftToRightThenTheLineBelow() {
    // XML order: €2.40 (x 300, y 12), Double shot (y 36), Espresso (x 20, y 11).
    #expect(menu[0].labels.map(\.text) == ["Espresso", "€2.40", "Double shot"])
    #expect(menu[0].text == "Espresso")
    #expect(menu[0].detail == "€2.40")
  }

  @Test func labelsInAStackViewAreLaidOutWhereTheStackViewIs() {
    // XML order: Steamed milk (y 36), then a stack view at y 8 holding €3.10 right of Flat White.
    #expect(menu[1].labels.map(\.text) == ["Flat White", "€3.10", "Steamed milk"])
    #expect(menu[1].text == "Flat White")
    #expect(menu[1].detail == "€3.10")
  }

  /// Labels without frames (old files, or hand-written ones) keep the document's order.
  @Test func labelsWithoutFramesKeepDocumentOrder() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="t">
      <scenes><scene sceneID="s"><objects>
      <tableViewController id="t" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" id="tv"><sections><tableViewSection id="se"><cells>
      <tableViewCell id="c"><tableViewCellContentView key="contentView" id="cv"><subviews>
      <label text="First" id="l1"/><label text="Second" id="l2"/>
      </subviews></tableViewCellContentView></tableViewCell>
      </cells></tableViewSection></sections></tableView>
      </tableViewController></objects></scene></scenes></document>
      """
    let document = try StoryboardParser.parse(bytes: Array(xml.utf8), name: "Old", path: nil)
    let cell = try #require(document.controller(id: "t")?.tableView?.sections.first?.cells.first)
    #expect(cell.labels.map(\.text) == ["First", "Second"])
  }
}

/// A scene's free-standing views: by frame where every one has a frame; in the document's
/// order where one has none, or where a table view holds some of them (its header's views sit
/// inside its frame, drawn above its rows).
@Suite struct SubviewReadingOrderTests {
  static func subviewIDs(_ body: String) throws -> [String] {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="v">
      <scenes><scene sceneID="s"><objects>
      <viewController id="v" sceneMemberID="viewController">
      <view key="view" id="root"><rect key="frame" x="0" y="0" width="390" height="844"/>
      <subviews>\(body)</subviews></view>
      </viewController></objects></scene></scenes></document>
      """
    let document = try StoryboardParser.parse(bytes: Array(xml.utf8), name: "Order", path: nil)
    return try #require(document.controller(id: "v")).subviews.map { subview in
      switch subview {
      case .label(let label): label.id
      case .button(let button): button.id
      default: "other"
      }
    }
  }

  @Test func framesDecideTheOrder() throws {
    let ids = try Self.subviewIDs(
      """
      <label text="Below" id="below"><rect key="frame" x="20" y="300" width="100" height="20"/></label>
      <label text="Right" id="right"><rect key="frame" x="200" y="100" width="100" height="20"/></label>
      <label text="Left" id="left"><rect key="frame" x="20" y="104" width="100" height="20"/></label>
      """)
    #expect(ids == ["left", "right", "below"])
  }

  @Test func aViewWithoutAFrameKeepsTheDocumentsOrder() throws {
    let ids = try Self.subviewIDs(
      """
      <label text="Below" id="below"><rect key="frame" x="20" y="300" width="100" height="20"/></label>
      <label text="Above" id="above"/>
      """)
    #expect(ids == ["below", "above"])
  }
}
