import Storyboard

/// A `UINavigationItem`: the title and bar buttons shown while its controller is on top.
public final class NavigationItem {
  public var title: String?
  public var leftBarButtonItems: [BarButtonItem]
  public var rightBarButtonItems: [BarButtonItem]
  /// Hides the Back button when true.
  public var hidesBackButton = false
  /// The `backBarButtonItem`'s title: titles the Back button of the next scene pushed.
  public var backBarButtonTitle: String?

  public init(title: String? = nil) {
    self.title = title
    self.leftBarButtonItems = []
    self.rightBarButtonItems = []
  }

  init(spec: NavigationItemSpec?) {
    self.title = spec?.title
    self.backBarButtonTitle = spec?.backBarButtonTitle
    self.leftBarButtonItems = spec?.leftBarButtonItems.map(BarButtonItem.init(spec:)) ?? []
    self.rightBarButtonItems = spec?.rightBarButtonItems.map(BarButtonItem.init(spec:)) ?? []
  }

  /// The first left item.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems.first }
    set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// The first right item.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }
}
