import RosterSupport
import Storyboard

/// The state machine the shell drives: a window whose root is a storyboard's initial (or
/// chosen) controller, and the interactions a user has with the visible scene. Each
/// interaction either returns what changed or throws a `NavigationError` and changes nothing.
package final class Session {
  let context: SessionContext
  /// The window; its root is the app delegate's entry point.
  package let window = Window()
  /// The entry storyboard.
  package let document: StoryboardDocument
  /// The device it runs on (`--device`, else the storyboard's own).
  package var device: Device { context.device }
  /// Moves with every interaction (succeeded or failed): what the scene draws can only change
  /// between two equal generations through the visible controller's `contentVersion`.
  package internal(set) var generation = 0
  /// The app's data version, part of `state`: a value that moves when the data the scenes show
  /// changes (the Ratings app sets it from its store). Generic storyboards have none.
  package var dataVersion: () -> Int64 = { 0 }
  /// Told as the shell starts and ends a command (`beginTurn`, `endTurn`): the app may take
  /// shared data it read once in a turn as current for the rest of it (the Ratings app's
  /// store then asks a server once a command, not once a read).
  package var turnObserver: (began: () -> Void, ended: () -> Void) = ({}, {})
  /// How many turns are open (`beginTurn` less `endTurn`).
  private var turnDepth = 0

  /// Starts a session on `document`'s initial view controller, or on `scene` (a storyboard ID,
  /// scene ID or controller id). `launch` runs after the root is made and before it loads (the
  /// app delegate's `application(_:didFinishLaunchingWithOptions:)`). `device` nil: the
  /// storyboard's own, or its app's (`StoryboardCatalog.defaultDevice(for:)`).
  package init(
    storyboards: StoryboardCatalog, document: StoryboardDocument,
    registry: ControllerRegistry, scene: String? = nil, device: Device? = nil,
    launch: ((Window) -> Void)? = nil
  ) throws(NavigationError) {
    context = SessionContext(
      registry: registry, storyboards: storyboards,
      device: device ?? storyboards.defaultDevice(for: document))
    self.document = document
    let storyboard = RuntimeStoryboard(document: document, context: context)
    let spec: ControllerSpec
    if let scene {
      guard let found = Self.controller(named: scene, in: document) else {
        let names = Self.startable(document).flatMap {
          [$0.controller.storyboardIdentifier, $0.sceneID].compactMap { $0 }
        }
        var error = NavigationError(
          "Storyboard (\(document.name)) doesn't contain a view controller with identifier "
            + "'\(scene)'",
          fix: Suggestion.didYouMean(scene, among: names)
            ?? "pass a storyboard ID or scene ID: \(names.prefix(8).joined(separator: ", "))")
        error.origin = .notFound
        throw error
      }
      spec = found
    } else {
      guard let initial = document.initialController else {
        let startable = Self.startable(document)
        let ids = startable.compactMap(\.controller.storyboardIdentifier)
        let scenes = ids.isEmpty ? startable.map(\.sceneID) : ids
        throw NavigationError(
          "Failed to instantiate the default view controller for UIMainStoryboardFile "
            + "'\(document.name)' - perhaps the designated entry point is not set?",
          fix: "pass --scene ID to start at a scene"
            + (scenes.isEmpty ? "" : " (e.g. \(scenes.prefix(5).joined(separator: ", ")))"))
      }
      spec = initial
    }
    let root = try storyboard.instantiate(spec)
    window.rootViewController = root
    launch?(window)
    root.loadHierarchy()
    root.beginAppearing()
    root.endAppearing()
    if let error = context.pendingError {
      context.pendingError = nil
      throw error
    }
  }

  /// The scenes `--scene` can start at: not storyboard references (a reference is a
  /// placeholder for a scene of another file, which iOS never instantiates in this one).
  static func startable(_ document: StoryboardDocument) -> [Scene] {
    document.scenes.filter { $0.controller.kind != .viewControllerPlaceholder }
  }

  static func controller(named name: String, in document: StoryboardDocument) -> ControllerSpec? {
    document.controller(storyboardIdentifier: name)
      ?? document.scenes.first { $0.sceneID == name }?.controller
      ?? document.controller(id: name)
  }

  /// Starts a command's turn (`turnObserver`); each `beginTurn` is ended by one `endTurn`.
  package func beginTurn() {
    turnDepth += 1
    turnObserver.began()
  }
  /// Ends the turn `beginTurn` started.
  package func endTurn() {
    turnDepth -= 1
    turnObserver.ended()
  }

  /// Inside a turn, starts it afresh: what the app read in it is known to be stale (a row
  /// moved under a name). Outside one nothing was kept, so nothing is told.
  func restartTurn() {
    guard turnDepth > 0 else { return }
    endTurn()
    beginTurn()
  }

  // MARK: - Where we are

  /// The controller whose scene is visible (top of the presentation chain, down containers).
  package var visibleController: ViewController {
    window.rootViewController!.visibleLeaf
  }

  /// The controller whose table is drawn and rows are selected, deleted and found: the visible
  /// scene's own, else the first scene embedded in it (a container view) that has one — a
  /// settings table under an account header, as iOS shows it.
  package var tableController: ViewController {
    let leaf = visibleController
    guard leaf.tableView == nil, leaf.visibleChild == nil else { return leaf }
    return leaf.children.lazy.map(\.shownLeaf).first { $0.tableView != nil } ?? leaf
  }

  /// The controller whose rows `select` acts on: `tableController`, else (an iPad's split view)
  /// the first column beside it that has a table.
  var selectableTableController: ViewController {
    let owner = tableController
    guard owner.tableView == nil else { return owner }
    return besideColumns.first { $0.tableView != nil } ?? owner
  }

  /// The split-view columns on screen beside the visible scene (an iPad), in column order; a
  /// scene presented over a column's context has the other columns beside it.
  var besideColumns: [ViewController] {
    guard let split = visibleController.containingSplitView, split.isExpanded else { return [] }
    let focused = visibleController
    return split.children.map(\.shownLeaf).filter { $0 !== focused }
  }

  /// The titles of the scenes from the root to the visible one, e.g.
  /// `["Players", "Add Player", "Choose Game"]`.
  package var breadcrumb: [String] {
    scenePath.map(\.sceneTitle)
  }

  /// How many controllers are presented on the way from the root to the visible scene (above
  /// the root, or above a presentation context on the way, such as a tab's).
  var presentationDepth: Int {
    var depth = 0
    var current = window.rootViewController
    while let node = current {
      if let presented = node.presentedStorage {
        depth += 1
        current = presented
      } else {
        current = node.visibleChild
      }
    }
    return depth
  }

  /// The content controllers from the root to the visible one.
  var scenePath: [ViewController] {
    guard let root = window.rootViewController else { return [] }
    return Self.scenePath(of: root)
  }

  /// The content controllers of `controller`'s containers, then of what it presents.
  private static func scenePath(of controller: ViewController) -> [ViewController] {
    let path = containerPath(of: controller)
    guard let presented = controller.presentedStorage else { return path }
    return path + scenePath(of: presented)
  }

  private static func containerPath(of controller: ViewController) -> [ViewController] {
    switch controller {
    case let navigation as NavigationController:
      guard let top = navigation.topViewController else { return [navigation] }
      return navigation.children.dropLast().map(\.contentLeaf) + scenePath(of: top)
    case let split as SplitViewController:
      guard let master = split.masterViewController else { return [split] }
      var path = scenePath(of: master)
      if split.focusesSupplementary, let supplementary = split.supplementaryViewController {
        path += scenePath(of: supplementary)
      }
      if split.isShowingDetail, let detail = split.detailViewController {
        path += scenePath(of: detail)
      }
      return path
    default:
      guard let child = controller.visibleChild else { return [controller] }
      return scenePath(of: child)
    }
  }
}
