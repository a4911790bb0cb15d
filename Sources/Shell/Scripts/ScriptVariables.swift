import RosterSupport

/// `--var NAME=VALUE` and `${NAME}` in script lines: a suite run against different data or
/// builds without editing its scripts.
package enum ScriptVariables {
  /// `NAME=VALUE` split in two; nil when NAME is not a name (a letter or `_`, then letters,
  /// digits or `_`).
  package static func definition(_ text: String) -> (name: String, value: String)? {
    guard let equals = text.firstIndex(of: "=") else { return nil }
    let name = String(text[..<equals])
    guard isName(name) else { return nil }
    return (name, String(text[text.index(after: equals)...]))
  }

  /// `line` with each `${NAME}` replaced by its value, as typed text before the line is split
  /// into words (quote it in the script where a value may hold blanks). An undefined or
  /// unclosed `${` is an error at its column; a comment line is left as it is.
  package static func expand(_ line: String, _ variables: [String: String]) throws(ShellError)
    -> String
  {
    // Most lines hold no `${`: they are returned before any copy (a long script's lines are
    // each expanded twice, once when checked and once when run).
    guard line.utf8.contains(UInt8(ascii: "$")), line.contains("${"),
      line.unicodeScalars.first(where: { $0 != " " && $0 != "\t" }) != "#"
    else {
      return line
    }
    let scalars = Array(line.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "{" else {
        out.append(scalars[index])
        index += 1
        continue
      }
      let column = index + 1
      guard let close = scalars[(index + 2)...].firstIndex(of: "}") else {
        throw ShellError("${ is not closed; write ${NAME}", column: column)
      }
      let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
      guard isName(name) else {
        throw ShellError(
          "${\(name)} is not a variable name (letters, digits, _)", column: column)
      }
      guard let value = variables[name] else {
        let hint = Suggestion.hint(for: name, among: Array(variables.keys).sorted())
        throw ShellError(
          "undefined variable ${\(name)}\(hint.isEmpty ? "; pass --var \(name)=VALUE" : hint)",
          column: column)
      }
      out.append(contentsOf: value.unicodeScalars)
      index = close + 1
    }
    return String(out)
  }

  private static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }
}
