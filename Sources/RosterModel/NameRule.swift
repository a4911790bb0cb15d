/// What a valid player or game name is: the one rule the editor, the store, CSV import and
/// export share.
///
/// A name is saved trimmed of white space at both ends, is not blank, holds no control
/// characters (a name is one line: no CR, LF, TAB, NUL, ESC, DEL, C1), and is at most
/// `maximumCharacters` characters and `maximumBytes` bytes of UTF-8. Characters bound what a
/// person reads; bytes bound what one character can hide (a letter with 30,000 combining marks
/// is one character and 60 KB).
package enum NameRule {
  /// The longest name, in characters (grapheme clusters).
  package static let maximumCharacters = 200
  /// The longest name, in bytes of UTF-8: room for 200 characters of any script with accents
  /// (most take 1 to 3 bytes, a letter with a combining mark 3 to 5), not for a hidden payload.
  package static let maximumBytes = 1000

  /// `name` trimmed, or the reason it cannot be stored; `what` is "player" or "game".
  package static func validated(_ name: String, what: String) throws(RosterStoreError) -> String {
    // Printable ASCII needs no Unicode tables: the common case, and a million times on import.
    if name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
      let bytes = name.utf8
      guard let first = bytes.firstIndex(where: { $0 != 0x20 }) else {
        throw .blankName(what: what)
      }
      let last = bytes.lastIndex(where: { $0 != 0x20 })!
      let trimmed = String(name[first...last])
      if trimmed.utf8.count > maximumCharacters {
        throw .invalidName(trimmed, reason: "it is longer than \(maximumCharacters) characters")
      }
      return trimmed
    }
    let name = trimmed(name)
    if name.isEmpty { throw .blankName(what: what) }
    // Bytes first: a native string knows its UTF-8 count, and it bounds the walks below.
    if name.utf8.count > maximumBytes {
      throw .invalidName(
        name,
        reason: "it is longer than \(maximumBytes) bytes of UTF-8 (accents and marks count)")
    }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw .invalidName(name, reason: "it contains control characters")
    }
    if name.count > maximumCharacters {
      throw .invalidName(name, reason: "it is longer than \(maximumCharacters) characters")
    }
    return name
  }

  /// Why a stored name (its bytes as the database holds them) would not come back unchanged
  /// through CSV, or nil when it would.
  package static func problem(withStoredUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
    // Printable ASCII without outer spaces and short enough: most names, a million times on
    // export, decided without making a String.
    if bytes.count <= maximumCharacters, let first = bytes.first, let last = bytes.last,
      first != 0x20, last != 0x20, bytes.allSatisfy({ (0x20...0x7E).contains($0) })
    {
      return nil
    }
    guard let name = String(validating: bytes, as: UTF8.self) else {
      return "it is not valid UTF-8"
    }
    return problem(withStored: name)
  }

  /// Why a stored name would not come back unchanged through `validated` (so through CSV),
  /// or nil when it would.
  package static func problem(withStored name: String) -> String? {
    do {
      let valid = try validated(name, what: "")
      return valid == name ? nil : "it has white space at its start or end"
    } catch {
      switch error {
      case .blankName: return "it is blank"
      case .invalidName(_, let reason): return reason
      default: return error.message
      }
    }
  }

  /// `name` with ASCII letters lowercased, everything else as is: how games compare (SQLite's
  /// NOCASE), so two spellings of one game are one catalog entry on every store.
  package static func folded(_ name: String) -> String {
    String(
      decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// `text` without leading and trailing white space (Unicode's White_Space, by scalar).
  package static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else {
      return ""
    }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(scalars[first...last])
  }
}
