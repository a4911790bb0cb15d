/// A row as the shell last drew it: what a row number typed afterwards refers to.
package struct DrawnRow: Sendable, Equatable {
  /// The number drawn (1-based, counted across sections).
  package var number: Int
  /// The cell's `identity` then (e.g. a player's id).
  package var identity: String
  /// The row's text then, to name it in a message.
  package var text: String
}

extension DrawnRow {
  /// Row `row` of a drawing as the shell remembers it; nil for a row without an identity
  /// (nothing to recognise it by later).
  package init?(_ row: SceneSnapshot.Row) {
    guard let identity = row.identity else { return nil }
    self.init(number: row.number, identity: identity, text: row.text ?? "")
  }
}
