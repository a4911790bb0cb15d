import Navigation
import RosterModel
import Storyboard

/// The Ratings app as the shell starts it: its storyboards, its controllers by class name, and
/// its launch.
package enum RatingsApp {
  /// The custom classes the storyboards name, as the Identity Inspector links them.
  package static func makeRegistry() -> ControllerRegistry {
    let registry = ControllerRegistry()
    registry.register(PlayersViewController.self)
    registry.register(PlayerDetailsViewController.self)
    registry.register(GamePickerViewController.self)
    registry.register(RatingPickerViewController.self)
    registry.register(GamesViewController.self)
    registry.register(AddGameViewController.self)
    return registry
  }

  /// A catalog of the embedded storyboards (`Main`, `Games`), for loading, lint and graphs.
  package static func makeCatalog() -> StoryboardCatalog {
    StoryboardCatalog(documents: RatingsStoryboards.documents)
  }

  /// Starts the app: Main.storyboard's tab bar (or the scene with storyboard ID `scene`), the
  /// app delegate handing `store` to the first view controllers, the first scene on screen.
  /// `catalog` (default: `makeCatalog()`) is where Main and Games are read from; `device` nil
  /// is an iPhone.
  package static func launch(
    store: any RosterStoring, scene: String? = nil, catalog: StoryboardCatalog? = nil,
    device: Device? = nil
  ) throws(NavigationError) -> Session {
    let catalog = catalog ?? makeCatalog()
    let main: StoryboardDocument
    do {
      main = try catalog.document(named: RatingsStoryboards.mainName)
    } catch {
      throw NavigationError(
        "the app's embedded Main.storyboard does not load: \(error)",
        fix: "fix Sources/RatingsApp/Storyboards/Main.storyboard, run Scripts/embed-storyboards")
    }
    let appDelegate = AppDelegate(store: store)
    let session = try Session(
      storyboards: catalog, document: main, registry: makeRegistry(),
      scene: scene, device: device
    ) { window in
      appDelegate.application(didFinishLaunchingWith: window)
    }
    let fingerprint = DataFingerprint(store)
    session.dataVersion = { fingerprint.current() }
    session.turnObserver = ({ store.beginTurn() }, { store.endTurn() })
    return session
  }
}
