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
  /// Set after a NUL byte or an over-long line: the input is not lines of text (`/dev/zero`,
  /// a binary file), and skipping to a newline that may never come could go on forever.
  private var abandoned = false
  /// On a terminal (plain lines when libedit is missing) a person typed it: the rest of that
  /// line is skipped instead, as the newline comes when they press Return.
  private var skippingToNewline = false
  private let isTerminal: Bool
  private var lineNumber = 0
  /// Asked when a wait for a person's typing is broken by a signal: true (Ctrl-C) gives up the
  /// line, as libedit does, so the caller can show a new prompt.
  package var interruption: (() -> Bool)?

  /// The line length limit unless one is given: far beyond any command, small enough to hold.
  package static let defaultMaximumLineBytes = 1 << 20

  /// Reads from `fileDescriptor` (not closed by the reader). A line longer than `maxLineBytes`
  /// or holding a NUL byte is reported at once, without reading the rest, and ends the input.
  package init(
    fileDescriptor: Int32, bufferSize: Int = 64 * 1024,
    maxLineBytes: Int = PlainLineReader.defaultMaximumLineBytes
  ) {
    self.fileDescriptor = fileDescriptor
    self.isTerminal = isatty(fileDescriptor) == 1
    self.maxLineBytes = maxLineBytes
    self.buffer = [UInt8](repeating: 0, count: max(bufferSize, 16))
  }

  /// The next line; `prompt` is ignored, as nobody is there to see it.
  package func readLine(prompt: String) -> ReadResult {
    var pending: [UInt8] = []
    while !abandoned {
      if skippingToNewline, start < end {
        let newline = buffer.withUnsafeBufferPointer { bytes in
          memchr(bytes.baseAddress! + start, 10, end - start).map {
            UnsafeRawPointer($0) - UnsafeRawPointer(bytes.baseAddress!)
          }
        }
        skippingToNewline = newline == nil
        start = newline.map { $0 + 1 } ?? end
      }
      if !skippingToNewline, start < end {
        let (newline, nul) = buffer.withUnsafeBufferPointer { bytes -> (Int?, Int?) in
          let base = bytes.baseAddress!
          func offset(_ found: UnsafeMutableRawPointer?) -> Int? {
            found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
          }
          let newline = offset(memchr(base + start, 10, end - start))
          return (newline, offset(memchr(base + start, 0, (newline ?? end) - start)))
        }
        let lineEnd = newline ?? end
        if let nul {
          return abandon(.nulByte(byteOffset: pending.count + nul - start))
        }
        if pending.count + (lineEnd - start) > maxLineBytes {
          return abandon(.tooLong(limit: maxLineBytes))
        }
        if let newline {
          let lineStart = start
          start = newline + 1
          lineNumber += 1
          if pending.isEmpty {
            return buffer.withUnsafeBufferPointer {
              makeResult(UnsafeBufferPointer(rebasing: $0[lineStart..<newline]))
            }
          }
          pending.append(contentsOf: buffer[lineStart..<newline])
          return pending.withUnsafeBufferPointer { makeResult($0) }
        }
        pending.append(contentsOf: buffer[start..<end])
        start = end
      }
      if reachedEnd {
        guard !pending.isEmpty else { return .endOfInput }
        lineNumber += 1
        return pending.withUnsafeBufferPointer { makeResult($0) }
      }
      if waitWasInterrupted() { return .interrupted }
      refill()
    }
    return .endOfInput
  }

  /// Reports the line being read as unusable and ends the input (on a terminal: that line).
  private func abandon(_ kind: LineReadError.Kind) -> ReadResult {
    lineNumber += 1
    if isTerminal {
      skippingToNewline = true
    } else {
      abandoned = true
    }
    return .malformed(LineReadError(kind: kind, lineNumber: lineNumber, repairedText: ""))
  }

  /// Waits for a terminal's input where Ctrl-C can end the wait: poll(2) returns on a signal
  /// even under SA_RESTART, which restarts read(2). True when `interruption` says so.
  private func waitWasInterrupted() -> Bool {
    guard isTerminal, let interruption else { return false }
    var entry = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    while poll(&entry, 1, -1) < 0 {
      guard errno == EINTR else { return false }
      if interruption() { return true }
    }
    return false
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

  private func makeResult(_ raw: UnsafeBufferPointer<UInt8>) -> ReadResult {
    var bytes = raw
    if bytes.last == 13 {  // CRLF line ends (files written on Windows)
      bytes = UnsafeBufferPointer(rebasing: bytes.dropLast())
    }
    if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {  // a UTF-8 byte order mark
      bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3))
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
