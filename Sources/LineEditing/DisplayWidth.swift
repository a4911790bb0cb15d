import CEditLine
import RosterSupport

/// How many terminal columns text takes, by `wcwidth` (needs `TerminalLocale.configure()`).
package enum DisplayWidth {
  /// The columns `text` covers as Roster shows it: 2 per wide (CJK) character, 0 for combining
  /// marks, and a control or bidi character the columns of its `\u{…}` escape (`VisibleText`),
  /// so text measures the same before and after it is made visible.
  package static func of(_ text: String) -> Int {
    // Printable ASCII, the common case, is one column a byte: no scalar decoding.
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
    }
    return (ascii ?? nil) ?? scalarWidth(text)
  }

  /// The columns of `text` on a terminal, where Roster's own colour codes (`ESC [ … m`, which
  /// only drawn text carries, everything else being made visible) take none.
  package static func ofStyled(_ text: String) -> Int {
    guard text.utf8.contains(0x1B) else { return of(text) }
    var total = 0
    var inCode = false
    for scalar in text.unicodeScalars {
      if inCode {
        if scalar == "m" { inCode = false }
      } else if scalar == "\u{1B}" {
        inCode = true
      } else {
        total += width(of: scalar)
      }
    }
    return total
  }

  /// `text` cut to at most `columns` columns, ending in `ellipsis` when cut. Whole characters
  /// are kept or dropped (a letter with its combining marks, a wide character: never half of
  /// one), colour codes take no columns and a cut inside a colour ends it.
  package static func truncated(_ text: String, to columns: Int, ellipsis: String = "…")
    -> String
  {
    // Columns are never more than UTF-8 bytes: most lines need no measuring at all.
    guard text.utf8.count > columns, ofStyled(text) > columns else { return text }
    let room = columns - of(ellipsis)
    guard room >= 0 else { return "" }
    var kept = ""
    var used = 0
    var inCode = false
    var styled = false
    for character in text {
      if inCode || character == "\u{1B}" {
        // A colour code's characters (ESC, `[`, digits, `m`) are each a character of their own.
        inCode = character != "m"
        styled = true
        kept.append(character)
        continue
      }
      let width = character.unicodeScalars.reduce(0) { $0 + self.width(of: $1) }
      guard used + width <= room else { break }
      used += width
      kept.append(character)
    }
    return kept + ellipsis + (styled ? "\u{1B}[0m" : "")
  }

  /// `text` cut from its start to at most `columns` columns, starting with `ellipsis` when cut:
  /// the end of typed text, where the cursor is. `text` holds no colour codes.
  package static func truncatedFromStart(_ text: String, to columns: Int, ellipsis: String = "…")
    -> String
  {
    guard text.utf8.count > columns, of(text) > columns else { return text }
    let room = columns - of(ellipsis)
    guard room >= 0 else { return "" }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let width = character.unicodeScalars.reduce(0) { $0 + self.width(of: $1) }
      guard used + width <= room else { break }
      used += width
      kept.append(character)
    }
    return ellipsis + String(kept.reversed())
  }

  private static func scalarWidth(_ text: String) -> Int {
    var total = 0
    for scalar in text.unicodeScalars { total += width(of: scalar) }
    return total
  }

  private static func width(of scalar: Unicode.Scalar) -> Int {
    if VisibleText.isUnsafe(scalar) { return VisibleText.escape(scalar).utf8.count }
    if scalar.isASCII { return 1 }
    return max(0, Int(roster_wcwidth(scalar.value)))
  }
}
