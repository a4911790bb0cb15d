/// A `textField`.
public struct TextFieldSpec: Sendable, Equatable {
  public var id: String
  public var text: String?
  public var placeholder: String?
  /// `enabled="NO"` makes this false.
  public var isEnabled: Bool
  /// `secureTextEntry="YES"`: what is typed is drawn as bullets.
  public var isSecure: Bool
  /// The accessibility label, if set.
  public var accessibilityLabel: String?
  public var line: Int

  public init(
    id: String, text: String? = nil, placeholder: String? = nil, isEnabled: Bool = true,
    isSecure: Bool = false, accessibilityLabel: String? = nil, line: Int
  ) {
    self.id = id
    self.text = text
    self.placeholder = placeholder
    self.isEnabled = isEnabled
    self.isSecure = isSecure
    self.accessibilityLabel = accessibilityLabel
    self.line = line
  }
}
