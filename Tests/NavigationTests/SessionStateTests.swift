import Storyboard
import Testing

@testable import Navigation

/// A form whose Go button changes things (types into the field, pushes a scene) and then fails
/// in app code, as a UIKit app raising an exception midway would.
final class FailingFormViewController: ViewController {
  override func handleAction(_ selector: String, sender: Any?) throws -> Bool {
    guard selector == "go:" else { return false }
    textFields.first?.text = "changed"
    if let next = try? storyboard.instantiateViewController(withIdentifier: "Next") {
      navigationController?.pushViewController(next)
    }
    performSegue(withIdentifier: "Nope", sender: nil)
    return true
  }
}

/// `Session.state`: the navigation state as a value, and failed interactions restoring it.
@Suite struct SessionStateTests {
  static let document: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
      <scenes>
      <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="form" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>
      <scene sceneID="s2"><objects><tableViewController id="form" customClass="FailingFormViewController" sceneMemberID="viewController">
        <tableView key="view" dataMode="static" style="grouped" id="tv">
          <sections><tableViewSection id="sec"><cells>
            <tableViewCell id="cell"><tableViewCellContentView key="contentView" id="cv"><subviews><textField placeholder="Name" id="tf"/></subviews></tableViewCellContentView></tableViewCell>
            <tableViewCell id="cell2" textLabel="lbl" style="IBUITableViewCellStyleDefault"><tableViewCellContentView key="contentView" id="cv2"><subviews><label text="More" id="lbl"/></subviews></tableViewCellContentView>
              <connections><segue destination="next" kind="show" identifier="ShowNext" id="sg"/></connections>
            </tableViewCell>
          </cells></tableViewSection></sections>
        </tableView>
        <navigationItem key="navigationItem" title="Form" id="ni">
          <barButtonItem key="rightBarButtonItem" title="Go" id="go"><connections><action selector="go:" destination="form" id="a1"/></connections></barButtonItem>
        </navigationItem>
      </tableViewController></objects></scene>
      <scene sceneID="s3"><objects><viewController id="next" title="Next" storyboardIdentifier="Next" sceneMemberID="viewController"/></objects></scene>
      </scenes>
      </document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }()

  func makeSession() throws -> Session {
    let registry = ControllerRegistry()
    registry.register(FailingFormViewController.self)
    return try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: registry)
  }

  @Test func stateIsAValueThatFollowsTheMoves() throws {
    let session = try makeSession()
    let launch = session.state
    #expect(launch == session.state)
    _ = try session.type("Ray")
    let typed = session.state
    #expect(typed != launch)
    #expect(typed.root?.children.first?.fields == ["Ray"])
    #expect(typed.root?.children.first?.focusedField == 0)
    _ = try session.open(segue: "ShowNext")
    #expect(session.state.deepestStack == 2)
    _ = try session.back()
    // Leaving a scene resigns its field's focus, as UIKit does; the text stays.
    #expect(session.state.root?.children.first?.fields == ["Ray"])
    #expect(session.state.root?.children.first?.focusedField == nil)
    _ = try session.clear()
    #expect(Set([typed, session.state, launch]).count == 3)
    #expect(session.state.root?.children.first?.fields == [""])
  }

  @Test func theDataVersionIsPartOfTheState() throws {
    let session = try makeSession()
    var data: Int64 = 0
    session.dataVersion = { data }
    let before = session.state
    data = 1
    #expect(session.state != before)
  }

  /// App code that pushed and typed, then failed: the interaction fails and the session is as
  /// before, the pushed scene released (it stayed on the stack before the restore existed).
  @Test func aFailureAfterSideEffectsIsRolledBack() throws {
    let session = try makeSession()
    _ = try session.type("Ray")
    let before = session.state
    let live = session.context.liveControllers
    #expect(throws: NavigationError.self) { try session.tap(button: "Go") }
    #expect(session.state == before)
    #expect(session.breadcrumb == ["Form"])
    #expect(session.context.liveControllers == live)
    // The restored session still works.
    _ = try session.open(segue: "ShowNext")
    #expect(session.breadcrumb == ["Form", "Next"])
  }

  /// An interaction run inside another's (app code that makes a move while acting): when the
  /// inner one fails it puts back its own field edits, and the outer one's stay until it ends.
  @Test func aNestedFailureUndoesOnlyItsOwnFieldEdits() throws {
    let session = try makeSession()
    _ = try session.type("Ray")
    let field = try #require(session.context.firstResponder)
    _ = try session.run { () throws(NavigationError) in
      field.text = "outer"
      #expect(throws: NavigationError.self) {
        try session.run { () throws(NavigationError) in
          field.text = "inner"
          throw NavigationError("refused")
        }
      }
      #expect(field.text == "outer")
      return NavigationChange(.updated, "typed")
    }
    #expect(field.text == "outer")
    #expect(session.context.textEdits == nil)
  }

  /// The outer interaction failing after a nested one stood puts back every edit of both.
  @Test func anOuterFailureUndoesTheNestedEditsToo() throws {
    let session = try makeSession()
    _ = try session.type("Ray")
    let field = try #require(session.context.firstResponder)
    #expect(throws: NavigationError.self) {
      try session.run { () throws(NavigationError) in
        field.text = "outer"
        _ = try session.run { () throws(NavigationError) in
          field.text = "inner"
          return NavigationChange(.updated, "typed")
        }
        throw NavigationError("refused")
      }
    }
    #expect(field.text == "Ray")
    #expect(session.context.textEdits == nil)
  }
}
