import Navigation

/// What a command's words parse to (by its `ArgumentKind`), and what a recording writes back.
package enum ArgumentValue: Equatable, Sendable {
  /// No words (or an optional argument left out).
  case none
  /// One word or free text.
  case text(String)
  case row(RowReference)
  /// `set`'s control and the value given it.
  case setting(control: String, value: String)
  case number(Int)
  /// One text per word (`expect stack`).
  case texts([String])
  /// `record`'s file (nil: `off`) and what to do with one already there.
  case recording(path: String?, mode: Recorder.Mode)
  /// `expect error`'s command as written and parsed, and the text its message must contain.
  indirect case failing(source: String, command: Command, matching: String?)
  indirect case assertion(Assertion)
  case rowExpectation(row: Int?, text: String, detail: String?, checked: Bool?, rating: Int?)
}
