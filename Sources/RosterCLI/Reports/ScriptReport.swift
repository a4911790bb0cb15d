import Glibc
import RosterSupport
import Shell

/// A report of a `roster FILE…` run for CI, `--report junit|tap FILE` (`-`: standard output):
/// a JUnit XML test suite or a TAP stream, one test per script.
///
/// The file is an output the user named: it is replaced atomically (written beside it, then
/// renamed), and only when it is missing, empty or a report of the same format already (the
/// previous run's); anything else there is refused before a script runs.
struct ScriptReport: Equatable, Sendable {
  enum Format: String, CaseIterable, Sendable {
    case junit, tap

    /// How messages name the format.
    var title: String { self == .junit ? "JUnit XML report" : "TAP report" }
  }

  var format: Format
  /// The file, or `-` for standard output.
  var path: String
  /// The JUnit suite's name (`--suite-name`).
  var suiteName = "roster"

  /// The largest existing file read to recognise a previous report (64 MiB); a larger one is
  /// not replaced.
  static let largestReplaced = 64 << 20

  /// The report of `results` (the scripts in the order they ran), as text.
  func text(for results: [ScriptResult]) -> String {
    switch format {
    case .junit: return Self.junit(results, suite: suiteName)
    case .tap: return Self.tap(results)
    }
  }

  /// Refuses `path`, before anything runs, when it is a script of the run, a folder, FIFO or
  /// link, in a missing folder, or a file that is not a report of this format.
  func check(scripts: [String]) throws(ReportFailure) {
    try ReportTarget.check(
      path, named: "--report \(format.rawValue) \(path)", title: format.title,
      isScriptOfTheRun: { info in
        scripts.contains { script in
          var other = stat()
          return stat(script, &other) == 0 && other.st_dev == info.st_dev
            && other.st_ino == info.st_ino
        }
      },
      isReport: { Self.isReport($0, format) })
  }

  /// Whether the first bytes of a file are a report of `format`: JUnit XML names a
  /// `<testsuite`, TAP starts with its version line or plan.
  static func isReport(_ head: ArraySlice<UInt8>, _ format: Format) -> Bool {
    let text = String(decoding: head, as: UTF8.self)
    switch format {
    case .junit: return text.hasPrefix("<?xml") && text.contains("<testsuite")
    case .tap: return text.hasPrefix("TAP version ") || text.hasPrefix("1..")
    }
  }

  /// Writes the report (atomically to a file).
  func write(_ results: [ScriptResult], console: Console) throws(ReportFailure) {
    try ReportTarget.write(text(for: results), to: path, title: format.title, console: console)
  }
}
