import Storyboard

/// A `UIBarButtonItem`: a title or system item, an enabled state and an action selector.
public final class BarButtonItem {
  /// The storyboard object id (segues from this item are found by it).
  public let id: String?
  public var title: String?
  /// `systemItem`, e.g. `add`, `done`, `cancel`.
  public var systemItem: String?
  /// The image's asset name, for an image-only item.
  public var image: String?
  /// Tapping a disabled item is refused.
  public var isEnabled = true
  /// What the user must do to enable the item, said when a tap is refused (e.g. "type a name").
  public var disabledHint: String?
  /// The action selector sent on tap, e.g. `done:`.
  public var action: String?
  /// The storyboard's custom class for it, if any (app or library code Roster does not run).
  public var customClass: String?

  init(spec: BarButtonItemSpec) {
    self.id = spec.id
    self.title = spec.title
    self.systemItem = spec.systemItem
    self.image = spec.image
    self.action = spec.action
    self.isEnabled = spec.isEnabled
    self.customClass = spec.customClass
  }

  /// What the user sees and types: the title, else the system item's label (`add` → `+`).
  public var displayTitle: String {
    BarButtonItemSpec(id: "", title: title, systemItem: systemItem, image: image, line: 0)
      .displayTitle
  }

  /// Whether `name` names this item: its title or system item (any case), `+` or `add`
  /// (`TapNames`, which `roster check` asks too).
  func matches(_ name: String) -> Bool {
    TapNames.barButtonItem(displayTitle: displayTitle, title: title, systemItem: systemItem)
      .contains(name.lowercased())
  }
}
