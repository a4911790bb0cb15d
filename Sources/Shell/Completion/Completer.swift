import LineEditing
import Navigation
import RosterSupport

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
      return CompletionCandidates([], replacing: String(line[start...]))
    }
    let word = line[start...]
    let typed = Typed(line: line, partial: Self.unquoted(String(word)), word: word)
    var result = candidates(after: before[...], typed)
    // The line reader replaces what the shell says the word is; it does not parse the line.
    if result.replacing == nil { result.replacing = String(word) }
    return result
  }

  /// What is being completed: the line up to the cursor, the word under the cursor as typed
  /// (`"Texas H`) and as text (`Texas H`).
  private struct Typed {
    var line: String
    var partial: String
    var word: Substring
  }

  private func candidates(after tokens: ArraySlice<Token>, _ typed: Typed) -> CompletionCandidates {
    guard let head = tokens.first?.text else {
      let names = Self.matching(source.availableCommands.sorted(), typed.partial)
      return CompletionCandidates(
        names,
        details: Self.details(names) { name in
          CommandCatalog.info(named: name)?.summary
        })
    }
    guard let info = CommandCatalog.info(named: head) else { return CompletionCandidates([]) }
    return candidates(for: info.argument, after: tokens.dropFirst(), typed)
  }

  /// What to offer for an argument of `kind`, `arguments` being the words typed before it.
  private func candidates(
    for kind: ArgumentKind, after arguments: ArraySlice<Token>, _ typed: Typed
  ) -> CompletionCandidates {
    let partial = typed.partial
    let first = arguments.isEmpty  // completing the first word of the argument
    switch kind {
    case .none, .text, .optionalText, .optionalRowNumber, .count:
      return CompletionCandidates([])
    case .segue:
      let names = first ? Self.matching(source.segueIdentifiers, partial) : []
      let details = source.segueDetails
      return CompletionCandidates(names, details: Self.details(names) { details[$0] })
    case .row, .rowText:
      return freeText(arguments, typed, rows)
    case .button:
      return freeText(arguments, typed) { Self.all(source.barButtonTitles, $0) }
    case .setting:
      guard let control = arguments.first else {
        return CompletionCandidates(Self.matching(source.settableControls, partial))
      }
      let values = source.settingValues(forControl: control.text)
      return freeText(arguments.dropFirst(), typed) { Self.all(values, $0) }
    case .tab:
      return freeText(arguments, typed) { Self.all(source.tabTitles, $0) }
    case .sceneTitle:
      return freeText(arguments, typed) { Self.all([source.sceneTitle], $0) }
    case .titles:
      // The n-th word is the n-th title of the breadcrumb.
      let titles = source.breadcrumb
      return CompletionCandidates(
        arguments.count < titles.count ? Self.matching([titles[arguments.count]], partial) : [])
    case .choice(let words):
      return CompletionCandidates(first ? Self.matching(words.sorted(), partial) : [])
    case .file:
      return CompletionCandidates(first ? files(matching: partial) : [])
    case .snapshot:
      return CompletionCandidates(first ? files(matching: partial, endingWith: "") : [])
    case .recording:
      if first {
        return CompletionCandidates(
          Self.matching(ArgumentKind.recordingFlags + ["off"], partial) + files(matching: partial))
      }
      let afterFlag =
        arguments.count == 1
        && ArgumentKind.recordingFlags.contains(arguments[arguments.startIndex].text)
      return CompletionCandidates(afterFlag ? files(matching: partial) : [])
    case .optionalCommandName:
      return CompletionCandidates(
        first ? Self.matching(CommandCatalog.names.sorted(), partial) : [])
    case .optionalLine:
      return candidates(after: arguments, typed)
    case .failingCommand:
      // `expect error [matching TEXT] COMMAND`: the text is free; the command completes as one.
      if let word = arguments.first, !word.quoted, word.text == "matching" {
        return arguments.count < 2
          ? CompletionCandidates([]) : candidates(after: arguments.dropFirst(2), typed)
      }
      var result = candidates(after: arguments, typed)
      if first && "matching".hasPrefix(partial) { result.words.append("matching") }
      return result
    case .assertion:
      guard let name = arguments.first?.text else {
        return CompletionCandidates(Self.matching(CommandCatalog.assertions.map(\.name), partial))
      }
      guard let info = CommandCatalog.assertion(named: name) else {
        return CompletionCandidates([])
      }
      return candidates(for: info.argument, after: arguments.dropFirst(), typed)
    case .rowExpectation:
      // `expect row [N] TEXT [detail TEXT]`: row N's own text (without N, the rows' texts),
      // then after `detail` its detail.
      guard let numberToken = arguments.first else {
        return rows(typed)
      }
      let number = numberToken.quoted ? nil : Int(numberToken.text)
      guard let number else {
        // After a keyword, or a whole word of text, come the keywords (the text may go on, but
        // its rows are not guessed).
        if partial.isEmpty
          || arguments.contains(where: { !$0.quoted && ArgumentKind.rowKeywords.contains($0.text) })
        {
          return keywordsOrDetail(arguments, partial, row: nil)
        }
        return freeText(arguments, typed, rows)
      }
      let row = source.row(numbered: number)
      if arguments.count == 1 {
        return CompletionCandidates(Self.matching([row?.text ?? ""], partial, keywords: true))
      }
      return keywordsOrDetail(arguments, partial, row: row)
    case .absentText:
      return CompletionCandidates(first ? Self.matching(["text"], partial) : [])
    case .buttonState, .switchState:
      // The name (free text), then once it is a whole name, the state words.
      let names = kind == .buttonState ? source.barButtonTitles : source.settableControls
      let typedName = arguments.map(\.text).joined(separator: " ")
      if !first, names.contains(where: { $0.lowercased() == typedName.lowercased() }) {
        return CompletionCandidates(Self.matching(kind.stateWords, partial))
      }
      return freeText(arguments, typed) { Self.all(names, $0) }
    case .controlValue:
      return CompletionCandidates(first ? Self.matching(source.settableControls, partial) : [])
    }
  }

  /// After `expect row`'s text: the detail of `row` after `detail`, else the keywords.
  private func keywordsOrDetail(
    _ arguments: ArraySlice<Token>, _ partial: String, row: (text: String, detail: String?)?
  ) -> CompletionCandidates {
    if let last = arguments.last, !last.quoted, last.text == "detail" {
      return CompletionCandidates(Self.matching([row?.detail ?? ""], partial, keywords: true))
    }
    return CompletionCandidates(Self.matching(ArgumentKind.rowKeywords.sorted(), partial))
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

  /// Files ending `suffix` (any file when empty) and folders whose path starts with `partial`.
  private func files(matching partial: String, endingWith suffix: String = ".rosterscript")
    -> [String]
  {
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
    guard let names = FileSystem.entries(ofDirectory: listed) else { return [] }
    var result: [String] = []
    for name in names where name.hasPrefix(namePrefix) {
      if name.hasPrefix(".") && !namePrefix.hasPrefix(".") { continue }
      if FileSystem.isDirectory(listed + "/" + name) {
        // A quoted folder stays open, as the slash does: what is in it is typed next.
        var folder = Tokenizer.quote(shownDirectory + name + "/")
        if folder.hasPrefix("\""), folder.hasSuffix("/\"") { folder.removeLast() }
        result.append(folder)
      } else if name.hasSuffix(suffix) {
        result.append(Tokenizer.quote(shownDirectory + name))
      }
    }
    return result
  }

  /// What `describe` says of each candidate (asked by its text, unquoted), for the listing.
  private static func details(
    _ candidates: [String], _ describe: (String) -> String?
  ) -> [String: String] {
    var result: [String: String] = [:]
    for candidate in candidates {
      if let detail = describe(unquoted(candidate)) { result[candidate] = detail }
    }
    return result
  }

  /// The candidates starting with `partial`, each quoted as needed (with `keywords`, also
  /// when it would read as one of `expect row`'s words).
  private static func matching(_ words: [String], _ partial: String, keywords: Bool = false)
    -> [String]
  {
    words.filter { $0.hasPrefix(partial) && !$0.isEmpty }.map {
      Tokenizer.quote($0, force: keywords && ArgumentKind.rowKeywords.contains($0))
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
