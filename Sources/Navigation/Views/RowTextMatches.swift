/// The rows whose text starts with a prefix, as completion needs them: the first few, and
/// what holds for all of them however many there are.
public struct RowTextMatches: Equatable, Sendable {
  /// The first matching texts, in order, at most the limit asked for.
  public var texts: [String]
  /// Matching texts whose common prefix every match shares (in a table sorted by text, its
  /// first and last match); empty when that is not known, so nothing is assumed shared.
  public var bounds: [String]
  /// How many matches `texts` leaves out: 0 when it holds them all, nil when there are more
  /// than were worth counting.
  public var omitted: Int?

  public init(texts: [String], bounds: [String], omitted: Int?) {
    self.texts = texts
    self.bounds = bounds
    self.omitted = omitted
  }

  /// No row matches.
  public static let none = RowTextMatches(texts: [], bounds: [], omitted: 0)
}
