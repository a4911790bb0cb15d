/// A line diff in the unified format `diff -u` and `git diff` print: `---`/`+++` headers, then
/// hunks `@@ -L,N +L,N @@` of changed lines with context around them. For texts the size of a
/// drawn screen: the alignment is a longest common subsequence, quadratic in the lines.
package enum UnifiedDiff {
  /// The diff from `old` to `new` (lines without their line feeds), named `oldName` and
  /// `newName` in the headers, with `context` unchanged lines around each change; nil when the
  /// lines are the same.
  package static func lines(
    from old: [String], to new: [String], oldName: String, newName: String, context: Int = 3
  ) -> String? {
    guard old != new else { return nil }
    let edits = script(old, new)
    var out = ["--- " + oldName, "+++ " + newName]
    // Hunks: runs of edits whose changes are at most 2 × context unchanged lines apart.
    var index = 0
    while index < edits.count {
      guard let change = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
      var end = change
      var lastChange = change
      while end < edits.count {
        if edits[end].kind != .same {
          lastChange = end
        } else if end - lastChange > 2 * context {
          break
        }
        end += 1
      }
      let start = max(index, change - context)
      let stop = min(edits.count, lastChange + context + 1)
      let hunk = edits[start..<stop]
      let oldCount = hunk.filter { $0.kind != .added }.count
      let newCount = hunk.filter { $0.kind != .removed }.count
      // A side with no lines in the hunk names the line before it, as diff does.
      let oldStart = hunk.first { $0.kind != .added }?.oldLine ?? edits[start].oldLine - 1
      let newStart = hunk.first { $0.kind != .removed }?.newLine ?? edits[start].newLine - 1
      out.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
      for edit in hunk {
        switch edit.kind {
        case .same: out.append(" " + edit.text)
        case .removed: out.append("-" + edit.text)
        case .added: out.append("+" + edit.text)
        }
      }
      index = stop
    }
    return out.joined(separator: "\n")
  }

  /// `L,N`, or `L` alone when N is 1, as diff writes a range.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  private struct Edit {
    enum Kind { case same, removed, added }
    var kind: Kind
    var text: String
    /// 1-based line in the old text (for added lines: the old line after which it comes, + 1).
    var oldLine: Int
    var newLine: Int
  }

  /// The shortest edit script between the two, unchanged lines kept in order (a longest common
  /// subsequence); removals before additions within a change, as diff prints them.
  private static func script(_ old: [String], _ new: [String]) -> [Edit] {
    let n = old.count
    let m = new.count
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    if n > 0 && m > 0 {
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lengths[i][j] =
            old[i] == new[j]
            ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        edits.append(Edit(kind: .same, text: old[i], oldLine: i + 1, newLine: j + 1))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(Edit(kind: .removed, text: old[i], oldLine: i + 1, newLine: j + 1))
        i += 1
      } else {
        edits.append(Edit(kind: .added, text: new[j], oldLine: i + 1, newLine: j + 1))
        j += 1
      }
    }
    return edits
  }
}
