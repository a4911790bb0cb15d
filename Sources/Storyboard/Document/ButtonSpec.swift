/// A button (or other control) in a controller's view.
public struct ButtonSpec: Sendable, Equatable {
  public var id: String
  /// The normal-state title, if any.
  public var title: String?
  public var action: String?
  /// `enabled="NO"` makes this false.
  public var isEnabled: Bool
  /// The normal-state image's name, for a button without a title.
  public var image: String?
  /// The accessibility label, if set.
  public var accessibilityLabel: String?
  /// The accessibility identifier, if set.
  public var accessibilityIdentifier: String?
  /// The button's own class (`customClass`, e.g. an animation library's), if set: code Roster
  /// does not run, which may act when it is tapped.
  public var customClass: String?
  public var line: Int

  public init(
    id: String, title: String? = nil, action: String? = nil, isEnabled: Bool = true,
    image: String? = nil, accessibilityLabel: String? = nil,
    accessibilityIdentifier: String? = nil, line: Int
  ) {
    self.id = id
    self.accessibilityIdentifier = accessibilityIdentifier
    self.title = title
    self.action = action
    self.isEnabled = isEnabled
    self.image = image
    self.accessibilityLabel = accessibilityLabel
    self.line = line
  }
}
