/// What a script's header comment says about it: the comment lines before its first command
/// (a `#!` line, blank lines and other comments among them) may hold `# tags: smoke, slow`
/// (what `--tag`/`--skip-tag` select by) and `# skip: reason` (the script is not run, and is
/// reported as skipped).
package struct ScriptHeader: Equatable, Sendable {
  /// The tags, in the order written, each once.
  package var tags: [String] = []
  /// Why the script is skipped (nil: it runs). `# skip:` without a reason gives "skipped".
  package var skip: String?

  package init(tags: [String] = [], skip: String? = nil) {
    self.tags = tags
    self.skip = skip
  }

  /// The header of the script `text`. `tags:` and `skip:` are read in any case; tags are split
  /// at commas and blanks; a repeated `tags:` line adds to the first.
  package init(text: String) {
    for line in ScriptText.lines(text) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty { continue }
      guard trimmed.hasPrefix("#") else { break }
      let comment = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
      guard let colon = comment.firstIndex(of: ":") else { continue }
      let key = comment[..<colon].lowercased()
      let value = String(comment[comment.index(after: colon)...]).trimmingBlanks()
      switch key {
      case "tags":
        for tag in value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
        where !tags.contains(String(tag)) {
          tags.append(String(tag))
        }
      case "skip":
        skip = value.isEmpty ? "skipped" : value
      default:
        continue
      }
    }
  }

  /// Whether the script is selected by `--tag` (any of `wanted`; none given: every script) and
  /// not left out by `--skip-tag` (any of `unwanted`).
  package func isSelected(tags wanted: [String], skipTags unwanted: [String]) -> Bool {
    (wanted.isEmpty || tags.contains(where: wanted.contains))
      && !tags.contains(where: unwanted.contains)
  }
}

extension String {
  /// Without blanks and tabs at either end.
  fileprivate func trimmingBlanks() -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: blank).reversed().drop(while: blank).reversed())
  }
}
