import Navigation

/// A failed command or assertion: one line naming the problem and the fix.
///
/// `column` points into the line the command came from, when the problem is in its text.
package struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
  package var message: String
  /// 1-based column of the offending word, if the problem is in the line's text.
  package var column: Int?
  /// For failed assertions: what was expected and what was there.
  package var expected: String?
  package var actual: String?
  /// More lines after expected and actual (`expect screen`'s unified diff).
  package var detail: String?
  /// The session's refusal, kept whole, when the command was a move the session refused: who
  /// refused it (`origin`) and its fix, beside the line `message` says.
  package var refusal: NavigationError?
  /// Set when the failure was already reported where it happened (inside a sourced script).
  package var alreadyReported = false
  /// Whether the scene changed since the shell drew it (a stale row number): drawn again.
  package var drawingIsStale: Bool { refusal?.drawingIsStale ?? false }
  /// Set when the command named nothing here (no such segue, row, button, control or tab):
  /// not the refusal `expect error` is written to expect.
  package var namesNothing = false
  /// Set when the line's first word is no command: the shell may point at the command that
  /// acts on what the word names here (`done` → `tap Done`).
  package var isUnknownCommand = false

  package init(
    _ message: String, column: Int? = nil, expected: String? = nil, actual: String? = nil
  ) {
    self.message = message
    self.column = column
    self.expected = expected
    self.actual = actual
  }

  /// The session's refusal of a move, as the command's failure: its line is the message.
  package init(refusal: NavigationError) {
    self.init(refusal.description)
    self.refusal = refusal
    namesNothing = refusal.origin == .notFound
  }

  package var description: String { message }
}
