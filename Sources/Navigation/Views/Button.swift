import Storyboard

/// A `UIButton` (or other control) in a controller's view: a title and an action selector.
public final class Button {
  /// The storyboard object id.
  public let id: String?
  public var title: String?
  /// The action selector sent on tap, e.g. `save:`.
  public var action: String?
  public var isEnabled = true

  public init(title: String?, action: String? = nil) {
    self.id = nil
    self.title = title
    self.action = action
  }

  init(spec: ButtonSpec) {
    self.id = spec.id
    self.title = spec.title
    self.action = spec.action
  }
}
