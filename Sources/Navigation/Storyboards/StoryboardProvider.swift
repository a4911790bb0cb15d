import Storyboard

/// Finds storyboards by name for storyboard references (`viewControllerPlaceholder`).
/// `StoryboardCatalog` satisfies it; tests use `StoryboardSet`.
public protocol StoryboardProvider: AnyObject {
  /// The storyboard named `name` (no extension), looked up beside `document`.
  func storyboard(named name: String, referencedFrom document: StoryboardDocument) throws
    -> StoryboardDocument
}

/// A fixed set of in-memory documents, by name: for tests and single-file sessions.
public final class StoryboardSet: StoryboardProvider {
  public var documents: [String: StoryboardDocument]

  public init(_ documents: [StoryboardDocument]) {
    self.documents = Dictionary(documents.map { ($0.name, $0) }) { first, _ in first }
  }

  public func storyboard(named name: String, referencedFrom document: StoryboardDocument) throws
    -> StoryboardDocument
  {
    if let found = documents[name] { return found }
    throw NavigationError(
      "Could not find a storyboard named '\(name)'",
      fix: "add \(name).storyboard beside \(document.name).storyboard")
  }
}
