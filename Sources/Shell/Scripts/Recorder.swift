import Glibc
import Navigation

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
  /// a comment) and `startingLines` (the moves that led here, the starting scene's checks).
  package init(
    path: String, mode: Mode, protectedFiles: [String] = [], startingLines: [String]
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
    let header =
      opened.wasEmpty
      ? [
        Self.shebang,
        "# Recorded by roster \(OptionsParser.version); replay with: roster --memory \(path)",
      ]
      : ["", "# Appended by roster \(OptionsParser.version)"]
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

  /// The canonical text of a command as it will be replayed.
  package static func line(for command: Command) -> String? {
    switch command {
    case .open(let segue): return "open " + Tokenizer.quote(segue)
    case .select(let row): return "select " + word(for: row)
    case .delete(let row): return "delete " + word(for: row)
    case .tap(let button): return "tap " + Tokenizer.quote(button)
    case .type(let text): return "type " + Tokenizer.quote(text)
    case .clear: return "clear"
    case .back: return "back"
    case .tab(let name): return "tab " + Tokenizer.quote(name)
    case .trace(let on): return on ? "trace on" : "trace off"
    case .expect(let assertion): return "expect " + text(of: assertion)
    default: return nil
    }
  }

  /// A row as a word that reads back as the same reference (digits as text stay quoted).
  static func word(for row: RowReference) -> String {
    switch row {
    case .number(let n): return String(n)
    case .text(let text): return Tokenizer.quote(text, force: Int(text) != nil)
    }
  }

  private static func text(of assertion: Assertion) -> String {
    switch assertion {
    case .scene(let title): return "scene " + Tokenizer.quote(title)
    case .stack(let titles):
      return "stack " + titles.map { Tokenizer.quote($0) }.joined(separator: " ")
    case .rows(let count): return "rows \(count)"
    case .row(let n, let text, let detail, let checked):
      let keywords = ["detail", "checked", "unchecked"]
      var words = ["row", String(n), Tokenizer.quote(text, force: keywords.contains(text))]
      if let detail {
        words += ["detail", Tokenizer.quote(detail, force: keywords.contains(detail))]
      }
      if let checked { words.append(checked ? "checked" : "unchecked") }
      return words.joined(separator: " ")
    case .checked(let text): return "checked " + Tokenizer.quote(text)
    case .field(let text): return "field " + Tokenizer.quote(text)
    case .event(let text): return "event " + Tokenizer.quote(text)
    case .error(let source, _, _): return "error " + source
    }
  }
}
