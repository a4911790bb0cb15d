/// A width or height constraint of one view alone (no second item), which may size the view to
/// nothing. Interface Builder leaves a zero constant out (`<constraint firstAttribute="width"
/// id="…"/>`), installs a constraint for some size classes only with a `<mask
/// key="constraints">` variation on the view holding it, and writes a constant varied by size
/// class inside it (`<variation key="widthClass=compact" constant="0.0"/>`).
///
/// Roster lays nothing out; this is the one layout fact it reads: where such a constraint is
/// installed and its constant is zero, the view is collapsed, so not drawn and not operable,
/// as a hidden view. Only a constraint a size class varies counts: one zero everywhere is
/// usually opened by app code through an outlet (`heightConstraint.constant = 120`).
struct SizeConstraint: Sendable, Equatable {
  /// The id of the view it sizes.
  var view: String
  /// Whether it sizes the view's width or its height.
  var dimension: SizeCollapse.Dimension
  /// Whether the constant written on the element is zero.
  var isZeroInBase: Bool
  /// The constant's size-class variations: `installed` stands for "zero there".
  var zeroVariations: [SizeClassVariation] = []

  /// The constraint a `<constraint>`'s attributes describe when it can collapse its view:
  /// width or height, no second item, equal or at most its constant, required or above a
  /// view's default compression resistance (750). `owner` is the view holding the
  /// `<constraints>` element (the sized view when no `firstItem` names another).
  init?(_ attributes: XMLAttributes, owner: String?) {
    guard
      attributes.value("firstAttribute", equals: "width")
        || attributes.value("firstAttribute", equals: "height"),
      !attributes.contains("secondItem"),
      !attributes.value("relation", equals: "greaterThanOrEqual"),
      let view = attributes.value("firstItem") ?? owner
    else { return nil }
    if let priority = attributes.value("priority"), let value = Double(priority), value <= 750 {
      return nil
    }
    self.view = view
    dimension = attributes.value("firstAttribute", equals: "width") ? .width : .height
    isZeroInBase = Self.isZero(attributes.value("constant"))
  }

  /// Whether a `constant` attribute is zero (IB leaves a zero constant out).
  static func isZero(_ constant: String?) -> Bool {
    guard let constant else { return true }
    return Double(constant) == 0
  }

  /// Whether its constant is zero on `device`: the most specific varied constant there, else
  /// the element's.
  func isZero(on device: Device) -> Bool {
    SizeClassVariation.resolve(zeroVariations, on: device) ?? isZeroInBase
  }
}
