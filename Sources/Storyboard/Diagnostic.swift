import RosterSupport

/// One lint finding, printed as `FILE:LINE: error|warning|note: MESSAGE [RULE]`.
public struct Diagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable, Equatable {
    case error
    case warning
    /// Information: nothing to fix (a file skipped, a reference not followed).
    case note
  }

  public var file: String
  public var line: Int
  /// The column, when the finding has one (a `.strings` file that cannot be read).
  public var column: Int?
  public var severity: Severity
  public var message: String
  /// The id of the rule that found it (`LintRule.id`), shown in text and JSON.
  public var rule: String

  public init(
    file: String, line: Int, column: Int? = nil, severity: Severity, message: String,
    rule: String = ""
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.rule = rule
  }

  /// A finding of `rule`, at the rule's severity.
  init(_ rule: LintRule, file: String, line: Int, column: Int? = nil, _ message: String) {
    self.init(
      file: file, line: line, column: column, severity: rule.severity, message: message,
      rule: rule.id)
  }

  /// The compiler-style line that CI annotators read, the rule's id last in brackets (as
  /// compilers show a warning's flag). A line feed or other control in the message (an id from
  /// the file may hold one) shows as `\u{a}`, as Roster shows controls, so it stays one line.
  public var formatted: String {
    SourceLocation(file: file, line: line, column: column)
      .message(message, severity: severity.rawValue)
      + (rule.isEmpty ? "" : " [\(rule)]")
  }
}
