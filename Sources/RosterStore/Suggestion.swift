/// "Did you mean …?": the known name closest to a mistyped one.
enum Suggestion {
  /// The candidate nearest to `word` (ignoring case), if it is near enough to be a typo.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    guard !target.isEmpty else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let lowered = Array(candidate.lowercased())
      // A prefix is a strong hint ("tic" → "Tic-Tac-Toe").
      let distance =
        lowered.starts(with: target) ? 1 : editDistance(target, lowered)
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(2, target.count / 3) else { return nil }
    return best.name
  }

  /// Levenshtein distance: insertions, deletions and substitutions.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
