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

  private static func scalarWidth(_ text: String) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      if VisibleText.isUnsafe(scalar) {
        total += VisibleText.escape(scalar).utf8.count
      } else if scalar.isASCII {
        total += 1
      } else {
        total += max(0, Int(roster_wcwidth(scalar.value)))
      }
    }
    return total
  }
}
