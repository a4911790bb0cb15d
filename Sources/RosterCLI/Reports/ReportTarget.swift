import Glibc
import RosterSupport
import Shell

/// Where a `--report FORMAT FILE` may be written, for a script run's reports and explore's
/// alike: a file that is missing, empty or a report of that format already (replaced), in a
/// folder that exists; never a link, something that is not a file, or a script of the run.
enum ReportTarget {
  /// Refuses the report `named` (`--report junit out.xml`) at `path`, a `title` file ("JUnit XML
  /// report") recognised by `isReport` from its first 4 KiB, unless it may go there.
  static func check(
    _ path: String, named: String, title: String,
    isScriptOfTheRun: (stat) -> Bool = { _ in false },
    isReport: (ArraySlice<UInt8>) -> Bool
  ) throws(ReportFailure) {
    guard path != "-" else { return }
    let folder = FileSystem.directory(of: path)
    guard FileSystem.isDirectory(folder) else {
      throw .noFolder(report: named, folder: folder)
    }
    if FileSystem.isSymbolicLink(path) { throw .symbolicLink(report: named, path: path) }
    guard FileSystem.exists(path) else { return }
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw .unreachable(report: named, reason: FileSystem.errorText())
    }
    if let kind = FileSystem.kind(of: info) {
      throw .notAFile(report: named, path: path, kind: kind)
    }
    if isScriptOfTheRun(info) { throw .scriptOfTheRun(report: named, path: path) }
    let bytes: [UInt8]
    do throws(FileReader.Failure) {
      bytes = try FileReader.bytes(ofFileAt: path, limit: ScriptReport.largestReplaced)
    } catch {
      // Too large to be a report, or unreadable: not replaced unread.
      throw .notAReport(report: named, path: path, title: title, readable: false)
    }
    guard bytes.isEmpty || isReport(bytes.prefix(4096)) else {
      throw .notAReport(report: named, path: path, title: title, readable: true)
    }
  }

  /// Writes `text` to `path` (replaced atomically; `-`: standard output), the `title` file
  /// ("JUnit XML report").
  static func write(_ text: String, to path: String, title: String, console: Console)
    throws(ReportFailure)
  {
    guard path != "-" else {
      console.out(text)
      return
    }
    do throws(FileSystem.WriteFailure) {
      try FileSystem.replaceAtomically(path, with: Array(text.utf8))
    } catch {
      throw .cannotWrite(title: title, path: path, reason: error.reason)
    }
  }
}
