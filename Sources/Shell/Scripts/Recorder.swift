import Navigation

/// Writes a session explored by hand as a replayable script: each successful command, and
/// after each move the checks that pin down where it arrived.
package final class Recorder {
  /// The file being written, as named.
  package let path: String

  /// Starts `path` afresh with a header and the starting scene's checks.
  package init(path: String, startingChecks: [String]) throws(ShellError) {
    self.path = path
    let header = [
      "#!/usr/bin/env roster",
      "# Recorded by roster \(OptionsParser.version); replay with: roster --memory \(path)",
    ]
    try FileSystem.write((header + startingChecks).joined(separator: "\n") + "\n", to: path)
  }

  /// Appends `lines` (a command and its checks); each append reaches the file at once, so a
  /// crash loses nothing already done.
  package func append(_ lines: [String]) throws(ShellError) {
    guard !lines.isEmpty else { return }
    try FileSystem.write(lines.joined(separator: "\n") + "\n", to: path, append: true)
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
