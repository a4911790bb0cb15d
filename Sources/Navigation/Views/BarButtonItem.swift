import Storyboard

/// A `UIBarButtonItem`: a title or system item, an enabled state and an action selector. What
/// the storyboard says of it (`id`, `title`, `systemItem`, `image`, `action`, `customClass`) is
/// read from its spec (`item.title` is `item.spec.title`); whether it is enabled, and why not,
/// change as it runs.
public final class BarButtonItem: StoryboardBacked {
  public let spec: BarButtonItemSpec
  /// Tapping a disabled item is refused.
  public var isEnabled: Bool
  /// What the user must do to enable the item, said when a tap is refused (e.g. "type a name").
  public var disabledHint: String?

  init(spec: BarButtonItemSpec) {
    self.spec = spec
    self.isEnabled = spec.isEnabled
  }

  /// Whether `name` names this item: its title or system item (any case), `+` or `add`
  /// (`TapNames`, which `roster check` asks too).
  func matches(_ name: String) -> Bool {
    TapNames.barButtonItem(
      displayTitle: spec.displayTitle, title: spec.title, systemItem: spec.systemItem
    )
    .contains(name.lowercased())
  }
}
