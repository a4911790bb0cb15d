import Navigation

/// "Did you mean …": the closest candidate by edit distance, when it is close enough.
package enum EditDistance {
  /// Edit distance (Levenshtein plus adjacent swaps) by characters, ignoring case.
  package static func distance(_ a: String, _ b: String) -> Int {
    Suggestion.editDistance(Array(a.lowercased()), Array(b.lowercased()))
  }

  /// The best suggestion for `word` among `candidates`: a unique prefix match, else the
  /// nearest within a third of the word's length (at least 1, at most 3 edits).
  package static func suggestion(for word: String, among candidates: [String]) -> String? {
    guard !word.isEmpty else { return nil }
    let lowered = word.lowercased()
    if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
    let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
    if prefixed.count == 1 { return prefixed[0] }
    let limit = min(3, max(1, word.count / 3))
    let length = lowered.count
    var best: (String, Int)?
    for candidate in candidates {
      // The distance is at least the difference in length: a 1 MB word is not compared.
      guard abs(candidate.lowercased().count - length) <= limit else { continue }
      let d = distance(word, candidate)
      if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
  }

  /// `; did you mean "X"?` or the empty string.
  package static func hint(for word: String, among candidates: [String]) -> String {
    guard let match = suggestion(for: word, among: candidates) else { return "" }
    return "; did you mean \"\(match)\"?"
  }
}
