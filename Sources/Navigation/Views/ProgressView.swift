import Storyboard

/// A `UIProgressView`: how far a task is, from 0 to 1, drawn as a bar.
public final class ProgressView {
  /// The storyboard object id.
  public let id: String?
  /// UIKit's `progress`; values outside 0…1 are drawn at the nearer end, as UIKit does.
  public var progress: Double

  init(spec: ControlSpec) {
    self.id = spec.id
    self.progress = spec.value
  }
}
