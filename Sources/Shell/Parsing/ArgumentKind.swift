import Navigation

/// What follows a command's name, as the command table declares it: how the words parse
/// (`CommandParser`), what TAB offers for them (`Completer`), what `help` lists of them here
/// (`HelpText`), how a recording writes them back (`words(for:)`) and what `roster check`
/// validates them against (`ScriptChecker`).
package enum ArgumentKind: Sendable, Equatable {
  /// No words.
  case none
  /// One word: a segue identifier that can fire from the visible scene.
  case segue
  /// A row number as drawn, or a row's text (free text).
  case row
  /// Free text: a row's text (digits are text too).
  case rowText
  /// Free text: a bar button's title or system item, a button's title, a switch's, a
  /// segment's or a text field's name.
  case button
  /// A control's name (one word, quoted when it holds blanks), then its value (free text).
  case setting
  /// Free text: a tab's title.
  case tab
  /// Free text: a scene's title.
  case sceneTitle
  /// One word per title: the breadcrumb, first to last.
  case titles
  /// Free text with nothing to offer; the text says what it is ("the text to type").
  case text(String)
  /// Optionally free text with nothing to offer; the text says what it is.
  case optionalText(String)
  /// Optionally one number (1 or more): the row to draw from.
  case optionalRowNumber
  /// One number (0 or more): how many rows.
  case count
  /// One of these words.
  case choice([String])
  /// One word: a `.rosterscript` file.
  case file
  /// One word: a text file holding a drawing (`expect screen`), relative to the script.
  case snapshot
  /// `[--append|--force] FILE`, or `off`.
  case recording
  /// Optionally the name of a command or assertion.
  case optionalCommandName
  /// Optionally the rest of the line as typed: a command line.
  case optionalLine
  /// `[matching TEXT] COMMAND…`: a command line (which must parse) that must fail.
  case failingCommand
  /// An assertion's name and its arguments (`CommandCatalog.assertions`).
  case assertion
  /// `[N] TEXT [detail TEXT] [rating N] [checked|unchecked]`.
  case rowExpectation
  /// `text TEXT` (after `expect no`).
  case absentText
  /// A button's name (free text), then `enabled` or `disabled`.
  case buttonState
  /// A switch's name (free text), then `on` or `off`.
  case switchState
  /// A control's name (one word, quoted when it holds blanks), then the value it shows.
  case controlValue

  /// The words `expect row` reads as keywords, not as text.
  package static let rowKeywords = ["detail", "rating", "checked", "unchecked"]

  /// The words ending `expect button` and `expect switch`.
  package var stateWords: [String] {
    switch self {
    case .buttonState: return ["enabled", "disabled"]
    case .switchState: return ["on", "off"]
    default: return []
    }
  }

  /// The flags `record` takes before its file.
  package static let recordingFlags = ["--append", "--force"]

  /// The things in the visible scene an argument of this kind names, for kinds that name one
  /// of a few (`help` lists them; an unknown first word that is one suggests the command).
  package func names(in source: any CompletionSource) -> [String]? {
    switch self {
    case .segue: return source.segueIdentifiers
    case .button: return source.barButtonTitles
    case .setting, .switchState, .controlValue: return source.settableControls
    case .buttonState: return source.barButtonTitles
    case .tab: return source.tabTitles
    default: return nil
    }
  }

  /// The words that read back as `value`, quoted as needed; nil when `value` is not of this kind.
  package func words(for value: ArgumentValue) -> [String]? {
    switch (self, value) {
    case (.none, .none), (.optionalRowNumber, .none), (.optionalCommandName, .none),
      (.optionalLine, .none), (.optionalText, .none):
      return []
    case (.segue, .text(let text)), (.rowText, .text(let text)), (.button, .text(let text)),
      (.tab, .text(let text)), (.sceneTitle, .text(let text)), (.text, .text(let text)),
      (.file, .text(let text)), (.optionalText, .text(let text)), (.snapshot, .text(let text)):
      return [Tokenizer.quote(text)]
    case (.choice, .text(let word)), (.optionalCommandName, .text(let word)):
      return [word]
    case (.optionalLine, .text(let line)):
      return line.isEmpty ? [] : [line]
    case (.row, .row(let row)):
      return [Self.word(for: row)]
    case (.setting, .setting(let control, let value)):
      return [Tokenizer.quote(control), Tokenizer.quote(value)]
    case (.titles, .texts(let titles)):
      return titles.map { Tokenizer.quote($0) }
    case (.optionalRowNumber, .number(let number)), (.count, .number(let number)):
      return [String(number)]
    case (.recording, .recording(let path, let mode)):
      guard let path else { return ["off"] }
      let flag: [String]
      switch mode {
      case .new: flag = []
      case .append: flag = ["--append"]
      case .replace: flag = ["--force"]
      }
      return flag + [Tokenizer.quote(path, force: path == "off" || path.hasPrefix("--"))]
    case (.failingCommand, .failing(let source, _, let matching)):
      return (matching.map { ["matching", Tokenizer.quote($0, force: true)] } ?? []) + [source]
    case (.assertion, .assertion(let assertion)):
      let (name, value) = assertion.parts
      guard let info = CommandCatalog.assertion(named: name),
        let words = info.argument.words(for: value)
      else { return nil }
      return [name] + words
    case (.rowExpectation, .rowExpectation(let row, let text, let detail, let checked, let rating)):
      let keywords = Self.rowKeywords
      // Without a number, a text that reads as one is quoted.
      var words = row.map { [String($0)] } ?? []
      words.append(
        Tokenizer.quote(text, force: keywords.contains(text) || (row == nil && Int(text) != nil)))
      if let detail {
        words += ["detail", Tokenizer.quote(detail, force: keywords.contains(detail))]
      }
      if let rating { words += ["rating", String(rating)] }
      if let checked { words.append(checked ? "checked" : "unchecked") }
      return words
    case (.absentText, .text(let text)):
      return ["text", Tokenizer.quote(text)]
    case (.buttonState, .setting(let name, let state)),
      (.switchState, .setting(let name, let state)):
      return [Tokenizer.quote(name, force: stateWords.contains(name)), state]
    case (.controlValue, .setting(let name, let value)):
      return [Tokenizer.quote(name), Tokenizer.quote(value)]
    default:
      return nil
    }
  }

  /// A row as a word that reads back as the same reference (digits as text stay quoted).
  package static func word(for row: RowReference) -> String {
    switch row {
    case .number(let n): return String(n)
    case .text(let text): return Tokenizer.quote(text, force: Int(text) != nil)
    }
  }
}
