import RosterModel

/// Ratings as the tutorial draws them: images `1StarSmall` … `5StarsSmall`, shown as ★★★★☆.
package enum StarRating {
  /// The ratings a player can have.
  package static let range = Player.ratings

  /// The tutorial's image name for a rating, e.g. `4StarsSmall` (`1StarSmall` for one star).
  package static func imageName(for rating: Int) -> String {
    let clamped = min(max(rating, range.lowerBound), range.upperBound)
    return clamped == 1 ? "1StarSmall" : "\(clamped)StarsSmall"
  }

  /// Five stars, `rating` of them filled: `★★★★☆` for 4.
  package static func stars(_ rating: Int) -> String {
    let filled = min(max(rating, 0), range.upperBound)
    return String(repeating: "★", count: filled)
      + String(repeating: "☆", count: range.upperBound - filled)
  }

  /// How the shell draws a rating image: `4StarsSmall` → `★★★★☆`; nil for any other image.
  package static func stars(forImageName name: String) -> String? {
    guard let rating = self.rating(forImageName: name) else { return nil }
    return stars(rating)
  }

  private static let imageNames = range.map(imageName(for:))

  /// The rating a tutorial image stands for: `4StarsSmall` → 4.
  package static func rating(forImageName name: String) -> Int? {
    // The app's own names, compared whole (small ASCII strings); anything else the long way.
    if let index = imageNames.firstIndex(of: name) { return range.lowerBound + index }
    guard let first = name.first, let rating = first.wholeNumberValue, range.contains(rating),
      name.dropFirst() == (rating == 1 ? "StarSmall" : "StarsSmall")
    else { return nil }
    return rating
  }
}
