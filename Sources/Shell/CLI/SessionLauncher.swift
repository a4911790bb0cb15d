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
    try launch(catalog: catalog())
  }

  /// A fresh session whose storyboard references resolve through `catalog`.
  package func launch(catalog: StoryboardCatalog) throws(ShellError) -> Session {
    do {
      let document: StoryboardDocument
      if let path = options.storyboard {
        document = try StoryboardParser.parse(fileAt: path)
        catalog.add(document)
      } else {
        // Until the Ratings app's launch entry lands: its storyboards with generic controllers.
        document = try catalog.document(named: RatingsStoryboards.mainName)
      }
      return try Session(
        storyboards: CatalogProvider(catalog), document: document,
        registry: ControllerRegistry(), scene: options.scene)
    } catch let error as StoryboardError {
      throw ShellError(error.message)
    } catch let error as NavigationError {
      throw ShellError(error.description)
    } catch {
      throw ShellError("\(error)")
    }
  }

  /// The storyboards a session can reach: files beside `--storyboard`, else the app's own.
  package func catalog() -> StoryboardCatalog {
    if let path = options.storyboard { return StoryboardCatalog(beside: path) }
    return StoryboardCatalog(embedded: RatingsStoryboards.sources)
  }
}
