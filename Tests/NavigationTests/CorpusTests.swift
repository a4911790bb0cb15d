import Storyboard
import Testing

@testable import Navigation

@Suite struct CorpusTests {
  @Test(.enabled(if: Corpus.isPresent, "no ../shared/storyboards"))
  func everyStoryboardWalksWithoutLeaks() throws {
    for entry in try Corpus.index() {
      let path = Corpus.directory + "/" + entry.file
      let document = try StoryboardParser.parse(fileAt: path)
      #expect(document.scenes.count == entry.scenes, "\(entry.file): scene count")
      let starts: [String?] =
        document.initialController != nil ? [nil] : document.scenes.map(\.sceneID)
      for start in starts {
        weak var root: ViewController?
        var context: SessionContext?
        do {
          var walker = Walker(
            document: document, provider: StoryboardCatalog(beside: path), scene: start, depth: 4)
          walker.run()
          #expect(walker.problems.isEmpty, "\(entry.file): \(walker.problems.prefix(5))")
          print(
            "walk \(entry.file) from \(start ?? "initial"): \(walker.statesVisited) states, "
              + "\(walker.actionsRun) actions"
              + (walker.startFailure.map { "; cannot start: \($0)" } ?? ""))
          if let failure = walker.startFailure {
            #expect(failure.message.contains("storyboard"), "\(entry.file): \(failure)")
            continue
          }
          let session = try walker.makeSession()
          root = session.window.rootViewController
          context = session.context
        }
        #expect(root == nil, "\(entry.file): the root outlived its session")
        #expect(context?.liveControllers == 0, "\(entry.file): controllers outlived the session")
      }
    }
  }

  /// Held-out storyboards may start anywhere (`--scene`): every scene of every file, shallower.
  @Test(.enabled(if: Corpus.isPresent, "no ../shared/storyboards"))
  func everySceneStartsAndWalks() throws {
    var started = 0
    for entry in try Corpus.index() {
      let path = Corpus.directory + "/" + entry.file
      let document = try StoryboardParser.parse(fileAt: path)
      for scene in document.scenes {
        var walker = Walker(
          document: document, provider: StoryboardCatalog(beside: path), scene: scene.sceneID,
          depth: 2)
        walker.run()
        #expect(
          walker.problems.isEmpty, "\(entry.file) \(scene.sceneID): \(walker.problems.prefix(3))")
        if walker.startFailure == nil { started += 1 }
      }
    }
    #expect(started > 100)
  }

  @Test(.enabled(if: Corpus.isPresent, "no ../shared/storyboards"))
  func preppedRunsAcrossFiles() throws {
    let main = try StoryboardParser.parse(fileAt: Corpus.directory + "/Prepped/Main.storyboard")
    let session = try Session(
      storyboards: StoryboardCatalog(beside: Corpus.directory + "/Prepped/Main.storyboard"),
      document: main, registry: ControllerRegistry())
    let first = session.snapshot()
    #expect(first.tabs.count == 2)
    #expect(session.visibleController.storyboard.name == "Checklists")
    #expect(session.fireableSegues.first?.destinationTitle == "Checklist")
    let change = try session.open(segue: "ChecklistDetail")
    #expect(change.kind == .pushed)
    #expect(session.visibleController.storyboard.name == "ChecklistDetail")
    #expect(session.breadcrumb == ["Checklists", "Checklist"])
    #expect(session.visibleController.className == "ChecklistDetailViewController")
    weak let pushed = session.visibleController
    _ = try session.back()
    #expect(pushed == nil)
    let diary = try #require(first.tabs.last?.title)
    _ = try session.selectTab(diary)
    #expect(session.visibleController.storyboard.name == "Diary")
    let add = try #require(session.fireableSegues.first { $0.identifier == nil })
    let presented = try session.open(segue: add.destinationTitle)
    #expect(presented.kind == .presented)
    #expect(session.breadcrumb.last == add.destinationTitle)
    let unwind = try #require(session.fireableSegues.first { $0.kind == .unwind })
    weak let entry = session.visibleController
    let unwound = try session.open(segue: unwind.name)
    #expect(unwound.kind == .unwound)
    #expect(entry == nil)
    #expect(session.breadcrumb == ["Diary"])
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }
}

@Suite struct SplitViewCorpusTests {
  @Test(.enabled(if: Corpus.isPresent, "no ../shared/storyboards"))
  func showDetailSwapsTheDetailAndFreesTheOldOne() throws {
    let path = Corpus.directory + "/alamofire-example-main.storyboard"
    let document = try StoryboardParser.parse(fileAt: path)
    let session = try Session(
      storyboards: StoryboardCatalog(beside: path), document: document,
      registry: ControllerRegistry())
    let split = try #require(session.window.rootViewController as? SplitViewController)
    weak let initialDetail = split.detailViewController
    let get = try session.open(segue: "GET")
    #expect(get.kind == .detailShown)
    #expect(initialDetail == nil)
    weak let firstShown = split.detailViewController
    #expect(session.breadcrumb.count == 2)
    _ = try session.back()
    #expect(session.breadcrumb.count == 1)
    let post = try session.open(segue: "POST")
    #expect(post.kind == .detailShown)
    #expect(firstShown == nil)
    #expect(session.liveControllerCount == session.reachableControllerCount)
  }
}
