import Storyboard
import Testing

@testable import Navigation

/// A list whose cell is wired to a segue; records what UIKit calls, in order.
final class CellListViewController: ViewController {
  var calls: [String] = []
  var veto = false

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    calls.append("should")
    return !veto
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    calls.append("prepare")
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect")
  }
}

/// UIKit's order for a segue wired to a table cell: `shouldPerformSegue`,
/// `prepare(for:sender:)`, then `tableView(_:didSelectRowAt:)` (a known UIKit gotcha).
@Suite struct CellSegueOrderTests {
  static let document: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
      <scenes>
      <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>
      <scene sceneID="s2"><objects><tableViewController id="list" customClass="CellListViewController" sceneMemberID="viewController">
        <tableView key="view" dataMode="static" style="plain" id="tv">
          <sections><tableViewSection id="sec"><cells>
            <tableViewCell id="cell" textLabel="lbl" style="IBUITableViewCellStyleDefault"><tableViewCellContentView key="contentView" id="cv"><subviews><label text="Details" id="lbl"/></subviews></tableViewCellContentView>
              <connections><segue destination="detail" kind="show" identifier="ShowDetail" id="sg"/></connections>
            </tableViewCell>
          </cells></tableViewSection></sections>
        </tableView>
        <navigationItem key="navigationItem" title="List" id="ni"/>
      </tableViewController></objects></scene>
      <scene sceneID="s3"><objects><viewController id="detail" title="Detail" sceneMemberID="viewController"/></objects></scene>
      </scenes>
      </document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }()

  func makeSession() throws -> Session {
    let registry = ControllerRegistry()
    registry.register(CellListViewController.self)
    return try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: registry)
  }

  @Test func prepareRunsBeforeDidSelectRow() throws {
    let session = try makeSession()
    let list = try #require(session.visibleController as? CellListViewController)
    let change = try session.select(row: .number(1))
    #expect(change.kind == .pushed)
    #expect(list.calls == ["should", "prepare", "didSelect"])
    let methods = change.events.map(\.method).filter {
      $0.hasPrefix("shouldPerform") || $0.hasPrefix("prepare") || $0.hasPrefix("tableView")
    }
    #expect(
      methods == [
        "shouldPerformSegue(withIdentifier:sender:)", "prepare(for:sender:)",
        "tableView(_:didSelectRowAt:)",
      ])
    #expect(session.breadcrumb == ["List", "Detail"])
  }

  /// A vetoed segue still selects the row, as in UIKit.
  @Test func vetoedSegueStillSelectsTheRow() throws {
    let session = try makeSession()
    let list = try #require(session.visibleController as? CellListViewController)
    list.veto = true
    _ = try? session.select(row: .number(1))
    #expect(list.calls == ["should", "didSelect"])
    #expect(session.breadcrumb == ["List"])
  }
}
