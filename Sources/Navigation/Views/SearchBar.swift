import Storyboard

/// A `UISearchBar`: drawn with its text, else its placeholder (typing into it is not offered
/// yet: what a search shows comes from app code).
public final class SearchBar {
  /// The storyboard object id.
  public let id: String?
  public var text: String?
  public var placeholder: String?

  init(spec: ControlSpec) {
    self.id = spec.id
    self.text = spec.text
    self.placeholder = spec.placeholder
  }

  /// What it shows: its text, else its placeholder, else nothing.
  public var shownText: String? {
    if let text, !text.isEmpty { return text }
    if let placeholder, !placeholder.isEmpty { return placeholder }
    return nil
  }
}
