/// "did you mean …?" for a mistyped name: the closest candidate within a small edit distance.
enum Suggestion {
  /// The candidate closest to `word` (case-insensitive), if close enough to be a typo.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates where !candidate.isEmpty {
      let distance = editDistance(target, Array(candidate.lowercased()))
      let limit = max(1, min(3, candidate.count / 3))
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

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
