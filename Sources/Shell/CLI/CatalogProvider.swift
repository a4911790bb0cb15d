import Navigation
import Storyboard

/// Lets a session resolve storyboard references through a `StoryboardCatalog` (files beside
/// the entry storyboard, or the app's embedded ones). A small adapter until the catalog
/// conforms to `StoryboardProvider` itself.
final class CatalogProvider: StoryboardProvider {
  let catalog: StoryboardCatalog

  init(_ catalog: StoryboardCatalog) {
    self.catalog = catalog
  }

  func storyboard(named name: String, referencedFrom document: StoryboardDocument) throws
    -> StoryboardDocument
  {
    try catalog.document(named: name)
  }
}
