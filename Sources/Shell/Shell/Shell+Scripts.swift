import Navigation
import RosterSupport

extension Shell {
  /// Runs the script at `path` in this session: stops at the first failure unless
  /// `keepGoing`; returns how many lines failed.
  @discardableResult
  package func runScript(at path: String) -> Int {
    let text: String
    do {
      text = try FileSystem.read(path, interruption: interruption)
    } catch {
      console.error("\(path): error: \(error.message)")
      tally.failedLines += 1
      tally.note(ScriptTally.Failure(location: SourceLocation(file: path), message: error.message))
      return 1
    }
    return runScript(lines: ScriptText.lines(text), name: path, identity: ScriptPath.identity(path))
  }

  /// Runs `lines` as the script `name`.
  @discardableResult
  package func runScript(lines: [String], name: String, identity: String) -> Int {
    scriptStack.append(identity)
    scriptNames.append(name)
    defer {
      scriptStack.removeLast()
      scriptNames.removeLast()
      if scriptStack.isEmpty { scriptsInterrupted = false }
    }
    var failures = 0
    for (index, line) in lines.enumerated() {
      if scriptsInterrupted || interruption() {
        if !scriptsInterrupted {
          let message =
            "interrupted before this line; the lines above took effect "
            + "(source the script again to rerun it)"
          let location = SourceLocation(file: name, line: index + 1)
          console.error(location.message(message))
          tally.failedLines += 1
          tally.note(ScriptTally.Failure(location: location, message: message))
        }
        scriptsInterrupted = true
        failures += 1
        break
      }
      let outcome = run(line: line, at: SourceLocation(file: name, line: index + 1))
      if outcome == .quit { quitRequested = true }
      if outcome == .failed {
        failures += 1
        if !settings.keepGoing { break }
      }
      if quitRequested { break }
    }
    return failures
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
    // A sourced script runs as a script does: drawn once at its end, not after every move.
    let interactive = settings.interactive
    settings.interactive = false
    let failures = runScript(lines: ScriptText.lines(text), name: resolved, identity: identity)
    settings.interactive = interactive
    if interactive && failures == 0 { console.line(styled: draw()) }
    if failures > 0 {
      var error = ShellError("\(resolved) failed")
      error.alreadyReported = true
      throw error
    }
  }
}
