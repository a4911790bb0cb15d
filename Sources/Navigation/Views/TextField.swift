import Storyboard

/// A `UITextField`: text, placeholder and keyboard focus (first responder).
public final class TextField {
  /// The storyboard object id.
  public let id: String?
  public var text: String {
    didSet {
      // Logged for the interaction's checkpoint, which puts it back if the interaction fails.
      owner?.context.textEdits?.append((self, oldValue))
    }
  }
  public var placeholder: String?
  /// A disabled field is drawn so and cannot be focused.
  public var isEnabled = true
  /// A secure field (a password) draws what is typed as bullets.
  public var isSecure = false
  public var accessibilityLabel: String?
  /// What the shell calls a field of a view (its placeholder, accessibility label, outlet,
  /// else `fieldN`); nil for a field in a table cell.
  public internal(set) var name: String?
  /// The controller whose view holds the field (set by the runtime).
  public internal(set) weak var owner: ViewController?

  init(spec: TextFieldSpec, owner: ViewController?) {
    self.id = spec.id
    self.text = spec.text ?? ""
    self.placeholder = spec.placeholder
    self.isEnabled = spec.isEnabled
    self.isSecure = spec.isSecure
    self.accessibilityLabel = spec.accessibilityLabel
    self.owner = owner
  }

  /// What the user calls the field: its placeholder, else its accessibility label; nil when
  /// it has neither (the view names it by its outlet, else by its place).
  public var displayName: String? {
    for text in [placeholder, accessibilityLabel] {
      if let text, !text.isEmpty { return text }
    }
    return nil
  }

  /// Whether the field has keyboard focus.
  public var isFirstResponder: Bool {
    guard let owner else { return false }
    return owner.context.firstResponder === self
  }

  /// Gives the field keyboard focus, so `type` and `clear` edit it. False when it has no owner.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard let owner else { return false }
    owner.context.firstResponder = self
    owner.trace("becomeFirstResponder", placeholder ?? id ?? "")
    return true
  }

  /// Gives up keyboard focus.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard let owner, owner.context.firstResponder === self else { return false }
    owner.context.firstResponder = nil
    return true
  }
}
