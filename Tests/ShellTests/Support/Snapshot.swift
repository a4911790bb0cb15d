import Glibc
import RosterSupport
import Testing

@testable import Shell

/// Compares text with `Tests/ShellTests/Snapshots/NAME.txt`; with `RECORD_SNAPSHOTS=1` in the
/// environment (or when the file is missing) writes it instead.
func assertSnapshot(
  _ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let path = snapshotDirectory() + "/" + name + ".txt"
  let recording = getenv("RECORD_SNAPSHOTS").map { String(cString: $0) } == "1"
  let stored = try? FileSystem.read(path)
  if recording || stored == nil {
    do {
      try FileSystem.write(text + "\n", to: path)
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

/// `Tests/ShellTests/Snapshots`, found from this file's path.
func snapshotDirectory() -> String {
  testsDirectory() + "/Snapshots"
}

/// `Tests/ShellTests`.
func testsDirectory() -> String {
  let file = #filePath
  let support = FileSystem.directory(of: file)
  return FileSystem.directory(of: support)
}

/// The package root (for the built binary and example scripts).
func packageRoot() -> String {
  FileSystem.directory(of: FileSystem.directory(of: testsDirectory()))
}
