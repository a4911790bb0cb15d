import Glibc
import Navigation
import RosterSupport

/// Writes a session explored by hand as a replayable script: each successful command, and
/// after each move the checks that pin down where it arrived.
package final class Recorder {
  /// What `record` does with a file that is already there.
  package enum Mode: Equatable, Sendable {
    /// Refuse it (`record FILE`): nothing is overwritten unasked.
    case new
    /// Add to its end (`record --append FILE`).
    case append
    /// Replace it (`record --force FILE`).
    case replace
  }

  /// The file being written, as an absolute path.
  package let path: String
  private let descriptor: Int32

  /// Opens `path` as `mode` says, never when it is one of `protectedFiles` (the open store, then
  /// its `-wal` and `-shm`; compared by device and inode), and writes a header (an appended part:
  /// a comment) naming `store` when the session is on one (nil: `--memory`), and
  /// `startingLines` (the moves that led here, the starting scene's checks).
  package init(
    path: String, mode: Mode, protectedFiles: [String] = [], store: String? = nil,
    startingLines: [String]
  ) throws(ShellError) {
    let opened: (descriptor: Int32, wasEmpty: Bool)
    do {
      opened = try FileSystem.openForAppending(
        path, existing: mode == .new ? .refuse : mode == .append ? .keep : .truncate,
        protectedFiles: protectedFiles)
    } catch {
      throw ShellError(Self.message(for: error, path: path))
    }
    descriptor = opened.descriptor
    self.path = FileSystem.absolute(path)
    // The data a replay starts from differs from the store's: the header says which it was.
    let onStore =
      store.map {
        [
          "# Recorded on the store \(VisibleText.make($0)), not --memory: its players may differ "
            + "from the sample players a replay starts with"
        ]
      } ?? []
    let header =
      opened.wasEmpty
      ? [
        Self.shebang,
        "# Recorded by roster \(RosterVersion.current); replay with: roster --memory \(path)",
      ] + onStore
      : ["", "# Appended by roster \(RosterVersion.current)"] + onStore
    do {
      try FileSystem.write((header + startingLines).joined(separator: "\n") + "\n", to: descriptor)
    } catch {
      // Fully initialised: deinit closes the descriptor.
      throw ShellError("cannot write \(path): \(error.message)")
    }
  }

  deinit { close(descriptor) }

  /// The first line of a recording: run directly, it replays on a throwaway store (`env -S`
  /// passes `--memory`), never on the user's roster.
  package static let shebang = "#!/usr/bin/env -S roster --memory"

  /// Appends `lines` (a command and its checks); each append reaches the file at once, so a
  /// crash loses nothing already done.
  package func append(_ lines: [String]) throws(ShellError) {
    guard !lines.isEmpty else { return }
    do {
      try FileSystem.write(lines.joined(separator: "\n") + "\n", to: descriptor)
    } catch {
      throw ShellError("cannot write \(path): \(error.message)")
    }
  }

  private static func message(for failure: FileSystem.OpenFailure, path: String) -> String {
    let quoted = Tokenizer.quote(path)
    switch failure {
    case .exists:
      return "\(path) exists; record --append \(quoted) adds to it, "
        + "record --force \(quoted) replaces it"
    case .notRegular(let kind):
      return "\(path) is \(kind), not a file; record to a .rosterscript file"
    case .protected(let index):
      return "\(path) is \(index == 0 ? "" : "the journal of ")the roster store this shell has "
        + "open; record to a .rosterscript file"
    case .system(let reason):
      return "cannot write \(path): \(reason)"
    }
  }

  /// The line a recording writes for `command` (nil for what a recording leaves out: the table
  /// says which commands are recorded).
  package static func line(for command: Command) -> String? {
    guard records(command) else { return nil }
    return CommandCatalog.line(for: command)
  }

  /// Whether a recording writes `command` (`line(for:)` is not nil), asked without building
  /// its text: every move asks, to be remembered for a recording started later.
  package static func records(_ command: Command) -> Bool {
    CommandCatalog.info(named: command.parts.name)?.recorded == true
  }
}
