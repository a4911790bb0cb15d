/// Objective-C selectors as Swift method names for traces: `done:` → `done(_:)`.
enum Selector {
  static func swiftName(_ selector: String) -> String {
    guard selector.hasSuffix(":") else { return "\(selector)()" }
    let parts = selector.dropLast().split(separator: ":", omittingEmptySubsequences: false)
    guard let base = parts.first else { return selector }
    let labels = ["_"] + parts.dropFirst().map(String.init)
    return "\(base)(\(labels.map { "\($0):" }.joined()))"
  }
}
