import LineEditing

/// A script's lines, read as a line reader reads a pipe (`Shell.runLines`): each in turn, then
/// the end of input.
final class ScriptLines: LineReader {
  private let lines: [String]
  private let parsed: [ParsedLine?]
  private var next = 0

  /// The reader of `lines`; `parsed`, when not empty, is each line as already read.
  init(_ lines: [String], parsed: [ParsedLine?] = []) {
    self.lines = lines
    self.parsed = parsed.count == lines.count ? parsed : []
  }

  /// The line last read as already read, if it was.
  var lastParsed: ParsedLine? {
    next >= 1 && next <= parsed.count ? parsed[next - 1] : nil
  }

  var isInteractive: Bool { false }

  func readLine(prompt: String) -> ReadResult {
    guard next < lines.count else { return .endOfInput }
    next += 1
    return .line(lines[next - 1])
  }
}
