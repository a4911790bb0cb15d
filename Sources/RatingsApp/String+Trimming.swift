extension String {
  /// The text without leading and trailing white space (names are saved trimmed).
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
