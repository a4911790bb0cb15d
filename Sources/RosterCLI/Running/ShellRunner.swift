import Glibc
import LineEditing
import Navigation
import RosterSupport
import Shell
import Storyboard

/// Runs shells for the command line: the REPL, piped stdin, and script files.
struct ShellRunner {
  var options: Options
  var console: Console
  /// How many scripts `--tag`/`--skip-tag` left out of the run (said in the summary).
  var leftOut = 0

  /// The settings every shell of this run starts with.
  private func settings(interactive: Bool, unicode: Bool) -> Shell.Settings {
    var settings = Shell.Settings()
    settings.interactive = interactive
    settings.style = DrawStyle.detect(noColor: options.noColor)
    settings.style.unicode = unicode
    settings.echo = options.echo
    settings.keepGoing = options.keepGoing
    settings.variables = options.variables
    settings.updateSnapshots = options.updateSnapshots
    settings.trace = options.trace
    settings.drawing = RatingsDrawing.hooks
    settings.width = .terminal
    return settings
  }

  /// A shell on a fresh session, or nil when the session cannot start (reported, and passed to
  /// `failed`).
  private func makeShell(
    interactive: Bool, unicode: Bool, failed: (LaunchFailure) -> Void = { _ in }
  ) -> Shell? {
    var launcher = SessionLauncher(options: options)
    launcher.notice = { [console] in console.error($0) }
    launcher.giveUp = InterruptSignal.takePending
    let catalog = launcher.catalog()
    do {
      let session = try launcher.launch(catalog: catalog)
      var settings = settings(interactive: interactive, unicode: unicode)
      if !interactive && options.mode == .shell { settings.style.color = false }
      let shell = Shell(session: session, console: console, settings: settings)
      shell.catalog = catalog
      shell.storePath = launcher.storePath
      shell.storeName = launcher.storeName
      return shell
    } catch {
      console.error("roster: " + VisibleText.make(error.message))
      failed(error)
      return nil
    }
  }

  /// `roster`: the REPL when stdin is a terminal (a person types, even on a dumb terminal or
  /// with stdout piped to `tee`), else stdin run as a script (no prompt, no colour).
  func runStandardInput() -> Int32 {
    let unicode = TerminalLocale.configure()
    var status: Int32 = 1
    let interactive = standardInputIsTerminal()
    guard
      let shell = makeShell(
        interactive: interactive, unicode: unicode, failed: { status = Self.status(of: $0) })
    else { return status }
    if interactive { return runInteractive(shell) }
    let failures = shell.runLines(
      from: PlainLineReader(fileDescriptor: STDIN_FILENO), origin: .pipe)
    return failures == 0 ? 0 : 1
  }

  private func runInteractive(_ shell: Shell) -> Int32 {
    InterruptSignal.install()
    let history = CommandHistory(path: CommandHistory.defaultPath())
    do {
      try history.load()
    } catch {
      // Said once: a file Roster cannot read (or may not use) is not written to either.
      console.error("roster: \(error)")
      shell.savesHistory = false
    }
    shell.history = history
    shell.interruption = InterruptSignal.takePending
    let reader = makeLineReader(history: history) { [unowned shell] line in
      shell.completer.completion(for: line)
    }
    if let editor = reader as? EditLineReader {
      // A resize while the prompt waits: the scene again, at the new width, above the prompt.
      editor.redraw = { [unowned shell, console] in
        console.line(styled: shell.draw())
        console.flush()
      }
    }
    if !reader.isInteractive, standardStreamsAreTerminal(),
      let reason = EditLineReader.unavailableReason
    {
      // Said once: the shell still works, on plain lines without history keys or completion.
      console.error("roster: \(reason) (reading plain lines until then)")
    }
    console.line(
      styled: shell.settings.style.tint(
        "roster \(RosterVersion.current): type help for what you can do here; quit or Ctrl-D leaves",
        .dim))
    console.line(styled: shell.draw())
    shell.runLines(from: reader, origin: .prompt)
    return 0
  }

