/// One entry of a `.strings` file (`"key" = "value";`) and where its key starts.
package struct StringsEntry: Sendable, Equatable {
  /// The key, escapes decoded (`7zN-Xh-yYi.normalTitle`).
  package var key: String
  /// The value, escapes decoded; a key written alone (`"key";`) is its own value.
  package var value: String
  /// The 1-based line of the key's first character.
  package var line: Int
  /// The 1-based column of the key's first character, in Unicode scalars.
  package var column: Int

  package init(key: String, value: String, line: Int, column: Int) {
    self.key = key
    self.value = value
    self.line = line
    self.column = column
  }
}
