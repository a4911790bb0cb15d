import RosterSupport
import Shell
import Storyboard

/// Parses `roster`'s arguments by `CommandLineTable`: one parser for every subcommand, one
/// error style (`unknown option --formt for lint; did you mean --format?`).
///
/// Options may come before or after the subcommand (`roster --memory export`), `--name=value`
/// or `--name value`; `--` ends the options. A value option given twice is refused (which one
/// was meant?). `--help` and `--version` win over any mistake around them.
package enum OptionsParser {
  /// Parses `arguments` (without the program name). `fileExists` decides whether a bare word
  /// is a script or a mistyped subcommand.
  package static func parse(
    _ arguments: [String], fileExists: (String) -> Bool = { _ in true }
  ) throws(UsageError) -> Options {
    let (subcommand, subcommandIndex) = findSubcommand(arguments)
    var options = Options()
    var positionals: [String] = []
    var given: [String] = []
    var firstError: UsageError?
    var wantsHelp = false
    var wantsVersion = false
    func fail(_ message: String) {
      if firstError == nil { firstError = UsageError(message, subcommand: subcommand) }
    }
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if index - 1 == subcommandIndex { continue }
      // Everything after `__complete` is the completing shell's words, options or not.
      if optionsEnded || subcommand == .complete || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = CommandLineTable.option(named: name, in: subcommand) else {
        fail(unknownOption(name, in: subcommand))
        continue
      }
      var value: String?
      if spec.value != nil {
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          fail("\(spec.name) needs a value: \(spec.name) \(spec.placeholder)")
          continue
        }
      } else if inlineValue != nil {
        fail("\(spec.name) takes no value")
        continue
      }
      if value == "" {
        fail(
          "\(spec.name) was given an empty value (an unset variable?); give "
            + "\(spec.name) \(spec.placeholder)" + (spec.id == .store ? ", or --memory" : ""))
        continue
      }
      var secondValue: String?
      if spec.secondValue != nil {
        guard index < arguments.count else {
          fail("\(spec.name) needs two values: \(spec.name) \(spec.placeholder)")
          continue
        }
        secondValue = arguments[index]
        index += 1
      }
      guard spec.subcommands.contains(subcommand) else {
        fail(notAnOption(spec, of: subcommand))
        continue
      }
      if spec.value != nil, !spec.repeatable {
        if given.contains(spec.name) {
          fail("\(spec.name) given twice; keep one")
          continue
        }
        given.append(spec.name)
      }
      if let value, case .choice(let choices) = spec.value,
        let wrong = Self.values(value, of: spec).first(where: { !choices.contains($0) })
      {
        fail(
          wrong.isEmpty
            ? "\(spec.name) \(EchoedText.cut(value)) holds an empty item; separate the values "
              + "with single commas"
            : badChoice(wrong, of: spec.name, choices: choices, in: subcommand))
        continue
      }
      if let value, spec.value == .number, number(value, whole: spec.id != .time) == nil {
        let what = spec.id == .time ? "a number of seconds" : "a whole number"
        fail("\(spec.name) takes \(what) above 0, not \(EchoedText.cut(value))")
        continue
      }
      if spec.id == .variable, let value, ScriptVariables.definition(value) == nil {
        fail(
          "--var takes NAME=VALUE (NAME of letters, digits and _), not \(EchoedText.cut(value))")
        continue
      }
      switch spec.id {
      case .help: wantsHelp = true
      case .version: wantsVersion = true
      default: apply(spec.id, value: value, secondValue: secondValue, to: &options)
      }
    }
    if wantsHelp {
      options.mode = .help(subcommand)
      return options
    }
    if wantsVersion {
      options.mode = .version
      return options
    }
    if let firstError { throw firstError }
    options.mode = try mode(subcommand, positionals, fileExists: fileExists)
    if options.memory && options.store != nil {
      throw UsageError("--memory and --store exclude each other; keep one", subcommand: subcommand)
    }
    if options.force, options.output == nil || options.output == "-" {
      throw UsageError(
        "--force replaces the --output file; name it with -o FILE", subcommand: subcommand)
    }
    if options.coverage, options.mode == .shell || options.mode == .graph([]) {
      throw UsageError(
        "--coverage counts what scripts exercise; name the .rosterscript files to run",
        subcommand: subcommand)
    }
    if options.scene != nil, case .graph = options.mode, !options.coverage {
      throw UsageError(
        "--scene starts a session at a scene, but graph draws every scene; leave --scene out "
          + "(with --coverage it starts the scripts there)", subcommand: subcommand)
    }
    if !options.tags.isEmpty || !options.skipTags.isEmpty, case .shell = options.mode {
      throw UsageError(
        "--tag and --skip-tag select scripts; name the .rosterscript files or folder to run",
        subcommand: subcommand)
    }
    if !options.reports.isEmpty, case .shell = options.mode {
      throw UsageError(
        "--report writes a report of scripts; name the .rosterscript files to run",
        subcommand: subcommand)
    }
    let reportPaths = (options.reports.map(\.path) + options.exploreReports.map(\.path)).filter {
      $0 != "-"
    }
    if let twice = reportPaths.first(where: { path in reportPaths.filter { $0 == path }.count > 1 })
    {
      throw UsageError(
        "--report names \(EchoedText.cut(twice)) twice; give each report its own file",
        subcommand: subcommand)
    }
    if (options.reports.map(\.path) + options.exploreReports.map(\.path)).filter({ $0 == "-" })
      .count > 1
    {
      throw UsageError(
        "--report sends two reports to stdout (-); send one to a file", subcommand: subcommand)
    }
    return options
  }

  /// Sets what option `id` means (the table says which subcommands it belongs to).
  private static func apply(
    _ id: OptionID, value: String?, secondValue: String?, to options: inout Options
  ) {
    switch id {
    case .memory: options.memory = true
    case .store: options.store = value
    case .storyboard: options.storyboard = value
    case .scene: options.scene = value
    case .target: options.target = value
    case .trace: options.trace = true
    case .noColor: options.noColor = true
    case .keepGoing: options.keepGoing = true
    case .suiteName: options.suiteName = value ?? options.suiteName
    case .variable:
      if let (name, text) = value.flatMap(ScriptVariables.definition) {
        options.variables[name] = text
      }
    case .echo: options.echo = true
    case .spreadsheetSafe: options.spreadsheetSafe = true
    case .empty: options.empty = true
    case .replace: options.replace = true
    case .dryRun: options.dryRun = true
    case .output: options.output = value
    case .force: options.force = true
    case .format: options.format = value
    case .disable: options.disabled += value.map(list) ?? []
    case .coverage: options.coverage = true
    case .updateSnapshots: options.updateSnapshots = true
    case .tag: options.tags += value.map { [$0] } ?? []
    case .skipTag: options.skipTags += value.map { [$0] } ?? []
    case .report:
      if let format = value.flatMap(ScriptReport.Format.init(rawValue:)), let secondValue {
        options.reports.append(ScriptReport(format: format, path: secondValue))
      }
    case .exploreReport:
      if let format = value.flatMap(ExploreReportFile.Format.init(rawValue:)), let secondValue {
        options.exploreReports.append(ExploreReportFile(format: format, path: secondValue))
      }
    case .depth: options.depth = value.flatMap { number($0, whole: true) }.map { Int($0) }
    case .maxStates:
      options.maxStates = value.flatMap { number($0, whole: true) }.map { Int($0) }
    case .time: options.time = value.flatMap { number($0, whole: false) }
    case .device: options.device = value.flatMap(Device.init(named:))
    case .language: options.language = value
    case .languages: options.languages = true
    case .help, .version: break
    }
  }

  /// The values `text` holds: several when the option takes a comma-separated list.
  private static func values(_ text: String, of spec: OptionSpec) -> [String] {
    spec.commaSeparated ? list(text) : [text]
  }

  /// `a,b` as `a` and `b`; an empty item stays, so `a,,b` is refused rather than read as `a,b`.
  private static func list(_ text: String) -> [String] {
    text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }

  /// A number above 0 (`whole`: without a fraction, at most a billion), else nil.
  private static func number(_ text: String, whole: Bool) -> Double? {
    if whole {
      guard let value = Int(text), value > 0, value <= 1_000_000_000 else { return nil }
      return Double(value)
    }
    guard let value = Double(text), value.isFinite, value > 0 else { return nil }
    return value
  }

  /// The subcommand and where its word is: the first word that is neither an option nor an
  /// option's value, when it names one; else `run` (that word is a script).
  static func findSubcommand(_ arguments: [String]) -> (SubcommandID, Int?) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { break }
      if argument.hasPrefix("-") && argument != "-" {
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        let spec = CommandLineTable.option(named: name, in: nil)
        let takesValue = !argument.contains("=") && spec?.value != nil
        index += (takesValue ? 2 : 1) + (spec?.secondValue != nil ? 1 : 0)
        continue
      }
      guard let spec = CommandLineTable.subcommand(named: argument) else { break }
      return (spec.id, index)
    }
    return (.run, nil)
  }

  /// What `subcommand` does with `positionals`, checked against its arity and kind.
  private static func mode(
    _ subcommand: SubcommandID, _ positionals: [String], fileExists: (String) -> Bool
  ) throws(UsageError) -> Options.Mode {
    let spec = subcommand.spec
    let count = positionals.count
    let fits: Bool
    switch spec.arity {
    case .none: fits = count == 0
    case .one: fits = count == 1
    case .optionalOne: fits = count <= 1
    case .oneOrMore: fits = count >= 1
    case .any: fits = true
    }
    guard fits else {
      let message: String
      switch spec.arity {
      case .none:
        message = "\(spec.name) takes no arguments, not \(EchoedText.cut(positionals[0]))"
      case .oneOrMore: message = "\(spec.name) needs \(spec.arguments)"
      default:
        message =
          "\(spec.name) takes \(spec.arity == .one ? "one" : "at most one") "
          + spec.arguments.filter { $0 != "[" && $0 != "]" }
      }
      throw UsageError(message, subcommand: subcommand)
    }
    if case .choice(let choices) = spec.argumentKind, let word = positionals.first,
      !choices.contains(word)
    {
      throw UsageError(
        badChoice(word, of: spec.name, choices: choices, in: nil), subcommand: subcommand)
    }
    switch subcommand {
    case .run:
      if positionals.isEmpty { return .shell }
      // A bare word that is not a file and looks like a mistyped subcommand is bad usage.
      for word in positionals where !fileExists(word) && !word.contains(".") {
        if let match = suggestion(for: word, among: CommandLineTable.subcommandNames) {
          throw UsageError("unknown command \(EchoedText.cut(word)); did you mean \(match)?")
        }
      }
      return .scripts(positionals)
    case .check: return .check(positionals)
    case .lint: return .lint(positionals)
    case .graph: return .graph(positionals)
    case .outline: return .outline(positionals[0])
    case .diff:
      // Two files, or the seven arguments git gives an external diff program.
      guard positionals.count == 2 || positionals.count == 7 else {
        throw UsageError(
          "diff takes OLD NEW (two storyboards), or the seven arguments git gives an external "
            + "diff, not \(positionals.count) argument\(positionals.count == 1 ? "" : "s")",
          subcommand: subcommand)
      }
      return .diff(positionals)
    case .explore: return .explore
    case .initialize: return .initialize
    case .import: return .importCSV(positionals[0])
    case .export: return .export
    case .help:
      guard let word = positionals.first else { return .help(.run) }
      guard let named = CommandLineTable.subcommand(named: word), !named.hidden else {
        var message = "no command \(EchoedText.cut(word))"
        if let match = suggestion(for: word, among: CommandLineTable.subcommandNames) {
          message += "; did you mean \(match)?"
        } else {
          message +=
            "; the commands are " + CommandLineTable.subcommandNames.joined(separator: ", ")
        }
        throw UsageError(message, subcommand: .help)
      }
      return .help(named.id)
    case .version: return .version
    case .completions: return .completions(positionals[0])
    case .man: return .man
    case .complete: return .complete(positionals)
    }
  }

  /// `roster` or `roster lint`, as messages name the command.
  static func commandName(_ subcommand: SubcommandID) -> String {
    subcommand == .run ? "roster" : "roster " + subcommand.spec.name
  }

  private static func unknownOption(_ name: String, in subcommand: SubcommandID) -> String {
    var message = "unknown option \(EchoedText.cut(name))"
    if subcommand != .run { message += " for \(subcommand.spec.name)" }
    let candidates = subcommand.spec.options.map(\.name)
    if let match = suggestion(for: name, among: candidates) {
      message += "; did you mean \(match)?"
    } else {
      message += "; see \(commandName(subcommand)) --help"
    }
    return message
  }

  private static func notAnOption(_ spec: OptionSpec, of subcommand: SubcommandID) -> String {
    let owners = SubcommandID.allCases.filter { spec.subcommands.contains($0) }
      .map { commandName($0) + " " + spec.name }
    return "\(spec.name) is not an option of \(commandName(subcommand)); it goes with "
      + owners.joined(separator: " or ")
  }

  private static func badChoice(
    _ value: String, of name: String, choices: [String], in subcommand: SubcommandID?
  ) -> String {
    var message = "\(name) takes "
    message +=
      choices.count == 2
      ? choices.joined(separator: " or ")
      : choices.dropLast().joined(separator: ", ") + " or " + choices.last!
    if let subcommand, subcommand != .run { message += " for \(subcommand.spec.name)" }
    message += ", not \(EchoedText.cut(value))"
    if let match = suggestion(for: value, among: choices) { message += "; did you mean \(match)?" }
    return message
  }

  /// Roster's one "did you mean" policy (`RosterSupport.Suggestion`).
  private static func suggestion(for word: String, among candidates: [String]) -> String? {
    Suggestion.closest(to: word, among: candidates)
  }
}
