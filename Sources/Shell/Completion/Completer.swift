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
    return candidates(after: before.map(\.text), partial: Self.unquoted(String(word)), word: word)
  }

  private func candidates(after words: [String], partial: String, word: Substring)
    -> CompletionCandidates
  {
    guard let head = words.first else {
      return CompletionCandidates(Self.matching(source.availableCommands.sorted(), partial))
    }
    let command = CommandCatalog.aliases[head] ?? head
    let position = words.count  // 1 = the first argument
    let found: [String]
    switch (command, position) {
    case ("open", 1): found = Self.matching(source.segueIdentifiers, partial)
    case ("select", 1), ("delete", 1): return rows(partial, word: word)
    case ("tap", 1): found = Self.matching(source.barButtonTitles, partial)
    case ("tab", 1): found = Self.matching(source.tabTitles, partial)
    case ("trace", 1): found = Self.matching(["off", "on"], partial)
    case ("help", 1): found = Self.matching(CommandCatalog.names.sorted(), partial)
    case ("source", 1): found = files(matching: partial)
    case ("record", 1):
      found = Self.matching(["--append", "--force", "off"], partial) + files(matching: partial)
    case ("record", 2) where ["--append", "--force"].contains(words[1]):
      found = files(matching: partial)
    case ("complete", _):
      return candidates(after: Array(words.dropFirst()), partial: partial, word: word)
    case ("expect", _):
      return expectation(Array(words.dropFirst()), partial: partial, word: word)
    default: found = []
    }
    return CompletionCandidates(found)
  }

  private func expectation(_ words: [String], partial: String, word: Substring)
    -> CompletionCandidates
  {
    guard let first = words.first else {
      return CompletionCandidates(Self.matching(CommandCatalog.assertions.map(\.name), partial))
    }
    switch (first, words.count) {
    case ("scene", 1), ("stack", _):
      return CompletionCandidates(Self.matching([source.sceneTitle], partial))
    case ("checked", 1), ("row", 2): return rows(partial, word: word)
    case ("row", 3...):
      return CompletionCandidates(Self.matching(["checked", "detail", "unchecked"], partial))
    case ("error", _):
      return candidates(after: Array(words.dropFirst()), partial: partial, word: word)
    default: return CompletionCandidates([])
    }
  }

  /// Row texts starting with `partial`, quoted so they read back as text (digits too). When a
  /// big table has more than are listed, what they all share comes from the table, not from
  /// the few listed (`"Ann 000` must not be offered where there are Bills too).
  private func rows(_ partial: String, word: Substring) -> CompletionCandidates {
    let matches = source.rowTextMatches(withPrefix: partial, limit: Self.rowLimit)
    let words = matches.texts.map { Tokenizer.quote($0, force: Int($0) != nil) }
    guard matches.omitted != 0 else { return CompletionCandidates(words) }
    let shared = CompletionAction.commonPrefix(of: matches.bounds)
    var typed = ""
    if !shared.isEmpty {
      // Typed as an open word: quoted (without the closing quote) when it must be, or was.
      let quoted = Tokenizer.quote(shared, force: word.hasPrefix("\"") || Int(shared) != nil)
      typed = quoted.hasPrefix("\"") ? String(quoted.dropLast()) : quoted
    }
    return CompletionCandidates(words, sharedPrefix: typed, omitted: matches.omitted)
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

  /// The candidates starting with `partial`, each quoted as needed.
  private static func matching(_ words: [String], _ partial: String) -> [String] {
    words.filter { $0.hasPrefix(partial) && !$0.isEmpty }.map { Tokenizer.quote($0) }
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
