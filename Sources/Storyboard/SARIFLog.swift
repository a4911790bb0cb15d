import RosterSupport

/// SARIF 2.1.0 as code scanning (`upload-sarif`) reads it: one run of one tool with its rules
/// described, and a result per finding at its file and line. The one writer `lint --format
/// sarif` and `explore --report sarif` share.
public enum SARIFLog {
  /// A rule: its id, what it finds, and the level of its results.
  public struct Rule: Sendable {
    public var id: String
    public var summary: String
    public var level: Diagnostic.Severity

    public init(id: String, summary: String, level: Diagnostic.Severity) {
      self.id = id
      self.summary = summary
      self.level = level
    }
  }

  /// A finding: its rule (empty: none), level, message and where it is.
  public struct Result: Sendable {
    public var rule: String
    public var level: Diagnostic.Severity
    public var message: String
    public var file: String
    public var line: Int
    /// The column, when known.
    public var column: Int?

    public init(
      rule: String, level: Diagnostic.Severity, message: String, file: String, line: Int,
      column: Int? = nil
    ) {
      self.rule = rule
      self.level = level
      self.message = message
      self.file = file
      self.line = line
      self.column = column
    }
  }

  /// The log of one run of `tool`: every rule, then every result (none: a clean run).
  public static func text(tool: String, rules: [Rule], results: [Result]) -> String {
    let rules = rules.map { rule in
      "{\"id\":\(JSON.quote(rule.id)),\"shortDescription\":{\"text\":\(JSON.quote(rule.summary))},"
        + "\"defaultConfiguration\":{\"level\":\"\(rule.level.rawValue)\"}}"
    }
    let results = results.map { result in
      let rule = result.rule.isEmpty ? "" : "\"ruleId\":\(JSON.quote(result.rule)),"
      return "{\(rule)\"level\":\"\(result.level.rawValue)\","
        + "\"message\":{\"text\":\(JSON.quote(result.message))},"
        + "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":"
        + "\(JSON.quote(uri(result.file)))},\"region\":{\"startLine\":"
        + "\(max(result.line, 1))"
        + (result.column.map { ",\"startColumn\":\(max($0, 1))" } ?? "") + "}}}]}"
    }
    return
      "{\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\(JSON.quote(tool)),"
      + "\"rules\":[\(rules.joined(separator: ","))]}},"
      + "\"results\":[\(results.joined(separator: ","))]}]}\n"
  }

  /// A relative URI reference for a path: bytes outside RFC 3986's unreserved set and `/`
  /// percent-encoded.
  public static func uri(_ path: String) -> String {
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
