/// A row as the user names it: its number as shown (1-based, counted across sections) or its
/// text.
package enum RowReference: Sendable, Hashable, CustomStringConvertible {
  case number(Int)
  case text(String)

  /// A word from the command line: digits are a number, anything else is text.
  package init(_ word: String) {
    if let number = Int(word), number > 0, word.allSatisfy(\.isNumber) {
      self = .number(number)
    } else {
      self = .text(word)
    }
  }

  package var description: String {
    switch self {
    case .number(let number): return "\(number)"
    case .text(let text): return "\"\(text)\""
    }
  }
}
