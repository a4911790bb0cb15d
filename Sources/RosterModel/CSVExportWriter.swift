/// Writes an export's rows (`name,game,rating`, fields quoted by `appendField`) to
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
    Self.appendField(name, spreadsheetSafe: spreadsheetSafe, to: &chunk)
    chunk += ","
    Self.appendField(game, spreadsheetSafe: spreadsheetSafe, to: &chunk)
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

  /// Appends `field`, quoted (quotes doubled) when it holds a comma, quote or line end.
  ///
  /// With `spreadsheetSafe`, a field starting with `=`, `+`, `-`, `@`, TAB or CR (what a
  /// spreadsheet would run as a formula: OWASP's CSV injection list) gets a leading `'`, which
  /// spreadsheets show as text and do not display.
  package static func appendField(
    _ field: String, spreadsheetSafe: Bool = false, to out: inout String
  ) {
    var field = field
    if spreadsheetSafe, let first = field.utf8.first, Self.formulaStarts.contains(first) {
      field = "'" + field
    }
    let needsQuotes = field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    guard needsQuotes else {
      out += field
      return
    }
    out += "\""
    // By scalar, not Character: a quote followed by a combining mark is one Character that is
    // not "\"", and its quote went out undoubled (a file the import refused).
    for scalar in field.unicodeScalars {
      if scalar == "\"" { out += "\"\"" } else { out.unicodeScalars.append(scalar) }
    }
    out += "\""
  }

  /// First bytes that make a spreadsheet read a cell as a formula: = + - @ TAB CR.
  private static let formulaStarts: [UInt8] = [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D]
}
