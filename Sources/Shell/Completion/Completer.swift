import LineEditing
import Navigation

/// What TAB offers for a line (the line reader shows it; `complete LINE` prints it).
///
/// Each candidate replaces the whole word under the cursor and comes quoted when it holds
/// blanks, so `select "Texas H` completes to `"Texas Hold’em Poker"`.
package struct Completer {
  /// How many row texts to offer at most (big tables are asked for a prefix, not read whole).
  package static let rowLimit = 100

  package var source: any CompletionSource
  /// The directory relative file names are listed from.
  package var workingDirectory = "."

  package init(source: any CompletionSource, workingDirectory: String = ".") {
    self.source = source
    self.workingDirectory = workingDirectory
  }

  /// The candidates for the last word of `line` (the line up to the cursor).
  package func candidates(for line: String) -> [String] {
    completion(for: line).words
  }

  /// What TAB offers for the last word of `line`: the candidates, and for a big table what all
  /// its matches share and how many are not listed.
  package func completion(for line: String) -> CompletionCandidates {
    let start = CompletionWord.start(in: line)
    guard let before = try? Tokenizer.tokenize(String(line[..<start])) else {
      return CompletionCandidates([])
    }
    let word = line[start...]
    let typed = Typed(line: line, partial: Self.unquoted(String(word)), word: word)
    return candidates(after: before[...], typed)
  }

  /// What is being completed: the line up to the cursor, the word under the cursor as typed
  /// (`"Texas H`) and as text (`Texas H`).
  private struct Typed {
    var line: String
    var partial: String
    var word: Substring
  }

  private func candidates(after tokens: ArraySlice<Token>, _ typed: Typed) -> CompletionCandidates {
    let partial = typed.partial
    guard let head = tokens.first?.text else {
      return CompletionCandidates(Self.matching(source.availableCommands.sorted(), partial))
    }
    let arguments = tokens.dropFirst()
    let command = CommandCatalog.aliases[head] ?? head
    let position = tokens.count  // 1 = the first argument
    let found: [String]
    switch (command, position) {
    case ("open", 1): found = Self.matching(source.segueIdentifiers, partial)
    case ("select", _), ("delete", _): return freeText(arguments, typed, rows)
    case ("tap", _): return freeText(arguments, typed) { Self.all(source.barButtonTitles, $0) }
    case ("tab", _): return freeText(arguments, typed) { Self.all(source.tabTitles, $0) }
    case ("trace", 1): found = Self.matching(["off", "on"], partial)
    case ("help", 1): found = Self.matching(CommandCatalog.names.sorted(), partial)
    case ("source", 1): found = files(matching: partial)
    case ("record", 1):
      found = Self.matching(["--append", "--force", "off"], partial) + files(matching: partial)
    case ("record", 2) where ["--append", "--force"].contains(tokens.last?.text ?? ""):
      found = files(matching: partial)
    case ("complete", _): return candidates(after: arguments, typed)
    case ("expect", _): return expectation(arguments, typed)
    default: found = []
    }
    return CompletionCandidates(found)
  }

  private func expectation(_ tokens: ArraySlice<Token>, _ typed: Typed) -> CompletionCandidates {
    let partial = typed.partial
    guard let first = tokens.first?.text else {
      return CompletionCandidates(Self.matching(CommandCatalog.assertions.map(\.name), partial))
    }
    let arguments = tokens.dropFirst()
    switch (first, tokens.count) {
    case ("scene", _): return freeText(arguments, typed) { Self.all([source.sceneTitle], $0) }
    case ("stack", let count):
      // The n-th word is the n-th title of the breadcrumb.
      let titles = source.breadcrumb
      return CompletionCandidates(
        count <= titles.count ? Self.matching([titles[count - 1]], partial) : [])
    case ("checked", _): return freeText(arguments, typed, rows)
    case ("row", 2...):
      // `expect row N TEXT [detail TEXT]`: row N's own text, then after `detail` its detail.
      let number = arguments.first.flatMap { $0.quoted ? nil : Int($0.text) }
      let row = number.flatMap { source.row(numbered: $0) }
      if tokens.count == 2 {
        return CompletionCandidates(Self.matching([row?.text ?? ""], partial, keywords: true))
      }
      if let last = tokens.last, !last.quoted, last.text == "detail" {
        return CompletionCandidates(Self.matching([row?.detail ?? ""], partial, keywords: true))
      }
      return CompletionCandidates(Self.matching(["checked", "detail", "unchecked"], partial))
    case ("error", _): return candidates(after: arguments, typed)
    default: return CompletionCandidates([])
    }
  }

  /// Free text may be typed unquoted (`select Texas H`), so the words typed since the command
  /// are one argument with the partial word: matched as the parser joins them (single blanks),
  /// and a candidate replaces them all (`"Texas Hold’em Poker"`).
  private func freeText(
    _ arguments: ArraySlice<Token>, _ typed: Typed,
    _ complete: (Typed) -> CompletionCandidates
  ) -> CompletionCandidates {
    guard let first = arguments.first else { return complete(typed) }
    let scalars = typed.line.unicodeScalars
    let start = scalars.index(scalars.startIndex, offsetBy: first.column - 1)
    let whole = Typed(
      line: typed.line, partial: (arguments.map(\.text) + [typed.partial]).joined(separator: " "),
      word: typed.line[start...])
    var result = complete(whole)
    result.replacing = String(whole.word)
    return result
  }

  /// The words starting with what is typed, each quoted as needed.
  private static func all(_ words: [String], _ typed: Typed) -> CompletionCandidates {
    CompletionCandidates(matching(words, typed.partial))
  }

  /// Row texts starting with `partial`, quoted so they read back as text (digits too). When a
  /// big table has more than are listed, what they all share comes from the table, not from
  /// the few listed (`"Ann 000` must not be offered where there are Bills too).
  private func rows(_ typed: Typed) -> CompletionCandidates {
    let matches = source.rowTextMatches(withPrefix: typed.partial, limit: Self.rowLimit)
    let words = matches.texts.map { Tokenizer.quote($0, force: Int($0) != nil) }
    guard matches.omitted != 0 else { return CompletionCandidates(words) }
    let shared = CompletionAction.commonPrefix(of: matches.bounds)
    var openWord = ""
    if !shared.isEmpty {
      // Typed as an open word: quoted (without the closing quote) when it must be, or was.
      let quoted = Tokenizer.quote(shared, force: typed.word.hasPrefix("\"") || Int(shared) != nil)
      openWord = quoted.hasPrefix("\"") ? String(quoted.dropLast()) : quoted
    }
    return CompletionCandidates(words, sharedPrefix: openWord, omitted: matches.omitted)
  }

  /// `.rosterscript` files and folders whose path starts with `partial`.
  private func files(matching partial: String) -> [String] {
    let directory: String
    let namePrefix: String
    let shownDirectory: String
    if let slash = partial.lastIndex(of: "/") {
      shownDirectory = String(partial[...slash])
      directory = shownDirectory == "/" ? "/" : String(partial[..<slash])
      namePrefix = String(partial[partial.index(after: slash)...])
    } else {
      shownDirectory = ""
      directory = "."
      namePrefix = partial
    }
    let listed = FileSystem.resolve(directory, against: workingDirectory)
    guard let names = FileSystem.list(listed) else { return [] }
    var result: [String] = []
    for name in names where name.hasPrefix(namePrefix) {
      if name.hasPrefix(".") && !namePrefix.hasPrefix(".") { continue }
      if FileSystem.isDirectory(listed + "/" + name) {
        result.append(Tokenizer.quote(shownDirectory + name + "/"))
      } else if name.hasSuffix(".rosterscript") {
        result.append(Tokenizer.quote(shownDirectory + name))
      }
    }
    return result
  }

  /// The candidates starting with `partial`, each quoted as needed (with `keywords`, also
  /// when it would read as one of `expect row`'s words).
  private static func matching(_ words: [String], _ partial: String, keywords: Bool = false)
    -> [String]
  {
    words.filter { $0.hasPrefix(partial) && !$0.isEmpty }.map {
      Tokenizer.quote($0, force: keywords && ["checked", "detail", "unchecked"].contains($0))
    }
  }

  /// A partial word with its quotes and escapes resolved (an unclosed quote is fine).
  /// A `\u{…}` escape being typed (not closed yet) ends the word there.
  static func unquoted(_ word: String) -> String {
    var result = String.UnicodeScalarView()
    var inQuotes = false
    var escaped = false
    let scalars = Array(word.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if escaped {
        escaped = false
        if scalar == "u" {
          guard let (character, end) = Tokenizer.unicodeEscape(in: scalars, at: index - 1) else {
            break
          }
          result.append(character)
          index = end
        } else {
          result.append(scalar)
        }
      } else if inQuotes && scalar == "\\" {
        escaped = true
      } else if scalar == "\"" {
        inQuotes.toggle()
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
