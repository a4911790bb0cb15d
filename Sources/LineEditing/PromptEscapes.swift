/// Marks the terminal escape sequences in a prompt so libedit does not count them as columns.
///
/// libedit (`EL_PROMPT_ESC`) prints the text between two marker characters literally and gives
/// it no width. Without the marks a coloured prompt puts the cursor in the wrong column.
package enum PromptEscapes {
  /// The marker handed to libedit; `\u{1}` never occurs in a printable prompt.
  package static let marker: Character = "\u{1}"

  /// `prompt` with each escape sequence (CSI `ESC [ … final`, OSC `ESC ] … BEL|ESC \`, and
  /// two-character `ESC x`) wrapped in markers. A marker may not be the prompt's last
  /// character, so escape sequences at the very end are moved before the last visible one
  /// (it then takes the colour that follows, usually the reset).
  package static func marked(_ prompt: String) -> String {
    var pieces: [(text: String, isEscape: Bool)] = []
    let scalars = Array(prompt.unicodeScalars)
    var index = 0
    var plain = String.UnicodeScalarView()
    func flushPlain() {
      if !plain.isEmpty { pieces.append((String(plain), false)) }
      plain = String.UnicodeScalarView()
    }
    while index < scalars.count {
      guard scalars[index] == "\u{1B}" else {
        // A stray marker would unbalance libedit's literal sections: drop it.
        if scalars[index] != "\u{1}" { plain.append(scalars[index]) }
        index += 1
        continue
      }
      flushPlain()
      let end = escapeEnd(scalars, from: index)
      var escape = String.UnicodeScalarView()
      escape.append(contentsOf: scalars[index..<end])
      pieces.append((String(escape), true))
      index = end
    }
    flushPlain()
    var trailing = ""
    while let last = pieces.last, last.isEscape {
      trailing = last.text + trailing
      pieces.removeLast()
    }
    if !trailing.isEmpty, let lastPlain = pieces.indices.last {
      var text = pieces[lastPlain].text
      let lastCharacter = text.removeLast()
      pieces[lastPlain].text = text
      pieces.append((trailing, true))
      pieces.append((String(lastCharacter), false))
    }
    var result = ""
    for piece in pieces where !piece.text.isEmpty {
      result += piece.isEscape ? "\(marker)\(piece.text)\(marker)" : piece.text
    }
    return result
  }

  /// The index just after the escape sequence starting at `start` (an ESC).
  private static func escapeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start + 1
    guard index < scalars.count else { return index }
    switch scalars[index] {
    case "[":
      index += 1
      while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) { index += 1 }
      return min(index + 1, scalars.count)
    case "]":
      index += 1
      while index < scalars.count {
        if scalars[index] == "\u{7}" { return index + 1 }
        if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" {
          return index + 2
        }
        index += 1
      }
      return index
    default:
      return index + 1
    }
  }
}
