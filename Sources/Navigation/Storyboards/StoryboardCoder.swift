import Storyboard

/// What `init(coder:)` decodes a controller from: its storyboard element and scene.
public final class StoryboardCoder {
  /// The controller element.
  public let spec: ControllerSpec
  /// The scene's dock views (outlets may point at them).
  public let dockViews: [ViewSpec]
  /// The storyboard the controller comes from.
  public let storyboard: RuntimeStoryboard
  /// Whether no registered class runs this scene.
  let isGeneric: Bool

  /// The spec as the session's device shows it (`ControllerSpec.installed(on:)`).
  init(spec: ControllerSpec, dockViews: [ViewSpec], storyboard: RuntimeStoryboard, isGeneric: Bool)
  {
    self.spec = spec.installed(on: storyboard.context.device)
    self.dockViews = dockViews
    self.storyboard = storyboard
    self.isGeneric = isGeneric
  }

  var context: SessionContext { storyboard.context }
}
