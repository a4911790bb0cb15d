import Storyboard

/// The command line, declared once: every subcommand and option with its short form, value,
/// help line and the subcommands it belongs to. The parser, every help text, the completion
/// scripts, `__complete` and the man page are all read from here.
///
/// Adding an option: a row in `options` (and a case in `OptionID` with what it sets in
/// `OptionsParser.apply`); help, completions and the man page follow. Constant data: nothing
/// here is computed at launch.
package enum CommandLineTable {
  /// What the program is, first line of `roster --help` and the man page's NAME.
  package static let about = "run iOS storyboards as a navigation shell, by hand or from scripts"

  /// Indexed by `SubcommandID.rawValue`.
  package static let subcommands: [SubcommandSpec] = [
    SubcommandSpec(
      .run, "", arguments: "[FILE.rosterscript|DIR…]", arity: .any,
      argumentKind: .file(extension: "rosterscript"),
      summary: "the shell (commands from stdin when piped), or run scripts (a folder: every "
        + "script under it that no other sources, sorted), each in a fresh session; ends with "
        + "\"N passed, N failed\""),
    SubcommandSpec(
      .check, "check", arguments: "FILE.rosterscript…", arity: .oneOrMore,
      argumentKind: .file(extension: "rosterscript"),
      summary: "parse and validate scripts (a folder: those under it) without running them, "
        + "every error in one pass"),
    SubcommandSpec(
      .lint, "lint", arguments: "STORYBOARD|FOLDER…", arity: .oneOrMore,
      argumentKind: .storyboardOrFolder,
      summary: "check storyboards as Xcode does (a folder: every .storyboard in it)",
      details: [
        "Prints FILE:LINE: error|warning: MESSAGE and a summary; references resolve across",
        "files. Exit status 1 on any error.",
      ]),
    SubcommandSpec(
      .graph, "graph", arguments: "[STORYBOARD|FOLDER…]", arity: .any,
      argumentKind: .storyboardOrFolder,
      summary: "the navigation graph as Graphviz DOT (without files: the Ratings app's)"),
    SubcommandSpec(
      .outline, "outline", arguments: "STORYBOARD", arity: .one,
      argumentKind: .file(extension: "storyboard"),
      summary: "what a storyboard shows a user, as stable text: each scene's title, class, "
        + "storyboard ID, what it draws and its segues (git diff's textconv)",
      details: [
        "Canvas positions, frames, constraints, attribute order and object IDs are left out, so",
        "a change a user cannot see changes no line. In git: *.storyboard diff=storyboard in",
        ".gitattributes and git config diff.storyboard.textconv \"roster outline\".",
      ]),
    SubcommandSpec(
      .diff, "diff", arguments: "OLD NEW", arity: .any,
      argumentKind: .file(extension: "storyboard"),
      summary: "what changed between two storyboards, by name: scenes, segues, controls and "
        + "texts added, removed, renamed, moved or changed",
      details: [
        "Exit status as diff(1): 0 nothing a user sees changed, 1 something did, 2 trouble.",
        "As git's external diff (GIT_EXTERNAL_DIFF=\"roster diff\", or diff.storyboard.command)",
        "it takes git's seven arguments (PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX",
        "NEW-MODE; /dev/null for an added or deleted file) and exits 0 on a change, as git",
        "stops at any other status.",
      ]),
    SubcommandSpec(
      .explore, "explore",
      summary: "visit every state the app can reach and report what breaks, each finding with "
        + "the shortest script that replays it",
      details: [
        "Breadth-first over every move TAB offers (segues, buttons, rows, tabs, typing where it",
        "changes what can be done, back) on a memory store; segues only app code fires (manual,",
        "prototype cells') are listed as left to it. Findings: UIKit errors, dead ends, leaks,",
        "loops growing the stack past --depth, buttons drawn enabled that refuse; then scenes",
        "and segues never reached.",
        "Exit status 1 on findings, 0 when clean.",
      ]),
    SubcommandSpec(
      .initialize, "init",
      summary: "create the store (--store, else the default), with the sample players or "
        + "--empty; never over one that exists",
      details: [
        "A store is also made when first opened: by the shell with the three sample players,",
        "by an import without them. init --empty makes one without them, to fill later.",
      ]),
    SubcommandSpec(
      .import, "import", arguments: "FILE.csv|-", arity: .one,
      argumentKind: .file(extension: "csv"),
      summary: "add players from CSV (name,game,rating; - reads stdin), all or nothing",
      details: [
        "Every bad row is reported, as FILE:LINE: …, and then nothing is imported. New games",
        "are named (with a did-you-mean when one is close to a game in the catalog).",
      ]),
    SubcommandSpec(
      .export, "export",
      summary: "print the players as CSV (or write them to -o FILE), a backup that imports "
        + "back exactly",
      details: [
        "A row it cannot carry fails the export before it writes anything, naming the row."
      ]),
    SubcommandSpec(
      .help, "help", arguments: "[COMMAND]", arity: .optionalOne, argumentKind: .subcommand,
      summary: "this help, or a command's (the same as roster COMMAND --help)"),
    SubcommandSpec(.version, "version", summary: "print the version (the same as --version)"),
    SubcommandSpec(
      .completions, "completions", arguments: "bash|zsh|fish", arity: .one,
      argumentKind: .choice(["bash", "zsh", "fish"]),
      summary: "print a completion script for a shell",
      details: [
        "bash: source <(roster completions bash)  (in ~/.bashrc; with Debian's bash-completion:",
        "      roster completions bash > ~/.local/share/bash-completion/completions/roster)",
        "zsh:  roster completions zsh > ~/.zfunc/_roster  (with fpath+=(~/.zfunc) before compinit)",
        "fish: roster completions fish > ~/.config/fish/completions/roster.fish",
      ]),
    SubcommandSpec(
      .man, "man", summary: "print the manual page roster(1) as roff (man roster once installed)"),
    SubcommandSpec(
      .complete, "__complete", arguments: "KIND [WORD…]", arity: .any,
      summary: "values for the completion scripts", hidden: true),
  ]

  /// In the order help lists them.
  package static let options: [OptionSpec] = [
    OptionSpec(
      id: .storyboard, name: "--storyboard", value: .file(extension: "storyboard"),
      placeholder: "PATH",
      help: "the storyboard to run (generic controllers) instead of the Ratings app; a project "
        + "folder or .xcodeproj runs the one its app launches, as Xcode builds it",
      subcommands: [.run, .check, .graph]),
    OptionSpec(
      id: .storyboard, name: "--storyboard", value: .file(extension: "storyboard"),
      placeholder: "PATH|DIR",
      help: "the storyboard to explore (generic controllers) instead of the Ratings app; a "
        + "project folder or .xcodeproj: the one its app launches; a folder without an app: "
        + "each storyboard under it, each within the bounds",
      subcommands: .explore),
    OptionSpec(
      id: .target, name: "--target", value: .name, placeholder: "NAME",
      help: "which app of a project with several to open (without it, each is listed on a line "
        + "of its own: target, storyboard, Info.plist)",
      subcommands: [.run, .check, .graph, .explore]),
    OptionSpec(
      id: .scene, name: "--scene", value: .sceneID, placeholder: "ID",
      help: "start at the scene with this storyboard ID",
      subcommands: [.run, .check, .graph, .explore]),
    OptionSpec(
      id: .device, name: "--device", value: .choice(Device.allCases.map(\.rawValue)),
      placeholder: "iphone|ipad",
      help: "the device's size classes: which size-class variations are installed, whether a "
        + "split view collapses (default $ROSTER_DEVICE, else ipad for an iPad-only storyboard "
        + "or app, else iphone)",
      subcommands: [.run, .check, .explore]),
    OptionSpec(
      id: .device, name: "--device", value: .choice(Device.allCases.map(\.rawValue)),
      placeholder: "iphone|ipad",
      help: "the device whose size classes decide which segues a user can take: one whose "
        + "every trigger a size class uninstalls or collapses there is a warning (lint) or a "
        + "grey dashed edge labelled \"not on iPhone\" (graph) (default $ROSTER_DEVICE, else "
        + "ipad for an iPad-only storyboard or app, else none: every segue as the storyboard has "
        + "it)",
      subcommands: [.lint, .graph]),
    OptionSpec(
      id: .language, name: "--language", value: .language, placeholder: "CODE",
      help: "draw every storyboard text in this language (<CODE>.lproj/<Storyboard>.strings, "
        + "or a storyboard localized as a whole file), Base where it has no translation; "
        + "taps, selects and expect use what is drawn (default $ROSTER_LANGUAGE: there, a "
        + "language a storyboard does not ship falls back to Base, as iOS does)",
      subcommands: [.run, .check, .graph, .explore, .outline, .diff]),
    OptionSpec(
      id: .store, name: "--store", value: .file(extension: "sqlite"), placeholder: "PATH",
      help: "the roster: a file, or a postgresql:// URL (default $ROSTER_STORE, else "
        + "$XDG_DATA_HOME/roster/roster.sqlite)",
      subcommands: [.run, .initialize, .import, .export]),
    OptionSpec(
      id: .memory, name: "--memory",
      help: "a throwaway store with the sample players (fresh for each script)",
      subcommands: [.run, .import, .export]),
    OptionSpec(
      id: .trace, name: "--trace", help: "print lifecycle and delegate calls as they happen",
      subcommands: .run),
    OptionSpec(
      id: .keepGoing, name: "--keep-going",
      help: "run every line of a script, counting failures, instead of stopping",
      subcommands: .run),
    OptionSpec(
      id: .echo, name: "--echo", help: "print each script command before its output",
      subcommands: .run),
    OptionSpec(
      id: .report, name: "--report", value: .choice(ScriptReport.Format.allCases.map(\.rawValue)),
      secondValue: .file(extension: ""), placeholder: "junit|tap FILE",
      help: "also write a JUnit XML or TAP report to FILE (- for stdout); atomically, and "
        + "only over a previous report",
      subcommands: .run, repeatable: true),
    OptionSpec(
      id: .variable, name: "--var", value: .name, placeholder: "NAME=VALUE",
      help: "give ${NAME} in script lines the value VALUE (an undefined one is an error)",
      subcommands: [.run, .check], repeatable: true),
    OptionSpec(
      id: .tag, name: "--tag", value: .name, placeholder: "TAG",
      help: "only the scripts whose header has the tag (# tags: smoke, slow); given again: "
        + "those with any of them",
      subcommands: [.run, .check], repeatable: true),
    OptionSpec(
      id: .skipTag, name: "--skip-tag", value: .name, placeholder: "TAG",
      help: "leave out the scripts whose header has the tag (repeatable)",
      subcommands: [.run, .check], repeatable: true),
    OptionSpec(
      id: .updateSnapshots, name: "--update-snapshots",
      help: "expect screen writes a missing snapshot and rewrites one that differs (each "
        + "said), instead of failing",
      subcommands: .run),
    OptionSpec(
      id: .suiteName, name: "--suite-name", value: .name, placeholder: "NAME",
      help: "the JUnit report's suite name (default roster)", subcommands: .run),
    OptionSpec(
      id: .coverage, name: "--coverage",
      help: "which scenes, segues, buttons and rows the scripts exercised, after them (graph: "
        + "its arguments are scripts, run on a memory store, and the graph marks what they did)",
      subcommands: [.run, .graph]),
    OptionSpec(
      id: .noColor, name: "--no-color",
      help: "no colour (NO_COLOR in the environment does the same)",
      subcommands: .run),
    OptionSpec(
      id: .format, name: "--format",
      value: .choice(StoryboardLinter.Format.allCases.map(\.rawValue)),
      placeholder: "text|json|sarif|github",
      help: "how findings print: text, JSON, SARIF (code scanning) or GitHub annotations",
      subcommands: .lint),
    OptionSpec(
      id: .languages, name: "--languages",
      help: "also print, for each storyboard with translations, each language's translated, "
        + "missing and stale texts (text and JSON)",
      subcommands: .lint),
    OptionSpec(
      id: .disable, name: "--disable", value: .choice(LintRule.all.map(\.id)),
      placeholder: "RULE[,RULE…]",
      help: "leave these lint rules out (ids as lint prints them, listed below; a project's "
        + ".roster-lint too)",
      subcommands: .lint, repeatable: true, commaSeparated: true),
    OptionSpec(
      id: .format, name: "--format", value: .choice(GraphFormat.allCases.map(\.rawValue)),
      placeholder: "dot|svg",
      help: "DOT, or SVG drawn by Graphviz's dot (default dot)", subcommands: .graph),
    OptionSpec(
      id: .format, name: "--format", value: .choice(DiffCommand.Format.allCases.map(\.rawValue)),
      placeholder: "text|json|markdown",
      help: "changes one a line, one JSON object, or Markdown for a pull request comment "
        + "(default text)",
      subcommands: .diff),
    OptionSpec(
      id: .depth, name: "--depth", value: .number, placeholder: "N",
      help: "scenes on top of each other explored at most; a loop growing past it is a finding "
        + "(default 10)",
      subcommands: .explore),
    OptionSpec(
      id: .maxStates, name: "--max-states", value: .number, placeholder: "N",
      help: "stop after visiting N states (default 2000)", subcommands: .explore),
    OptionSpec(
      id: .time, name: "--time", value: .number, placeholder: "S",
      help: "stop after S seconds (default 60)", subcommands: .explore),
    OptionSpec(
      id: .format, name: "--format", value: .choice(FindingsFormat.allCases.map(\.rawValue)),
      placeholder: "text|json",
      help: "findings for people, or JSON for tools (default text)", subcommands: .explore),
    OptionSpec(
      id: .exploreReport, name: "--report",
      value: .choice(ExploreReportFile.Format.allCases.map(\.rawValue)),
      secondValue: .file(extension: ""), placeholder: "junit|sarif FILE",
      help: "also write the findings to FILE (- for stdout) as JUnit XML (a failing test case "
        + "each) or SARIF (a result each), at their storyboard file and line",
      subcommands: .explore, repeatable: true),
    OptionSpec(
      id: .format, name: "--format", value: .choice(FindingsFormat.allCases.map(\.rawValue)),
      placeholder: "text|json",
      help: "problems as FILE:LINE:COL lines, or one JSON object for editors (default text)",
      subcommands: .check),
    OptionSpec(
      id: .empty, name: "--empty",
      help: "no sample players (the catalog keeps the six sample games, so Add Player has "
        + "games to pick)",
      subcommands: .initialize),
    OptionSpec(
      id: .replace, name: "--replace",
      help: "replace every player with the file's, in one transaction (games stay); says how "
        + "many it replaced",
      subcommands: .import),
    OptionSpec(
      id: .dryRun, name: "--dry-run",
      help: "check every row and say what the import would do (players, new games); change "
        + "nothing",
      subcommands: .import),
    OptionSpec(
      id: .output, name: "--output", short: "-o", value: .file(extension: "csv"),
      placeholder: "FILE",
      help: "write the CSV to FILE (atomically: complete or not at all) instead of stdout",
      subcommands: .export),
    OptionSpec(
      id: .force, name: "--force", help: "replace the --output file if it exists",
      subcommands: .export),
    OptionSpec(
      id: .spreadsheetSafe, name: "--spreadsheet-safe",
      help: "prefix ' to fields starting = + - @ TAB CR, so spreadsheets show them as text "
        + "(such a file no longer imports back exactly)",
      subcommands: .export),
    OptionSpec(id: .help, name: "--help", short: "-h", help: "this help", subcommands: .all),
    OptionSpec(
      id: .version, name: "--version", short: "-V", help: "print the version", subcommands: .run),
  ]

  /// The subcommand typed as `name` (not `run`, which has none).
  package static func subcommand(named name: String) -> SubcommandSpec? {
    guard !name.isEmpty else { return nil }
    return subcommands.first { $0.name == name }
  }

  /// The visible subcommands' names (help, completions, suggestions).
  package static var subcommandNames: [String] {
    subcommands.filter { !$0.hidden && !$0.name.isEmpty }.map(\.name)
  }

  /// The row for `name` (`--store` or `-h`) in `subcommand`, else in any subcommand.
  package static func option(named name: String, in subcommand: SubcommandID?) -> OptionSpec? {
    var any: OptionSpec?
    for option in options where option.name == name || option.short == name {
      guard let subcommand, !option.subcommands.contains(subcommand) else { return option }
      if any == nil { any = option }
    }
    return any
  }
}
