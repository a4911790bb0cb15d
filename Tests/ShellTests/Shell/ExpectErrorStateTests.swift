import Navigation
import RosterSupport
import Storyboard
import Testing

@testable import Shell

/// A scene whose Save writes (counts a save, as a store would commit) and then fails.
final class SaveThenFailViewController: ViewController {
  var saves = 0

  override func handleAction(_ selector: String, sender: Any?) throws -> Bool {
    guard selector == "save:" else { return false }
    saves += 1
    throw NavigationError("the disk is full", fix: "free some space")
  }
}

/// `expect error` compares the whole session state (`Session.state`), not the drawing: a failed
/// command that changed data off screen is caught.
@Suite struct ExpectErrorStateTests {
  static let document: StoryboardDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
      <scenes>
      <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>
      <scene sceneID="s2"><objects><viewController id="home" customClass="SaveThenFailViewController" sceneMemberID="viewController">
        <navigationItem key="navigationItem" title="Home" id="ni">
          <barButtonItem key="rightBarButtonItem" title="Save" id="save"><connections><action selector="save:" destination="home" id="a1"/></connections></barButtonItem>
        </navigationItem>
      </viewController></objects></scene>
      </scenes>
      </document>
      """
    return try! StoryboardParser.parse(bytes: Array(xml.utf8), name: "Main")
  }()

  func makeSession() throws -> Session {
    let registry = ControllerRegistry()
    registry.register(SaveThenFailViewController.self)
    return try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: registry)
  }

  @Test func aFailedCommandThatChangedDataOffScreenIsCaught() throws {
    let session = try makeSession()
    session.dataVersion = { [unowned session] in
      Int64((session.visibleController as? SaveThenFailViewController)?.saves ?? 0)
    }
    let shell = Shell(session: session, console: .capturing())
    #expect(shell.run(line: "expect error tap Nowhere") == .failed)
    #expect(
      shell.run(line: "expect error tap Save", at: SourceLocation(file: "s", line: 1)) == .failed)
    #expect(
      shell.console.capturedErr.contains(
        "\"tap Save\" failed but changed the session off screen"))
  }

  /// A move the session refused fails the command with the session's error kept whole: who
  /// refused it (the app here) and its fix, not only their words.
  @Test func aRefusedMoveKeepsTheSessionsError() throws {
    let shell = Shell(session: try makeSession(), console: .capturing())
    let command = try #require(try CommandParser.parse("tap Save"))
    let error = try #require(throws: ShellError.self) {
      try shell.execute(command, line: "tap Save")
    }
    let refusal = try #require(error.refusal)
    #expect(refusal.origin == .app)
    #expect(refusal.fix == "free some space")
    #expect(error.message == "the disk is full; free some space")
    #expect(!error.namesNothing)
  }
}
