import LineEditing
import Navigation
import RatingsApp
import RosterModel
import RosterSQLite
import RosterSupport
import Shell
import Storyboard

/// `roster explore`: explores the Ratings app on a memory store, or `--storyboard`'s file, or
/// each storyboard in `--storyboard`'s folder, and prints what it found.
enum ExploreCommand {
  /// Runs it; 1 when something was found (or nothing could be explored, or a report could not
  /// be written), else 0.
  static func run(options: Options, console: Console) -> Int32 {
    for report in options.exploreReports {
      do throws(ReportFailure) {
        try report.check()
      } catch {
        console.error("roster explore: " + VisibleText.make(error.message))
        return 2
      }
    }
    // A report on standard output is all that goes there; the findings for people go to stderr.
    guard !options.exploreReports.contains(where: { $0.path == "-" }) else {
      let quiet = Console.standardErrorOnly()
      defer { quiet.flush() }
      return run(options: options, console: quiet, reportConsole: console)
    }
    return run(options: options, console: console, reportConsole: console)
  }

  /// `run`, writing a report to standard output on `reportConsole`.
  private static func run(options: Options, console: Console, reportConsole: Console) -> Int32 {
    var bounds = ExploreBounds()
    if let depth = options.depth { bounds.depth = depth }
    if let maxStates = options.maxStates { bounds.maxStates = maxStates }
    if let time = options.time { bounds.seconds = time }
    var targets: [String?] = [options.storyboard]
    // A folder explored is the project when no project file marks one above it.
    var explored: String?
    if let folder = options.storyboard, FileSystem.isDirectory(folder) {
      explored = folder
      targets = FileSystem.files(under: folder, endingWith: ".storyboard")
      if targets.isEmpty {
        console.error("roster explore: no .storyboard files under \(VisibleText.make(folder))")
        return 1
      }
    }
    let json = options.format(FindingsFormat.text) == .json
    var reports: [ExploreReport] = []
    var skipped: [(target: String, reason: String)] = []
    for target in targets {
      do throws(LaunchFailure) {
        reports.append(
          try explore(
            target, options: options, bounds: bounds, folder: explored, console: console))
      } catch {
        guard targets.count > 1 else {
          console.error("roster explore: " + VisibleText.make(error.message))
          return 1
        }
        skipped.append((target ?? "", error.message))
      }
    }
    let found = reports.reduce(0) { $0 + $1.result.findings.count }
    if json {
      let skippedJSON = skipped.map {
        "{\"storyboard\": \(JSON.quote($0.target)), \"reason\": \(JSON.quote($0.reason))}"
      }
      console.line(
        "{\"explored\": [\(reports.map(\.json).joined(separator: ",\n"))],\n\"skipped\": ["
          + skippedJSON.joined(separator: ",\n") + "],\n\"findings\": \(found)}")
    } else {
      for report in reports { console.line(report.text) }
      for (target, reason) in skipped {
        console.line("skipped " + VisibleText.make(target + ": " + reason))
      }
      if targets.count > 1 {
        console.line(
          "\(reports.count) explored, \(skipped.count) skipped; "
            + "\(found) finding\(found == 1 ? "" : "s")")
      }
    }
    console.flush()
    var status: Int32 = found == 0 ? 0 : 1
    for file in options.exploreReports {
      let text =
        file.format == .junit
        ? ExploreReport.junit(reports, skipped: skipped) : ExploreReport.sarif(reports)
      do throws(ReportFailure) {
        try file.write(text, console: reportConsole)
      } catch {
        console.error("roster explore: " + VisibleText.make(error.message))
        status = 1
      }
    }
    return status
  }

  /// Explores one storyboard (nil: the Ratings app).
  private static func explore(
    _ storyboard: String?, options: Options, bounds: ExploreBounds, folder: String?,
    console: Console
  ) throws(LaunchFailure) -> ExploreReport {
    var options = options
    options.storyboard = storyboard
    options.memory = true
    options.store = nil
    let launch: () throws(NavigationError) -> Session
    do throws(StoryboardError) {
      if let storyboard {
        // Parsed once: each replay starts a session on the same document.
        let document = try StoryboardParser.parse(fileAt: storyboard, language: options.language)
        let catalog = StoryboardCatalog(beside: storyboard)
        catalog.language = options.language
        catalog.add(document)
        let (scene, device) = (options.scene, options.device)
        launch = { () throws(NavigationError) in
          try Session(
            storyboards: catalog, document: document, registry: ControllerRegistry(),
            scene: scene, device: device)
        }
      } else {
        let catalog = RatingsApp.makeCatalog()
        let (scene, device) = (options.scene, options.device)
        launch = { () throws(NavigationError) in
          let store: SQLiteRosterStore
          do throws(RosterStoreError) {
            store = try SQLiteRosterStore.inMemory()
          } catch {
            throw NavigationError(storeError: error)
          }
          return try RatingsApp.launch(
            store: store, scene: scene, catalog: catalog, device: device)
        }
      }
    } catch {
      throw .storyboard(error)
    }
    let coverage: ScriptCoverage
    do throws(StoryboardError) {
      coverage = try ScriptCoverage.of(options)
    } catch {
      throw .storyboard(error)
    }
    let name = storyboard ?? "Ratings app"
    var explorer = Explorer(bounds: bounds, launch: launch) { progress in
      console.progress(
        "explore \(name): \(progress.states) states, \(progress.frontier) to visit, "
          + "\(Int(progress.rate)) states/s")
    }
    // Ctrl-C ends the run with the report of what was found so far, not with nothing.
    InterruptSignal.install()
    explorer.shouldStop = InterruptSignal.takePending
    if let storyboard {
      explorer.enteredFrom = Self.storyboardsEntering(storyboard, folder: folder)
    }
    let result: ExploreResult
    do throws(NavigationError) {
      result = try explorer.run()
    } catch {
      console.progress("")
      throw .navigation(error)
    }
    console.progress("")
    var report = ExploreReport(
      storyboard: storyboard, result: result, bounds: bounds, coverage: coverage)
    report.coverage.exercised = result.exercised
    report.device = options.device
    if let language = options.language, let storyboard,
      case .translation? = StoryboardLocalizations(storyboardAt: storyboard).choice(for: language)
    {
      report.language = language
    }
    return report
  }

  /// The names of the project's storyboards that reference the one at `path` (enter it through
  /// a storyboard reference), found without parsing them; `folder`, the folder explored, is
  /// the project when no `.xcodeproj`, `Package.swift` or `.git` marks one.
  private static func storyboardsEntering(_ path: String, folder: String?) -> [String] {
    let catalog = StoryboardCatalog(beside: path)
    if let folder { catalog.rootHints = [folder] }
    let project = catalog.project(forFolder: FileSystem.directory(of: path))
    let paths = project?.referrers(ofAnyOf: [StoryboardParser.baseName(path)]) ?? []
    var seen: Set<String> = []
    return paths.map(StoryboardParser.baseName).filter { seen.insert($0).inserted }
  }
}
