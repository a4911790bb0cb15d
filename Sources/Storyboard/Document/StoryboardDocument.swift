/// One parsed `.storyboard` file: plain values, no behaviour beyond lookups.
///
/// The loader fills these from Interface Builder XML; the runtime (module `Navigation`), lint
/// and DOT export read them. Every element keeps the line it came from, for messages.
public struct StoryboardDocument: Sendable, Equatable {
  /// The file's base name without extension, e.g. `Main` for `Main.storyboard`.
  public var name: String
  /// Where it was read from (nil for an in-memory document).
  public var path: String?
  /// `document@version`, e.g. `3.0`.
  public var version: String?
  /// `document@toolsVersion`.
  public var toolsVersion: String?
  /// `document@targetRuntime`, e.g. `iOS.CocoaTouch`.
  public var targetRuntime: String?
  /// `document@initialViewController`: a controller id, or nil when no entry point is set.
  public var initialViewControllerID: String?
  /// The scenes in file order.
  public var scenes: [Scene]
  /// Source line of `<document>`.
  public var line: Int
  /// File-wide facts for lint (duplicate ids, layout flags, broken connections).
  public var findings = DocumentFindings()

  public init(
    name: String, path: String? = nil, version: String? = nil, toolsVersion: String? = nil,
    targetRuntime: String? = nil, initialViewControllerID: String? = nil, scenes: [Scene] = [],
    line: Int = 1
  ) {
    self.name = name
    self.path = path
    self.version = version
    self.toolsVersion = toolsVersion
    self.targetRuntime = targetRuntime
    self.initialViewControllerID = initialViewControllerID
    self.scenes = scenes
    self.line = line
  }

  /// The controller with this object id (`viewController@id`), if any.
  public func controller(id: String) -> ControllerSpec? {
    scenes.first { $0.controller.id == id }?.controller
  }

  /// The controller with this storyboard ID (`storyboardIdentifier`), if any.
  public func controller(storyboardIdentifier: String) -> ControllerSpec? {
    scenes.first { $0.controller.storyboardIdentifier == storyboardIdentifier }?.controller
  }

  /// The initial view controller, if the entry point is set and exists.
  public var initialController: ControllerSpec? {
    initialViewControllerID.flatMap { controller(id: $0) }
  }
}

/// A `<scene>`: one top-level controller plus its dock objects.
public struct Scene: Sendable, Equatable {
  /// `scene@sceneID`.
  public var sceneID: String
  /// The scene's view controller (the object with `sceneMemberID="viewController"`).
  public var controller: ControllerSpec
  /// Views in the scene dock (top-level objects that are not in the view hierarchy).
  public var dockViews: [ViewSpec]
  /// Source line of `<scene>`.
  public var line: Int

  public init(sceneID: String, controller: ControllerSpec, dockViews: [ViewSpec] = [], line: Int) {
    self.sceneID = sceneID
    self.controller = controller
    self.dockViews = dockViews
    self.line = line
  }
}
