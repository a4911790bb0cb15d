import Glibc
import Testing

@testable import RosterSupport

@Suite struct SuggestionTests {
  @Test func typosFindTheirWord() {
    #expect(Suggestion.closest(to: "PickGme", among: ["PickGame", "PickRating"]) == "PickGame")
    #expect(Suggestion.closest(to: "Gmae", among: ["Game", "Rating"]) == "Game")
    #expect(Suggestion.closest(to: "slect", among: ["open", "select", "show"]) == "select")
    #expect(Suggestion.closest(to: "opne", among: ["open", "select", "show"]) == "open")
    #expect(Suggestion.closest(to: "Ches", among: ["Chess", "Go"]) == "Chess")
  }

  @Test func caseIsIgnoredAndAnExactMatchWins() {
    #expect(Suggestion.closest(to: "chess", among: ["Chest", "Chess"]) == "Chess")
    #expect(Suggestion.closest(to: "OPEN", among: ["opens", "open"]) == "open")
  }

  @Test func aUniquePrefixIsEnough() {
    #expect(Suggestion.closest(to: "Pick", among: ["PickGame"]) == "PickGame")
    #expect(Suggestion.closest(to: "sel", among: ["select", "show"]) == "select")
    #expect(Suggestion.closest(to: "tic", among: ["Chess", "Tic-Tac-Toe"]) == "Tic-Tac-Toe")
  }

  @Test func farWordsAndEmptyWordsSuggestNothing() {
    #expect(Suggestion.closest(to: "x", among: ["PickGame"]) == nil)
    #expect(Suggestion.closest(to: "", among: ["PickGame"]) == nil)
    #expect(Suggestion.closest(to: "frobnicate", among: ["open", "select"]) == nil)
    #expect(Suggestion.closest(to: "Gmae", among: []) == nil)
  }

  /// Where the three copies disagreed, the answers that won.
  @Test func whereTheCopiesDisagreed() {
    // Several candidates start with the word: naming the first would be a guess (the
    // runtime's and the store's copies named it; the shell's did not).
    #expect(Suggestion.closest(to: "Pick", among: ["PickGame", "PickRating"]) == nil)
    // Two letters allow one edit, not two (the store's copy allowed two: "xy" → "Go").
    #expect(Suggestion.closest(to: "xy", among: ["Chess", "Go"]) == nil)
    // The limit is a third of the word typed, not of the candidate (the runtime's copy
    // measured the candidate, so three extra letters after "PickGame" found nothing).
    #expect(Suggestion.closest(to: "PickGamexyz", among: ["PickGame", "AddPlayer"]) == "PickGame")
  }

  @Test func theWordingsAppendToMessages() {
    #expect(Suggestion.didYouMean("opne", among: ["open"]) == "did you mean \"open\"?")
    #expect(Suggestion.didYouMean("zzz", among: ["open"]) == nil)
    #expect(Suggestion.hint(for: "opne", among: ["open"]) == "; did you mean \"open\"?")
    #expect(Suggestion.hint(for: "zzz", among: ["open"]) == "")
  }

  @Test func editDistanceCountsASwapAsOneStep() {
    #expect(Suggestion.editDistance(Array("Gmae"), Array("Game")) == 1)
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.editDistance([], Array("abc")) == 3)
  }

  /// Found with a 1 MB line (`open aaaa…`, `frobnicateaaaa…` took 28 s in a debug build): an
  /// edit-distance table of 8 bytes × the word's length × each candidate's (160 MB for 1 MB
  /// against 20 characters). Candidates whose length differs by more than the limit are
  /// skipped, which cannot change the answer.
  @Test func aHugeWordIsNotCompared() {
    let huge = "frobnicate" + String(repeating: "a", count: 1 << 20)
    let start = clock()
    #expect(Suggestion.closest(to: huge, among: ["AddPlayer", "EditPlayer", "PickGame"]) == nil)
    #expect(Double(clock() - start) / Double(CLOCKS_PER_SEC) < 2)
  }
}
