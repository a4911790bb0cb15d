extension Explorer {
  /// Presented scenes from which no path of moves (a sheet's swipe down, `back`, included; a
  /// full-screen cover has none) leads below their presentation: one finding per scene, on the
  /// shortest path. States not fully explored count as having a way out.
  func deadEnds(_ visits: [Visit]) -> [ExploreFinding] {
    var reverse = Array(repeating: [Int](), count: visits.count)
    for (from, visit) in visits.enumerated() {
      for edge in visit.edges { reverse[edge].append(from) }
    }
    let deepest = visits.map(\.presentationDepth).max() ?? 0
    var findings: [ExploreFinding] = []
    var reported: Set<String> = []
    guard deepest > 0 else { return [] }
    for depth in 1...deepest {
      var leaves = visits.indices.map {
        visits[$0].presentationDepth < depth || !visits[$0].isComplete || visits[$0].mayLeave
      }
      var pending = visits.indices.filter { leaves[$0] }
      while let next = pending.popLast() {
        for from in reverse[next] where !leaves[from] {
          leaves[from] = true
          pending.append(from)
        }
      }
      for (number, visit) in visits.enumerated()
      where visit.presentationDepth == depth && !leaves[number] {
        guard let title = visit.breadcrumb.last, reported.insert(title).inserted else { continue }
        // The scene it was presented from: up the path to the last state below this depth.
        var below = visit.parent
        while let candidate = below, visits[candidate].presentationDepth >= depth {
          below = visits[candidate].parent
        }
        let presenter = below.flatMap { visits[$0].breadcrumb.last } ?? ""
        findings.append(
          ExploreFinding(
            kind: .deadEnd,
            message:
              "\"\(title)\" is presented from \"\(presenter)\" and no button, segue or row "
              + "leads out of it",
            path: Self.path(to: number, visits), breadcrumb: visit.breadcrumb, assertion: .wayOut,
            location: visit.location))
      }
    }
    return findings
  }
}
