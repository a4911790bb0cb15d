import RosterSupport

/// Reverse incremental search of the history, as bash's Ctrl-R: the query typed so far, the
/// newest line holding it, and the status line that shows both.
///
/// Pure state, no terminal: `EditLineReader` feeds it keys and draws `statusLine(width:)`.
struct HistorySearch {
  /// The lines searched, oldest first (as `CommandHistory` keeps them).
  let entries: [String]
  /// What has been typed since Ctrl-R.
  private(set) var query = ""
  /// The index in `entries` of the line shown: the last one found, nil until one is.
  private(set) var matchIndex: Int?
  /// The last step found nothing: the line shown (if any) is from before it.
  private(set) var failing = false

  init(entries: [String]) {
    self.entries = entries
  }

  /// The line shown, which Enter runs.
  var match: String? { matchIndex.map { entries[$0] } }

  /// The Unicode scalars of `match` after the start of the query in it (libedit moves its cursor
  /// by scalars): where the cursor goes when the match is taken into the line. 0 (the end)
  /// when the query is not in it.
  var scalarsAfterQuery: Int {
    guard let match, !query.isEmpty, let range = match.firstRange(of: query) else { return 0 }
    return match.unicodeScalars[range.lowerBound...].count
  }

  /// Adds a typed scalar to the query; the line shown stays while it still holds the query,
  /// else the next older one that does is found.
  mutating func append(_ scalar: Unicode.Scalar) {
    query.unicodeScalars.append(scalar)
    find(from: matchIndex ?? entries.count - 1, skipping: nil)
  }

  /// Backspace: drops the query's last scalar and finds the newest line holding what is left.
  mutating func deleteLast() {
    guard !query.isEmpty else { return }
    query.unicodeScalars.removeLast()
    failing = false
    if query.isEmpty {
      matchIndex = nil
    } else {
      find(from: entries.count - 1, skipping: nil)
    }
  }

  /// Ctrl-R again: the next older line holding the query (one reading the same as the line shown
  /// is passed over).
  mutating func findOlder() {
    guard !query.isEmpty, let current = matchIndex else { return }
    find(from: current - 1, skipping: entries[current])
  }

  /// `(reverse-i-search)'QUERY': MATCH` (`failing` first when nothing holds the query), made
  /// visible and cut to fit `width` columns without reaching the last one (where a terminal
  /// would wrap).
  func statusLine(width: Int) -> String {
    let label = failing ? "(failing reverse-i-search)'" : "(reverse-i-search)'"
    let text = label + VisibleText.make(query) + "': " + VisibleText.make(match ?? "")
    return DisplayWidth.truncated(text, to: max(1, width - 1))
  }

  /// Looks from `start` towards the oldest line for one holding the query; keeps the line shown
  /// and says `failing` when there is none.
  private mutating func find(from start: Int, skipping shown: String?) {
    var index = min(start, entries.count - 1)
    while index >= 0 {
      let entry = entries[index]
      if entry != shown && entry.contains(query) {
        matchIndex = index
        failing = false
        return
      }
      index -= 1
    }
    failing = true
  }
}
