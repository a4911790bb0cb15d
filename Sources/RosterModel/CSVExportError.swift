/// Players an export cannot carry faithfully (an import of the file would refuse them or bring
/// back something else), found before anything was written.
package struct CSVExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One player that cannot be exported, and why.
  package struct Row: Equatable, Sendable {
    /// The player's row id (`players.id`), what sqlite3 needs to fix or delete it.
    package var id: Int64
    /// The name as read (bytes that are not UTF-8 shown as U+FFFD), to recognise the row.
    package var name: String
    /// Why, completing "row id 7 "Bob" …", e.g. "has rating 9, not a whole number from 1 to 5".
    package var reason: String
  }

  /// How many players cannot be exported.
  package private(set) var count = 0
  /// The first of them in roster order, at most `listed`: a message stays one readable line.
  package private(set) var rows: [Row] = []

  /// How many rows the message lists.
  package static let listed = 10

  /// None yet: a store's export check adds each player it finds, in roster order.
  package init() {}

  /// Counts one more player that cannot be exported, listed while fewer than `listed` are.
  package mutating func add(id: Int64, name: String, reason: String) {
    count += 1
    if rows.count < Self.listed { rows.append(Row(id: id, name: name, reason: reason)) }
  }

  /// Throws `RosterStoreError.export` when any player was added: nothing may be written.
  package func check() throws(RosterStoreError) {
    if count > 0 { throw .export(self) }
  }

  /// `export: N players cannot be exported faithfully: row id 7 "Bob" has …; …; the fix`.
  package var description: String {
    var text = "export: " + (count == 1 ? "1 player cannot" : "\(count) players cannot")
    text += " be exported faithfully: "
    text += rows.map { "row id \($0.id) \(RosterStoreError.quoted($0.name)) \($0.reason)" }
      .joined(separator: "; ")
    if count > rows.count { text += "; and \(count - rows.count) more" }
    return text + "; fix or delete them in the shell or with sqlite3, nothing was written"
  }
}
