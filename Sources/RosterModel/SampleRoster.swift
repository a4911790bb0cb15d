/// What a new store holds, on every kind of store: the catalog's games and, unless asked
/// for an empty store, three players (DESIGN §1).
package enum SampleRoster {
  /// The game catalog of a new store (DESIGN §1).
  package static let games = [
    "Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold\u{2019}em Poker",
    "Tic-Tac-Toe",
  ]

  /// The players of a new store, in order (DESIGN §1).
  package static let players: [(name: String, game: String, rating: Int)] = [
    ("Bill Evans", "Tic-Tac-Toe", 4),
    ("Oscar Peterson", "Spin the Bottle", 5),
    ("Dave Brubeck", "Texas Hold\u{2019}em Poker", 2),
  ]
}
