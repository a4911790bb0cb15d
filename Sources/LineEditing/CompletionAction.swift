/// What a TAB press does with the completer's candidates.
package enum CompletionAction: Equatable, Sendable {
  /// Replace the current word with this text (a sole candidate gets a trailing space).
  case replaceWord(String)
  /// Print the candidates in columns, then redraw the prompt and the line.
  case list([String])
  /// Nothing to add: ring the bell.
  case beep

  /// The action for `candidates` when the current word is `word`; `repeated` says the previous
  /// key was TAB and the line has not changed since (the "second TAB" that lists).
  package static func decide(word: Substring, candidates: [String], repeated: Bool)
    -> CompletionAction
  {
    decide(word: word, completion: CompletionCandidates(candidates), repeated: repeated)
  }

  /// The action for `completion`: a sole match completes, else what every match shares (not
  /// only the candidates listed) is inserted, else a second TAB lists them.
  package static func decide(
    word: Substring, completion: CompletionCandidates, repeated: Bool
  ) -> CompletionAction {
    let candidates = completion.words
    guard let first = candidates.first else { return .beep }
    if candidates.count == 1, completion.omitted == 0 {
      // A folder (from `source`) stays open for its contents: no space after the slash.
      return .replaceWord(first.hasSuffix("/") ? first : first + " ")
    }
    let prefix = completion.sharedPrefix ?? commonPrefix(of: candidates)
    // Progress is a longer word, or the same length in the candidates' spelling (the shell may
    // match without regard to case: `add` → `Add`).
    if prefix.count >= word.count, prefix != word {
      return .replaceWord(prefix)
    }
    return repeated ? .list(candidates) : .beep
  }

  /// The longest common prefix of `strings`, in whole characters.
  package static func commonPrefix(of strings: [String]) -> String {
    guard let first = strings.first else { return "" }
    var prefix = Array(first)
    for string in strings.dropFirst() {
      var shared = 0
      for (mine, theirs) in zip(prefix, string) {
        guard mine == theirs else { break }
        shared += 1
      }
      prefix.removeLast(prefix.count - shared)
      if prefix.isEmpty { break }
    }
    return String(prefix)
  }
}
