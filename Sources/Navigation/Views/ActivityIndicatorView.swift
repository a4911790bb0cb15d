import Storyboard

/// A `UIActivityIndicatorView`: shown as busy while animating; once stopped, hidden when it
/// `hidesWhenStopped`.
public final class ActivityIndicatorView {
  /// The storyboard object id.
  public let id: String?
  public var isAnimating: Bool
  public var hidesWhenStopped: Bool

  init(spec: ControlSpec) {
    self.id = spec.id
    self.isAnimating = spec.isAnimating
    self.hidesWhenStopped = spec.hidesWhenStopped
  }
}
