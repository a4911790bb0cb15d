/// One thing of a storyboard a user can exercise, by where it is: a scene, a segue, a button
/// (bar buttons too) or a row (a static cell or a prototype), named by its storyboard's identity
/// (`StoryboardCatalog.identity(of:)`) and its element id. What coverage counts.
public struct StoryboardItem: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case scene, segue, button, row

    /// The plural for tables: `scenes`.
    public var plural: String { rawValue + "s" }
  }

  public var kind: Kind
  /// The storyboard's identity in its catalog (a canonical path, or `embedded:NAME`).
  public var storyboard: String
  /// The element's id (`<viewController id=…>`, `<segue id=…>`, `<barButtonItem id=…>`, …).
  public var id: String

  public init(_ kind: Kind, storyboard: String, id: String) {
    self.kind = kind
    self.storyboard = storyboard
    self.id = id
  }

  /// The kind and id alone: ids are unique within a storyboard and rarely shared across them
  /// (equality still compares the storyboard), and a storyboard's identity is a long path
  /// hashed for every item a move notes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(id)
  }
}
