import RosterSupport

/// `roster lint`'s checks of a storyboard's translations: each `<lang>.lproj/<Name>.strings`
/// beside it is read as Xcode reads it and its keys are held against the storyboard — a key
/// whose object is gone (stale after an edit, the commonest translation bug), a key for a text
/// the object does not have, a key written twice, a file that cannot be read — each at
/// `FILE.strings:LINE`; with a per-language count of translated, missing and stale texts.
package enum TranslationLint {
  static let staleKey = LintRule(
    id: "strings-stale-key", severity: .warning,
    summary: "a translation key whose object is no longer in the storyboard")
  static let unknownProperty = LintRule(
    id: "strings-unknown-property", severity: .warning,
    summary: "a translation key for a text the object does not have")
  static let duplicateKey = LintRule(
    id: "strings-duplicate-key", severity: .warning,
    summary: "a translation key written twice in one .strings file (the last one is shown)")
  static let malformed = LintRule(
    id: "strings-malformed", severity: .error,
    summary: "a storyboard's .strings translation that cannot be read")

  /// Every rule, in the order lint lists them.
  static let rules = [malformed, staleKey, unknownProperty, duplicateKey]

  /// The findings and per-language counts for the storyboard file at `path` (nothing for a
  /// file outside an `.lproj` folder or without translations by key).
  package static func check(
    storyboardAt path: String
  ) -> (diagnostics: [Diagnostic], languages: [LanguageSummary]) {
    let localizations = StoryboardLocalizations(storyboardAt: path)
    guard !localizations.translations.isEmpty else { return ([], []) }
    var diagnostics: [Diagnostic] = []
    var languages: [LanguageSummary] = []
    var base: LocalizableTextCollector?
    for translation in localizations.translations {
      var summary = LanguageSummary(
        storyboard: path, language: translation.language, file: translation.path)
      guard case .strings(let stringsPath) = translation.source else {
        summary.isWholeFile = true
        languages.append(summary)
        continue
      }
      if base == nil {
        // An unreadable storyboard is lint's own finding; its translations go unchecked.
        guard let bytes = try? StoryboardParser.readFile(path),
          let collected = try? LocalizableTextCollector.collect(bytes)
        else { return (diagnostics, languages) }
        base = collected
      }
      let found = check(stringsPath, against: base!, storyboard: path, summary: &summary)
      diagnostics += found
      languages.append(summary)
    }
    return (diagnostics, languages)
  }

  private static func check(
    _ stringsPath: String, against base: LocalizableTextCollector, storyboard: String,
    summary: inout LanguageSummary
  ) -> [Diagnostic] {
    let strings: StringsFile
    do {
      strings = try StringsFile.read(stringsPath)
    } catch {
      summary.isMalformed = true
      return [
        Diagnostic(
          malformed, file: stringsPath, line: error.line ?? 1, column: error.column, error.reason)
      ]
    }
    var diagnostics: [Diagnostic] = []
    let name = StoryboardParser.baseName(storyboard) + ".storyboard"
    var keys: [String: LocalizableText] = [:]
    var textsByObject: [String: [String]] = [:]
    for text in base.texts where keys[text.key] == nil {
      keys[text.key] = text
      textsByObject[text.objectID, default: []].append(text.key)
    }
    var reported: Set<String> = []
    for (first, again) in strings.duplicates {
      diagnostics.append(
        Diagnostic(
          duplicateKey, file: stringsPath, line: again.line,
          "key \"\(again.key)\" is translated twice (first at line \(first.line)); the last one "
            + "is shown: delete the other"))
    }
    var translated: Set<String> = []
    for entry in strings.entries {
      if keys[entry.key] != nil {
        translated.insert(entry.key)
        continue
      }
      guard reported.insert(entry.key).inserted else { continue }
      let parts = entry.key.split(separator: ".", maxSplits: 1)
      guard parts.count == 2, !parts[0].isEmpty else {
        diagnostics.append(
          Diagnostic(
            unknownProperty, file: stringsPath, line: entry.line,
            "key \"\(entry.key)\" is not OBJECTID.property, as Xcode writes a storyboard's "
              + "translations; it is never shown (app strings belong in Localizable.strings)"))
        continue
      }
      let (objectID, property) = (String(parts[0]), String(parts[1]))
      guard let object = base.objects[objectID] else {
        diagnostics.append(
          Diagnostic(
            staleKey, file: stringsPath, line: entry.line,
            "stale key \"\(entry.key)\": \(name) has no object \(objectID) (removed or "
              + "re-created since it was translated); delete the entry, or translate the "
              + "object's new key"))
        continue
      }
      let own = (textsByObject[objectID] ?? []).map { String($0.dropFirst(objectID.count + 1)) }
      let has =
        own.isEmpty
        ? "it has no text to translate"
        : "its texts: " + own.prefix(6).joined(separator: ", ") + (own.count > 6 ? ", …" : "")
      diagnostics.append(
        Diagnostic(
          unknownProperty, file: stringsPath, line: entry.line,
          "key \"\(entry.key)\": \(object.element) \(objectID) (line \(object.line) of \(name)) "
            + "has no \(property) (\(has)); the translation is never shown"))
    }
    summary.translated = translated.count
    summary.missing = keys.values.count { !$0.value.isEmpty && !translated.contains($0.key) }
    summary.stale = reported.count
    return diagnostics.sorted { $0.line < $1.line }
  }
}
