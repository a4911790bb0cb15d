extension StoryboardParser {
  /// Reads the storyboard at `path` as it shows in `language` (nil: as the file is): the
  /// language's whole-file storyboard when it has one, else the file with the language's
  /// `.strings` translations, else (a language this storyboard does not ship in, as iOS falls
  /// back) the file itself. A translation that cannot be read is an error at its line and
  /// column: the app would not build with it.
  package static func parse(
    fileAt path: String, language: String?
  ) throws(StoryboardError) -> StoryboardDocument {
    guard let language,
      case .translation(let translation)? = StoryboardLocalizations(storyboardAt: path)
        .choice(for: language)
    else { return try parse(fileAt: path) }
    switch translation.source {
    case .storyboard(let localized):
      return try parse(fileAt: localized)
    case .strings(let stringsPath):
      let strings: StringsFile
      do {
        strings = try StringsFile.read(stringsPath)
      } catch {
        var error = error
        error.reason += " (the \(translation.language) translation)"
        throw error
      }
      let bytes = try readFile(path)
      return try parse(
        bytes: bytes, name: baseName(path), path: path, translations: strings.values)
    }
  }
}
