import Storyboard
import Testing

@testable import Navigation

/// Storyboards that are wrong in ways real files can be: cycles and dangling ids refuse with a
/// message, never crash or hang.
@Suite struct HostileStoryboardTests {
  func document(_ controllers: [ControllerSpec], initial: String?) -> StoryboardDocument {
    StoryboardDocument(
      name: "Bad", initialViewControllerID: initial,
      scenes: controllers.enumerated().map {
        Scene(sceneID: "s\($0.offset)", controller: $0.element, line: $0.offset)
      })
  }

  func start(_ document: StoryboardDocument) throws(NavigationError) -> Session {
    try Session(
      storyboards: StoryboardCatalog(documents: [document]), document: document,
      registry: ControllerRegistry())
  }

  @Test func containerCyclesAreRefused() {
    let tabs = ControllerSpec(
      id: "t", kind: .tabBarController,
      segues: [
        SegueSpec(
          id: "r", kind: .relationship, destination: "t", relationship: "viewControllers", line: 1)
      ], line: 1)
    let nav = ControllerSpec(
      id: "n", kind: .navigationController,
      segues: [
        SegueSpec(
          id: "r", kind: .relationship, destination: "n", relationship: "rootViewController",
          line: 1)
      ], line: 1)
    #expect(throws: NavigationError.self) { try start(document([tabs], initial: "t")) }
    #expect(throws: NavigationError.self) { try start(document([nav], initial: "n")) }
  }

  @Test func embedCyclesAreSkipped() throws {
    let loop = ControllerSpec(
      id: "v", kind: .viewController, title: "Loop",
      segues: [SegueSpec(id: "e", kind: .embed, destination: "v", line: 1)], line: 1)
    let session = try start(document([loop], initial: "v"))
    #expect(session.breadcrumb == ["Loop"])
    #expect(session.liveControllerCount == 1)
  }

  @Test func danglingSeguesAndReferencesAreErrors() throws {
    let home = ControllerSpec(
      id: "h", kind: .viewController, title: "Home",
      segues: [
        SegueSpec(id: "a", identifier: "Nowhere", kind: .presentation, destination: "zz", line: 2),
        SegueSpec(id: "b", identifier: "Elsewhere", kind: .presentation, destination: "p", line: 3),
      ], line: 1)
    let placeholder = ControllerSpec(
      id: "p", kind: .viewControllerPlaceholder, storyboardName: "Missing", line: 4)
    let session = try start(document([home, placeholder], initial: "h"))
    let dangling = #expect(throws: NavigationError.self) { try session.open(segue: "Nowhere") }
    #expect(dangling?.message.contains("missing scene 'zz'") == true)
    let missing = #expect(throws: NavigationError.self) { try session.open(segue: "Elsewhere") }
    #expect(
      missing?.message
        == "Bad.storyboard:4: Could not find a storyboard named 'Missing'; add "
        + "Missing.storyboard beside "
        + "Bad.storyboard or fix the reference's storyboard name")
    #expect(session.liveControllerCount == 1)
  }

  @Test func referenceNamingAPathIsRefused() throws {
    let home = ControllerSpec(
      id: "h", kind: .viewController, title: "Home",
      segues: [
        SegueSpec(id: "a", identifier: "Out", kind: .presentation, destination: "p", line: 2)
      ],
      line: 1)
    let placeholder = ControllerSpec(
      id: "p", kind: .viewControllerPlaceholder, storyboardName: "../../x", line: 4)
    let outside = StoryboardDocument(
      name: "../../x", initialViewControllerID: "o",
      scenes: [
        Scene(
          sceneID: "o", controller: ControllerSpec(id: "o", kind: .viewController, line: 1), line: 1
        )
      ])
    let bad = document([home, placeholder], initial: "h")
    let session = try Session(
      storyboards: StoryboardCatalog(documents: [bad, outside]), document: bad,
      registry: ControllerRegistry())
    let refusal = #expect(throws: NavigationError.self) { try session.open(segue: "Out") }
    #expect(
      refusal?.description
        == "Bad.storyboard:4: storyboard reference \"../../x\" names a path; references name a "
        + "storyboard in the same project")
    #expect(session.breadcrumb == ["Home"])
  }
}
