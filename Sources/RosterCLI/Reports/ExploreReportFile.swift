import Glibc
import RosterSupport
import Shell

/// A file `explore --report junit|sarif FILE` writes (`-`: standard output): the findings as
/// JUnit XML or SARIF. As a script run's reports, it is replaced atomically, and only when it is
/// missing, empty or a report of the same format already; anything else is refused before the
/// exploration starts.
struct ExploreReportFile: Equatable, Sendable {
  enum Format: String, CaseIterable, Sendable {
    case junit, sarif

    /// How messages name the format.
    var title: String { self == .junit ? "JUnit XML report" : "SARIF log" }
  }

  var format: Format
  /// The file, or `-` for standard output.
  var path: String

  /// Refuses `path` when it is in a missing folder, a link, something not a file, or a file
  /// that is not a report of this format.
  func check() throws(ReportFailure) {
    try ReportTarget.check(
      path, named: "--report \(format.rawValue) \(path)", title: format.title,
      isReport: { head in
        let text = String(decoding: head, as: UTF8.self)
        return format == .junit
          ? text.hasPrefix("<?xml") && text.contains("<testsuite")
          : text.hasPrefix("{\"version\":\"2.1.0\"")
      })
  }

  /// Writes `text` (atomically to a file).
  func write(_ text: String, console: Console) throws(ReportFailure) {
    try ReportTarget.write(text, to: path, title: format.title, console: console)
  }
}
