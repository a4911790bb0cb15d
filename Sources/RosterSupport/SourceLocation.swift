/// Where something is in a text file, written `FILE:LINE:COL` as compilers write it, so editors
/// and CI annotators jump to it. Scripts, storyboards (lint and load errors), CSV imports and
/// `roster check` all name places with this one type and its one formatter.
package struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it (or a label such as `<stdin>`).
  package var file: String
  /// The 1-based line; nil for the file as a whole (it could not be read).
  package var line: Int?
  /// The 1-based column, counted in Unicode scalars; nil when only the line is known.
  package var column: Int?

  package init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// This location at `column` of its line.
  package func at(column: Int?) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  /// `FILE:LINE:COL`, `FILE:LINE` or `FILE`. The file name is made visible (`VisibleText`): a
  /// name holding a line feed or ESC must not split the line or drive the terminal.
  package var description: String {
    var text = VisibleText.make(file)
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }

  /// `FILE:LINE:COL: SEVERITY: MESSAGE` (`severity` nil: `FILE:LINE: MESSAGE`), one line: the
  /// message is made visible too.
  package func message(_ text: String, severity: String? = nil) -> String {
    description + ": " + (severity.map { $0 + ": " } ?? "") + VisibleText.make(text)
  }
}
