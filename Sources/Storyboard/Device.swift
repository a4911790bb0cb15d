/// The device a storyboard runs on: its size classes decide which views Interface Builder's
/// size-class variations install and whether a split view collapses (`--device`).
public enum Device: String, CaseIterable, Sendable {
  case iphone, ipad

  /// An iPhone in portrait is compact wide and regular tall; an iPad full screen is regular
  /// both ways (UITraitCollection's horizontal and vertical size classes).
  public var widthClass: SizeClass { self == .iphone ? .compact : .regular }
  public var heightClass: SizeClass { .regular }

  /// "iPhone" or "iPad", for messages.
  public var displayName: String { self == .iphone ? "iPhone" : "iPad" }

  /// Its size classes as Interface Builder names them, for messages: "compact width, regular
  /// height" on an iPhone.
  public var sizeClassNames: String {
    "\(widthClass.rawValue) width, \(heightClass.rawValue) height"
  }

  /// The device a storyboard runs on unless told, by the file alone: an iPad-only storyboard
  /// (`targetRuntime="iOS.CocoaTouch.iPad"`) on an iPad, any other on an iPhone
  /// (`StoryboardCatalog.defaultDevice(for:)` asks its app's project too).
  public static func `default`(for document: StoryboardDocument) -> Device {
    only(for: document) ?? .iphone
  }

  /// The one device that loads `document`: an iPad for an iPad-only storyboard
  /// (`targetRuntime="iOS.CocoaTouch.iPad"`), nil for one every device may load (lint and graph
  /// then check it for every device unless told one).
  public static func only(for document: StoryboardDocument) -> Device? {
    document.targetRuntime == "iOS.CocoaTouch.iPad" ? .ipad : nil
  }

  /// The device named `name` (`iphone`, `ipad`, in any case); nil for another word.
  public init?(named name: String) {
    self.init(rawValue: name.lowercased())
  }
}

/// A horizontal or vertical size class (`UIUserInterfaceSizeClass`).
public enum SizeClass: String, Sendable {
  case compact, regular
}
