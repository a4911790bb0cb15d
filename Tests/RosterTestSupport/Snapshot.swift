import Glibc
import RosterSupport
import Testing

/// Compares text with `Tests/<the caller's target>/Snapshots/NAME.txt`; with
/// `RECORD_SNAPSHOTS=1` in the environment (or when the file is missing) writes it instead.
package func assertSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let path = snapshotDirectory(filePath: filePath) + "/" + name + ".txt"
  let recording = getenv("RECORD_SNAPSHOTS").map { String(cString: $0) } == "1"
  let stored = try? readText(path)
  if recording || stored == nil {
    do {
      try writeText(text + "\n", to: path)
    } catch {
      Issue.record("cannot write snapshot \(path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if !recording {
      Issue.record(
        "recorded a new snapshot \(name).txt; check it and run again",
        sourceLocation: sourceLocation)
    }
    return
  }
  if stored != text + "\n" {
    Issue.record(
      """
      snapshot \(name).txt differs (RECORD_SNAPSHOTS=1 re-records)
      --- expected
      \(stored ?? "")--- actual
      \(text)
      """,
      sourceLocation: sourceLocation)
  }
}
