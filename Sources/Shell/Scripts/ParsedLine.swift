/// A script line as the check before a run read it: its `${NAME}` replaced and its command
/// parsed, so running it reads the line once more for nothing (`Shell.run(line:at:parsed:)`).
package struct ParsedLine {
  /// The line with its variables replaced: what messages about the line quote.
  package var line: String
  /// The line's command; nil for a blank or comment line.
  package var command: Command?
}
