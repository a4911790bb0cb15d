/// One lifecycle or delegate call, read as `Class.method detail`.
public struct TraceEvent: Sendable, Equatable, CustomStringConvertible {
  /// The controller's class name, e.g. `PlayerDetailsViewController`.
  public var className: String
  /// The method, e.g. `viewDidLoad` or `prepare(for:sender:)`.
  public var method: String
  /// Extra words, e.g. the segue identifier; may be empty.
  public var detail: String

  public init(className: String, method: String, detail: String = "") {
    self.className = className
    self.method = method
    self.detail = detail
  }

  public var description: String {
    detail.isEmpty ? "\(className).\(method)" : "\(className).\(method) \(detail)"
  }
}
