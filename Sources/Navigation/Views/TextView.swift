import Storyboard

/// A `UITextView`: its text is drawn as a label's is (typing into it is not offered yet).
public final class TextView {
  /// The storyboard object id.
  public let id: String?
  public var text: String?

  init(spec: ControlSpec) {
    self.id = spec.id
    self.text = spec.text
  }
}
