/// A script file's lines, as read: `\n` or `\r\n` endings; a `#!` first line is a comment.
package enum ScriptText {
  /// The lines of `text` (a final newline does not make an empty last line; a UTF-8 byte
  /// order mark, as some Windows editors write, is dropped).
  package static func lines(_ text: String) -> [String] {
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    // By bytes: "\r\n" is one Character, so splitting Characters on "\n" would miss it.
    var lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 13 ? $0.dropLast() : $0[...], as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
