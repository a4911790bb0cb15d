import Navigation
import Storyboard

/// Lets the runtime follow the Ratings app's storyboard reference (Main → Games) through a
/// `StoryboardCatalog` of the embedded files.
final class StoryboardCatalogProvider: StoryboardProvider {
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
