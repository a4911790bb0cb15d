import Glibc
import RosterSupport

/// Script paths: one identity per file (for cycles), and how to name it in messages.
package enum ScriptPath {
  /// The canonical absolute path of `path` (as given when it cannot be resolved).
  package static func identity(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The file name of an identity, for naming a chain briefly.
  package static func display(_ identity: String) -> String {
    guard let slash = identity.lastIndex(of: "/") else { return identity }
    return String(identity[identity.index(after: slash)...])
  }

  /// The most scripts that may be nested by `source`, counting the outermost (SQLite's shell
  /// caps `.read` the same way): deeper chains are mistakes, and each level costs stack.
  package static let maximumDepth = 25

  /// ` (sourced from b.rosterscript:3, from a.rosterscript:5)`: the `source` lines that led to a
  /// sourced script, outermost first in `callers`; empty for a script run directly. A long
  /// chain keeps the two nearest callers and the outermost script (`…` between), so a message
  /// stays one short line however deep the nesting (up to `maximumDepth`).
  package static func sourcedFrom(_ callers: [SourceLocation]) -> String {
    guard !callers.isEmpty else { return "" }
    let names = callers.reversed().map { $0.at(column: nil).description }
    let listed =
      names.count <= 3
      ? names.joined(separator: ", from ")
      : names.prefix(2).joined(separator: ", from ") + ", …, from " + names[names.count - 1]
    return " (sourced from " + listed + ")"
  }

  /// A chain of scripts named briefly: file names, the middle elided when long
  /// (`a.rosterscript → b.rosterscript → … → z.rosterscript`).
  package static func chain(_ paths: [String]) -> String {
    let names = paths.map(display)
    let shown = names.count <= 5 ? names : Array(names.prefix(2)) + ["…"] + names.suffix(2)
    return shown.joined(separator: " → ")
  }

  /// The message for a `source` that would nest `paths.count` scripts, over `maximumDepth`.
  package static func tooDeep(_ paths: [String]) -> String {
    chain(paths) + " (\(paths.count) deep): source nests at most \(maximumDepth) files deep; "
      + "source these scripts one after another instead"
  }

  /// The most scripts one run may source, counting each `source` line every time it runs: a
  /// script sourcing a helper twice that sources another twice… doubles at each level.
  package static let maximumSourceRuns = 10_000

  /// The message for a script whose `source` lines would run more than `maximumSourceRuns`
  /// scripts.
  package static func tooManySources(_ script: String) -> String {
    "running \(script) would source more than \(NumberText.grouped(maximumSourceRuns)) scripts "
      + "(sources that "
      + "source others several times multiply); source each helper once, from the top script"
  }

  /// The message for a `source` whose file is not there.
  package static func missing(_ resolved: String, includedFrom including: String?) -> String {
    "no script \(resolved) to source; paths are relative to "
      + (including ?? "the current folder")
  }
}
