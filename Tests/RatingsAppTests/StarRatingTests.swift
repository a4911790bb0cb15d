import Testing

@testable import RatingsApp

/// The tutorial's rating images and how the shell draws them.
@Suite struct StarRatingTests {
  @Test func imageNamesFollowTheTutorial() {
    #expect(
      (1...5).map(StarRating.imageName(for:)) == [
        "1StarSmall", "2StarsSmall", "3StarsSmall", "4StarsSmall", "5StarsSmall",
      ])
  }

  @Test func imagesDrawAsFiveStars() {
    #expect(StarRating.stars(forImageName: "4StarsSmall") == "★★★★☆")
    #expect(StarRating.stars(forImageName: "1StarSmall") == "★☆☆☆☆")
    #expect(StarRating.stars(forImageName: "1StarsSmall") == nil)
    #expect(StarRating.stars(forImageName: "6StarsSmall") == nil)
    #expect(StarRating.stars(forImageName: "photo") == nil)
  }
}
