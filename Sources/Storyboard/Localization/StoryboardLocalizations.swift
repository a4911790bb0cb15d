import RosterSupport

/// The languages a storyboard file ships in, found beside it as Xcode lays them out:
/// `App/Base.lproj/Main.storyboard` with `App/de.lproj/Main.strings` (base internationalization),
/// or storyboards localized as whole files (`App/en.lproj/Main.storyboard`,
/// `App/de.lproj/Main.storyboard`, no Base). A storyboard outside any `.lproj` folder ships in
/// its own language only. Found by listing folders: nothing is parsed.
package struct StoryboardLocalizations: Sendable, Equatable {
  /// The storyboard file asked about.
  package var storyboardPath: String
  /// The language of the file itself: `Base`, its `.lproj` folder's code, or nil outside one.
  package var ownLanguage: String?
  /// The other languages, sorted by code.
  package var translations: [StoryboardTranslation]

  /// The localizations of the storyboard at `path`.
  package init(storyboardAt path: String) {
    storyboardPath = path
    translations = []
    let folder = FileSystem.directory(of: path)
    let folderName = Self.lastComponent(folder)
    guard folderName.hasSuffix(".lproj"), folderName.count > ".lproj".count else {
      ownLanguage = nil
      return
    }
    ownLanguage = String(folderName.dropLast(".lproj".count))
    let name = StoryboardParser.baseName(path)
    let resources = FileSystem.directory(of: folder)
    for entry in FileSystem.contents(ofDirectory: resources)
    where entry.hasSuffix(".lproj") && entry != folderName && entry.count > ".lproj".count {
      let language = String(entry.dropLast(".lproj".count))
      let other = StoryboardProject.join(resources, entry)
      let storyboard = StoryboardProject.join(other, name + ".storyboard")
      let strings = StoryboardProject.join(other, name + ".strings")
      if FileSystem.isFile(storyboard) {
        translations.append(
          StoryboardTranslation(language: language, source: .storyboard(storyboard)))
      } else if FileSystem.isFile(strings) {
        translations.append(StoryboardTranslation(language: language, source: .strings(strings)))
      }
    }
  }

  /// Every language the storyboard can be drawn in: its own first, then the translations.
  package var languages: [String] {
    (ownLanguage.map { [$0] } ?? []) + translations.map(\.language)
  }

  /// What a language code picks for this storyboard.
  package enum Choice: Sendable, Equatable {
    /// The file itself (`Base` always means it).
    case own
    /// Another language's texts.
    case translation(StoryboardTranslation)
  }

  /// What `language` picks, or nil when the storyboard does not ship in it. Codes match as
  /// iOS matches them: case and `_`/`-` aside, and a regional code (`de-AT`) falls back to
  /// its language (`de`).
  package func choice(for language: String) -> Choice? {
    let wanted = Self.normalized(language)
    if wanted == "base" || ownLanguage.map(Self.normalized) == wanted { return .own }
    if let found = translations.first(where: { Self.normalized($0.language) == wanted }) {
      return .translation(found)
    }
    if let dash = wanted.firstIndex(of: "-") {
      return choice(for: String(wanted[..<dash]))
    }
    return nil
  }

  /// `de_DE` and `DE-de` alike: lower case, `-` between parts.
  package static func normalized(_ code: String) -> String {
    String(code.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  private static func lastComponent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
