import LineEditing

/// A script's lines, read as a line reader reads a pipe (`Shell.runLines`): each in turn, then
/// the end of input.
final class ScriptLines: LineReader {
  private let lines: [String]
  private var next = 0

  /// The reader of `lines`.
  init(_ lines: [String]) {
    self.lines = lines
  }

  var isInteractive: Bool { false }

  func readLine(prompt: String) -> ReadResult {
    guard next < lines.count else { return .endOfInput }
    next += 1
    return .line(lines[next - 1])
  }
}
