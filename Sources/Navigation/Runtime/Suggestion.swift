/// "did you mean …?" for a mistyped name: the closest candidate within a small edit distance.
package enum Suggestion {
  /// The candidate closest to `word` (case-insensitive), if close enough to be a typo.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates where !candidate.isEmpty {
      let lowered = Array(candidate.lowercased())
      let limit = max(1, min(3, candidate.count / 3))
      // The distance is at least the difference in length: a 1 MB word is not compared (its
      // table would take 8 bytes × its length × the candidate's).
      guard abs(lowered.count - target.count) <= limit else { continue }
      let distance = editDistance(target, lowered)
      if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    if best == nil {
      best = candidates.first { $0.lowercased().hasPrefix(word.lowercased()) && !word.isEmpty }
        .map { ($0, 0) }
    }
    return best?.0
  }

  /// `; did you mean "X"?` or an empty string.
  static func didYouMean(_ word: String, in candidates: [String]) -> String? {
    closest(to: word, in: candidates).map { "did you mean \"\($0)\"?" }
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
