/// A script file's lines, as read: `\n` or `\r\n` endings; a `#!` first line is a comment.
package enum ScriptText {
  /// The lines of `text` (a final newline does not make an empty last line).
  package static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
