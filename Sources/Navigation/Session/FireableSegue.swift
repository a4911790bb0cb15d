import Storyboard

/// A segue that can fire from the visible scene, for `segues`, completion and walks.
package struct FireableSegue: Sendable, Equatable {
  /// What `open` takes: the identifier, else the segue's object id.
  package var name: String
  package var identifier: String?
  package var kind: SegueKind
  /// The destination scene's title (references followed when possible).
  package var destinationTitle: String
  /// What fires it: `controller`, `cell`, `bar button`, `button`, `gesture`, `control`.
  package var trigger: String
  /// The scene it fires from (the visible one, or a split-view column beside it).
  package var sourceTitle: String
  package var spec: SegueSpec
}
