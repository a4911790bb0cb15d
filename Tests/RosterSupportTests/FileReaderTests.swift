import Glibc
import Testing

@testable import RosterSupport

/// The one bounded file reader (storyboards and scripts): regular files only, without blocking
/// on a FIFO; a size cap that holds even when the size on record is wrong; Ctrl-C between chunks.
@Suite struct FileReaderTests {
  private func temporaryFolder() throws -> String {
    var template = Array("/tmp/roster-reader-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return String(cString: try #require(made))
  }

  private func failure(_ body: () throws(FileReader.Failure) -> [UInt8]) -> FileReader.Failure? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  @Test func devicesFIFOsAndFoldersAreRefused() throws {
    let folder = try temporaryFolder()
    defer { _ = system("rm -rf '\(folder)'") }
    mkfifo(folder + "/pipe", 0o600)
    #expect(
      failure { () throws(FileReader.Failure) in
        try FileReader.bytes(ofFileAt: folder + "/pipe", limit: 100)
      } == .notRegular(kind: "a FIFO (named pipe)"))
    #expect(
      failure { () throws(FileReader.Failure) in
        try FileReader.bytes(ofFileAt: "/dev/zero", limit: 100)
      } == .notRegular(kind: "a device"))
    #expect(
      failure { () throws(FileReader.Failure) in
        try FileReader.bytes(ofFileAt: folder, limit: 100)
      } == .notRegular(kind: "a folder"))
  }

  @Test func theLimitHoldsWhateverTheSizeOnRecord() throws {
    // /proc files say they are empty; this one holds more than 16 bytes.
    #expect(
      failure { () throws(FileReader.Failure) in
        try FileReader.bytes(ofFileAt: "/proc/self/status", limit: 16)
      } == .tooLarge(size: 17))
    let status = try FileReader.bytes(ofFileAt: "/proc/self/status", limit: 1 << 20)
    #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
  }

  @Test func ctrlCStopsTheReadingOfABigFile() throws {
    let folder = try temporaryFolder()
    defer { _ = system("rm -rf '\(folder)'") }
    let path = folder + "/big"
    let fd = open(path, O_WRONLY | O_CREAT, 0o644)
    ftruncate(fd, 3 << 20)
    close(fd)
    var asked = 0
    #expect(
      failure { () throws(FileReader.Failure) in
        try FileReader.bytes(ofFileAt: path, limit: 64 << 20) {
          asked += 1
          return true
        }
      } == .interrupted)
    #expect(asked == 1)
    // A small file is read whole without asking.
    let small = folder + "/small"
    let smallFD = open(small, O_WRONLY | O_CREAT, 0o644)
    ftruncate(smallFD, 1000)
    close(smallFD)
    #expect(try FileReader.bytes(ofFileAt: small, limit: 1 << 20) { true }.count == 1000)
  }
}
