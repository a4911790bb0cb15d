/// How far one language translates one storyboard (`roster lint --languages`).
package struct LanguageSummary: Sendable, Equatable {
  /// The Base (or own-language) storyboard.
  package var storyboard: String
  /// The language code, as its folder names it.
  package var language: String
  /// Its `.strings` file, or its own storyboard when localized as a whole file.
  package var file: String
  /// Localized as a whole storyboard: nothing to count by key.
  package var isWholeFile = false
  /// The file could not be read (a finding says where).
  package var isMalformed = false
  /// Base texts the language has a key for.
  package var translated = 0
  /// Base texts it has no key for (drawn in Base).
  package var missing = 0
  /// Its keys that name no object, or a text the object does not have.
  package var stale = 0

  package init(storyboard: String, language: String, file: String) {
    self.storyboard = storyboard
    self.language = language
    self.file = file
  }
}
