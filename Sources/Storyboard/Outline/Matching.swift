/// Pairs two lists' elements that are the same thing, by keys tried in turn (an object ID,
/// then names): the first key pairs what it can, the next pairs what is left, and so on.
/// Within a key, elements pair in order (the first unpaired with the same key), so two rows of
/// one name stay two.
enum Matching {
  /// `(index in first, index in second)` for each pair, in `first`'s order. An empty key
  /// pairs nothing.
  static func pairs<Element>(
    _ first: [Element], _ second: [Element], keys: [(Element) -> String]
  ) -> [(Int, Int)] {
    var pairedFirst = [Int?](repeating: nil, count: first.count)
    var pairedSecond = [Bool](repeating: false, count: second.count)
    for key in keys {
      var waiting: [String: [Int]] = [:]
      for (index, element) in second.enumerated() where !pairedSecond[index] {
        let value = key(element)
        if !value.isEmpty { waiting[value, default: []].append(index) }
      }
      for (index, element) in first.enumerated() where pairedFirst[index] == nil {
        let value = key(element)
        guard !value.isEmpty, var candidates = waiting[value], !candidates.isEmpty else {
          continue
        }
        let partner = candidates.removeFirst()
        waiting[value] = candidates
        pairedFirst[index] = partner
        pairedSecond[partner] = true
      }
    }
    return pairedFirst.enumerated().compactMap { index, partner in partner.map { (index, $0) } }
  }

  /// The pairs whose order differs between the lists: those outside a longest run that keeps
  /// its order (so moving one row up names that row, not every row it passed).
  static func moved(_ pairs: [(Int, Int)]) -> Set<Int> {
    // Pairs in `second`'s order; the longest increasing run of `first` indexes stays put.
    let ordered = pairs.sorted { $0.1 < $1.1 }
    let values = ordered.map(\.0)
    var tails: [Int] = []
    var tailIndex: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tailIndex[low - 1] }
      if low == tails.count {
        tails.append(value)
        tailIndex.append(index)
      } else {
        tails[low] = value
        tailIndex[low] = index
      }
    }
    var kept: Set<Int> = []
    var cursor = tailIndex.last ?? -1
    while cursor >= 0 {
      kept.insert(values[cursor])
      cursor = previous[cursor]
    }
    return Set(values.filter { !kept.contains($0) })
  }
}
