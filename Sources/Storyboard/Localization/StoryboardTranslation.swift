/// One language a storyboard ships in besides its own file, as Xcode lays it out beside the
/// storyboard's `.lproj` folder.
package struct StoryboardTranslation: Sendable, Equatable {
  /// Where the language's texts come from.
  package enum Source: Sendable, Equatable {
    /// `<lang>.lproj/<Storyboard>.strings`: the Base storyboard's texts, translated by key.
    case strings(String)
    /// `<lang>.lproj/<Storyboard>.storyboard`: a whole storyboard of its own.
    case storyboard(String)
  }

  /// The language code, as the folder names it (`de`, `pt-BR`, `zh-Hans`).
  package var language: String
  package var source: Source

  package init(language: String, source: Source) {
    self.language = language
    self.source = source
  }

  /// The file the language's texts are read from.
  package var path: String {
    switch source {
    case .strings(let path), .storyboard(let path): return path
    }
  }
}
