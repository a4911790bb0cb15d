/// What TAB may offer for the word being completed: the candidates, and when they are not all
/// the matches (a big table), what every match starts with and how many are left out.
package struct CompletionCandidates: Equatable, Sendable {
  /// The candidates, each replacing the whole word (quoted where needed).
  package var words: [String]
  /// What every match starts with, written as the word would be typed (`"Ann 000`); nil when
  /// `words` are all the matches, whose common prefix it then is.
  package var sharedPrefix: String?
  /// How many matches `words` leaves out: 0 when none, nil when more than were counted.
  package var omitted: Int?

  /// The text before the cursor the candidates replace: the word being completed, or more
  /// (unquoted free text: `select Texas H` → `Texas H`). The shell decides, by its own quoting
  /// rules; the line reader never splits a line into words. Nil: nothing is replaced.
  package var replacing: String?

  /// What a candidate does, by candidate, shown beside it when TAB lists them
  /// (`AddPlayer  presentation → Add Player`); never inserted.
  package var details: [String: String]

  package init(
    _ words: [String], sharedPrefix: String? = nil, omitted: Int? = 0, replacing: String? = nil,
    details: [String: String] = [:]
  ) {
    self.words = words
    self.sharedPrefix = sharedPrefix
    self.omitted = omitted
    self.replacing = replacing
    self.details = details
  }

  /// The line a listing ends with when matches are left out: `… and 12 more`, `… and more`.
  package var omittedNote: String? {
    switch omitted {
    case 0?: return nil
    case let count?: return "\u{2026} and \(count) more"
    case nil: return "\u{2026} and more"
    }
  }

}
