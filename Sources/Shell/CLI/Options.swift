import RosterSupport

/// The `roster` command line (DESIGN §6), parsed.
package struct Options: Equatable, Sendable {
  /// What the run does.
  package enum Mode: Equatable, Sendable {
    /// The REPL, or stdin as a script when it is not a terminal.
    case shell
    /// Run these scripts, each in a fresh session.
    case scripts([String])
    /// Parse and validate these scripts without running them.
    case check([String])
    /// Storyboard lint; the arguments after `lint`, verbatim.
    case lint([String])
    /// Graphviz DOT; the arguments after `graph`, verbatim.
    case graph([String])
    case importCSV(String)
    case export
    case help
    case version
  }

  package var mode: Mode = .shell
  package var storyboard: String?
  package var scene: String?
  package var store: String?
  package var memory = false
  package var trace = false
  package var noColor = false
  package var keepGoing = false
  package var echo = false
  /// `export --spreadsheet-safe`: defuse fields a spreadsheet would run as formulas.
  package var spreadsheetSafe = false

  package init() {}
}

/// Bad usage: exit status 2 with this message and the usage line.
package struct UsageError: Error, Equatable, Sendable {
  package var message: String
  package init(_ message: String) { self.message = message }
}

/// Parses `roster`'s arguments.
package enum OptionsParser {
  package static let version = "0.1.0"

  package static let usageLine =
    "usage: roster [--memory | --store PATH] [--storyboard PATH] [--scene ID] [--trace] "
    + "[--no-color] [--keep-going] [--echo] [FILE.rosterscript… | check FILE… | lint FILE… | "
    + "graph [FILE] | import FILE.csv | export [--spreadsheet-safe]]"

  package static let help = """
    roster — run iOS storyboards as a navigation shell, by hand or from scripts

    usage:
      roster [options]                        the shell (reads commands from stdin when piped)
      roster [options] FILE.rosterscript…     run scripts, each in a fresh session; ends with
                                              "N passed, N failed"
      roster check FILE.rosterscript…         parse and validate scripts without running them
      roster lint STORYBOARD…                 validate storyboards
      roster graph [STORYBOARD]               the navigation graph as Graphviz DOT
      roster import FILE.csv                  add players from CSV (name,game,rating)
      roster export                           print the players as CSV, a backup that
                                              imports back exactly (or fails naming the
                                              rows it cannot carry, printing nothing)
      roster export --spreadsheet-safe        prefix ' to fields starting = + - @ TAB CR,
                                              so spreadsheets show them as text; such a
                                              file no longer imports back exactly

    options:
      --storyboard PATH   run this storyboard (generic controllers) instead of the Ratings app
      --scene ID          start at the scene with this storyboard ID
      --store PATH        the roster database (default $XDG_DATA_HOME/roster/roster.sqlite)
      --memory            a throwaway store with the sample players (fresh for each script)
      --trace             print lifecycle and delegate calls as they happen
      --keep-going        run every line of a script, counting failures, instead of stopping
      --echo              print each script command before its output
      --no-color          no colour (NO_COLOR in the environment does the same)
      --help, --version

    In the shell, type help for the commands. Exit status: 0 ok, 1 a script or lint
    failure, 2 bad usage.
    """

  private static let flags = [
    "--memory", "--trace", "--no-color", "--keep-going", "--echo", "--help", "--version",
    "--spreadsheet-safe",
  ]
  private static let valued = ["--storyboard", "--scene", "--store"]
  private static let subcommands = ["check", "lint", "graph", "import", "export"]

  /// Parses `arguments` (without the program name). `fileExists` decides whether a bare word
  /// is a script or a mistyped subcommand.
  package static func parse(
    _ arguments: [String], fileExists: (String) -> Bool = { _ in true }
  ) throws(UsageError) -> Options {
    var options = Options()
    var positionals: [String] = []
    var subcommand: String?
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      // lint and graph take their own arguments verbatim.
      if subcommand == "lint" || subcommand == "graph" {
        positionals.append(argument)
        continue
      }
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        if subcommand == nil && positionals.isEmpty && subcommands.contains(argument) {
          subcommand = argument
        } else {
          positionals.append(argument)
        }
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if name == "-h" { name = "--help" }
      if name == "-V" { name = "--version" }
      if valued.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw UsageError("\(name) needs a value: \(name) \(placeholder(name))")
          }
          value = arguments[index]
          index += 1
        }
        switch name {
        case "--storyboard": options.storyboard = value
        case "--scene": options.scene = value
        default: options.store = value
        }
        continue
      }
      guard flags.contains(name) else {
        throw UsageError(
          "unknown option \"\(argument)\"" + Suggestion.hint(for: name, among: flags + valued))
      }
      if inlineValue != nil { throw UsageError("\(name) takes no value") }
      switch name {
      case "--memory": options.memory = true
      case "--trace": options.trace = true
      case "--no-color": options.noColor = true
      case "--keep-going": options.keepGoing = true
      case "--echo": options.echo = true
      case "--spreadsheet-safe": options.spreadsheetSafe = true
      case "--help": options.mode = .help
      default: options.mode = .version
      }
    }
    if options.mode == .help || options.mode == .version { return options }
    if options.memory && options.store != nil {
      throw UsageError("--memory and --store exclude each other; keep one")
    }
    switch subcommand {
    case "check":
      guard !positionals.isEmpty else {
        throw UsageError("check needs scripts: roster check FILE.rosterscript…")
      }
      options.mode = .check(positionals)
    case "lint": options.mode = .lint(positionals)
    case "graph": options.mode = .graph(positionals)
    case "import":
      guard positionals.count == 1 else {
        throw UsageError("import takes one file: roster import FILE.csv")
      }
      options.mode = .importCSV(positionals[0])
    case "export":
      guard positionals.isEmpty else { throw UsageError("export takes no files: roster export") }
      options.mode = .export
    default:
      if positionals.isEmpty { break }
      // A bare word that is not a file and looks like a mistyped subcommand is bad usage.
      for word in positionals where !fileExists(word) && !word.contains(".") {
        let hint = Suggestion.hint(for: word, among: subcommands)
        if !hint.isEmpty { throw UsageError("unknown command \"\(word)\"" + hint) }
      }
      options.mode = .scripts(positionals)
    }
    if options.spreadsheetSafe && options.mode != .export {
      throw UsageError("--spreadsheet-safe is an export option: roster export --spreadsheet-safe")
    }
    return options
  }

  private static func placeholder(_ name: String) -> String {
    name == "--scene" ? "ID" : "PATH"
  }
}
