import LineEditing

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
    let start = CompletionWord.start(in: line)
    guard let before = try? Tokenizer.tokenize(String(line[..<start])) else { return [] }
    let partial = Self.unquoted(String(line[start...]))
    return candidates(after: before.map(\.text), partial: partial, line: line, start: start)
  }

  private func candidates(
    after words: [String], partial: String, line: String, start: String.Index
  ) -> [String] {
    guard let head = words.first else {
      return Self.matching(source.availableCommands.sorted(), partial)
    }
    let command = CommandCatalog.aliases[head] ?? head
    let position = words.count  // 1 = the first argument
    switch (command, position) {
    case ("open", 1): return Self.matching(source.segueIdentifiers, partial)
    case ("select", 1), ("delete", 1):
      return rows(partial)
    case ("tap", 1): return Self.matching(source.barButtonTitles, partial)
    case ("tab", 1): return Self.matching(source.tabTitles, partial)
    case ("trace", 1): return Self.matching(["off", "on"], partial)
    case ("help", 1): return Self.matching(CommandCatalog.names.sorted(), partial)
    case ("source", 1): return files(matching: partial)
    case ("record", 1):
      return Self.matching(["--append", "--force", "off"], partial) + files(matching: partial)
    case ("record", 2) where ["--append", "--force"].contains(words[1]):
      return files(matching: partial)
    case ("complete", _):
      return candidates(
        after: Array(words.dropFirst()), partial: partial, line: line, start: start)
    case ("expect", _):
      return expectation(Array(words.dropFirst()), partial: partial, line: line, start: start)
    default: return []
    }
  }

  private func expectation(
    _ words: [String], partial: String, line: String, start: String.Index
  ) -> [String] {
    guard let word = words.first else {
      return Self.matching(CommandCatalog.assertions.map(\.name), partial)
    }
    switch (word, words.count) {
    case ("scene", 1), ("stack", _): return Self.matching([source.sceneTitle], partial)
    case ("checked", 1):
      return rows(partial)
    case ("row", 2):
      return rows(partial)
    case ("row", 3...): return Self.matching(["checked", "detail", "unchecked"], partial)
    case ("error", _):
      return candidates(
        after: Array(words.dropFirst()), partial: partial, line: line, start: start)
    default: return []
    }
  }

  /// Row texts starting with `partial`, quoted so they read back as text (digits too).
  private func rows(_ partial: String) -> [String] {
    source.rowTexts(withPrefix: partial, limit: Self.rowLimit).map {
      Tokenizer.quote($0, force: Int($0) != nil)
    }
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
