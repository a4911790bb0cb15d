/// Why a report (`--report FORMAT FILE`, a script run's or explore's) cannot go where it was
/// named, or could not be written there; `report` is how the command line named it
/// (`--report junit out.xml`), `title` what the file is ("JUnit XML report").
enum ReportFailure: Error, Equatable, CustomStringConvertible {
  /// The folder the file would go in is not there.
  case noFolder(report: String, folder: String)
  /// The path is a symbolic link: a report replaces the file itself, never where a link points.
  case symbolicLink(report: String, path: String)
  /// The path could not be looked at (the system's reason).
  case unreachable(report: String, reason: String)
  /// The path is a folder, a FIFO, a device or a socket (`kind`, e.g. "a folder").
  case notAFile(report: String, path: String, kind: String)
  /// The path is one of the scripts the run is to read.
  case scriptOfTheRun(report: String, path: String)
  /// Something else is there: not a report of this kind (`readable`), or too large or
  /// unreadable to tell; not replaced.
  case notAReport(report: String, path: String, title: String, readable: Bool)
  /// Writing the report failed (the system's reason).
  case cannotWrite(title: String, path: String, reason: String)

  /// The one line a user reads: what is wrong and the fix.
  var message: String {
    switch self {
    case .noFolder(let report, let folder):
      return "\(report): there is no folder \(folder); create it first"
    case .symbolicLink(let report, let path):
      return "\(report): \(path) is a symbolic link; name the file itself"
    case .unreachable(let report, let reason):
      return "\(report): \(reason)"
    case .notAFile(let report, let path, let kind):
      return "\(report): \(path) is \(kind), not a file; name a file"
    case .scriptOfTheRun(let report, let path):
      return "\(report): \(path) is a script of this run; name another file for the report"
    case .notAReport(let report, let path, let title, readable: false):
      return "\(report): \(path) exists and is not a \(title) Roster can read; remove it or "
        + "name another file"
    case .notAReport(let report, let path, let title, readable: true):
      return "\(report): \(path) exists and is not a \(title); remove it or name another file "
        + "(a previous report is replaced)"
    case .cannotWrite(let title, let path, let reason):
      return "cannot write the \(title) \(path): \(reason)"
    }
  }

  var description: String { message }
}
