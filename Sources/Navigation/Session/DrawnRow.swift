/// A row as the shell last drew it: what a row number typed afterwards refers to.
package struct DrawnRow: Sendable, Equatable {
  /// The number drawn (1-based, counted across sections).
  package var number: Int
  /// The cell's `identity` then (e.g. a player's id).
  package var identity: String
  /// The row's text then, to name it in a message.
  package var text: String

  package init(number: Int, identity: String, text: String) {
    self.number = number
    self.identity = identity
    self.text = text
  }
}
