/// One of Interface Builder's "Installed" checkboxes for a view: whether the view is in the
/// hierarchy for a size-class combination. IB writes them after the parent's subviews:
///
///     <variation key="default"><mask key="subviews"><exclude reference="ID"/></mask></variation>
///     <variation key="heightClass=regular-widthClass=compact">
///         <mask key="subviews"><include reference="ID"/></mask>
///     </variation>
///
/// `default` is Any width, Any height. The most specific variation matching the device wins,
/// as UIKit applies the trait collection's size classes; a view no variation names is installed.
public struct SizeClassVariation: Sendable, Equatable {
  /// nil: any width.
  public var widthClass: SizeClass?
  /// nil: any height.
  public var heightClass: SizeClass?
  /// `include` (true) or `exclude` (false).
  public var installed: Bool

  public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, installed: Bool) {
    self.widthClass = widthClass
    self.heightClass = heightClass
    self.installed = installed
  }

  /// The variation a `key` names (`default`, `widthClass=compact`,
  /// `heightClass=compact-widthClass=regular`); nil for traits Roster does not model (a
  /// `userInterfaceIdiom`, a `gamut`), whose variations are left out.
  public init?(key: String, installed: Bool) {
    self.init(installed: installed)
    guard key != "default" else { return }
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
      switch pair[0] {
      case "widthClass": widthClass = value
      case "heightClass": heightClass = value
      default: return nil
      }
    }
  }

  /// Whether it applies on `device`.
  public func matches(_ device: Device) -> Bool {
    (widthClass == nil || widthClass == device.widthClass)
      && (heightClass == nil || heightClass == device.heightClass)
  }

  /// How many size classes it names: the most specific matching variation wins.
  var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }

  /// Whether an element with these variations is installed on `device`.
  public static func isInstalled(_ variations: [SizeClassVariation], on device: Device) -> Bool {
    resolve(variations, on: device) ?? true
  }

  /// What the most specific of `variations` matching `device` says (the last of equals, as
  /// the file's order), nil when none matches.
  static func resolve(_ variations: [SizeClassVariation], on device: Device) -> Bool? {
    var best: SizeClassVariation?
    for variation in variations where variation.matches(device) {
      if best == nil || variation.specificity >= best!.specificity { best = variation }
    }
    return best?.installed
  }

  /// Whether an element is installed on `device` given the variations of it and of each
  /// enclosing view (`chain`): every one must install it.
  static func isInstalled(chain: [[SizeClassVariation]], on device: Device) -> Bool {
    chain.allSatisfy { isInstalled($0, on: device) }
  }
}
