import Storyboard

/// A `UILabel`: text and tag.
public final class Label {
  /// The storyboard object id, or nil for a label made at run time.
  public let id: String?
  public var text: String?
  public var tag: Int

  public init(text: String? = nil, tag: Int = 0) {
    self.id = nil
    self.text = text
    self.tag = tag
  }

  init(spec: LabelSpec) {
    self.id = spec.id
    self.text = spec.text
    self.tag = spec.tag ?? 0
  }
}
