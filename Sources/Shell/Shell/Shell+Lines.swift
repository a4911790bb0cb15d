import LineEditing
import RosterSupport

extension Shell {
  /// Runs the lines `reader` gives until they end or a line quits: the one loop of the shell,
  /// for the prompt, a pipe and script files alike (`origin` says which). `parsed`, when not
  /// empty, is each line `reader` gives as the check before a script's run already read it
  /// (by line number), so running the line does not read it again. Returns how many lines
  /// failed.
  @discardableResult
  package func runLines(
    from reader: any LineReader, origin: LineOrigin, parsed: [ParsedLine?] = []
  ) -> Int {
    var number = 0
    var failures = 0
    // A failure stops a pipe or a script (unless --keep-going); at the prompt it never does.
    let stopsAtFailure = origin != .prompt && !settings.keepGoing
    while !quitRequested {
      if origin == .prompt && !reader.isInteractive {
        // Plain lines (a dumb terminal, stdout piped, no libedit) show no prompt of their own.
        console.out(styled: prompt)
      }
      if origin.arrivesLive { console.flush() }
      switch reader.readLine(prompt: origin == .prompt ? prompt : "") {
      case .line(let line):
        number += 1
        if case .script(let name) = origin, scriptIsInterrupted(at: number, of: name) {
          return failures + 1
        }
        if origin == .prompt && reader.isInteractive { addToHistory(line) }
        let location = origin.fileName.map { SourceLocation(file: $0, line: number) }
        let read = location != nil && number <= parsed.count ? parsed[number - 1] : nil
        let outcome = run(line: line, at: location, parsed: read)
        if outcome == .quit { quitRequested = true }
        if outcome == .failed {
          failures += 1
          if stopsAtFailure { return failures }
        }
      case .endOfInput:
        // Ctrl-D after a plain prompt: end its line, so what follows starts on one of its own.
        if origin == .prompt {
          if !reader.isInteractive { console.line() }
          quitRequested = true
        }
        return failures
      case .interrupted:
        // Plain lines: the terminal echoed ^C after what was typed; the prompt goes below it.
        if origin == .prompt && !reader.isInteractive { console.line() }
      case .malformed(let error):
        guard let file = origin.fileName else {
          console.error("error: " + VisibleText.make(error.message))
          continue
        }
        number = error.lineNumber
        console.error(
          SourceLocation(file: file, line: error.lineNumber, column: 1)
            .message(error.message, severity: "error"))
        failures += 1
        if stopsAtFailure { return failures }
      }
    }
    return failures
  }

  /// Whether Ctrl-C stopped the scripts before line `number` of `name` (said once, where it
  /// stopped: the lines above took effect).
  private func scriptIsInterrupted(at number: Int, of name: String) -> Bool {
    guard scriptsInterrupted || interruption() else { return false }
    if !scriptsInterrupted {
      let message =
        "interrupted before this line; the lines above took effect "
        + "(source the script again to rerun it)"
      let location = SourceLocation(file: name, line: number)
      console.error(location.message(message))
      tally.failedLines += 1
      tally.note(ScriptTally.Failure(location: location, message: message))
    }
    scriptsInterrupted = true
    return true
  }

  /// Puts a typed line in the history file; a file that cannot be written is said once, and
  /// the shell goes on without saving.
  private func addToHistory(_ line: String) {
    guard savesHistory, let history else { return }
    do {
      try history.add(line)
    } catch {
      console.error("roster: \(error) (history is not saved for the rest of this session)")
      savesHistory = false
    }
  }
}
