import Storyboard

/// A `UIButton` in a controller's view: a title and an action selector. What the storyboard says
/// of it (`id`, `title`, `action`, `image`, `accessibilityLabel`, `customClass`) is read from its
/// spec (`button.title` is `button.spec.title`); only whether it is enabled changes as it runs.
public final class Button: StoryboardBacked {
  public let spec: ButtonSpec
  public var isEnabled: Bool

  init(spec: ButtonSpec) {
    self.spec = spec
    self.isEnabled = spec.isEnabled
  }

  /// What the user sees and types: the title, else the accessibility label, else the image's
  /// name; nil when it has none of them.
  public var displayTitle: String? {
    ButtonSpec.displayTitle(
      title: spec.title, accessibilityLabel: spec.accessibilityLabel, image: spec.image)
  }

  /// Whether `tap name` names this button: what it shows (any case) or its object id
  /// (`TapNames`, which `roster check` asks too).
  func answers(to name: String) -> Bool {
    TapNames.button(name, displayTitle: displayTitle, id: spec.id)
  }
}
