/// Writes an export's rows (`name,game,rating`, fields quoted by `RosterStore.appendField`) to
/// a sink in chunks of about 64 KB: the one row format every store's `exportCSV` shares.
package struct CSVExportWriter {
  private let lineEnding: String
  private let spreadsheetSafe: Bool
  private var chunk: String
  private let progress: ((Int) -> Void)?
  /// How many players were appended.
  package private(set) var count = 0

  /// Starts with the header line; `progress` hears the count after each chunk.
  package init(lineEnding: String, spreadsheetSafe: Bool, progress: ((Int) -> Void)? = nil) {
    self.lineEnding = lineEnding
    self.spreadsheetSafe = spreadsheetSafe
    self.progress = progress
    chunk = "name,game,rating" + lineEnding
  }

  /// Appends one player, handing `sink` a full chunk when there is one.
  package mutating func append(
    name: String, game: String, rating: String,
    to sink: (String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) {
    RosterStore.appendField(name, spreadsheetSafe: spreadsheetSafe, to: &chunk)
    chunk += ","
    RosterStore.appendField(game, spreadsheetSafe: spreadsheetSafe, to: &chunk)
    chunk += "," + rating + lineEnding
    count += 1
    if chunk.utf8.count >= 64 * 1024 {
      try sink(chunk)
      chunk = ""
      progress?(count)
    }
  }

  /// Hands `sink` what is left and returns the count.
  package mutating func finish(
    to sink: (String) throws(RosterStoreError) -> Void
  ) throws(RosterStoreError) -> Int {
    if !chunk.isEmpty { try sink(chunk) }
    chunk = ""
    return count
  }
}
