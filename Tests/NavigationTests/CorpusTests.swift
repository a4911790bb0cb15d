import Storyboard
import Testing

@testable import Navigation

@Suite struct CorpusTests {
  @Test(.enabled(if: Corpus.isPresent, "no ../shared/storyboards"))
  func everyStoryboardWalksWithoutLeaks() throws {
    for entry in try Corpus.index() {
      let path = Corpus.directory + "/" + entry.file
      let document = try StoryboardParser.parse(fileAt: path)
      let starts: [String?] =
        document.initialController != nil ? [nil] : document.scenes.map(\.sceneID)
      for start in starts {
        weak var root: ViewController?
        var context: SessionContext?
        do {
          var walker = Walker(
            document: document, provider: DirectoryStoryboards(), scene: start, depth: 4)
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

  @Test(.enabled(if: Corpus.isPresent, "no ../shared/storyboards"))
  func preppedRunsAcrossFiles() throws {
    let main = try StoryboardParser.parse(fileAt: Corpus.directory + "/Prepped/Main.storyboard")
    let session = try Session(
      storyboards: DirectoryStoryboards(), document: main, registry: ControllerRegistry())
    let first = session.snapshot()
    #expect(first.tabs.count == 2)
    #expect(session.visibleController.storyboard.name == "Checklists")
    let segues = session.fireableSegues
    #expect(!segues.isEmpty)
    print(session.hierarchyDescription, first, segues.map(\.name))
  }
}
