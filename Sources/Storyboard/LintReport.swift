/// Everything a lint run found, rendered as text or JSON.
public struct LintReport: Sendable, Equatable {
  public var fileCount: Int
  public var diagnostics: [Diagnostic]

  public init(fileCount: Int, diagnostics: [Diagnostic]) {
    self.fileCount = fileCount
    self.diagnostics = diagnostics
  }

  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

  /// One line per finding, then the summary line.
  public var text: String {
    var lines = diagnostics.map(\.formatted)
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `N errors, N warnings in N storyboards`.
  public var summary: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    return
      "\(count(errorCount, "error")), \(count(warningCount, "warning")) in "
      + count(fileCount, "storyboard")
  }

  /// `{"files":N,"errors":N,"warnings":N,"diagnostics":[{"file",…}]}`.
  public var json: String {
    let items = diagnostics.map { diagnostic in
      "{\"file\":\(JSON.quote(diagnostic.file)),\"line\":\(diagnostic.line),"
        + "\"severity\":\"\(diagnostic.severity.rawValue)\","
        + "\"message\":\(JSON.quote(diagnostic.message))}"
    }
    return
      "{\"files\":\(fileCount),\"errors\":\(errorCount),\"warnings\":\(warningCount),"
      + "\"diagnostics\":[\(items.joined(separator: ","))]}\n"
  }
}
