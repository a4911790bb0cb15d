import Foundation
import Testing

@testable import LineEditing

/// Reads `input` through a real pipe (written from another thread, so inputs larger than the
/// pipe's buffer work) and returns everything the reader produced up to the end of input.
private func readAll(
  _ input: [UInt8], bufferSize: Int = 64 * 1024,
  maxLineBytes: Int = PlainLineReader.defaultMaximumLineBytes
) -> [ReadResult] {
  var fds: [Int32] = [0, 0]
  precondition(pipe(&fds) == 0)
  let (readEnd, writeEnd) = (fds[0], fds[1])
  let writer = Thread {
    input.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(writeEnd, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
    close(writeEnd)
  }
  writer.start()
  let reader = PlainLineReader(
    fileDescriptor: readEnd, bufferSize: bufferSize, maxLineBytes: maxLineBytes)
  var results: [ReadResult] = []
  while true {
    let result = reader.readLine(prompt: "ignored> ")
    results.append(result)
    if result == .endOfInput || results.count > 10_000 { break }
  }
  close(readEnd)
  return results
}

private func readAll(_ text: String) -> [ReadResult] { readAll(Array(text.utf8)) }

@Suite struct PlainLineReaderTests {
  @Test func readsLinesThenEnd() {
    #expect(
      readAll("open AddPlayer\nshow\n") == [.line("open AddPlayer"), .line("show"), .endOfInput])
  }

  @Test func keepsAFinalLineWithoutNewline() {
    #expect(readAll("a\nb") == [.line("a"), .line("b"), .endOfInput])
  }

  @Test func emptyInputIsJustTheEnd() {
    #expect(readAll("") == [.endOfInput])
  }

  @Test func keepsEmptyLines() {
    #expect(readAll("\n\nx\n") == [.line(""), .line(""), .line("x"), .endOfInput])
  }

  @Test func stripsCRLF() {
    #expect(readAll("a\r\nb\r\nc\r") == [.line("a"), .line("b"), .line("c"), .endOfInput])
  }

  @Test func stripsAByteOrderMarkOnTheFirstLineOnly() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let input = bom + Array("show\n".utf8) + bom + Array("x\n".utf8)
    #expect(readAll(input) == [.line("show"), .line("\u{FEFF}x"), .endOfInput])
  }

  @Test func keepsUnicodeIntact() {
    let text = "select \"Texas Hold’em Poker\"\ntype Zoë 日本語\n"
    #expect(
      readAll(text) == [
        .line("select \"Texas Hold’em Poker\""), .line("type Zoë 日本語"), .endOfInput,
      ])
  }

  @Test func reportsInvalidUTF8AndContinues() {
    let input = Array("ok\nbad ".utf8) + [0xFF, 0x41] + Array("\nnext\n".utf8)
    let results = readAll(input)
    #expect(results.count == 4)
    #expect(results[0] == .line("ok"))
    guard case .malformed(let error) = results[1] else {
      Issue.record("expected a malformed line, got \(results[1])")
      return
    }
    #expect(error.kind == .invalidUTF8(byteOffset: 4))
    #expect(error.lineNumber == 2)
    #expect(error.repairedText == "bad \u{FFFD}A")
    #expect(error.message.hasPrefix("line 2: not valid UTF-8 at byte 5; "))
    #expect(error.reason.hasPrefix("not valid UTF-8 at byte 5; convert"))
    #expect(results[2] == .line("next"))
    #expect(results[3] == .endOfInput)
  }

  @Test func reportsATruncatedMultibyteCharacter() {
    // The first two bytes of "’" (E2 80 99), then the end of the line.
    let results = readAll(Array("x".utf8) + [0xE2, 0x80])
    guard case .malformed(let error) = results.first else {
      Issue.record("expected a malformed line, got \(results)")
      return
    }
    #expect(error.kind == .invalidUTF8(byteOffset: 1))
  }

  @Test func aNulByteEndsTheInput() {
    let results = readAll(Array("ok\na".utf8) + [0] + Array("b\nc\n".utf8))
    #expect(
      results == [
        .line("ok"),
        .malformed(LineReadError(kind: .nulByte(byteOffset: 1), lineNumber: 2, repairedText: "")),
        .endOfInput,
      ])
    if case .malformed(let error) = results[1] {
      #expect(error.message == "line 2 holds a NUL byte; is this a text file?")
    }
  }

  /// `/dev/zero` on stdin: the NUL is seen in the first read, not after a newline that never
  /// comes (the write end stays open, so waiting for more would hang this test).
  @Test func aNulByteIsReportedWithoutWaitingForTheLineToEnd() {
    var fds: [Int32] = [0, 0]
    precondition(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    let zeros = [UInt8](repeating: 0, count: 4096)
    _ = zeros.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    let reader = PlainLineReader(fileDescriptor: fds[0])
    #expect(
      reader.readLine(prompt: "")
        == .malformed(
          LineReadError(kind: .nulByte(byteOffset: 0), lineNumber: 1, repairedText: "")))
    #expect(reader.readLine(prompt: "") == .endOfInput)
  }

  @Test func readsAOneMegabyteLine() {
    let long = String(repeating: "é", count: 500_000)  // 1,000,000 bytes
    let results = readAll(long + "\nafter")
    #expect(results.count == 3)
    #expect(results[0] == .line(long))
    #expect(results[1] == .line("after"))
  }

  /// Plain lines on a terminal (libedit missing): a person typed the NUL (Ctrl-@); that line is
  /// refused and the next one read, rather than the session ending.
  @Test func onATerminalABadLineIsSkippedNotTheEnd() throws {
    // glibc has them, but Swift's Glibc module does not import them: look them up.
    typealias OpenPT = @convention(c) (Int32) -> Int32
    typealias PTCall = @convention(c) (Int32) -> Int32
    typealias PTSName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    let openpt = unsafeBitCast(try #require(dlsym(nil, "posix_openpt")), to: OpenPT.self)
    let grantpt = unsafeBitCast(try #require(dlsym(nil, "grantpt")), to: PTCall.self)
    let unlockpt = unsafeBitCast(try #require(dlsym(nil, "unlockpt")), to: PTCall.self)
    let ptsname = unsafeBitCast(try #require(dlsym(nil, "ptsname")), to: PTSName.self)
    let master = openpt(O_RDWR | O_NOCTTY)
    try #require(master >= 0)
    defer { close(master) }
    try #require(grantpt(master) == 0 && unlockpt(master) == 0)
    let terminal = open(String(cString: try #require(ptsname(master))), O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    defer { close(terminal) }
    let typed = Array("ab".utf8) + [0] + Array("cd\nshow\n".utf8)
    _ = typed.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    let reader = PlainLineReader(fileDescriptor: terminal)
    #expect(
      reader.readLine(prompt: "")
        == .malformed(
          LineReadError(kind: .nulByte(byteOffset: 2), lineNumber: 1, repairedText: "")))
    #expect(reader.readLine(prompt: "") == .line("show"))
  }

  @Test func aLineOverTheLimitEndsTheInput() {
    let results = readAll(
      Array("ok\n0123456789ABCDEF\nnext\n".utf8), bufferSize: 16, maxLineBytes: 10)
    #expect(
      results == [
        .line("ok"),
        .malformed(LineReadError(kind: .tooLong(limit: 10), lineNumber: 2, repairedText: "")),
        .endOfInput,
      ])
    if case .malformed(let error) = results[1] {
      #expect(error.message == "line 2 is longer than 10 bytes; split it into shorter lines")
    }
  }

  @Test func theDefaultLimitIsOneMebibyte() {
    #expect(PlainLineReader.defaultMaximumLineBytes == 1 << 20)
    let results = readAll(Array(repeating: UInt8(ascii: "y"), count: (1 << 20) + 1))
    guard case .malformed(let error) = results.first else {
      Issue.record("expected a malformed line, got \(results.first.map { "\($0)" } ?? "nothing")")
      return
    }
    #expect(error.message == "line 1 is longer than 1 MiB; split it into shorter lines")
  }

  @Test func decodesCharactersSplitAcrossReads() {
    let text = "日本語の名前と Hold’em\n" + String(repeating: "中", count: 40) + "\n"
    let results = readAll(Array(text.utf8), bufferSize: 16)
    #expect(
      results == [
        .line("日本語の名前と Hold’em"), .line(String(repeating: "中", count: 40)), .endOfInput,
      ])
  }

  @Test func isNotInteractive() {
    #expect(PlainLineReader(fileDescriptor: 0).isInteractive == false)
  }
}
