import Glibc

/// Reads lines from a pipe or file with buffered `read(2)`: no prompt, no escape codes.
///
/// libedit reads one byte per system call when stdin is not a terminal (16 times slower on a
/// large script), hence this reader; never share its file descriptor with libedit.
package final class PlainLineReader: LineReader {
  package let isInteractive = false

  private let fileDescriptor: Int32
  private let maxLineBytes: Int
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  private var reachedEnd = false
  private var lineNumber = 0

  /// Reads from `fileDescriptor` (not closed by the reader). Lines longer than `maxLineBytes`
  /// are skipped and reported rather than held in memory.
  package init(fileDescriptor: Int32, bufferSize: Int = 64 * 1024, maxLineBytes: Int = 16 << 20) {
    self.fileDescriptor = fileDescriptor
    self.maxLineBytes = maxLineBytes
    self.buffer = [UInt8](repeating: 0, count: max(bufferSize, 16))
  }

  /// The next line; `prompt` is ignored, as nobody is there to see it.
  package func readLine(prompt: String) -> ReadResult {
    var pending: [UInt8] = []
    var tooLong = false
    while true {
      if start < end {
        let newline = buffer.withUnsafeBufferPointer { bytes -> Int? in
          guard let base = bytes.baseAddress,
            let found = memchr(base + start, 10, end - start)
          else { return nil }
          return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        if let newline {
          let lineStart = start
          start = newline + 1
          lineNumber += 1
          if tooLong || pending.count + (newline - lineStart) > maxLineBytes {
            return .malformed(tooLongError())
          }
          if pending.isEmpty {
            return buffer.withUnsafeBufferPointer {
              makeResult(UnsafeBufferPointer(rebasing: $0[lineStart..<newline]))
            }
          }
          pending.append(contentsOf: buffer[lineStart..<newline])
          return pending.withUnsafeBufferPointer { makeResult($0) }
        }
        if !tooLong {
          pending.append(contentsOf: buffer[start..<end])
          if pending.count > maxLineBytes {
            tooLong = true
            pending = []
          }
        }
        start = end
      }
      if reachedEnd {
        guard tooLong || !pending.isEmpty else { return .endOfInput }
        lineNumber += 1
        if tooLong { return .malformed(tooLongError()) }
        return pending.withUnsafeBufferPointer { makeResult($0) }
      }
      refill()
    }
  }

  private func refill() {
    let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      start = 0
      end = count
    } else if count == 0 || errno != EINTR {
      // A read error (EIO after the terminal went away, EBADF) ends the input like EOF does:
      // there is nothing further to read either way.
      reachedEnd = true
    }
  }

  private func tooLongError() -> LineReadError {
    LineReadError(kind: .tooLong(limit: maxLineBytes), lineNumber: lineNumber, repairedText: "")
  }

  private func makeResult(_ raw: UnsafeBufferPointer<UInt8>) -> ReadResult {
    var bytes = raw
    if bytes.last == 13 {  // CRLF line ends (files written on Windows)
      bytes = UnsafeBufferPointer(rebasing: bytes.dropLast())
    }
    if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {  // a UTF-8 byte order mark
      bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3))
    }
    if let nul = bytes.firstIndex(of: 0) {
      return .malformed(
        LineReadError(
          kind: .nulByte(byteOffset: nul), lineNumber: lineNumber,
          repairedText: String(decoding: bytes, as: UTF8.self)))
    }
    if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
      return .malformed(
        LineReadError(
          kind: .invalidUTF8(byteOffset: bad), lineNumber: lineNumber,
          repairedText: String(decoding: bytes, as: UTF8.self)))
    }
    return .line(String(decoding: bytes, as: UTF8.self))
  }
}
