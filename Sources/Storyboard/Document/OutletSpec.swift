/// `connections/outlet`.
public struct OutletSpec: Sendable, Equatable {
  public var property: String
  /// The destination object id.
  public var destination: String
  public var line: Int

  public init(property: String, destination: String, line: Int) {
    self.property = property
    self.destination = destination
    self.line = line
  }
}
