import RosterSupport

/// A project's `.roster-lint`: `disable RULE` lines (several ids may share a line, separated
/// by spaces or commas), `#` comments and blank lines. A missing file disables nothing.
struct LintConfiguration {
  /// Rule ids the project leaves out.
  var disabled: Set<String> = []
  /// Mistakes in the file (unknown words or rules), as findings on its lines.
  var problems: [Diagnostic] = []

  init(fileAt path: String) {
    guard FileSystem.isFile(path),
      let bytes = try? FileReader.bytes(ofFileAt: path, limit: 1 << 20)
    else {
      self.init(text: "", path: path)
      return
    }
    self.init(text: String(decoding: bytes, as: UTF8.self), path: path)
  }

  init(text: String, path: String) {
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.prefix { $0 != "#" }
      let words = line.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" }
      guard let keyword = words.first else { continue }
      guard keyword == "disable" else {
        problems.append(
          Diagnostic(
            LintRule.invalidConfig, file: path, line: index + 1,
            "unknown setting '\(keyword)'; write \"disable RULE\" (one or more rule ids)"))
        continue
      }
      for word in words.dropFirst() {
        let id = String(word)
        if LintRule.named(id) == nil {
          problems.append(
            Diagnostic(
              LintRule.invalidConfig, file: path, line: index + 1,
              "unknown rule '\(id)'; the rules are listed by roster lint --help"))
        } else {
          disabled.insert(id)
        }
      }
    }
  }
}
