import Glibc
import LineEditing
import Navigation
import RosterSupport
import Shell

/// Runs shells for the command line: the REPL, piped stdin, and script files.
struct ShellRunner {
  var options: Options
  var console: Console

  /// The settings every shell of this run starts with.
  private func settings(interactive: Bool, unicode: Bool) -> Shell.Settings {
    var settings = Shell.Settings()
    settings.interactive = interactive
    settings.style = DrawStyle(
      unicode: unicode, color: DrawStyle.detect(noColor: options.noColor).color)
    settings.echo = options.echo
    settings.keepGoing = options.keepGoing
    settings.trace = options.trace
    settings.drawing = RatingsDrawing.hooks
    settings.width = .terminal
    return settings
  }

  /// A shell on a fresh session, or nil when the session cannot start (reported).
  private func makeShell(interactive: Bool, unicode: Bool) -> Shell? {
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
      return shell
    } catch {
      console.error("roster: " + VisibleText.make(error.message))
      return nil
    }
  }

  /// `roster`: the REPL when stdin is a terminal (a person types, even on a dumb terminal or
  /// with stdout piped to `tee`), else stdin run as a script (no prompt, no colour).
  func runStandardInput() -> Int32 {
    let unicode = TerminalLocale.configure()
    if standardInputIsTerminal() {
      guard let shell = makeShell(interactive: true, unicode: unicode) else { return 1 }
      return runInteractive(shell)
    }
    guard let shell = makeShell(interactive: false, unicode: unicode) else { return 1 }
    let reader = PlainLineReader(fileDescriptor: STDIN_FILENO)
    var number = 0
    var failures = 0
    while !shell.quitRequested {
      console.flush()
      switch reader.readLine(prompt: "") {
      case .line(let line):
        number += 1
        let outcome = shell.run(line: line, at: SourceLocation(file: "<stdin>", line: number))
        if outcome == .failed {
          failures += 1
          if !options.keepGoing { return 1 }
        }
        if outcome == .quit { shell.quitRequested = true }
      case .endOfInput:
        return failures == 0 ? 0 : 1
      case .interrupted:
        continue
      case .malformed(let error):
        number = error.lineNumber
        console.error(
          SourceLocation(file: "<stdin>", line: error.lineNumber, column: 1)
            .message(error.message, severity: "error"))
        failures += 1
        if !options.keepGoing { return 1 }
      }
    }
    return failures == 0 ? 0 : 1
  }

  private func runInteractive(_ shell: Shell) -> Int32 {
    InterruptSignal.install()
    let history = CommandHistory(path: CommandHistory.defaultPath())
    var historyWorks = true
    do {
      try history.load()
    } catch {
      // Said once: a file Roster cannot read (or may not use) is not written to either.
      console.error("roster: \(error)")
      historyWorks = false
    }
    shell.history = history
    shell.interruption = InterruptSignal.takePending
    let reader = makeLineReader(history: history) { [unowned shell] line in
      shell.completer.completion(for: line)
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
    while !shell.quitRequested {
      // Plain lines (a dumb terminal, stdout piped, no libedit) show no prompt of their own.
      if !reader.isInteractive { console.out(styled: shell.prompt) }
      console.flush()
      switch reader.readLine(prompt: shell.prompt) {
      case .line(let line):
        if reader.isInteractive, historyWorks {
          do {
            try history.add(line)
          } catch {
            // Said once: the shell goes on without saving, and the user knows why.
            console.error("roster: \(error) (history is not saved for the rest of this session)")
            historyWorks = false
          }
        }
        if shell.run(line: line) == .quit { shell.quitRequested = true }
      case .endOfInput:
        // Ctrl-D after a plain prompt: end its line, so what follows starts on one of its own.
        if !reader.isInteractive { console.line() }
        shell.quitRequested = true
      case .interrupted:
        continue
      case .malformed(let error):
        console.error("error: " + VisibleText.make(error.message))
      }
    }
    return 0
  }

  /// `roster FILE…`: each file in a fresh session; ends with `N passed, N failed`.
  func runScripts(_ files: [String]) -> Int32 {
    let unicode = TerminalLocale.configure()
    var passed = 0
    var failed = 0
    for file in files {
      guard let shell = makeShell(interactive: false, unicode: unicode) else {
        failed += 1
        continue
      }
      if shell.runScript(at: file) == 0 {
        passed += 1
      } else {
        failed += 1
      }
    }
    console.line("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }
}
