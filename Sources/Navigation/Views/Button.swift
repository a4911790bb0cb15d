import Storyboard

/// A `UIButton` in a controller's view: a title and an action selector.
public final class Button {
  /// The storyboard object id.
  public let id: String?
  public var title: String?
  /// The action selector sent on tap, e.g. `save:`.
  public var action: String?
  public var isEnabled = true
  /// The image's name, for a button without a title.
  public var image: String?
  public var accessibilityLabel: String?
  /// The storyboard's custom class for it, if any (app or library code Roster does not run).
  public var customClass: String?

  init(spec: ButtonSpec) {
    self.id = spec.id
    self.title = spec.title
    self.action = spec.action
    self.isEnabled = spec.isEnabled
    self.image = spec.image
    self.accessibilityLabel = spec.accessibilityLabel
    self.customClass = spec.customClass
  }

  /// What the user sees and types: the title, else the accessibility label, else the image's
  /// name; nil when it has none of them.
  public var displayTitle: String? {
    ButtonSpec.displayTitle(title: title, accessibilityLabel: accessibilityLabel, image: image)
  }

  /// Whether `tap name` names this button: what it shows (any case) or its object id
  /// (`TapNames`, which `roster check` asks too).
  func answers(to name: String) -> Bool {
    TapNames.button(name, displayTitle: displayTitle, id: id)
  }
}
