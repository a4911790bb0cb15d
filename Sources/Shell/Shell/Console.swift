import Glibc
import LineEditing
import RosterSupport

/// Where the shell writes: standard output and error, or buffers in tests.
///
/// Everything written passes `VisibleText` here, the one gate to the terminal: control, C1 and
/// bidi characters in it show as `\u{…}` escapes, only line feeds stay (and, in text written
/// as `styled`, Roster's own colour codes). So no name, title or file name reaches the terminal
/// raw, whichever message or listing it travels in.
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

  /// A console writing both streams to standard error: what a run prints while standard output
  /// carries a report (`roster --report tap - FILE…`).
  package static func standardErrorOnly() -> Console { Console(outFD: 2, errFD: 2) }

  /// A console that keeps what is written, for tests.
  package static func capturing() -> Console { Console(outFD: nil, errFD: nil) }

  private init(outFD: Int32?, errFD: Int32?) {
    self.outFD = outFD
    self.errFD = errFD
  }

  deinit { flush() }

  /// Writes `text` to standard output, made visible (line feeds kept).
  package func out(_ text: String) { buffer(VisibleText.make(text, keeping: .lineFeeds)) }

  /// Writes `text` and a newline to standard output, made visible (line feeds kept).
  package func line(_ text: String = "") { out(text + "\n") }

  /// Writes `text` and a newline to standard error, made visible (line feeds kept).
  package func error(_ text: String) {
    writeError(VisibleText.make(text, keeping: .lineFeeds))
  }

  /// Writes `text` and a newline to standard output keeping Roster's colour codes: for text
  /// drawn by `SceneRenderer` or tinted by `DrawStyle`, whose outside parts are already visible.
  package func line(styled text: String) {
    buffer(VisibleText.make(text + "\n", keeping: [.lineFeeds, .styleCodes]))
  }

  /// Writes `text` to standard output keeping Roster's colour codes (see `line(styled:)`):
  /// a prompt shown without a line editor.
  package func out(styled text: String) {
    buffer(VisibleText.make(text, keeping: [.lineFeeds, .styleCodes]))
  }

  /// Writes `text` and a newline to standard error keeping Roster's colour codes (see
  /// `line(styled:)`).
  package func error(styled text: String) {
    writeError(VisibleText.make(text, keeping: [.lineFeeds, .styleCodes]))
  }

  /// Whether standard error is a terminal (a progress line is shown only there).
  package var errorIsTerminal: Bool { errFD.map { isatty($0) == 1 } ?? false }

  /// Whether standard output is a terminal (`roster export` then draws no progress line over
  /// the rows it prints).
  package var outputIsTerminal: Bool { outFD.map { isatty($0) == 1 } ?? false }

  /// Shows `text` as the progress line on a terminal's standard error, over the previous one;
  /// an empty `text` clears it. Nothing when standard error is not a terminal.
  package func progress(_ text: String) {
    guard let errFD, errorIsTerminal else { return }
    flush()
    Self.writeAll(errFD, Array(("\r" + VisibleText.make(text) + "\u{1b}[K").utf8))
  }

  private func buffer(_ text: String) {
    guard outFD != nil else {
      capturedOut += text
      return
    }
    outBuffer.append(contentsOf: text.utf8)
    if outBuffer.count > 1 << 16 { flush() }
  }

  private func writeError(_ text: String) {
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
