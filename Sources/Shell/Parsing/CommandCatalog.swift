/// What each command is called, how it is used, and when it makes sense: the one table `help`,
/// completion and "did you mean" read.
package struct CommandInfo: Sendable {
  package var name: String
  package var usage: String
  package var summary: String
  package var example: String
  package var availability: Availability

  /// When a command is worth offering in the current scene.
  package enum Availability: Sendable {
    case always
    case hasSegues
    case hasRows
    case hasLongTable
    case hasButtons
    case hasTabs
    case hasTextField
    case canGoBack
  }
}

/// The shell's commands and the assertion words, in `help` order.
package enum CommandCatalog {
  package static let commands: [CommandInfo] = [
    CommandInfo(
      name: "open", usage: "open SEGUE", summary: "perform the segue with that identifier",
      example: "open AddPlayer", availability: .hasSegues),
    CommandInfo(
      name: "select", usage: "select ROW", summary: "tap a row, by number or text",
      example: "select \"Texas Hold’em Poker\"", availability: .hasRows),
    CommandInfo(
      name: "tap", usage: "tap BUTTON",
      summary: "tap a bar button by title or system item (+ or add)",
      example: "tap Done", availability: .hasButtons),
    CommandInfo(
      name: "type", usage: "type TEXT", summary: "type into the focused text field",
      example: "type \"Ray Charles\"", availability: .hasTextField),
    CommandInfo(
      name: "clear", usage: "clear", summary: "empty the focused text field",
      example: "clear", availability: .hasTextField),
    CommandInfo(
      name: "back", usage: "back", summary: "go back: pop, or dismiss a modal without saving",
      example: "back", availability: .canGoBack),
    CommandInfo(
      name: "tab", usage: "tab NAME", summary: "select a tab", example: "tab Games",
      availability: .hasTabs),
    CommandInfo(
      name: "delete", usage: "delete ROW", summary: "swipe-to-delete a row",
      example: "delete \"Dave Brubeck\"", availability: .hasRows),
    CommandInfo(
      name: "show", usage: "show [ROW]",
      summary: "draw the scene; with a row number, the rows from there", example: "show 21",
      availability: .always),
    CommandInfo(
      name: "more", usage: "more", summary: "draw the next rows of a long table",
      example: "more", availability: .hasLongTable),
    CommandInfo(
      name: "where", usage: "where",
      summary: "the whole hierarchy: tabs, navigation stacks, presented scenes",
      example: "where", availability: .always),
    CommandInfo(
      name: "scenes", usage: "scenes", summary: "the scenes the storyboard holds",
      example: "scenes", availability: .always),
    CommandInfo(
      name: "segues", usage: "segues", summary: "the segues that can fire from here",
      example: "segues", availability: .always),
    CommandInfo(
      name: "trace", usage: "trace on|off",
      summary: "print lifecycle and delegate calls as they happen",
      example: "trace on", availability: .always),
    CommandInfo(
      name: "events", usage: "events", summary: "the lifecycle and delegate calls of the last move",
      example: "events", availability: .always),
    CommandInfo(
      name: "expect", usage: "expect ASSERTION …", summary: "check the scene (see help expect)",
      example: "expect scene \"Add Player\"", availability: .always),
    CommandInfo(
      name: "complete", usage: "complete LINE", summary: "print what TAB would offer for LINE",
      example: "complete \"open \"", availability: .always),
    CommandInfo(
      name: "record", usage: "record [--append|--force] FILE | record off",
      summary: "write each successful command, with checks, to a new script (--append adds "
        + "to one, --force replaces it)",
      example: "record walk.rosterscript", availability: .always),
    CommandInfo(
      name: "graph", usage: "graph", summary: "the storyboard as Graphviz DOT, this scene marked",
      example: "graph", availability: .always),
    CommandInfo(
      name: "source", usage: "source FILE",
      summary: "run a .rosterscript in this session (Ctrl-C stops it)",
      example: "source setup.rosterscript", availability: .always),
    CommandInfo(
      name: "history", usage: "history", summary: "the lines typed so far",
      example: "history", availability: .always),
    CommandInfo(
      name: "help", usage: "help [COMMAND]",
      summary: "what can be done here, or how to use COMMAND",
      example: "help select", availability: .always),
    CommandInfo(
      name: "quit", usage: "quit", summary: "leave the shell (Ctrl-D does too)", example: "quit",
      availability: .always),
  ]

  /// Other spellings accepted but not offered.
  package static let aliases: [String: String] = ["exit": "quit", "?": "help"]

  /// The `expect` words, each with its usage and example.
  package static let assertions: [CommandInfo] = [
    CommandInfo(
      name: "scene", usage: "expect scene TITLE", summary: "the visible scene has that title",
      example: "expect scene \"Add Player\"", availability: .always),
    CommandInfo(
      name: "stack", usage: "expect stack TITLE…",
      summary: "the breadcrumb is exactly these titles",
      example: "expect stack Players \"Add Player\" \"Choose Game\"", availability: .always),
    CommandInfo(
      name: "rows", usage: "expect rows N", summary: "the visible table has N rows",
      example: "expect rows 4", availability: .always),
    CommandInfo(
      name: "row", usage: "expect row N TEXT [detail TEXT] [checked|unchecked]",
      summary: "row N shows that", example: "expect row 4 Ray detail Tic-Tac-Toe",
      availability: .always),
    CommandInfo(
      name: "checked", usage: "expect checked TEXT",
      summary: "the row with that text has the checkmark", example: "expect checked Chess",
      availability: .always),
    CommandInfo(
      name: "field", usage: "expect field TEXT", summary: "the focused text field holds TEXT",
      example: "expect field Ray", availability: .always),
    CommandInfo(
      name: "event", usage: "expect event TEXT",
      summary: "a trace line of the last move contains TEXT",
      example: "expect event \"didAddPlayer:\"", availability: .always),
    CommandInfo(
      name: "error", usage: "expect error COMMAND…", summary: "COMMAND fails and changes nothing",
      example: "expect error tap Done", availability: .always),
  ]

  /// The command named `name` (or an alias of it).
  package static func info(named name: String) -> CommandInfo? {
    let resolved = aliases[name] ?? name
    return commands.first { $0.name == resolved }
  }

  /// The assertion named `name`.
  package static func assertion(named name: String) -> CommandInfo? {
    assertions.first { $0.name == name }
  }

  /// Every command name, in `help` order.
  package static var names: [String] { commands.map(\.name) }
}
