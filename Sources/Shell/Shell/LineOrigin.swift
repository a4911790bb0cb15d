/// Where the lines `Shell.runLines` runs come from, which decides what a failure, an
/// interruption and a line that is not text do there.
package enum LineOrigin: Equatable, Sendable {
  /// A person at the prompt: a failure is shown and the next prompt comes; Ctrl-C gives up the
  /// line being typed; lines go into the history.
  case prompt
  /// Standard input that is not a terminal, run as a script named `<stdin>`: a failure stops
  /// the rest unless `--keep-going`.
  case pipe
  /// A script file, run directly or by `source`, named as given: a failure stops the rest
  /// unless `--keep-going`, and Ctrl-C stops it before its next line.
  case script(String)

  /// Whether lines arrive one at a time from outside (a person, a program at the other end of
  /// a pipe), who sees each answer before sending the next; a script's lines are not waited for.
  var arrivesLive: Bool {
    if case .script = self { return false }
    return true
  }

  /// The name lines are located by (`FILE:LINE:`); nil at the prompt, where a line is where
  /// the cursor is.
  var fileName: String? {
    switch self {
    case .prompt: nil
    case .pipe: "<stdin>"
    case .script(let name): name
    }
  }
}
