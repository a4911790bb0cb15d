import Navigation
import RatingsApp
import RosterStore
import Storyboard

/// Makes the session a run starts in: the Ratings app on a store, or any storyboard with
/// generic controllers (`--storyboard`), at its initial scene or `--scene`.
package struct SessionLauncher {
  package var options: Options

  package init(options: Options) {
    self.options = options
  }

  /// A fresh session (with `--memory`, on a fresh seeded store).
  package func launch() throws(ShellError) -> Session {
    do {
      if let path = options.storyboard {
        let document = try StoryboardParser.parse(fileAt: path)
        return try Session(
          storyboards: StoryboardSet([document]), document: document,
          registry: ControllerRegistry(), scene: options.scene)
      }
      // Until the Ratings app's launch entry lands: its storyboards with generic controllers.
      var documents: [StoryboardDocument] = []
      for (name, source) in RatingsStoryboards.sources.sorted(by: { $0.key < $1.key }) {
        documents.append(try StoryboardParser.parse(bytes: Array(source.utf8), name: name))
      }
      let main = documents.first { $0.name == RatingsStoryboards.mainName } ?? documents[0]
      return try Session(
        storyboards: StoryboardSet(documents), document: main, registry: ControllerRegistry(),
        scene: options.scene)
    } catch let error as StoryboardError {
      throw ShellError(error.message)
    } catch let error as NavigationError {
      throw ShellError(error.description)
    } catch {
      throw ShellError("\(error)")
    }
  }
}
