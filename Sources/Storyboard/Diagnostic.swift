import RosterSupport

/// One lint finding, printed as `FILE:LINE: error|warning: MESSAGE`.
public struct Diagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable, Equatable {
    case error
    case warning
  }

  public var file: String
  public var line: Int
  public var severity: Severity
  public var message: String

  public init(file: String, line: Int, severity: Severity, message: String) {
    self.file = file
    self.line = line
    self.severity = severity
    self.message = message
  }

  /// The compiler-style line that CI annotators read. A line feed or other control in the
  /// message (an id from the file may hold one) shows as `\u{a}`, as Roster shows controls, so
  /// it stays one line.
  public var formatted: String {
    SourceLocation(file: file, line: line).message(message, severity: severity.rawValue)
  }
}
