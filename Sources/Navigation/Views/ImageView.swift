import Storyboard

/// A `UIImageView`, drawn as a placeholder: its accessibility label, else its image's name. What
/// the storyboard says of it (`id`, `image`, `accessibilityLabel`) is read from its spec.
public final class ImageView: StoryboardBacked {
  public let spec: ControlSpec

  init(spec: ControlSpec) { self.spec = spec }

  /// What the placeholder says: the accessibility label, else the image name; nil for neither.
  public var displayName: String? {
    ControlSpec.imageDisplayName(accessibilityLabel: spec.accessibilityLabel, image: spec.image)
  }
}
