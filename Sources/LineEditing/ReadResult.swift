/// What one call to `LineReader.readLine(prompt:)` produced.
package enum ReadResult: Equatable, Sendable {
  /// A complete line, without its line terminator (`\n` or `\r\n`).
  case line(String)
  /// No more input: end of the pipe or file, or Ctrl-D on an empty terminal line.
  case endOfInput
  /// Ctrl-C (or a SIGINT) abandoned the line being edited; read the next one.
  case interrupted
  /// A line that could not be used as text (not UTF-8, a NUL byte, far too long); the error
  /// says where and what to do. Reading can continue with the next line.
  case malformed(LineReadError)
}
