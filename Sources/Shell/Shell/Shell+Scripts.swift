import Navigation
import RosterSupport

extension Shell {
  /// Runs the script at `path` in this session from what reading it came to (its text, or
  /// why `FileSystem.read` could not read it: the script's failure): stops at the first failure
  /// unless `keepGoing`; returns how many lines failed.
  @discardableResult
  package func runScript(_ read: Result<String, ShellError>, at path: String) -> Int {
    let text: String
    switch read {
    case .success(let read):
      text = read
    case .failure(let error):
      console.error("\(path): error: \(error.message)")
      tally.failedLines += 1
      tally.note(ScriptTally.Failure(location: SourceLocation(file: path), message: error.message))
      tally.couldNotRun = true
      return 1
    }
    let checked = problemsBeforeRunning(path, text: text)
    guard checked.problems == 0 else { return checked.problems }
    return runScript(
      lines: checked.lines, parsed: checked.parsed, name: path,
      identity: ScriptPath.identity(path))
  }

  /// Parses the script at `path` whole (its `text`, already read), and the scripts it
  /// sources, before a line runs: a line that does not parse (or a sourced file that is
  /// missing) is reported, with every other, and nothing runs. Returns how many there were,
  /// and the script's lines with each as read (for its run, not to be read again).
  func problemsBeforeRunning(_ path: String, text: String) -> (
    problems: Int, lines: [String], parsed: [ParsedLine?]
  ) {
    var checker = ScriptChecker(variables: settings.variables)
    let problems = checker.check(path, text: text, sourcedFrom: sourcedFrom)
    for problem in problems {
      console.error(VisibleText.make(problem.description))
      tally.failedLines += 1
      tally.note(
        ScriptTally.Failure(
          location: problem.location.at(
            column: problem.location.line == nil ? nil : problem.column),
          message: problem.fullMessage))
    }
    if !problems.isEmpty { tally.couldNotRun = true }
    return (problems.count, checker.lines, checker.parsedLines)
  }

  /// Runs `lines` as the script `name`; `parsed`, when given, is each line as already read
  /// (nil: read it when it runs).
  @discardableResult
  package func runScript(
    lines: [String], parsed: [ParsedLine?] = [], name: String, identity: String
  ) -> Int {
    scriptStack.append(identity)
    scriptNames.append(name)
    defer {
      scriptStack.removeLast()
      scriptNames.removeLast()
      if scriptStack.isEmpty { scriptsInterrupted = false }
    }
    return runLines(
      from: ScriptLines(lines), origin: .script(name),
      parsed: parsed.count == lines.count ? parsed : [])
  }

  /// `source FILE`: runs another script in this session, relative to the including script.
  func source(_ path: String) throws(ShellError) {
    let directory = scriptNames.last.map(FileSystem.directory(of:)) ?? "."
    let resolved = FileSystem.resolve(path, against: directory)
    guard FileSystem.exists(resolved) else {
      throw ShellError(ScriptPath.missing(resolved, includedFrom: scriptNames.last))
    }
    let identity = ScriptPath.identity(resolved)
    if let start = scriptStack.firstIndex(of: identity) {
      throw ShellError(
        "source cycle: " + ScriptPath.chain(scriptNames[start...] + [resolved])
          + "; remove one of these source lines")
    }
    guard scriptNames.count < ScriptPath.maximumDepth else {
      throw ShellError(ScriptPath.tooDeep(scriptNames + [resolved]))
    }
    let text = try FileSystem.read(resolved, interruption: interruption)
    // The lines run below move `currentLocation` on: the caller is kept as it is now.
    let caller = currentLocation
    if let caller { sourcedFrom.append(caller) }
    defer { if caller != nil { sourcedFrom.removeLast() } }
    // Parsed whole first, as a script run directly (a sourced script's own sources too).
    let checked = problemsBeforeRunning(resolved, text: text)
    if checked.problems > 0 {
      var error = ShellError("\(resolved) does not parse")
      error.alreadyReported = true
      throw error
    }
    // A sourced script runs as a script does: drawn once at its end, not after every move.
    let interactive = settings.interactive
    settings.interactive = false
    let failures = runScript(
      lines: checked.lines, parsed: checked.parsed, name: resolved, identity: identity)
    settings.interactive = interactive
    if interactive && failures == 0 { console.line(styled: draw()) }
    if failures > 0 {
      var error = ShellError("\(resolved) failed")
      error.alreadyReported = true
      throw error
    }
  }
}
