/// The one rule for outside text on a terminal: what a store, file, storyboard or the user's
/// own typing holds is shown, never obeyed.
///
/// A terminal acts on C0 controls (ESC starts sequences that retitle or clear it, CR and BS
/// overwrite), DEL, C1 controls (U+009B is a one-character CSI) and bidi controls (U+202E turns
/// what follows around). Each of those scalars is written as a `\u{…}` escape in lowercase hex,
/// as Swift spells it and as the shell reads it back inside quotes (`select "\u{1b}[2J"`), so it
/// takes the same columns wherever it is measured. Invalid UTF-8 never gets this far: decoding
/// bytes into a `String` puts U+FFFD (�) in its place, which is visible.
///
/// `Console` applies it to everything the shell prints and the completion list to every
/// candidate; whoever puts outside text inside a line (a table cell, a quoted name) applies it
/// there too, so line feeds in names cannot start lines and widths are measured on what shows.
/// Other grammars that quote (the shell's words, DOT labels, messages) escape with this set and
/// this spelling (`isUnsafe`, `escape`) and add only their own delimiters.
package enum VisibleText {
  /// What may stay raw in a piece of text.
  package struct Allowance: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Line feeds: text of several lines (a listing, a drawing, a block of messages).
    package static let lineFeeds = Allowance(rawValue: 1)
    /// SGR colour codes, `ESC [ digits;… m`: Roster's own (`DrawStyle.tint`), in text whose
    /// outside parts were made visible when it was put together.
    package static let styleCodes = Allowance(rawValue: 2)
  }

  /// `text` with every unsafe scalar (`isUnsafe`) as a `\u{…}` escape, except what `allowed`
  /// keeps. Text that is already visible comes back unchanged.
  package static func make(_ text: String, keeping allowed: Allowance = []) -> String {
    // Every unsafe scalar has a byte below 0x20, 0x7F, or a lead byte 0xC2 (C1), 0xD8 (U+061C)
    // or 0xE2 (the other bidi marks) in UTF-8: text without those is returned as is, without
    // decoding its scalars. A line feed that is kept is no reason to rebuild the text: every
    // line the shell prints ends with one (and its drawings hold ─, ★ and ›, lead byte 0xE2).
    let keepsLineFeeds = allowed.contains(.lineFeeds)
    guard
      text.utf8.contains(where: {
        ($0 < 0x20 && !($0 == 0x0A && keepsLineFeeds)) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8
          || $0 == 0xE2
      }),
      text.unicodeScalars.contains(where: { isUnsafe($0) && !($0 == "\n" && keepsLineFeeds) })
    else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if !isUnsafe(scalar) || (scalar == "\n" && allowed.contains(.lineFeeds)) {
        result.append(scalar)
        index += 1
      } else if allowed.contains(.styleCodes), let end = styleCodeEnd(scalars, from: index) {
        result.append(contentsOf: scalars[index..<end])
        index = end
      } else {
        result.append(contentsOf: escape(scalar).unicodeScalars)
        index += 1
      }
    }
    return String(result)
  }

  /// A name inside a message: in double quotes, made visible, cut after `limit` scalars with
  /// `…` (a 100 KB name must not make a 100 KB message). Quotes inside are not escaped: the
  /// message is read, not parsed.
  package static func quoted(_ text: String, limit: Int = 80) -> String {
    let scalars = text.unicodeScalars
    let cut = scalars.count > limit
    let kept = cut ? String(String.UnicodeScalarView(scalars.prefix(limit))) : text
    return "\"" + make(kept) + (cut ? "…" : "") + "\""
  }

  /// Whether a terminal may act on `scalar`: C0 controls (line feed and tab included), DEL,
  /// C1 controls, and the bidi marks, embeddings, overrides and isolates.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `scalar` as the escape this program shows it as: `\u{1b}`.
  package static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16) + "}"
  }

  /// The index just after an SGR sequence (`ESC [`, digits and semicolons, `m`) starting at
  /// `start`, or nil when none starts there.
  private static func styleCodeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard scalars[start] == "\u{1B}", start + 1 < scalars.count, scalars[start + 1] == "[" else {
      return nil
    }
    var index = start + 2
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "m" { return index + 1 }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
      index += 1
    }
    return nil
  }
}
