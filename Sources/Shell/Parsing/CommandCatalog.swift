import Navigation

/// The shell's commands and the assertion words, in `help` order: the one table the parser, the
/// completer, `help`, the recorder and `roster check` read (see `CommandInfo`).
package enum CommandCatalog {
  package static let commands: [CommandInfo] = [
    CommandInfo(
      "open", usage: "open SEGUE", summary: "perform the segue with that identifier",
      example: "open AddPlayer", availability: .hasSegues, argument: .segue, recorded: true,
      make: text { .open(segue: $0) }),
    CommandInfo(
      "select", usage: "select ROW", summary: "tap a row, by number or text",
      example: "select \"Texas Hold’em Poker\"", availability: .hasRows, argument: .row,
      recorded: true, make: row { .select($0) }),
    CommandInfo(
      "tap", usage: "tap BUTTON",
      summary: "tap a button (title or system item: + or add), a switch, a segment or a "
        + "text field (focuses it)",
      example: "tap Done", availability: .hasButtons, argument: .button, recorded: true,
      make: text { .tap(button: $0) }),
    CommandInfo(
      "set", usage: "set CONTROL VALUE",
      summary: "set a switch (on/off), a segmented control (a segment), a slider or a stepper "
        + "(a number)",
      example: "set Volume 0.8", availability: .hasControls, argument: .setting, recorded: true,
      make: {
        guard case .setting(let control, let value) = $0 else { return nil }
        return .set(control: control, value: value)
      }),
    CommandInfo(
      "type", usage: "type TEXT",
      summary: "type into the focused text field, after what it holds (clear empties it)",
      example: "type \"Ray Charles\"", availability: .hasTextField,
      argument: .text("the text to type"), recorded: true, make: text { .type(text: $0) }),
    CommandInfo(
      "clear", usage: "clear", summary: "empty the focused text field",
      example: "clear", availability: .hasTextField, recorded: true, make: plain(.clear)),
    CommandInfo(
      "back", usage: "back", summary: "go back: pop, or dismiss a modal without saving",
      example: "back", availability: .canGoBack, recorded: true, make: plain(.back)),
    CommandInfo(
      "tab", usage: "tab NAME", summary: "select a tab", example: "tab Games",
      availability: .hasTabs, argument: .tab, recorded: true, make: text { .tab(name: $0) }),
    CommandInfo(
      "delete", usage: "delete ROW", summary: "swipe-to-delete a row",
      example: "delete \"Dave Brubeck\"", availability: .hasRows, argument: .row, recorded: true,
      make: row { .delete($0) }),
    CommandInfo(
      "undo", usage: "undo",
      summary: "take back this shell's last change (a delete, add or edit), unless another "
        + "shell changed it since",
      example: "undo", availability: .canUndo, recorded: true, make: plain(.undo)),
    CommandInfo(
      "show", usage: "show [ROW]",
      summary: "draw the scene; with a row number, the rows from there", example: "show 21",
      argument: .optionalRowNumber,
      make: {
        switch $0 {
        case .none: return .show(fromRow: nil)
        case .number(let row): return .show(fromRow: row)
        default: return nil
        }
      }),
    CommandInfo(
      "more", usage: "more", summary: "draw the next rows of a long table",
      example: "more", availability: .hasLongTable, make: plain(.more)),
    CommandInfo(
      "find", usage: "find [TEXT]",
      summary: "draw from the first row containing TEXT (any case); again: the next one",
      example: "find ann", availability: .hasRows, argument: .optionalText("the text to find"),
      make: optionalText { .find(text: $0) }),
    CommandInfo(
      "where", usage: "where",
      summary: "the whole hierarchy: tabs, navigation stacks, presented scenes",
      example: "where", make: plain(.hierarchy)),
    CommandInfo(
      "scenes", usage: "scenes", summary: "the scenes the storyboard holds",
      example: "scenes", make: plain(.scenes)),
    CommandInfo(
      "segues", usage: "segues", summary: "the segues that can fire from here",
      example: "segues", make: plain(.segues)),
    CommandInfo(
      "trace", usage: "trace on|off",
      summary: "print lifecycle and delegate calls as they happen",
      example: "trace on", argument: .choice(["on", "off"]), recorded: true,
      make: text { .trace(on: $0 == "on") }),
    CommandInfo(
      "events", usage: "events", summary: "the lifecycle and delegate calls of the last move",
      example: "events", make: plain(.events)),
    CommandInfo(
      "expect", usage: "expect ASSERTION …", summary: "check the scene (see help expect)",
      example: "expect scene \"Add Player\"", argument: .assertion, recorded: true,
      make: {
        guard case .assertion(let assertion) = $0 else { return nil }
        return .expect(assertion)
      }),
    CommandInfo(
      "complete", usage: "complete LINE", summary: "print what TAB would offer for LINE",
      example: "complete \"open \"", argument: .optionalLine,
      make: optionalText { .complete(line: $0 ?? "") }),
    CommandInfo(
      "record", usage: "record [--append|--force] FILE | record off",
      summary: "write each successful command, with checks, to a new script (--append adds "
        + "to one, --force replaces it)",
      example: "record walk.rosterscript", argument: .recording,
      make: {
        guard case .recording(let path, let mode) = $0 else { return nil }
        return .record(path: path, mode: mode)
      }),
    CommandInfo(
      "graph", usage: "graph", summary: "the storyboard as Graphviz DOT, this scene marked",
      example: "graph", make: plain(.graph)),
    CommandInfo(
      "source", usage: "source FILE",
      summary: "run a .rosterscript in this session (Ctrl-C stops it)",
      example: "source setup.rosterscript", argument: .file, make: text { .source(path: $0) }),
    CommandInfo(
      "history", usage: "history", summary: "the lines typed so far",
      example: "history", make: plain(.history)),
    CommandInfo(
      "help", usage: "help [COMMAND]",
      summary: "what can be done here, or how to use COMMAND",
      example: "help select", argument: .optionalCommandName,
      make: optionalText { .help(command: $0) }),
    CommandInfo(
      "quit", usage: "quit", summary: "leave the shell (Ctrl-D does too)", example: "quit",
      make: plain(.quit)),
  ]

  /// Other spellings accepted but not offered.
  package static let aliases: [String: String] = ["exit": "quit", "?": "help"]

  /// What a newcomer types from other shells and tools, with the command that does it here:
  /// refused (a guess may mean several things), but with the way to do it.
  package static let guesses: [String: String] = {
    let add = "to add, tap + (or tap add) where the scene has an Add button, or open its segue"
    let edit = "to change a row, select it (select ROW), edit the fields, then tap Done"
    let list = "show draws the scene again (show N: its rows from N)"
    let move = "tab NAME switches tabs, open SEGUE goes on to a scene, back goes back"
    let remove = "delete ROW swipes a row away (undo takes it back)"
    let rate = "to rate a player, select the player, then select Rating and pick one"
    let recall = "the Up arrow brings back the last line, Ctrl-R searches the history"
    return [
      "add": add, "new": add, "create": add, "insert": add,
      "edit": edit, "change": edit, "update": edit, "modify": edit,
      "ls": list, "list": list, "dir": list, "print": list, "view": list,
      "cd": move, "go": move, "goto": move, "push": move, "pop": "back goes back",
      "rm": remove, "remove": remove, "del": remove,
      "rate": rate, "rating": rate,
      "!!": recall, "!": recall,
      "save": "tap Done saves (the roster is saved as each change is made)",
      "cancel": "tap Cancel, or back, leaves without saving",
    ]
  }()

  /// The `expect` words, each with its usage and example.
  package static let assertions: [CommandInfo] = [
    CommandInfo(
      "scene", usage: "expect scene TITLE", summary: "the visible scene has that title",
      example: "expect scene \"Add Player\"", argument: .sceneTitle, recorded: true,
      make: expectText { .scene($0) }),
    CommandInfo(
      "stack", usage: "expect stack TITLE…",
      summary: "the breadcrumb is exactly these titles",
      example: "expect stack Players \"Add Player\" \"Choose Game\"", argument: .titles,
      recorded: true,
      make: {
        guard case .texts(let titles) = $0 else { return nil }
        return .expect(.stack(titles))
      }),
    CommandInfo(
      "rows", usage: "expect rows N", summary: "the visible table has N rows",
      example: "expect rows 4", argument: .count, recorded: true,
      make: {
        guard case .number(let count) = $0 else { return nil }
        return .expect(.rows(count))
      }),
    CommandInfo(
      "row", usage: "expect row [N] TEXT [detail TEXT] [rating N] [checked|unchecked]",
      summary: "row N (without N: some row) has that text, and that detail, rating and mark",
      example: "expect row Ray detail Tic-Tac-Toe rating 4",
      argument: .rowExpectation, recorded: true,
      make: {
        guard case .rowExpectation(let row, let text, let detail, let checked, let rating) = $0
        else { return nil }
        return .expect(.row(row, text: text, detail: detail, checked: checked, rating: rating))
      }),
    CommandInfo(
      "text", usage: "expect text TEXT",
      summary: "something the scene shows contains TEXT (any row of its table too)",
      example: "expect text Tic-Tac-Toe", argument: .text("the text the scene should show"),
      recorded: true, make: expectText { .text($0, present: true) }),
    CommandInfo(
      "no", usage: "expect no text TEXT",
      summary: "nothing the scene shows contains TEXT (no row of its table either)",
      example: "expect no text \"Dave Brubeck\"", argument: .absentText, recorded: true,
      make: expectText { .text($0, present: false) }),
    CommandInfo(
      "button", usage: "expect button NAME enabled|disabled",
      summary: "the bar button or button NAME is enabled, or disabled",
      example: "expect button Done disabled", argument: .buttonState, recorded: true,
      make: {
        guard case .setting(let name, let state) = $0 else { return nil }
        return .expect(.button(name, enabled: state == "enabled"))
      }),
    CommandInfo(
      "switch", usage: "expect switch NAME on|off", summary: "the switch NAME is on, or off",
      example: "expect switch \"Remember me\" off", argument: .switchState, recorded: true,
      make: {
        guard case .setting(let name, let state) = $0 else { return nil }
        return .expect(.switch(name, on: state == "on"))
      }),
    CommandInfo(
      "value", usage: "expect value NAME VALUE",
      summary: "the slider or stepper NAME is at VALUE, the segmented control has the segment "
        + "VALUE selected, or the text field NAME holds VALUE",
      example: "expect value Volume 0.8", argument: .controlValue, recorded: true,
      make: {
        guard case .setting(let name, let value) = $0 else { return nil }
        return .expect(.value(name, value))
      }),
    CommandInfo(
      "checked", usage: "expect checked TEXT",
      summary: "the row with that text has the checkmark", example: "expect checked Chess",
      argument: .rowText, recorded: true, make: expectText { .checked($0) }),
    CommandInfo(
      "field", usage: "expect field TEXT", summary: "the focused text field holds TEXT",
      example: "expect field Ray", argument: .text("the text the field should hold"),
      recorded: true, make: expectText { .field($0) }),
    CommandInfo(
      "event", usage: "expect event TEXT",
      summary: "a trace line of the last move contains TEXT",
      example: "expect event \"didAddPlayer:\"",
      argument: .text("the text a trace line should contain"), recorded: true,
      make: expectText { .event($0) }),
    CommandInfo(
      "way-out", usage: "expect way-out",
      summary: "something on screen leads out of the scene: Back, a swipe down, or a button, "
        + "bar button or row that unwinds or runs app code",
      example: "expect way-out", recorded: true, make: { _ in .expect(.wayOut) }),
    CommandInfo(
      "screen", usage: "expect screen FILE",
      summary: "the scene as drawn (80 columns, no colour) is FILE's text, FILE relative to the "
        + "script (--update-snapshots writes it)",
      example: "expect screen screens/players.screen", argument: .snapshot, recorded: true,
      make: expectText { .screen($0) }),
    CommandInfo(
      "error", usage: "expect error [matching TEXT] COMMAND…",
      summary: "COMMAND names what is here, fails (its message containing TEXT) and changes "
        + "nothing",
      example: "expect error matching disabled tap Done", argument: .failingCommand,
      recorded: true,
      make: {
        guard case .failing(let source, let command, let matching) = $0 else { return nil }
        return .expect(.error(source: source, command: command, matching: matching))
      }),
  ]

  /// The command named `name` (or an alias of it).
  package static func info(named name: String) -> CommandInfo? {
    // By name first: every line parsed and every move asks, nearly always by a command's own
    // name, and hashing it for the aliases cost more than comparing it with each name. No
    // alias is a command's name (`CommandTableTests`), so the order changes no answer.
    if let info = commands.first(where: { $0.name == name }) { return info }
    guard let resolved = aliases[name] else { return nil }
    return commands.first { $0.name == resolved }
  }

  /// The assertion named `name`.
  package static func assertion(named name: String) -> CommandInfo? {
    assertions.first { $0.name == name }
  }

  /// Every command name, in `help` order.
  package static var names: [String] { commands.map(\.name) }

  /// The canonical text of `command`, which parses back to it (quoted only where needed).
  package static func line(for command: Command) -> String? {
    let (name, value) = command.parts
    guard let info = info(named: name), let words = info.argument.words(for: value) else {
      return nil
    }
    return ([name] + words).joined(separator: " ")
  }

  // Makers of commands from parsed arguments, for the table above.

  /// Makes `command` from no argument.
  private static func plain(_ command: Command) -> @Sendable (ArgumentValue) -> Command? {
    { $0 == .none ? command : nil }
  }

  /// Makes a command from one word or free text.
  private static func text(_ make: @escaping @Sendable (String) -> Command)
    -> @Sendable (ArgumentValue) -> Command?
  {
    {
      guard case .text(let text) = $0 else { return nil }
      return make(text)
    }
  }

  /// Makes a command from free text, or from nothing (nil) when it was left out.
  private static func optionalText(_ make: @escaping @Sendable (String?) -> Command)
    -> @Sendable (ArgumentValue) -> Command?
  {
    {
      switch $0 {
      case .none: return make(nil)
      case .text(let text): return make(text)
      default: return nil
      }
    }
  }

  /// Makes a command from a row reference.
  private static func row(_ make: @escaping @Sendable (RowReference) -> Command)
    -> @Sendable (ArgumentValue) -> Command?
  {
    {
      guard case .row(let row) = $0 else { return nil }
      return make(row)
    }
  }

  /// Makes an `expect` of an assertion from one word or free text.
  private static func expectText(_ make: @escaping @Sendable (String) -> Assertion)
    -> @Sendable (ArgumentValue) -> Command?
  {
    text { .expect(make($0)) }
  }
}
