import Glibc
import Testing

@testable import Navigation

/// Found with a 1 MB line (`open aaaa…`): "did you mean" filled an edit-distance table of
/// 8 bytes × the word's length × each candidate's (160 MB for 1 MB against 20 characters).
/// Candidates whose length differs by more than the limit are now skipped: same answers.
@Suite struct SuggestionLengthTests {
  @Test func hugeWordIsNotCompared() {
    let huge = String(repeating: "a", count: 1 << 20)
    let start = clock()
    #expect(Suggestion.closest(to: huge, in: ["AddPlayer", "EditPlayer", "PickGame"]) == nil)
    #expect(Double(clock() - start) / Double(CLOCKS_PER_SEC) < 2)
  }

  @Test func answersAreUnchanged() {
    #expect(Suggestion.closest(to: "PickGme", in: ["PickGame", "PickRating"]) == "PickGame")
    #expect(Suggestion.closest(to: "Gmae", in: ["Game", "Rating"]) == "Game")
    #expect(Suggestion.closest(to: "Pick", in: ["PickGame"]) == "PickGame")
    #expect(Suggestion.closest(to: "x", in: ["PickGame"]) == nil)
  }
}
