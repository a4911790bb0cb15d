import RatingsApp
import Shell

/// The Ratings app's part of the drawing: its rating images (`4StarsSmall`) as stars. Handed
/// to the shell here, at the composition root, so `Shell` does not import the app.
package enum RatingsDrawing {
  package static let hooks = DrawingHooks { imageName in
    StarRating.rating(forImageName: imageName).map { ($0, StarRating.range.upperBound) }
  }
}