  /// `roster FILE…`: each file in a fresh session; a line per file (when there are several),
  /// then `N passed, N failed` (with `--keep-going`, failed assertions too).
  func runScripts(_ files: [String]) -> Int32 {
    for report in options.reports {
      do throws(ReportFailure) {
        try report.check(scripts: files)
      } catch {
        console.error("roster: " + VisibleText.make(error.message))
        return 2
      }
    }
    // A --scene that names no scene is bad usage, said once rather than as every script's failure.
    if options.scene != nil {
      var status: Int32 = 0
      _ = makeShell(
        interactive: false, unicode: TerminalLocale.configure(),
        failed: { status = Self.status(of: $0) })
      if status == 2 { return 2 }
    }
    // A report on standard output is all that goes there; the run's own lines go to stderr.
    guard !options.reports.contains(where: { $0.path == "-" }) else {
      var quiet = self
      quiet.console = .standardErrorOnly()
      defer { quiet.console.flush() }
      return quiet.runScripts(files, reportingTo: console)
    }
    return runScripts(files, reportingTo: console)
  }

  /// `runScripts`, writing a report to standard output on `reportConsole`.
  private func runScripts(_ files: [String], reportingTo reportConsole: Console) -> Int32 {
    var coverage: ScriptCoverage?
    if options.coverage {
      do throws(StoryboardError) {
        coverage = try ScriptCoverage.of(options)
      } catch {
        console.error("roster: " + VisibleText.make(error.message))
        return 1
      }
    }
    let (results, exercised) = runEach(files)
    console.line(summary(of: results))
    if var coverage {
      coverage.exercised = exercised
      console.line(coverage.table)
    }
    console.flush()
    var status: Int32 = results.allSatisfy(\.passed) ? 0 : 1
    for var report in options.reports {
      report.suiteName = options.suiteName
      do throws(ReportFailure) {
        try report.write(results, console: reportConsole)
      } catch {
        console.error("roster: " + VisibleText.make(error.message))
        status = 1
      }
    }
    return status
  }

  /// Runs each file in a fresh session, printing its line when there are several: what each
  /// came to, and (with `--coverage`) what they exercised together.
  func runEach(_ files: [String]) -> (results: [ScriptResult], exercised: Set<StoryboardItem>) {
    let unicode = TerminalLocale.configure()
    let clock = ContinuousClock()
    var results: [ScriptResult] = []
    var exercised: Set<StoryboardItem> = []
    for file in files {
      // Read once: for its header, then run.
      let read = Result { () throws(ShellError) in try FileSystem.read(file) }
      // `# skip: reason` in its header: not run, reported as skipped.
      if case .success(let text) = read, let reason = ScriptHeader(text: text).skip {
        let result = ScriptResult(file: file, tally: ScriptTally(), seconds: 0, skipped: reason)
        if files.count > 1 { console.line(result.line) }
        results.append(result)
        continue
      }
      let start = clock.now
      var tally = ScriptTally()
      if let shell = makeShell(
        interactive: false, unicode: unicode,
        failed: { error in
          tally.failedLines += 1
          tally.note(ScriptTally.Failure(location: nil, message: error.message))
        })
      {
        if options.coverage { shell.session.startCoverage() }
        shell.runScript(read, at: file)
        tally = shell.tally
        exercised.formUnion(shell.session.exercised)
      }
      let result = ScriptResult(
        file: file, tally: tally, seconds: ScriptResult.seconds(clock.now - start))
      if files.count > 1 { console.line(result.line) }
      results.append(result)
    }
    return (results, exercised)
  }

  /// The exit status of a session that could not start: 2 (bad usage) when an option named
  /// nothing (`--scene Nope`), else 1.
  private static func status(of failure: LaunchFailure) -> Int32 {
    failure.namesNothing ? 2 : 1
  }

  /// `N passed, N failed` (`, N skipped` when a header skipped some), with `--keep-going` the
  /// failed assertions too, and how many scripts `--tag`/`--skip-tag` left out.
  func summary(of results: [ScriptResult]) -> String {
    let failed = results.filter { !$0.passed }.count
    let skipped = results.filter { $0.skipped != nil }.count
    var summary = "\(results.count - failed - skipped) passed, \(failed) failed"
    if skipped > 0 { summary += ", \(skipped) skipped" }
    if options.keepGoing {
      let assertions = results.reduce(0) { $0 + $1.tally.assertions }
      let failedAssertions = results.reduce(0) { $0 + $1.tally.failedAssertions }
      summary += "; \(failedAssertions) of \(ScriptResult.count(assertions, "assertion")) failed"
    }
    if leftOut > 0 {
      summary += "; \(ScriptResult.count(leftOut, "script")) left out by --tag/--skip-tag"
    }
    return summary
  }
}
