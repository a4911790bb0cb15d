/// Where a script line came from: the file as named and its 1-based line number.
package struct ScriptLocation: Equatable, Sendable {
  package var file: String
  package var line: Int

  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
