import Storyboard

/// A `UIImageView`, drawn as a placeholder: its accessibility label, else its image's name.
public final class ImageView {
  /// The storyboard object id.
  public let id: String?
  /// The image's asset name, if any.
  public var image: String?
  public var accessibilityLabel: String?

  init(spec: ControlSpec) {
    self.id = spec.id
    self.image = spec.image
    self.accessibilityLabel = spec.accessibilityLabel
  }

  /// What the placeholder says: the accessibility label, else the image name; nil for neither.
  public var displayName: String? {
    ControlSpec.imageDisplayName(accessibilityLabel: accessibilityLabel, image: image)
  }
}
