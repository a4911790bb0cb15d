import Navigation
import RosterSupport

/// Turns one line into a `Command`, validating argument counts and numbers; errors carry the
/// column of the offending word.
package enum CommandParser {
  /// The command on `line`, nil for a blank or comment line.
  package static func parse(_ line: String) throws(ShellError) -> Command? {
    let tokens = try Tokenizer.tokenize(line)
    guard let first = tokens.first else { return nil }
    return try parse(tokens: tokens, line: line, first: first)
  }

  private static func parse(
    tokens: [Token], line: String, first: Token
  ) throws(ShellError) -> Command {
    guard !first.quoted, let info = CommandCatalog.info(named: first.text) else {
      var error: ShellError
      if !first.quoted, let pointer = CommandCatalog.guesses[first.text.lowercased()] {
        error = ShellError("unknown command \"\(first.text)\"; \(pointer)", column: first.column)
      } else {
        let hint = Suggestion.hint(for: first.text, among: CommandCatalog.names)
        error = ShellError(
          "unknown command \"\(first.text)\""
            + (hint.isEmpty ? "; type help for the commands" : hint),
          column: first.column)
      }
      error.isUnknownCommand = true
      throw error
    }
    let context = Context(
      info: info, head: first, arguments: Array(tokens.dropFirst()), line: line)
    return try make(info, from: try argument(info.argument, context), at: first)
  }

  /// The command `info` makes of `value`; its table entry and argument kind must agree.
  private static func make(_ info: CommandInfo, from value: ArgumentValue, at head: Token)
    throws(ShellError) -> Command
  {
    guard let command = info.make(value) else {
      throw ShellError("\(info.name) cannot be read; write \(info.usage)", column: head.column)
    }
    return command
  }

  /// The words after a command's name read as its argument kind says.
  private static func argument(_ kind: ArgumentKind, _ context: Context) throws(ShellError)
    -> ArgumentValue
  {
    let arguments = context.arguments
    switch kind {
    case .none:
      try context.none()
      return .none
    case .segue: return .text(try context.single("a segue identifier"))
    case .row: return .row(try context.row())
    case .rowText: return .text(try context.text("the text of the checked row"))
    case .button: return .text(try context.text("a bar button"))
    case .setting:
      guard let control = arguments.first else {
        throw context.missing("a switch, segmented control, slider or stepper and its value")
      }
      guard arguments.count > 1 else { throw context.missing("the value to give \(control.text)") }
      return .setting(
        control: control.text, value: arguments.dropFirst().map(\.text).joined(separator: " "))
    case .tab: return .text(try context.text("a tab name"))
    case .sceneTitle: return .text(try context.text("a scene title"))
    case .text(let what): return .text(try context.text(what))
    case .optionalText(let what):
      guard !arguments.isEmpty else { return .none }
      return .text(try context.text(what))
    case .titles:
      guard !arguments.isEmpty else {
        throw context.missing("the titles of the breadcrumb, first to last")
      }
      return .texts(arguments.map(\.text))
    case .optionalRowNumber:
      guard let token = arguments.first else { return .none }
      try context.atMost(1)
      return .number(try number(token, what: "a row number", minimum: 1))
    case .count:
      let token = try context.singleToken("a number of rows")
      return .number(try number(token, what: "a number of rows", minimum: 0))
    case .choice(let words):
      let phrase = words.joined(separator: " or ")
      let word = try context.single(phrase)
      guard words.contains(word) else {
        throw ShellError(
          "\(context.info.name) takes \(phrase), not \"\(word)\"", column: arguments[0].column)
      }
      return .text(word)
    case .file: return .text(try context.single("a .rosterscript file"))
    case .snapshot: return .text(try context.single("the file of the drawing, e.g. players.screen"))
    case .recording: return try recording(context)
    case .optionalCommandName:
      guard let token = arguments.first else { return .none }
      try context.atMost(1)
      let known =
        CommandCatalog.info(named: token.text) != nil
        || CommandCatalog.assertion(named: token.text) != nil
      guard known else {
        let hint = Suggestion.hint(
          for: token.text, among: CommandCatalog.names + CommandCatalog.assertions.map(\.name))
        throw ShellError(
          "no help for \"\(token.text)\"" + (hint.isEmpty ? "; type help for the commands" : hint),
          column: token.column)
      }
      return .text(CommandCatalog.aliases[token.text] ?? token.text)
    case .optionalLine:
      guard let token = arguments.first else { return .none }
      return .text(completionLine(from: token, in: context.line, arguments: arguments))
    case .failingCommand:
      var rest = arguments[...]
      var matching: String?
      if let word = rest.first, !word.quoted, word.text == "matching" {
        guard let text = rest.dropFirst().first else {
          throw context.missing("the text the error should contain, then the command")
        }
        guard !text.text.isEmpty else {
          throw ShellError(
            "matching needs a text; write \(context.info.usage)", column: text.column)
        }
        matching = text.text
        rest = rest.dropFirst(2)
      }
      guard let first = rest.first else { throw context.missing("the command to try") }
      // The command must parse: a typo would otherwise be the error expected.
      let command: Command
      do {
        command = try parse(tokens: Array(rest), line: context.line, first: first)
      } catch {
        var located = error
        located.message = "expect error's command does not parse: " + error.message
        located.isUnknownCommand = false  // the line's command is expect
        throw located
      }
      if case .expect(.error) = command {
        throw ShellError(
          "expect error cannot hold another expect error; write one", column: first.column)
      }
      return .failing(
        source: String(context.line.dropFirst(first.column - 1)), command: command,
        matching: matching)
    case .assertion: return .assertion(try assertion(context))
    case .rowExpectation: return try rowExpectation(context)
    case .absentText:
      guard let word = arguments.first, !word.quoted, word.text == "text" else {
        throw ShellError(
          "expect no takes text, then the text: \(context.info.usage)",
          column: arguments.first?.column ?? context.endColumn)
      }
      let rest = Context(
        info: context.info, head: word, arguments: Array(arguments.dropFirst()),
        line: context.line)
      return .text(try rest.text("the text the scene should not show"))
    case .buttonState, .switchState:
      let words = kind.stateWords
      let phrase = words.joined(separator: " or ")
      guard let last = arguments.last, arguments.count > 1 else {
        throw context.missing("a name, then \(phrase)")
      }
      guard !last.quoted, words.contains(last.text) else {
        throw ShellError(
          "\(context.label) ends with \(phrase), not \"\(last.text)\"; write \(context.info.usage)",
          column: last.column)
      }
      return .setting(
        control: arguments.dropLast().map(\.text).joined(separator: " "), value: last.text)
    case .controlValue:
      guard let control = arguments.first else { throw context.missing("a control's name") }
      guard arguments.count > 1 else {
        throw context.missing("the value \(control.text) should show")
      }
      return .setting(
        control: control.text, value: arguments.dropFirst().map(\.text).joined(separator: " "))
    }
  }

  /// The text after `complete`: a single quoted word as written, else the rest of the line
  /// verbatim (so a trailing blank, which asks for the next word, survives).
  private static func completionLine(from token: Token, in line: String, arguments: [Token])
    -> String
  {
    if arguments.count == 1 && token.quoted { return token.text }
    return String(line.unicodeScalars.dropFirst(token.column - 1))
  }

  /// `record [--append|--force] FILE` or `record off`.
  private static func recording(_ context: Context) throws(ShellError) -> ArgumentValue {
    var mode = Recorder.Mode.new
    var rest = context.arguments
    if let flag = rest.first, !flag.quoted, flag.text.hasPrefix("--") {
      switch flag.text {
      case "--append": mode = .append
      case "--force": mode = .replace
      default:
        throw ShellError(
          "record takes --append or --force, not \"\(flag.text)\"; \(context.info.usage)",
          column: flag.column)
      }
      rest.removeFirst()
      if let other = rest.first, !other.quoted, other.text == "--append" || other.text == "--force"
      {
        throw ShellError(
          "--append and --force exclude each other; keep one", column: other.column)
      }
    }
    let inner = Context(info: context.info, head: context.head, arguments: rest, line: context.line)
    let token = try inner.singleToken("a file name, or off")
    if token.text == "off" && !token.quoted {
      guard mode == .new else {
        throw ShellError(
          "record off takes no option; remove \"\(context.arguments[0].text)\"",
          column: context.arguments[0].column)
      }
      return .recording(path: nil, mode: .new)
    }
    return .recording(path: token.text, mode: mode)
  }

  private static func assertion(_ context: Context) throws(ShellError) -> Assertion {
    let words = CommandCatalog.assertions.map(\.name)
    guard let word = context.arguments.first else {
      throw ShellError(
        "expect needs an assertion: " + words.joined(separator: ", "),
        column: context.endColumn)
    }
    guard !word.quoted, let info = CommandCatalog.assertion(named: word.text) else {
      let hint = Suggestion.hint(for: word.text, among: words)
      throw ShellError(
        "unknown assertion \"\(word.text)\""
          + (hint.isEmpty ? "; use one of " + words.joined(separator: ", ") : hint),
        column: word.column)
    }
    let inner = Context(
      info: info, head: word, arguments: Array(context.arguments.dropFirst()),
      line: context.line)
    let command = try make(info, from: try argument(info.argument, inner), at: word)
    guard case .expect(let assertion) = command else {
      throw ShellError("\(info.usage) cannot be read", column: word.column)
    }
    return assertion
  }

  /// `[N] TEXT [detail TEXT] [rating N] [checked|unchecked]`: a first word that is a number
  /// (unquoted, with more words after it) is the row's number.
  private static func rowExpectation(_ context: Context) throws(ShellError) -> ArgumentValue {
    guard let first = context.arguments.first else { throw context.missing("a row's text") }
    var rest = context.arguments[...]
    var row: Int?
    if !first.quoted, Int(first.text) != nil {
      row = try number(first, what: "a row number", minimum: 1)
      rest.removeFirst()
    }
    func isKeyword(_ token: Token) -> Bool {
      !token.quoted && ArgumentKind.rowKeywords.contains(token.text)
    }
    func words() -> [String] {
      var words: [String] = []
      while let token = rest.first, !isKeyword(token) {
        words.append(token.text)
        rest.removeFirst()
      }
      return words
    }
    let text = words()
    guard !text.isEmpty else {
      throw ShellError(
        "expect row\(row.map { " \($0)" } ?? "") needs the row's text: \(context.info.usage)",
        column: rest.first?.column ?? context.endColumn)
    }
    var detail: String?
    var rating: Int?
    var checked: Bool?
    while let keyword = rest.first {
      rest.removeFirst()
      let repeated: Bool
      switch keyword.text {
      case "detail":
        repeated = detail != nil
        let found = words()
        guard !found.isEmpty else {
          throw ShellError(
            "detail needs a text: \(context.info.usage)",
            column: rest.first?.column ?? context.endColumn)
        }
        detail = found.joined(separator: " ")
      case "rating":
        repeated = rating != nil
        guard let token = rest.first else { throw context.missing("a rating after rating") }
        rating = try number(token, what: "a rating", minimum: 0)
        rest.removeFirst()
      case "checked", "unchecked":
        repeated = checked != nil
        checked = keyword.text == "checked"
      default:
        throw ShellError(
          "unexpected \"\(keyword.text)\"; write \(context.info.usage)", column: keyword.column)
      }
      if repeated {
        throw ShellError(
          "\(keyword.text) is given twice; keep one", column: keyword.column)
      }
    }
    return .rowExpectation(
      row: row, text: text.joined(separator: " "), detail: detail, checked: checked,
      rating: rating)
  }

  private static func number(_ token: Token, what: String, minimum: Int) throws(ShellError) -> Int {
    guard let value = Int(token.text), value >= minimum else {
      let range = minimum == 0 ? "0 or more" : "\(minimum) or more"
      throw ShellError(
        "expected \(what) (\(range)), not \"\(token.text)\"", column: token.column)
    }
    return value
  }

  /// A command's arguments, with checks that name the command's usage.
  private struct Context {
    var info: CommandInfo
    var head: Token
    var arguments: [Token]
    var line: String

    /// Where a missing argument would go: just past the end of the line.
    var endColumn: Int { line.count + 1 }

    func missing(_ what: String) -> ShellError {
      ShellError("\(label) needs \(what): \(info.usage)", column: endColumn)
    }

    /// The usage's leading words, e.g. `open` or `expect scene`.
    var label: String {
      info.usage.split(separator: " ").prefix {
        !$0.contains("|") && !$0.hasPrefix("[") && $0.first?.isUppercase == false
      }.joined(separator: " ")
    }

    func none() throws(ShellError) {
      if let extra = arguments.first {
        throw ShellError(
          "\(info.name) takes no arguments; remove \"\(extra.text)\"", column: extra.column)
      }
    }

    func atMost(_ count: Int) throws(ShellError) {
      if arguments.count > count {
        let extra = arguments[count]
        throw ShellError(
          "too many arguments: \(info.usage); remove \"\(extra.text)\"", column: extra.column)
      }
    }

    func singleToken(_ what: String) throws(ShellError) -> Token {
      guard let token = arguments.first else { throw missing(what) }
      if arguments.count > 1 {
        let extra = arguments[1]
        throw ShellError(
          "too many arguments: \(info.usage); quote words that belong together, "
            + "e.g. \"\(arguments.map(\.text).joined(separator: " "))\"",
          column: extra.column)
      }
      return token
    }

    func single(_ what: String) throws(ShellError) -> String {
      try singleToken(what).text
    }

    /// Free text: the words joined by single blanks (quoting is optional).
    func text(_ what: String) throws(ShellError) -> String {
      guard !arguments.isEmpty else { throw missing(what) }
      return arguments.map(\.text).joined(separator: " ")
    }

    func row() throws(ShellError) -> RowReference {
      guard let first = arguments.first else { throw missing("a row number or text") }
      if arguments.count == 1, !first.quoted, let n = Int(first.text) {
        return .number(n)
      }
      return .text(arguments.map(\.text).joined(separator: " "))
    }
  }
}
