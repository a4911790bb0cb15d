import Navigation
import RosterSupport

/// Turns one line into a `Command`, validating argument counts and numbers; errors carry the
/// column of the offending word.
package enum CommandParser {
  /// The command on `line`, nil for a blank or comment line.
  package static func parse(_ line: String) throws(ShellError) -> Command? {
    let tokens: [Token]
    do {
      tokens = try Tokenizer.tokenize(line)
    } catch {
      // `expect error` of a line that does not even split into words: that line fails, as
      // expected (`expect error select "unterminated`).
      guard let source = expectedToFail(line) else { throw error }
      return .expect(.error(source: source, command: nil, parseError: error.message))
    }
    guard let first = tokens.first else { return nil }
    return try parse(tokens: tokens, line: line, first: first)
  }

  /// The command after `expect error` on `line`, as written; nil when the line is not one.
  private static func expectedToFail(_ line: String) -> String? {
    var rest = line.unicodeScalars[...]
    for word in ["expect", "error"] {
      rest = rest.drop { $0 == " " || $0 == "\t" }
      guard rest.starts(with: word.unicodeScalars) else { return nil }
      rest = rest.dropFirst(word.unicodeScalars.count)
      guard rest.first == " " || rest.first == "\t" else { return nil }
    }
    let source = rest.drop { $0 == " " || $0 == "\t" }
    return source.isEmpty ? nil : String(source)
  }

  private static func parse(
    tokens: [Token], line: String, first: Token
  ) throws(ShellError) -> Command {
    let name = CommandCatalog.aliases[first.text] ?? first.text
    guard !first.quoted, let info = CommandCatalog.info(named: name) else {
      let hint = Suggestion.hint(for: first.text, among: CommandCatalog.names)
      throw ShellError(
        "unknown command \"\(first.text)\""
          + (hint.isEmpty ? "; type help for the commands" : hint),
        column: first.column)
    }
    let arguments = Array(tokens.dropFirst())
    let context = Context(info: info, head: first, arguments: arguments, line: line)
    switch name {
    case "open": return .open(segue: try context.single("a segue identifier"))
    case "select": return .select(try context.row())
    case "delete": return .delete(try context.row())
    case "tap": return .tap(button: try context.text("a bar button"))
    case "type": return .type(text: try context.text("the text to type"))
    case "tab": return .tab(name: try context.text("a tab name"))
    case "clear":
      try context.none()
      return .clear
    case "back":
      try context.none()
      return .back
    case "more":
      try context.none()
      return .more
    case "where":
      try context.none()
      return .hierarchy
    case "scenes":
      try context.none()
      return .scenes
    case "segues":
      try context.none()
      return .segues
    case "events":
      try context.none()
      return .events
    case "graph":
      try context.none()
      return .graph
    case "history":
      try context.none()
      return .history
    case "quit":
      try context.none()
      return .quit
    case "show":
      guard let token = arguments.first else { return .show(fromRow: nil) }
      try context.atMost(1)
      return .show(fromRow: try number(token, what: "a row number", minimum: 1))
    case "trace":
      let word = try context.single("on or off")
      switch word {
      case "on": return .trace(on: true)
      case "off": return .trace(on: false)
      default:
        throw ShellError("trace takes on or off, not \"\(word)\"", column: arguments[0].column)
      }
    case "record": return try record(context)
    case "source": return .source(path: try context.single("a .rosterscript file"))
    case "complete":
      guard let token = arguments.first else { return .complete(line: "") }
      return .complete(line: completionLine(from: token, in: line, arguments: arguments))
    case "help":
      guard let token = arguments.first else { return .help(command: nil) }
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
      return .help(command: CommandCatalog.aliases[token.text] ?? token.text)
    case "expect": return .expect(try assertion(context))
    default:
      throw ShellError("unknown command \"\(first.text)\"", column: first.column)
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
  private static func record(_ context: Context) throws(ShellError) -> Command {
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
      return .record(path: nil)
    }
    return .record(path: token.text, mode: mode)
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
    switch word.text {
    case "scene": return .scene(try inner.text("a scene title"))
    case "field": return .field(try inner.text("the text the field should hold"))
    case "event": return .event(try inner.text("the text a trace line should contain"))
    case "checked": return .checked(try inner.text("the text of the checked row"))
    case "stack":
      guard !inner.arguments.isEmpty else {
        throw inner.missing("the titles of the breadcrumb, first to last")
      }
      return .stack(inner.arguments.map(\.text))
    case "rows":
      let token = try inner.singleToken("a number of rows")
      return .rows(try number(token, what: "a number of rows", minimum: 0))
    case "row": return try rowAssertion(inner)
    case "error":
      guard let first = inner.arguments.first else { throw inner.missing("the command to try") }
      let source = String(context.line.dropFirst(first.column - 1))
      do {
        return .error(
          source: source,
          command: try parse(tokens: inner.arguments, line: context.line, first: first),
          parseError: nil)
      } catch {
        return .error(source: source, command: nil, parseError: error.message)
      }
    default:
      throw ShellError("unknown assertion \"\(word.text)\"", column: word.column)
    }
  }

  private static func rowAssertion(_ context: Context) throws(ShellError) -> Assertion {
    guard let first = context.arguments.first else { throw context.missing("a row number") }
    let row = try number(first, what: "a row number", minimum: 1)
    var rest = context.arguments.dropFirst()
    func isKeyword(_ token: Token) -> Bool {
      !token.quoted && ["detail", "checked", "unchecked"].contains(token.text)
    }
    var text: [String] = []
    while let token = rest.first, !isKeyword(token) {
      text.append(token.text)
      rest.removeFirst()
    }
    guard !text.isEmpty else {
      throw ShellError(
        "expect row \(row) needs the row's text: \(context.info.usage)",
        column: rest.first?.column ?? context.endColumn)
    }
    var detail: String?
    if let token = rest.first, !token.quoted, token.text == "detail" {
      rest.removeFirst()
      var words: [String] = []
      while let token = rest.first, !isKeyword(token) {
        words.append(token.text)
        rest.removeFirst()
      }
      guard !words.isEmpty else {
        throw ShellError(
          "detail needs a text: \(context.info.usage)",
          column: rest.first?.column ?? context.endColumn)
      }
      detail = words.joined(separator: " ")
    }
    var checked: Bool?
    if let token = rest.first, !token.quoted, token.text == "checked" || token.text == "unchecked" {
      checked = token.text == "checked"
      rest.removeFirst()
    }
    if let extra = rest.first {
      throw ShellError(
        "unexpected \"\(extra.text)\"; write \(context.info.usage)", column: extra.column)
    }
    return .row(row, text: text.joined(separator: " "), detail: detail, checked: checked)
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
