import RosterSupport
import Storyboard

/// A loaded storyboard at run time (UIKit's `UIStoryboard`): instantiates its controllers,
/// running registered classes and generic controllers for the rest, and follows storyboard
/// references to other files.
public final class RuntimeStoryboard {
  /// The document it runs.
  public let document: StoryboardDocument
  let context: SessionContext

  init(document: StoryboardDocument, context: SessionContext) {
    self.document = document
    self.context = context
  }

  /// The file's name, e.g. `Main`.
  public var name: String { document.name }

  /// Its identity in the session's catalog (`StoryboardCatalog.identity(of:)`), as coverage
  /// names its items: worked out once, where every move notes a few.
  lazy var identity = context.storyboards.identity(of: document)

  /// A new instance of the initial view controller; nil when no entry point is set.
  public func instantiateInitialViewController() throws(NavigationError) -> ViewController? {
    guard let spec = document.initialController else { return nil }
    return try instantiate(spec)
  }

  /// A new instance of the controller with this storyboard ID.
  public func instantiateViewController(withIdentifier identifier: String) throws(NavigationError)
    -> ViewController
  {
    guard let spec = document.controller(storyboardIdentifier: identifier) else {
      throw missingIdentifier(identifier)
    }
    return try instantiate(spec)
  }

  func missingIdentifier(_ identifier: String) -> NavigationError {
    let ids = document.scenes.compactMap(\.controller.storyboardIdentifier)
    return NavigationError(
      "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'",
      fix: Suggestion.didYouMean(identifier, among: ids)
        ?? "set the Storyboard ID in the Identity Inspector"
    ).asException
  }

  /// Follows storyboard references: the storyboard and controller a spec really stands for,
  /// as the session's one resolver (`StoryboardCatalog.resolve`) finds them.
  func resolve(_ spec: ControllerSpec) throws(NavigationError) -> (
    RuntimeStoryboard, ControllerSpec
  ) {
    guard spec.kind == .viewControllerPlaceholder else { return (self, spec) }
    let resolution: StoryboardCatalog.Resolution
    do {
      resolution = try context.storyboards.resolve(spec, in: document)
    } catch {
      // With its FILE:LINE, as lint says it: the reference to fix is in the storyboard.
      throw NavigationError(error.message).asException
    }
    if resolution.document.name == document.name, resolution.document.path == document.path {
      return (self, resolution.controller)
    }
    return (
      RuntimeStoryboard(document: resolution.document, context: context), resolution.controller
    )
  }

  /// Checks that a controller and what it makes eagerly (a navigation root, split columns)
  /// can be instantiated, without making anything.
  func check(_ spec: ControllerSpec, depth: Int = 0) throws(NavigationError) {
    let (board, target) = try resolve(spec)
    guard depth < 12 else {
      throw NavigationError(
        "containers nest too deep at \(target.sceneTitle)", fix: "break the relationship cycle")
    }
    for segue in target.segues where segue.kind == .relationship {
      guard segue.relationship != "viewControllers" else { continue }
      guard let child = board.document.controller(id: segue.destination) else { continue }
      try board.check(child, depth: depth + 1)
    }
  }

  /// Makes a controller (and, for containers, the children they make at once).
  func instantiate(_ spec: ControllerSpec) throws(NavigationError) -> ViewController {
    try check(spec)
    return try make(spec)
  }

  /// Makes a controller without checking first (the caller checked).
  func make(_ spec: ControllerSpec) throws(NavigationError) -> ViewController {
    guard context.makeDepth < 16 else {
      throw NavigationError(
        "containers nest too deep at \(spec.sceneTitle) in \(name)",
        fix: "break the relationship cycle")
    }
    context.makeDepth += 1
    defer { context.makeDepth -= 1 }
    let (board, target) = try resolve(spec)
    if board !== self { return try board.make(target) }
    let dockViews = document.scenes.first { $0.controller.id == target.id }?.dockViews ?? []
    let factory = target.customClass.flatMap { context.registry.factory(for: $0) }
    let coder = StoryboardCoder(
      spec: target, dockViews: dockViews, storyboard: self, isGeneric: factory == nil)
    let controller: ViewController
    switch target.kind {
    case .navigationController:
      controller = factory?(coder) as? NavigationController ?? NavigationController(coder: coder)
    case .tabBarController:
      controller = factory?(coder) as? TabBarController ?? TabBarController(coder: coder)
    case .splitViewController:
      controller = factory?(coder) as? SplitViewController ?? SplitViewController(coder: coder)
    default:
      controller = factory?(coder) ?? ViewController(coder: coder)
    }
    try controller.makeRelationshipChildren()
    return controller
  }

  /// The controller spec with this object id in this document.
  func controllerSpec(id: String) -> ControllerSpec? {
    document.controller(id: id)
  }
}
