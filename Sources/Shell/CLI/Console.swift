import Glibc

/// Where the shell writes: standard output and error, or buffers in tests.
///
/// Output is buffered and written with `write(2)`; anything written to the error stream first
/// flushes standard output so the two interleave in order on a terminal.
package final class Console {
  private let outFD: Int32?
  private let errFD: Int32?
  private var outBuffer: [UInt8] = []
  /// Everything written, when capturing (tests).
  package private(set) var capturedOut = ""
  package private(set) var capturedErr = ""

  /// A console on the process's standard output and error.
  package static func standard() -> Console { Console(outFD: 1, errFD: 2) }

  /// A console that keeps what is written, for tests.
  package static func capturing() -> Console { Console(outFD: nil, errFD: nil) }

  private init(outFD: Int32?, errFD: Int32?) {
    self.outFD = outFD
    self.errFD = errFD
  }

  deinit { flush() }

  /// Writes `text` to standard output.
  package func out(_ text: String) {
    guard outFD != nil else {
      capturedOut += text
      return
    }
    outBuffer.append(contentsOf: text.utf8)
    if outBuffer.count > 1 << 16 { flush() }
  }

  /// Writes `text` and a newline to standard output.
  package func line(_ text: String = "") { out(text + "\n") }

  /// Writes `text` and a newline to standard error.
  package func error(_ text: String) {
    guard let errFD else {
      capturedErr += text + "\n"
      return
    }
    flush()
    Self.writeAll(errFD, Array((text + "\n").utf8))
  }

  /// Writes buffered output now (before reading input or exiting).
  package func flush() {
    guard let outFD, !outBuffer.isEmpty else { return }
    Self.writeAll(outFD, outBuffer)
    outBuffer.removeAll(keepingCapacity: true)
  }

  /// Clears what was captured (tests).
  package func resetCaptured() {
    capturedOut = ""
    capturedErr = ""
  }

  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return  // A closed pipe: nothing sensible left to do with the output.
        }
        offset += written
      }
    }
  }
}
