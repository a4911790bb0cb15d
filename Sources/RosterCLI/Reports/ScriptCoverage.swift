import RatingsApp
import RosterSupport
import Storyboard

/// What a suite of scripts exercised of the storyboards they ran (`roster --coverage`): scenes
/// shown, segues performed, buttons tapped and rows selected or deleted, against everything
/// the storyboards hold.
struct ScriptCoverage {
  var inventory: StoryboardInventory
  var exercised: Set<StoryboardItem>

  /// Nothing exercised yet of the storyboards a run of `options` reaches: `--storyboard`'s
  /// (and what its references reach), else the Ratings app's.
  static func of(_ options: Options) throws(StoryboardError) -> ScriptCoverage {
    let (documents, catalog, _) = try DotExporter.documents(
      paths: options.storyboard.map { [$0] } ?? [], embedded: RatingsStoryboards.documents)
    return ScriptCoverage(
      inventory: StoryboardInventory(documents: documents, catalog: catalog), exercised: [])
  }

  /// Covered and total items of `kind`.
  func counts(_ kind: StoryboardItem.Kind) -> (covered: Int, total: Int) {
    let entries = inventory.entries.filter { $0.item.kind == kind }
    return (entries.filter { exercised.contains($0.item) }.count, entries.count)
  }

  /// The table: covered/total per kind, then each item never exercised as `FILE:LINE: what`.
  var table: String {
    var lines = ["coverage  covered  total"]
    for kind in StoryboardItem.Kind.allCases {
      let (covered, total) = counts(kind)
      let percent = total == 0 ? "" : "  \(covered * 100 / total)%"
      lines.append(
        kind.plural + String(repeating: " ", count: 9 - kind.plural.count)
          + String(covered).leftPadded(9) + String(total).leftPadded(7) + percent)
    }
    let missed = inventory.entries.filter { !exercised.contains($0.item) }
    if missed.isEmpty {
      lines.append("every scene, segue, button and row was exercised")
    } else {
      lines.append("never exercised (\(missed.count)):")
      for entry in missed {
        lines.append(
          "  " + SourceLocation(file: entry.file, line: entry.line).message(entry.label))
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// Right-aligned in `width` columns (numbers in a table).
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
