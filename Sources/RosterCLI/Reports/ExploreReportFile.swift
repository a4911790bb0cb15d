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

  /// Why the report cannot go to `path`: a missing folder, a link, something not a file, or a
  /// file that is not a report of this format.
  var refusal: String? {
    guard path != "-" else { return nil }
    let named = "--report \(format.rawValue) \(path)"
    let folder = FileSystem.directory(of: path)
    guard FileSystem.isDirectory(folder) else {
      return "\(named): there is no folder \(folder); create it first"
    }
    if FileSystem.isSymbolicLink(path) {
      return "\(named): \(path) is a symbolic link; name the file itself"
    }
    guard FileSystem.exists(path) else { return nil }
    var info = stat()
    guard stat(path, &info) == 0 else { return "\(named): \(FileSystem.errorText())" }
    if let kind = FileSystem.kind(of: info) {
      return "\(named): \(path) is \(kind), not a file; name a file"
    }
    let head: [UInt8]
    do throws(FileReader.Failure) {
      head = try FileReader.bytes(ofFileAt: path, limit: ScriptReport.largestReplaced)
    } catch {
      return "\(named): \(path) exists and is not a \(format.title) Roster can read; remove it "
        + "or name another file"
    }
    let text = String(decoding: head.prefix(4096), as: UTF8.self)
    let isReport =
      format == .junit
      ? text.hasPrefix("<?xml") && text.contains("<testsuite")
      : text.hasPrefix("{\"version\":\"2.1.0\"")
    guard head.isEmpty || isReport else {
      return "\(named): \(path) exists and is not a \(format.title); remove it or name another "
        + "file (a previous report is replaced)"
    }
    return nil
  }

  /// Writes `text` (atomically to a file); the reason when it could not.
  func write(_ text: String, console: Console) -> String? {
    guard path != "-" else {
      console.out(text)
      return nil
    }
    do throws(FileSystem.WriteFailure) {
      try FileSystem.replaceAtomically(path, with: Array(text.utf8))
      return nil
    } catch {
      return "cannot write the \(format.title) \(path): \(error.reason)"
    }
  }
}
