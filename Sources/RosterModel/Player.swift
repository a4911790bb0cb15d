/// One player on the roster.
package struct Player: Sendable, Hashable {
  /// The stored row id; ids grow with each insertion and are never reused.
  package var id: Int64
  /// The player's name, valid by `NameRule` (trimmed, one line, bounded, never blank).
  package var name: String
  /// The name of the game the player plays (one of the catalog's games).
  package var game: String
  /// 1 to 5 stars (`ratings`).
  package var rating: Int

  /// The ratings a player may have: what the editor offers, every store accepts and keeps, and
  /// CSV imports and exports.
  package static let ratings = 1...5

  package init(id: Int64, name: String, game: String, rating: Int) {
    self.id = id
    self.name = name
    self.game = game
    self.rating = rating
  }
}
