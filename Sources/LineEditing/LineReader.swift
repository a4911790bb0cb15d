import Glibc
import RosterSupport

/// What the line reader calls on TAB: candidates for the word being completed, given the line
/// up to the cursor. (The shell's `Completer` decides what they are; this is only the hook.)
///
/// Candidates replace the whole current word (a word that starts with `"` includes the quote),
/// so they come already quoted where needed: `select "Texas H` → `"Texas Hold’em Poker"`.
package typealias CompletionProvider = (_ lineUpToCursor: String) -> CompletionCandidates

/// A source of command lines: a line editor on a terminal, plain lines from a pipe or file.
package protocol LineReader: AnyObject {
  /// Whether a person types the lines (a prompt is shown; the lines belong in the history).
  var isInteractive: Bool { get }

  /// Reads the next line, showing `prompt` first when interactive.
  func readLine(prompt: String) -> ReadResult
}

/// Whether a person types the input: stdin is a terminal (whatever stdout and `TERM` are).
package func standardInputIsTerminal() -> Bool { isatty(STDIN_FILENO) == 1 }

/// Whether stdin and stdout are a terminal that can be edited on (`TERM` set and not `dumb`).
package func standardStreamsAreTerminal(
  environment: (String) -> String? = FileSystem.environment
) -> Bool {
  guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return false }
  guard let term = environment("TERM"), !term.isEmpty, term != "dumb" else { return false }
  return true
}

/// The reader for this process: libedit when stdin and stdout are a terminal that can be edited
/// on, plain lines otherwise (no escape codes; a dumb terminal or a piped stdout gets its prompt
/// from the caller, as this reader shows none).
///
/// `history` feeds Up/Down and ^R when editing; only the shell adds to it. `completer` runs on TAB.
package func makeLineReader(
  history: CommandHistory?, completer: @escaping CompletionProvider
) -> any LineReader {
  if standardStreamsAreTerminal(),
    let reader = EditLineReader(history: history, completer: completer)
  {
    return reader
  }
  let reader = PlainLineReader(fileDescriptor: STDIN_FILENO)
  // A person at a dumb terminal gives up a line with Ctrl-C and gets a new prompt.
  reader.interruption = InterruptSignal.takePending
  return reader
}
