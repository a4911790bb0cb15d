/// Makes data safe to draw: control characters become visible marks, so a name holding
/// `ESC[2J` shows as text instead of clearing the screen.
package enum VisibleText {
  /// `text` with C0/C1 controls, DEL and bidirectional overrides replaced by visible marks
  /// (Unicode control pictures, or caret notation in ASCII). In ASCII, star glyphs in data (the
  /// rating rows' labels) fall back as the drawn ratings do: ★ → `*`, ☆ → `.`.
  package static func make(_ text: String, unicode: Bool = true) -> String {
    // Every unsafe scalar, and both stars, has a byte below 0x20, 0x7F, or a lead byte 0xC2
    // (C1) or 0xE2 (bidi marks, ★, ☆) in UTF-8: text without those is returned as is, without
    // decoding its scalars.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
      text.unicodeScalars.contains(where: { isUnsafe($0) || (!unicode && isStar($0)) })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if !unicode, isStar(scalar) {
        result += scalar == "★" ? "*" : "."
        continue
      }
      guard isUnsafe(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      let value = scalar.value
      if value < 0x20 {
        if unicode {
          result.unicodeScalars.append(Unicode.Scalar(0x2400 + value)!)
        } else {
          result += "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
        }
      } else if value == 0x7F {
        result += unicode ? "␡" : "^?"
      } else {
        result += "<U+" + hex(value) + ">"
      }
    }
    return result
  }

  private static func isStar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "★" || scalar == "☆"
  }

  /// Controls, DEL, C1 controls and the bidi embedding/override/isolate marks.
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
