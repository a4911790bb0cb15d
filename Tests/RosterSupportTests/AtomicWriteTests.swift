import Glibc
import Testing

@testable import RosterSupport

/// `FileSystem.replaceAtomically` streaming what a body writes (`roster export -o`): complete
/// or not at all, nothing left beside the file, and without `replacing` never over a file,
/// not even one that appears while the body writes.
@Suite struct AtomicWriteTests {
  struct Stop: Error {}

  /// A fresh folder; `body` gets its path.
  func inFolder(_ body: (String) throws -> Void) throws {
    var template = Array("/tmp/roster-atomic-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let folder = String(cString: try #require(made))
    defer { _ = system("rm -rf '\(folder)'") }
    try body(folder)
  }

  func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var text = ""
    while case let byte = fgetc(file), byte != EOF {
      text.unicodeScalars.append(UnicodeScalar(UInt8(byte)))
    }
    return text
  }

  func write(_ text: String, to descriptor: Int32) -> Bool {
    FileSystem.writeAll(Array(text.utf8), to: descriptor)
  }

  @Test func whatTheBodyWritesBecomesTheFileWhole() throws {
    try inFolder { folder in
      let path = folder + "/out.csv"
      try FileSystem.replaceAtomically(
        path, replacing: false, failure: { $0 },
        writing: { descriptor throws(FileSystem.WriteFailure) in
          _ = write("a,b\r\n", to: descriptor)
          #expect(read(path) == nil, "nothing at the name before the file is complete")
          _ = write("c,d\r\n", to: descriptor)
        })
      #expect(read(path) == "a,b\r\nc,d\r\n")
      #expect(FileSystem.entries(ofDirectory: folder) == ["out.csv"])
    }
  }

  @Test func aBodyThatFailsLeavesTheOldFileAndNothingBesideIt() throws {
    try inFolder { folder in
      let path = folder + "/out.csv"
      try FileSystem.replaceAtomically(path, with: Array("old".utf8))
      #expect(throws: Stop.self) {
        try FileSystem.replaceAtomically(
          path, failure: { _ in Stop() },
          writing: { descriptor throws(Stop) in
            _ = write("half", to: descriptor)
            throw Stop()
          })
      }
      #expect(read(path) == "old")
      #expect(FileSystem.entries(ofDirectory: folder) == ["out.csv"])
    }
  }

  @Test func withoutReplacingAFileThatAppearsMeanwhileIsKept() throws {
    try inFolder { folder in
      let path = folder + "/out.csv"
      let error = try #require(throws: FileSystem.WriteFailure.self) {
        try FileSystem.replaceAtomically(
          path, replacing: false, failure: { $0 },
          writing: { descriptor throws(FileSystem.WriteFailure) in
            _ = write("new", to: descriptor)
            // Another program creates the file while the export is written.
            let theirs = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            _ = write("theirs", to: theirs)
            close(theirs)
          })
      }
      #expect(error.reason == "\(path) appeared while it was written; nothing replaced it")
      #expect(read(path) == "theirs")
      #expect(FileSystem.entries(ofDirectory: folder) == ["out.csv"])
    }
  }
}
