import Navigation

extension Shell {
  /// `record [--append|--force] FILE` / `record off`.
  func startRecording(_ path: String?, mode: Recorder.Mode) throws(ShellError) {
    guard let path else {
      guard let recorder else { throw ShellError("not recording; start with record FILE") }
      console.line("stopped recording to \(recorder.path)")
      self.recorder = nil
      return
    }
    if let recorder {
      throw ShellError("already recording to \(recorder.path); record off first")
    }
    // A replay starts from a fresh session: a new recording begins with the moves that led
    // here since launch, so it replays from anywhere it was started; then pin down where it
    // starts, so a replay that gets elsewhere fails at once and says so. (An appended part
    // goes on from where the script it extends ended.)
    let moves = mode == .append ? [] : movesSinceLaunch
    var lead: [String] = []
    if let moves, !moves.isEmpty {
      lead =
        ["# The \(moves.count) \(moves.count == 1 ? "move" : "moves") since launch that led here:"]
        + moves
    } else if moves == nil {
      lead = [
        "# Recorded after more than \(Self.remembersMoves) moves, too many to repeat here: "
          + "a replay has to get to the scene below first."
      ]
    }
    let stack =
      "expect stack " + session.breadcrumb.map { Tokenizer.quote($0) }.joined(separator: " ")
    let protectedFiles = storePath.map { [$0, $0 + "-wal", $0 + "-shm"] } ?? []
    let recorder = try Recorder(
      path: path, mode: mode, protectedFiles: protectedFiles,
      startingLines: lead + [stack] + arrivalChecks(after: nil))
    self.recorder = recorder
    switch moves?.count {
    case .none:
      console.line(
        "recording to \(recorder.path), starting here: more than \(Self.remembersMoves) moves "
          + "since launch are too many to repeat, so its replay must get here first; "
          + "record off stops")
    case 0:
      console.line("recording to \(recorder.path); record off stops")
    case let count?:
      console.line(
        "recording to \(recorder.path), starting with the \(count) "
          + "\(count == 1 ? "move" : "moves") that led here since launch; record off stops")
    }
  }

  /// How many moves since launch the shell remembers for a recording started later.
  static let remembersMoves = 10_000

  /// Remembers a successful move, so a recording started later can begin with it.
  func rememberMove(_ command: Command) {
    guard let count = movesSinceLaunch?.count, let line = Recorder.line(for: command) else {
      return
    }
    if count < Self.remembersMoves {
      movesSinceLaunch?.append(line)
    } else {
      movesSinceLaunch = nil
    }
  }

  /// Appends a successful command and its checks to the recording, if one is running.
  func record(_ command: Command, checks: [String]) throws(ShellError) {
    guard let recorder, let line = Recorder.line(for: command) else { return }
    do {
      try recorder.append([line] + checks)
    } catch {
      self.recorder = nil
      throw ShellError(error.message + "; recording stopped")
    }
  }

  /// The checks that pin down where a move arrived: the scene, the row count of a table, and
  /// the field after typing.
  func arrivalChecks(after command: Command?) -> [String] {
    guard recorder != nil || command == nil else { return [] }
    let scene = session.snapshot(rows: 0..<0)
    var checks = ["expect scene " + Tokenizer.quote(scene.title)]
    if scene.hasTable { checks.append("expect rows \(scene.totalRowCount)") }
    if case .move(.type) = command, let field = scene.focusedField {
      checks.append("expect field " + Tokenizer.quote(field.text))
    }
    if case .move(.clear) = command, let field = scene.focusedField {
      checks.append("expect field " + Tokenizer.quote(field.text))
    }
    return checks
  }
}
