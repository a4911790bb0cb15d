/// What the loader notices about a whole file while reading it, for lint: element ids used
/// twice, views Interface Builder flags as ambiguous or misplaced, and outlets or actions whose
/// destination is no element of the file.
public struct DocumentFindings: Sendable, Equatable {
  /// An `id` a second element also has (a merge artefact: IB writes each id once).
  public struct DuplicateID: Sendable, Equatable {
    public var id: String
    public var elementName: String
    public var line: Int
    /// The line of the first element with that id.
    public var firstLine: Int
  }

  /// A view with `ambiguous="YES"` or `misplaced="YES"`.
  public struct LayoutFlag: Sendable, Equatable {
    public var id: String
    public var elementName: String
    /// `ambiguous` or `misplaced`.
    public var flag: String
    public var line: Int
  }

  /// An outlet, outlet collection or action whose destination id is no element of the file.
  public struct BrokenConnection: Sendable, Equatable {
    /// `outlet`, `outletCollection` or `action`.
    public var kind: String
    /// The outlet's property or the action's selector.
    public var name: String
    public var destination: String
    public var line: Int
  }

  public var duplicateIDs: [DuplicateID] = []
  public var layoutFlags: [LayoutFlag] = []
  public var brokenConnections: [BrokenConnection] = []

  public init() {}
}
