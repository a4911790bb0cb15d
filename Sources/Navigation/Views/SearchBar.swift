import Storyboard

/// A `UISearchBar`: drawn with its text, else its placeholder (typing into it is not offered
/// yet: what a search shows comes from app code). What the storyboard says of it (`id`, `text`,
/// `placeholder`) is read from its spec.
public final class SearchBar: StoryboardBacked {
  public let spec: ControlSpec

  init(spec: ControlSpec) { self.spec = spec }

  /// What it shows: its text, else its placeholder, else nothing.
  public var shownText: String? {
    for text in [spec.text, spec.placeholder] {
      if let text, !text.isEmpty { return text }
    }
    return nil
  }
}
