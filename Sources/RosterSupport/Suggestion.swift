/// "Did you mean …?": Roster's one policy for naming the known word closest to a mistyped one,
/// used alike for commands, options, segue ids, scenes, tabs, rows and the store's games.
///
/// The policy, in order, ignoring case:
/// 1. an exact match wins (a word that differs only in case);
/// 2. else the one candidate the word is a prefix of, when only one is ("tic" → "Tic-Tac-Toe";
///    "Pick" among "PickGame" and "PickRating" names neither: the answer would be a guess);
/// 3. else the nearest candidate by edit distance (insertions, deletions, substitutions and
///    adjacent swaps, so "Gmae" is one step from "Game") within a third of the word's length,
///    at least 1 and at most 3 edits; the first such candidate on a tie.
/// An empty word suggests nothing. A candidate whose length differs from the word's by more
/// than the limit is not compared (the distance is at least that), so a 1 MB word costs no
/// table of 8 bytes × its length × each candidate's.
///
/// Three copies of this once disagreed: the store's allowed 2 edits for any word (so "xy"
/// suggested "Go"), the runtime's measured the limit on the candidate and took the first of
/// several prefixes. `SuggestionTests` hold the answers that won.
package enum Suggestion {
  /// The candidate `word` most likely mistypes, or nil when none is near enough.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    guard !word.isEmpty else { return nil }
    let lowered = word.lowercased()
    let loweredCandidates = candidates.map { $0.lowercased() }
    if let exact = loweredCandidates.firstIndex(of: lowered) { return candidates[exact] }
    let prefixed = loweredCandidates.indices.filter { loweredCandidates[$0].hasPrefix(lowered) }
    if prefixed.count == 1 { return candidates[prefixed[0]] }
    let target = Array(lowered)
    let limit = min(3, max(1, target.count / 3))
    var best: (index: Int, distance: Int)?
    for (index, candidate) in loweredCandidates.enumerated() {
      let other = Array(candidate)
      guard abs(other.count - target.count) <= limit else { continue }
      let distance = editDistance(target, other)
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (index, distance) }
    }
    return best.map { candidates[$0.index] }
  }

  /// `did you mean "X"?`, or nil when nothing is near enough (see `closest(to:among:)`).
  package static func didYouMean(_ word: String, among candidates: [String]) -> String? {
    closest(to: word, among: candidates).map { "did you mean \"\($0)\"?" }
  }

  /// `; did you mean "X"?` to append to a message, or the empty string.
  package static func hint(for word: String, among candidates: [String]) -> String {
    didYouMean(word, among: candidates).map { "; " + $0 } ?? ""
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions ("Gmae" is one step from "Game").
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in 0...a.count { table[i * width] = i }
    for j in 0...b.count { table[j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(
          table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
          table[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = best
      }
    }
    return table[a.count * width + b.count]
  }
}
