/// JSON string quoting without Foundation, for every `--format json` and SARIF writer.
package enum JSON {
  /// `text` as a JSON string literal, quotes included; control characters, and whatever else a
  /// terminal would obey (`VisibleText.isUnsafe`) or a reader could choke on (U+FFFE, U+FFFF),
  /// as `\uXXXX`. A JSON string is also a YAML double-quoted scalar (TAP's YAML blocks).
  package static func quote(_ text: String) -> String {
    let escaped = text.escaping { scalar in
      if let escape = escapes[scalar] { return escape }
      guard VisibleText.isUnsafe(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
      else { return nil }
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    return "\"" + escaped + "\""
  }

  /// The characters JSON spells with a backslash and a letter.
  private static let escapes: [Unicode.Scalar: String] = [
    "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
  ]
}
