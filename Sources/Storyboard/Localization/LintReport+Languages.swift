import RosterSupport

extension LintReport {
  /// `roster lint --languages`: for each storyboard with translations, a line per language —
  /// translated, missing and stale texts, and the file they come from.
  package var languagesText: String {
    guard !languages.isEmpty else {
      return
        "languages: none (no <lang>.lproj/<Storyboard>.strings or .storyboard beside the "
        + "storyboards)\n"
    }
    var lines: [String] = []
    var current: String?
    let width = languages.map(\.language.count).max() ?? 0
    let countsWidth = languages.map { counts(of: $0).count }.max() ?? 0
    for summary in languages {
      if summary.storyboard != current {
        current = summary.storyboard
        lines.append("languages of \(VisibleText.make(summary.storyboard)):")
      }
      let code = summary.language + String(repeating: " ", count: width - summary.language.count)
      let text = counts(of: summary)
      let padded = text + String(repeating: " ", count: countsWidth - text.count)
      lines.append("  \(VisibleText.make(code))  \(padded)  \(VisibleText.make(summary.file))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func counts(of summary: LanguageSummary) -> String {
    if summary.isWholeFile { return "a whole storyboard of its own" }
    if summary.isMalformed { return "cannot be read (see the error above)" }
    return "\(summary.translated) translated, \(summary.missing) missing, \(summary.stale) stale"
  }

  /// `json` with `"languages":[{"storyboard","language","file","kind","translated","missing",
  /// "stale"}]` (kind: `strings`, `storyboard` for a whole file, `malformed`).
  package var jsonWithLanguages: String {
    let items = languages.map { summary in
      let kind = summary.isWholeFile ? "storyboard" : summary.isMalformed ? "malformed" : "strings"
      return
        "{\"storyboard\":\(JSON.quote(summary.storyboard)),"
        + "\"language\":\(JSON.quote(summary.language)),\"file\":\(JSON.quote(summary.file)),"
        + "\"kind\":\"\(kind)\",\"translated\":\(summary.translated),"
        + "\"missing\":\(summary.missing),\"stale\":\(summary.stale)}"
    }
    var text = json
    // `json` is one object ending in `}\n`: the languages go in before its closing brace.
    text.removeLast(2)
    return text + ",\"languages\":[\(items.joined(separator: ","))]}\n"
  }
}
