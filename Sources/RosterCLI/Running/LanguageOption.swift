import RosterSupport
import Storyboard

/// `--language CODE` and `ROSTER_LANGUAGE`: which language storyboards are drawn in.
///
/// The option is a demand: a language none of the run's storyboards ships in is refused with
/// the ones they do. The variable is a preference, like a device's language: a storyboard
/// that does not ship it is drawn in Base, as iOS falls back, so setting it never breaks a run
/// (nor `git diff` through `roster outline`, which reads temporary copies).
enum LanguageOption {
  /// Fills `options.language` from the environment when the option is absent; returns why the
  /// option's language cannot be drawn, or nil.
  static func resolve(
    _ options: inout Options, environment: (String) -> String?
  ) -> String? {
    guard let language = options.language else {
      if let preferred = environment("ROSTER_LANGUAGE"), !preferred.isEmpty {
        options.language = preferred
      }
      return nil
    }
    guard !language.isEmpty else {
      return "--language needs a language code (de, fr, pt-BR…), or Base"
    }
    let files = storyboards(of: options)
    guard !files.isEmpty else {
      if StoryboardLocalizations.normalized(language) == "base" { return nil }
      return
        "--language \(language): the Ratings app ships in English only; pass a localized "
        + "storyboard with --storyboard"
    }
    var available: [String] = []
    for file in files {
      let localizations = StoryboardLocalizations(storyboardAt: file)
      if localizations.choice(for: language) != nil { return nil }
      for code in localizations.languages where !available.contains(code) {
        available.append(code)
      }
    }
    let name =
      files.count == 1 ? StoryboardParser.baseName(files[0]) + ".storyboard" : "the storyboards"
    guard !available.isEmpty else {
      return
        "--language \(language): \(name) \(files.count == 1 ? "is" : "are") not localized (no "
        + "<lang>.lproj folder beside \(files.count == 1 ? "its" : "their") own); drop "
        + "--language, or pass the storyboard in Base.lproj"
    }
    return
      "--language \(language): \(name) \(files.count == 1 ? "is" : "are") not translated to "
      + "\"\(language)\"\(Suggestion.didYouMean(language, among: available).map { " (\($0))" } ?? ""); "
      + "available: " + available.joined(separator: ", ")
  }

  /// The storyboard files a run of `options` draws: none for the Ratings app.
  static func storyboards(of options: Options) -> [String] {
    var paths: [String]
    switch options.mode {
    case .graph(let given): paths = given.isEmpty ? (options.storyboard.map { [$0] } ?? []) : given
    case .outline(let path): paths = [path]
    case .diff(let arguments): paths = arguments.count == 7 ? [] : arguments
    default: paths = options.storyboard.map { [$0] } ?? []
    }
    return paths.flatMap { path in
      FileSystem.isDirectory(path)
        ? FileSystem.files(under: path, endingWith: ".storyboard") : [path]
    }
  }
}
