/// A `label`.
public struct LabelSpec: Sendable, Equatable {
  public var id: String
  public var text: String?
  public var tag: Int?
  public var line: Int

  public init(id: String, text: String? = nil, tag: Int? = nil, line: Int) {
    self.id = id
    self.text = text
    self.tag = tag
    self.line = line
  }
}
