import CEditLine

/// How many terminal columns text takes, by `wcwidth` (needs `TerminalLocale.configure()`).
package enum DisplayWidth {
  /// The columns `text` covers: 2 per wide (CJK) character, 0 for combining marks and controls.
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
      if scalar.isASCII {
        total += scalar.value >= 0x20 && scalar.value != 0x7F ? 1 : 0
      } else {
        total += max(0, Int(roster_wcwidth(scalar.value)))
      }
    }
    return total
  }
}
