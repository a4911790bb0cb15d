/// What an app adds to the generic drawing, supplied by its composition root (`RosterCLI`), so
/// the renderer draws any storyboard without knowing any app.
package struct DrawingHooks: Sendable {
  /// A row image drawn as a rating, from its image name: `filled` of `total` stars (the Ratings
  /// app's `4StarsSmall` is 4 of 5), or nil for an image drawn as nothing.
  package var rating: @Sendable (_ imageName: String) -> (filled: Int, total: Int)?

  package init(rating: @escaping @Sendable (_ imageName: String) -> (filled: Int, total: Int)?) {
    self.rating = rating
  }

  /// No app: images draw as nothing.
  package static let none = DrawingHooks(rating: { _ in nil })
}
