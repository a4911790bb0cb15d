/// A `navigationItem`: title and bar buttons.
public struct NavigationItemSpec: Sendable, Equatable {
  public var title: String?
  /// The `backBarButtonItem`'s title: the Back button of the next scene pushed above this one.
  public var backBarButtonTitle: String?
  public var leftBarButtonItems: [BarButtonItemSpec]
  public var rightBarButtonItems: [BarButtonItemSpec]
  public var line: Int

  public init(
    title: String? = nil, leftBarButtonItems: [BarButtonItemSpec] = [],
    rightBarButtonItems: [BarButtonItemSpec] = [], backBarButtonTitle: String? = nil, line: Int
  ) {
    self.title = title
    self.backBarButtonTitle = backBarButtonTitle
    self.leftBarButtonItems = leftBarButtonItems
    self.rightBarButtonItems = rightBarButtonItems
    self.line = line
  }
}
