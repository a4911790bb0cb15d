import Glibc
import LineEditing
import RatingsApp
import RosterModel
import RosterSQLite
import RosterSupport
import Shell
import Storyboard

/// `roster`'s entry: arguments in, exit status out.
package enum RosterCommand {
  /// Runs `roster` with `arguments` (without the program name) and returns the exit status.
  package static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
    defer { console.flush() }
    var options: Options
    do {
      options = try OptionsParser.parse(arguments, fileExists: FileSystem.exists)
    } catch {
      console.error("roster: " + VisibleText.make(error.message))
      console.error(CommandLineHelp.usageLine(for: error.subcommand))
      return 2
    }
    // ROSTER_STORE names the store when no option does, as PGDATABASE does for psql: a club
    // member sets it once to the shared server (or a file) instead of typing --store each time.
    if options.store == nil, !options.memory,
      let named = FileSystem.environment("ROSTER_STORE"), !named.isEmpty
    {
      options.store = named
    }
    // ROSTER_DEVICE stands for --device, for a developer who works on an iPad app all day
    // (only where a device matters: a bad value does not stop an export).
    if options.device == nil, runsOnADevice(options.mode),
      let named = FileSystem.environment("ROSTER_DEVICE"), !named.isEmpty
    {
      guard let device = Device(named: named) else {
        console.error(
          "roster: ROSTER_DEVICE is '\(VisibleText.make(named))': set it to iphone or ipad, or "
            + "unset it")
        return 2
      }
      options.device = device
    }
    // A project folder or .xcodeproj opens the storyboard iOS launches the app with (explore
    // takes a folder without any app as the storyboards in it); graph's files alike.
    if case .graph(let paths) = options.mode, !options.coverage {
      var resolved: [String] = []
      for path in paths {
        guard path.hasSuffix(".xcodeproj") || options.target != nil else {
          resolved.append(path)
          continue
        }
        guard let found = openProject(path, options: options, console: console) else { return 1 }
        resolved.append(found)
      }
      options.mode = .graph(resolved)
    }
    if let project = options.storyboard, Self.isProject(project),
      options.mode != .explore || options.target != nil || project.hasSuffix(".xcodeproj")
        || MainStoryboard.holdsApps(project)
    {
      guard let found = openProject(project, options: options, console: console) else {
        return 1
      }
      options.storyboard = found
    } else if options.target != nil, !isHelpOrInfo(options.mode) {
      console.error(
        "roster: --target picks an app of a project; pass the project folder or .xcodeproj "
          + "with --storyboard")
      return 2
    }
    if !isHelpOrInfo(options.mode),
      let problem = LanguageOption.resolve(&options, environment: FileSystem.environment)
    {
      console.error("roster: " + VisibleText.make(problem))
      return 2
    }
    switch options.mode {
    case .help(let subcommand):
      console.line(CommandLineHelp.text(for: subcommand))
      return 0
    case .version:
      console.line("roster \(RosterVersion.current)")
      return 0
    case .completions(let shell):
      console.out(CompletionScript.script(for: shell))
      return 0
    case .man:
      console.out(ManPage.roff())
      return 0
    case .complete(let words):
      for value in DynamicCompletion.values(words) { console.line(value) }
      return 0
    case .check(let arguments):
      guard let selection = scripts(arguments, for: .check, options: options, console: console)
      else { return 2 }
      return check(selection.selected, options: options, console: console)
    case .initialize:
      return InitCommand.run(options: options, console: console)
    case .importCSV(let file):
      return ImportCommand.run(file, options: options, console: console)
    case .export:
      return ExportCommand.run(options: options, console: console)
    case .shell:
      return ShellRunner(options: options, console: console).runStandardInput()
    case .scripts(let arguments):
      guard let selection = scripts(arguments, for: .run, options: options, console: console)
      else { return 2 }
      var runner = ShellRunner(options: options, console: console)
      runner.leftOut = selection.leftOut
      return runner.runScripts(selection.selected)
    case .explore:
      return ExploreCommand.run(options: options, console: console)
    case .lint(var paths):
      // A project is linted as its folder: every storyboard of it.
      paths = paths.map { $0.hasSuffix(".xcodeproj") ? FileSystem.directory(of: $0) : $0 }
      let format = options.format(StoryboardLinter.Format.text)
      if options.languages, format == .sarif || format == .github {
        console.error(
          "roster lint: --languages prints a summary in text or JSON; with --format "
            + "\(format.rawValue) it would break the file: use --format text or json")
        return 2
      }
      let result = StoryboardLinter.run(
        paths: paths, format: format, disabled: Set(options.disabled),
        languages: options.languages, device: options.device)
      console.out(result.output)
      return result.exitStatus
    case .outline(let path):
      return OutlineCommand.run(path, language: options.language, console: console)
    case .diff(let arguments):
      return DiffCommand.run(
        arguments, format: options.format(DiffCommand.Format.text), language: options.language,
        console: console)
    case .graph(var paths):
      if options.coverage { return graphCoverage(of: paths, options: options, console: console) }
      if paths.isEmpty, let storyboard = options.storyboard { paths.append(storyboard) }
      return graph(
        paths, svg: options.format(GraphFormat.dot) == .svg, console: console,
        language: options.language, device: options.device)
    }
  }

  /// Whether `mode` runs storyboards on a device (`--device`, `$ROSTER_DEVICE`).
  private static func runsOnADevice(_ mode: Options.Mode) -> Bool {
    switch mode {
    case .shell, .scripts, .check, .explore, .lint, .graph: return true
    default: return false
    }
  }

  /// The scripts `arguments` name for `subcommand` (folders expanded, then `--tag` and
  /// `--skip-tag` applied); nil, with the usage error said, when none can run.
  private static func scripts(
    _ arguments: [String], for subcommand: SubcommandID, options: Options, console: Console
  ) -> (selected: [String], leftOut: Int, known: [String])? {
    let prefix = OptionsParser.commandName(subcommand) + ": "
    if let problem = ScriptFiles.usageProblem(arguments, subcommand: subcommand) {
      console.error(prefix + VisibleText.make(problem))
      return nil
    }
    let (files, empty) = ScriptFiles.expanding(arguments)
    if let empty {
      console.error(
        prefix + "no .rosterscript files under \(VisibleText.make(empty)); pass a folder "
          + "that holds scripts, or a .rosterscript file")
      return nil
    }
    let selection = ScriptFiles.selecting(files, tags: options.tags, skipTags: options.skipTags)
    guard !selection.selected.isEmpty else {
      console.error(
        prefix
          + VisibleText.make(
            ScriptFiles.noneSelected(
              files.count, tags: options.tags, skipTags: options.skipTags,
              known: selection.known)))
      return nil
    }
    return selection
  }

  /// Whether `path` names a project rather than a storyboard: a folder or an `.xcodeproj`.
  static func isProject(_ path: String) -> Bool {
    path.hasSuffix(".xcodeproj") || FileSystem.isDirectory(path)
  }

  private static func isHelpOrInfo(_ mode: Options.Mode) -> Bool {
    switch mode {
    case .help, .version, .completions, .man, .complete: true
    default: false
    }
  }

  /// The storyboard the app of `project` launches (`--target` picks one of several), its note
  /// on stderr; nil after printing why there is none.
  static func openProject(_ project: String, options: Options, console: Console) -> String? {
    do throws(ProjectOpenError) {
      let found = try launch(of: project, options: options)
      console.error("roster: " + VisibleText.make(found.note))
      return found.path
    } catch {
      console.error("roster: " + VisibleText.make(error.message))
      // Several apps: one a line, to choose from with --target.
      for line in error.choices { console.error(VisibleText.make(line)) }
      return nil
    }
  }

  /// What the app of `project` launches on the device named, else on an iPhone, else, when an
  /// iPhone opens no storyboard of it, on an iPad: an iPad-only app names its storyboard only
  /// under `UIMainStoryboardFile~ipad`.
  private static func launch(of project: String, options: Options) throws(ProjectOpenError) -> (
    path: String, note: String
  ) {
    let target = options.target
    if let device = options.device {
      return try MainStoryboard.find(inProject: project, target: target, device: device)
    }
    do throws(ProjectOpenError) {
      return try MainStoryboard.find(inProject: project, target: target, device: .iphone)
    } catch {
      guard let pad = try? MainStoryboard.find(inProject: project, target: target, device: .ipad)
      else { throw error }
      return (pad.path, pad.note + " (an iPad's: on an iPhone it opens no storyboard)")
    }
  }

  /// `roster graph --coverage [--storyboard PATH] FILE.rosterscript…`: runs the scripts, each on
  /// a fresh memory store (their output, lines and summary on stderr), then prints the graph of
  /// the storyboard they ran with what they exercised marked; status 1 if a script failed.
  static func graphCoverage(of scripts: [String], options: Options, console: Console) -> Int32 {
    var options = options
    options.memory = true
    let runner = ShellRunner(options: options, console: .standardErrorOnly())
    let (results, exercised) = runner.runEach(scripts)
    runner.console.line(runner.summary(of: results))
    runner.console.flush()
    let status = graph(
      options.storyboard.map { [$0] } ?? [], svg: options.format(GraphFormat.dot) == .svg,
      console: console, covered: exercised, language: options.language, device: options.device)
    return status != 0 ? status : results.allSatisfy(\.passed) ? 0 : 1
  }

  /// `roster graph`: DOT of the files (else the Ratings app's storyboards), or SVG through dot;
  /// with `covered`, what scripts exercised is marked; with `device`, the segues it cannot
  /// take are drawn grey.
  static func graph(
    _ paths: [String], svg: Bool, console: Console, covered: Set<StoryboardItem>? = nil,
    language: String? = nil, device: Device? = nil
  ) -> Int32 {
    let dot: String
    do throws(StoryboardError) {
      let graph = try DotExporter.graphSkippingOtherPlatforms(
        paths: paths, embedded: RatingsStoryboards.documents, covered: covered,
        language: language, device: device)
      dot = graph.dot
      for note in graph.notes { console.error("roster graph: " + VisibleText.make(note)) }
    } catch {
      console.error("roster graph: " + VisibleText.make(error.message))
      return 1
    }
    guard svg else {
      console.out(dot)
      return 0
    }
    do throws(Graphviz.Failure) {
      console.out(try Graphviz.render(dot, format: "svg"))
      return 0
    } catch {
      guard case .failed(let reason) = error else {
        console.error(
          "roster graph: --format svg needs Graphviz's dot, which is not installed; install it "
            + "with: sudo apt-get install graphviz (or print DOT without --format svg)")
        return 1
      }
      console.error("roster graph: " + VisibleText.make(reason))
      return 1
    }
  }

  /// `roster check`: every problem in every file, then the summary line.
  static func check(_ files: [String], options: Options, console: Console) -> Int32 {
    let storyboard: StaticStoryboard
    do {
      storyboard = try SessionLauncher(options: options).staticStoryboard()
    } catch {
      console.error("roster: " + VisibleText.make(error.message))
      return 1
    }
    var failed = 0
    var found: [ScriptChecker.Problem] = []
    for file in files {
      var checker = ScriptChecker(storyboard: storyboard, variables: options.variables)
      let problems = checker.check(file)
      if options.format(FindingsFormat.text) == .text {
        for problem in problems { console.error(VisibleText.make(problem.description)) }
      }
      found += problems
      if !problems.isEmpty { failed += 1 }
    }
    if options.format(FindingsFormat.text) == .json {
      console.out(checkJSON(found, files: files.count, failed: failed))
    } else {
      console.line("\(files.count - failed) passed, \(failed) failed")
    }
    return failed == 0 ? 0 : 1
  }

  /// `check --format json`, for editors: one object, the counts and every problem with its
  /// file, line and column (null for a file that could not be read), message and the
  /// `source` lines that led to it.
  static func checkJSON(_ problems: [ScriptChecker.Problem], files: Int, failed: Int) -> String {
    let items = problems.map { problem in
      let line = problem.location.line
      let fields = [
        "\"file\":" + JSON.quote(problem.location.file),
        "\"line\":" + (line.map(String.init) ?? "null"),
        "\"column\":" + (line == nil ? "null" : String(problem.column)),
        "\"severity\":\"error\"",
        "\"message\":" + JSON.quote(problem.message),
        "\"sourcedFrom\":["
          + problem.sourcedFrom.map { JSON.quote($0.at(column: nil).description) }
          .joined(separator: ",") + "]",
      ]
      return "{" + fields.joined(separator: ",") + "}"
    }
    return "{\"files\":\(files),\"passed\":\(files - failed),\"failed\":\(failed),\"problems\":["
      + items.joined(separator: ",") + "]}\n"
  }

  /// Opens the store the options name (one it creates gets the sample players unless
  /// `samplePlayers` is false, and is announced on stderr unless `announcing` is false) and
  /// runs `body` on it; errors print (after `beforeError`, which clears a progress line) and
  /// give status 1. Bad CSV rows print one line each.
  static func withStore(
    _ options: Options, console: Console, samplePlayers: Bool = true, announcing: Bool = true,
    beforeError: () -> Void = {}, _ body: (any RosterStoring) throws -> Void
  ) -> Int32 {
    var launcher = SessionLauncher(options: options)
    if announcing { launcher.notice = { console.error($0) } }
    do {
      try body(try launcher.openStore(samplePlayers: samplePlayers))
      return 0
    } catch {
      beforeError()
      if case .csvRows(let failure) = error as? RosterStoreError {
        for line in failure.lines { console.error("roster: " + VisibleText.make(line)) }
      } else {
        console.error("roster: " + VisibleText.make("\(error)"))
      }
      return 1
    }
  }
}
