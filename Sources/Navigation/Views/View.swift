import Storyboard

/// A plain `UIView`, e.g. a scene-dock view: shown as lines of text (its labels').
public final class View {
  /// The storyboard object id.
  public let id: String?
  /// The labels it holds, in order.
  public var labels: [Label]
  /// The lines drawn for this view; by default its labels' texts. Set to show other content.
  public var lines: [String]

  init(spec: ViewSpec) {
    self.id = spec.id
    self.labels = spec.labels.map(Label.init(spec:))
    self.lines = spec.labels.compactMap(\.text)
  }
}
