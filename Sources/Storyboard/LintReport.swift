import RosterSupport

/// Everything a lint run found, rendered as text, JSON, SARIF (code scanning) or GitHub
/// workflow annotations.
public struct LintReport: Sendable, Equatable {
  public var fileCount: Int
  public var diagnostics: [Diagnostic]

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
    let rules = LintRule.all.map { rule in
      "{\"id\":\(JSON.quote(rule.id)),\"shortDescription\":{\"text\":\(JSON.quote(rule.summary))},"
        + "\"defaultConfiguration\":{\"level\":\"\(rule.severity.rawValue)\"}}"
    }
    let results = diagnostics.map { diagnostic in
      let rule = diagnostic.rule.isEmpty ? "" : "\"ruleId\":\(JSON.quote(diagnostic.rule)),"
      return "{\(rule)\"level\":\"\(diagnostic.severity.rawValue)\","
        + "\"message\":{\"text\":\(JSON.quote(diagnostic.message))},"
        + "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":"
        + "\(JSON.quote(Self.uri(diagnostic.file)))},\"region\":{\"startLine\":"
        + "\(max(diagnostic.line, 1))}}}]}"
    }
    return
      "{\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"roster lint\","
      + "\"rules\":[\(rules.joined(separator: ","))]}},"
      + "\"results\":[\(results.joined(separator: ","))]}]}\n"
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

  /// A relative URI reference for a path: bytes outside RFC 3986's unreserved set and `/`
  /// percent-encoded.
  package static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}
