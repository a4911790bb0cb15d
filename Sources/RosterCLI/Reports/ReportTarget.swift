import Glibc
import RosterSupport
import Shell

/// Where a `--report FORMAT FILE` may be written, for a script run's reports and explore's
/// alike: a file that is missing, empty or a report of that format already (replaced), in a
/// folder that exists; never a link, something that is not a file, or what `forbidden` names.
enum ReportTarget {
  /// Why the report `named` (`--report junit out.xml`) cannot go to `path`, a `title` file
  /// ("JUnit XML report") recognised by `isReport` from its first 4 KiB; nil when it may.
  static func refusal(
    _ path: String, named: String, title: String,
    forbidden: (stat) -> String? = { _ in nil },
    isReport: (ArraySlice<UInt8>) -> Bool
  ) -> String? {
    guard path != "-" else { return nil }
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
    if let reason = forbidden(info) { return "\(named): \(path) \(reason)" }
    let bytes: [UInt8]
    do throws(FileReader.Failure) {
      bytes = try FileReader.bytes(ofFileAt: path, limit: ScriptReport.largestReplaced)
    } catch {
      // Too large to be a report, or unreadable: not replaced unread.
      return "\(named): \(path) exists and is not a \(title) Roster can read; remove it or name "
        + "another file"
    }
    guard bytes.isEmpty || isReport(bytes.prefix(4096)) else {
      return "\(named): \(path) exists and is not a \(title); remove it or name another file "
        + "(a previous report is replaced)"
    }
    return nil
  }

  /// Writes `text` to `path` (replaced atomically; `-`: standard output); the reason when the
  /// `title` file ("JUnit XML report") could not be written.
  static func write(_ text: String, to path: String, title: String, console: Console) -> String? {
    guard path != "-" else {
      console.out(text)
      return nil
    }
    do throws(FileSystem.WriteFailure) {
      try FileSystem.replaceAtomically(path, with: Array(text.utf8))
      return nil
    } catch {
      return "cannot write the \(title) \(path): \(error.reason)"
    }
  }
}
