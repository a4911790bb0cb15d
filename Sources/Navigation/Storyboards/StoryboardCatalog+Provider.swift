import Storyboard

/// The catalog finds referenced storyboards for the runtime.
extension StoryboardCatalog: StoryboardProvider {
  public func storyboard(named name: String, referencedFrom document: StoryboardDocument) throws
    -> StoryboardDocument
  {
    do {
      return try self.document(named: name)
    } catch {
      guard location(of: name) == nil else { throw NavigationError(error.message) }
      throw NavigationError(
        "Could not find a storyboard named '\(name)' referenced from \(document.name)",
        fix: "add \(name).storyboard beside \(document.name).storyboard, or fix the reference")
    }
  }
}
