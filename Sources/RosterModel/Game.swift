/// One game of the catalog, with how many players play it.
package struct Game: Sendable, Hashable {
  /// The game's name, valid by `NameRule` and unique in the catalog (ignoring ASCII case).
  package var name: String
  /// How many players play it (kept by the database, so it costs nothing to read).
  package var playerCount: Int

  package init(name: String, playerCount: Int) {
    self.name = name
    self.playerCount = playerCount
  }
}
