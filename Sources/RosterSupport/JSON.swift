/// JSON string quoting without Foundation, for every `--format json` and SARIF writer.
package enum JSON {
  /// `text` as a JSON string literal, quotes included; control characters, and whatever else a
  /// terminal would obey (`VisibleText.isUnsafe`) or a reader could choke on (U+FFFE, U+FFFF),
  /// as `\uXXXX`. A JSON string is also a YAML double-quoted scalar (TAP's YAML blocks).
  package static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where VisibleText.isUnsafe(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
