import Navigation
import RosterSupport

/// `expect screen FILE`: the scene as drawn, compared with a text file kept beside the script
/// (a snapshot), and `--update-snapshots`, which writes or rewrites those files.
extension Shell {
  /// The columns a snapshot is drawn at, whatever the terminal: the same file on every machine.
  package static let snapshotWidth = 80

  /// The visible scene as a snapshot holds it: drawn as the shell draws it (the rows shown now),
  /// at `snapshotWidth` columns, Unicode symbols and no colour, one line feed at the end.
  package func snapshotDrawing() -> String {
    SceneRenderer(style: .plain, hooks: settings.drawing, width: Self.snapshotWidth)
      .render(snapshot()) + "\n"
  }

  /// Where `path` is: relative to the script being run (the shell's folder when typed).
  func snapshotPath(_ path: String) -> String {
    FileSystem.resolve(path, against: scriptNames.last.map(FileSystem.directory(of:)) ?? ".")
  }

  /// Compares the drawing with the file; with `--update-snapshots`, a missing or different
  /// file is written instead (and said). Lines are compared, so CRLF endings and a missing
  /// last line feed do not count.
  func checkScreen(_ path: String) throws(ShellError) {
    let file = snapshotPath(path)
    let drawn = snapshotDrawing()
    var kept: String?
    if FileSystem.exists(file) || FileSystem.isSymbolicLink(file) {
      kept = try FileSystem.read(file, interruption: interruption)
    }
    let drawnLines = ScriptText.lines(drawn)
    if let kept, ScriptText.lines(kept) == drawnLines { return }
    if settings.updateSnapshots {
      try writeSnapshot(drawn, to: file)
      console.line(
        (kept == nil ? "wrote the snapshot " : "rewrote the snapshot ") + VisibleText.make(file)
          + (kept == nil ? " (new)" : " (the screen differed)"))
      return
    }
    guard let kept else {
      throw ShellError(
        "no snapshot \(file); run the script with --update-snapshots to write it from the "
          + "screen, then review and commit it",
        expected: "the screen in \(file)", actual: "no such file")
    }
    var error = ShellError(
      "the screen differs from the snapshot \(file); if the change is intended, rerun with "
        + "--update-snapshots to rewrite it")
    error.detail = UnifiedDiff.lines(
      from: ScriptText.lines(kept), to: drawnLines, oldName: file, newName: "the screen now")
    throw error
  }

  /// Writes a snapshot atomically, making its folder when missing.
  private func writeSnapshot(_ text: String, to file: String) throws(ShellError) {
    if FileSystem.isDirectory(file) {
      throw ShellError("\(file) is a folder; name a file for the snapshot")
    }
    if let reason = FileSystem.makeDirectories(FileSystem.directory(of: file)) {
      throw ShellError(reason + "; nothing was written")
    }
    do throws(FileSystem.WriteFailure) {
      try FileSystem.replaceAtomically(file, with: Array(text.utf8))
    } catch {
      throw ShellError("cannot write the snapshot: \(error.reason)")
    }
  }
}
