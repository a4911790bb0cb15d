import Glibc
import RosterSupport

/// How wide output may be: every terminal-size call (`ioctl` TIOCGWINSZ) Roster makes is here.
package enum TerminalSize {
  /// The width assumed when output is not a terminal (piped, a file) and `COLUMNS` is not set.
  package static let defaultColumns = 80

  /// The columns drawn output should fit: `COLUMNS` when it is a positive number, else the
  /// width of the terminal on `fileDescriptor` (stdout), else `defaultColumns`.
  ///
  /// Asked afresh before each drawing (one system call), so a resized window (SIGWINCH) is
  /// drawn at its new width without a signal handler.
  package static func columns(
    environment: (String) -> String? = FileSystem.environment,
    fileDescriptor: Int32 = STDOUT_FILENO
  ) -> Int {
    if let value = environment("COLUMNS"), let columns = Int(value), columns > 0 {
      return columns
    }
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return defaultColumns
    }
    return Int(size.ws_col)
  }
}
