extension String {
  /// This text with each scalar `replacement` answers for written as it answers, every other
  /// scalar as it is: the one loop behind Roster's quoting grammars (JSON, XML, SQL literals and
  /// COPY fields, SQLite URIs, Swift source), each of which only says what it escapes.
  package func escaping(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let replaced = replacement(scalar) {
        out += replaced
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
