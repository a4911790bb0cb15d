/// One word of a command line, with where it starts (1-based column, in characters).
package struct Token: Equatable, Sendable {
  /// The word with quotes removed and escapes resolved.
  package var text: String
  /// The column of the word's first character in the line, counted in characters from 1.
  package var column: Int
  /// Whether any part of the word was quoted; quoted words are never keywords.
  package var quoted: Bool

  package init(text: String, column: Int, quoted: Bool = false) {
    self.text = text
    self.column = column
    self.quoted = quoted
  }
}
