/// A plain view (e.g. a scene-dock view), summarised by the labels it holds.
public struct ViewSpec: Sendable, Equatable {
  public var id: String
  public var elementName: String
  public var labels: [LabelSpec]
  public var line: Int

  public init(id: String, elementName: String = "view", labels: [LabelSpec] = [], line: Int) {
    self.id = id
    self.elementName = elementName
    self.labels = labels
    self.line = line
  }
}
