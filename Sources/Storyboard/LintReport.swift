import RosterSupport

/// Everything a lint run found, rendered as text, JSON, SARIF (code scanning) or GitHub
/// workflow annotations.
public struct LintReport: Sendable, Equatable {
  public var fileCount: Int
  public var diagnostics: [Diagnostic]
  /// How far each language translates each storyboard linted (`--languages`).
  package var languages: [LanguageSummary] = []

  public init(fileCount: Int, diagnostics: [Diagnostic]) {
    self.fileCount = fileCount
    self.diagnostics = diagnostics
  }

  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
  public var noteCount: Int { diagnostics.count { $0.severity == .note } }

  /// One line per finding, then the summary line.
  public var text: String {
    var lines = diagnostics.map(\.formatted)
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `N errors, N warnings in N storyboards` (`, N notes` before `in` when there are any).
  public var summary: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let notes = noteCount == 0 ? "" : ", " + count(noteCount, "note")
    return
      "\(count(errorCount, "error")), \(count(warningCount, "warning"))\(notes) in "
      + count(fileCount, "storyboard")
  }

  /// `{"files":N,"errors":N,"warnings":N,"notes":N,"diagnostics":[{"file",…,"rule"}]}`.
  public var json: String {
    let items = diagnostics.map { diagnostic in
      "{\"file\":\(JSON.quote(diagnostic.file)),\"line\":\(diagnostic.line),"
        + (diagnostic.column.map { "\"column\":\($0)," } ?? "")
        + "\"severity\":\"\(diagnostic.severity.rawValue)\","
        + "\"rule\":\(JSON.quote(diagnostic.rule)),"
        + "\"message\":\(JSON.quote(diagnostic.message))}"
    }
    return
      "{\"files\":\(fileCount),\"errors\":\(errorCount),\"warnings\":\(warningCount),"
      + "\"notes\":\(noteCount),\"diagnostics\":[\(items.joined(separator: ","))]}\n"
  }

  /// SARIF 2.1.0, one run of the tool `roster lint` with every rule described: what code
  /// scanning (`upload-sarif`) reads.
  public var sarif: String {
    SARIFLog.text(
      tool: "roster lint",
      rules: LintRule.all.map { SARIFLog.Rule(id: $0.id, summary: $0.summary, level: $0.severity) },
      results: diagnostics.map {
        SARIFLog.Result(
          rule: $0.rule, level: $0.severity, message: $0.message, file: $0.file, line: $0.line,
          column: $0.column)
      })
  }

  /// GitHub Actions workflow commands: `::error file=F,line=N,title=roster lint RULE::MESSAGE`
  /// per finding (notes as `::notice`), then the summary as plain text.
  public var github: String {
    var lines = diagnostics.map { diagnostic in
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      let title = "roster lint" + (diagnostic.rule.isEmpty ? "" : " " + diagnostic.rule)
      return
        "::\(command) file=\(Self.property(diagnostic.file)),line=\(diagnostic.line),"
        + (diagnostic.column.map { "col=\($0)," } ?? "")
        + "title=\(Self.property(title))::\(Self.data(diagnostic.message))"
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A workflow command's message: `%`, CR and LF escaped as GitHub's toolkit does.
  package static func data(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// A workflow command's property value: also `:` and `,`.
  package static func property(_ text: String) -> String {
    data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }

  /// A relative URI reference for a path (`SARIFLog.uri`).
  package static func uri(_ path: String) -> String { SARIFLog.uri(path) }
}
