import Storyboard

/// The `roster` command line, parsed (from `CommandLineTable`).
package struct Options: Equatable, Sendable {
  /// What the run does.
  package enum Mode: Equatable, Sendable {
    /// The REPL, or stdin as a script when it is not a terminal.
    case shell
    /// Run these scripts, each in a fresh session.
    case scripts([String])
    /// Parse and validate these scripts without running them.
    case check([String])
    /// Storyboard lint of these files and folders.
    case lint([String])
    /// Graphviz DOT of these files and folders (none: the Ratings app's storyboards).
    case graph([String])
    /// The outline of this storyboard (`roster outline`).
    case outline(String)
    /// What changed between storyboards: OLD NEW, or git's seven external-diff arguments.
    case diff([String])
    /// Every reachable state of the app (`--storyboard`'s, else the Ratings app's).
    case explore
    /// `init`: create the store.
    case initialize
    /// `import FILE.csv` (`-`: standard input).
    case importCSV(String)
    case export
    /// Help: the overview, or one subcommand's.
    case help(SubcommandID)
    case version
    /// `completions bash|zsh|fish`.
    case completions(String)
    case man
    /// `__complete KIND WORD…`: values for a completion script.
    case complete([String])
  }

  package var mode: Mode = .shell
  package var storyboard: String?
  package var scene: String?
  /// `--target NAME`: which app of a project `--storyboard` names.
  package var target: String?
  package var store: String?
  package var memory = false
  package var trace = false
  package var noColor = false
  package var keepGoing = false
  package var echo = false
  /// `export --spreadsheet-safe`: defuse fields a spreadsheet would run as formulas.
  package var spreadsheetSafe = false
  /// `init --empty`: a new store without the sample players.
  package var empty = false
  /// `import --replace`: every player replaced by the file's.
  package var replace = false
  /// `import --dry-run`: check, say what would happen, change nothing.
  package var dryRun = false
  /// `export -o FILE` (nil or `-`: standard output).
  package var output: String?
  /// `export --force`: replace the output file if it exists.
  package var force = false
  /// `--format` as typed, checked against the subcommand's choices (nil: its default); read it
  /// typed with `format(_:)`.
  package var format: String?
  /// `lint --disable RULE` (repeatable): rule ids to leave out.
  package var disabled: [String] = []
  /// `--coverage`: what the scripts exercised (`graph --coverage`: its arguments are scripts).
  package var coverage = false
  /// `--report junit|tap FILE` (repeatable): the reports a script run writes.
  var reports: [ScriptReport] = []
  /// `explore --report junit|sarif FILE` (repeatable): the reports an exploration writes.
  var exploreReports: [ExploreReportFile] = []
  /// `--var NAME=VALUE` (repeatable): what `${NAME}` stands for in script lines.
  package var variables: [String: String] = [:]
  /// `--tag TAG` (repeatable): only the scripts with one of these tags in their header.
  package var tags: [String] = []
  /// `--skip-tag TAG` (repeatable): not the scripts with one of these tags.
  package var skipTags: [String] = []
  /// `--update-snapshots`: `expect screen` writes its files instead of failing.
  package var updateSnapshots = false
  /// `--suite-name NAME`: the JUnit report's suite.
  var suiteName = "roster"
  /// `explore --depth`, `--max-states`, `--time` (nil: the defaults of `ExploreBounds`).
  package var depth: Int?
  package var maxStates: Int?
  package var time: Double?
  /// `--device iphone|ipad` (nil: `$ROSTER_DEVICE`, else the storyboard's own: an iPad-only
  /// storyboard, or one only iPad-only apps copy, on an iPad, any other on an iPhone).
  package var device: Device?
  /// `--language CODE` (else `ROSTER_LANGUAGE`): the language storyboards are drawn in.
  package var language: String?
  /// `lint --languages`: how far each language translates each storyboard.
  package var languages = false

  package init() {}

  /// `--format` as the subcommand's own formats, `default` when not given. The parser has
  /// already refused a value outside the subcommand's choices (`CommandLineTable`), which are
  /// the same type's cases.
  package func format<Format: RawRepresentable>(_ default: Format) -> Format
  where Format.RawValue == String {
    format.flatMap(Format.init(rawValue:)) ?? `default`
  }
}
