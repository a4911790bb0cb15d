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
    // A replay starts from a fresh session: pin down where this recording starts, so replaying
    // it from elsewhere fails at once and says so.
    let stack =
      "expect stack " + session.breadcrumb.map { Tokenizer.quote($0) }.joined(separator: " ")
    let protectedFiles = storePath.map { [$0, $0 + "-wal", $0 + "-shm"] } ?? []
    let recorder = try Recorder(
      path: path, mode: mode, protectedFiles: protectedFiles,
      startingChecks: [stack] + arrivalChecks(after: nil))
    self.recorder = recorder
    console.line("recording to \(recorder.path); record off stops")
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
    if case .type = command, let field = scene.focusedField {
      checks.append("expect field " + Tokenizer.quote(field.text))
    }
    if case .clear = command, let field = scene.focusedField {
      checks.append("expect field " + Tokenizer.quote(field.text))
    }
    return checks
  }
}
