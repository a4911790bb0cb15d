/// Interface Builder's size-class "Installed" variations: read as they come (after the subviews
/// they name), applied to a scene's subviews and buttons when it closes.
extension StoryboardBuilder {
  /// A `<variation>`, its `<mask key="subviews">` or `<mask key="constraints">`, or an
  /// `<include|exclude reference>` in it; a varied `hidden` (`<variation key="widthClass=regular"
  /// hidden="YES"/>` inside a view) uninstalls its view where it applies, as a hidden view is
  /// neither drawn nor tappable; a varied constant inside a width or height constraint
  /// (`SizeConstraint`) may collapse its view. Other varied attributes (a font, a position's
  /// constant) are skipped: Roster lays nothing out (reading order is by frame).
  func readVariation(_ tag: Tag, _ attributes: XMLAttributes, parent: Frame?) {
    guard let scene else { return }
    switch tag {
    case .variation:
      variationKey = attributes.value("key").map { ($0, .none) }
      if parent?.tag == .constraint, let id = parent?.id, scene.sizeConstraints[id] != nil,
        let key = attributes.value("key"), attributes.contains("constant"),
        let variation = SizeClassVariation(
          key: key, installed: SizeConstraint.isZero(attributes.value("constant")))
      {
        scene.sizeConstraints[id]?.zeroVariations.append(variation)
        scene.hasVariedSizeConstraint = true
      }
      if let hidden = attributes.value("hidden"), let key = attributes.value("key"),
        let id = parent?.id, !id.isEmpty,
        let variation = SizeClassVariation(key: key, installed: hidden != "YES")
      {
        scene.installVariations[id, default: []].append(variation)
        if variation.installed, parent?.isHiddenInBase == true, !shownByVariation.contains(id) {
          hiddenButShownSomewhere.insert(id)
        }
      }
    case .mask:
      if variationKey != nil {
        variationKey?.mask =
          attributes.value("key", equals: "subviews")
          ? .subviews : attributes.value("key", equals: "constraints") ? .constraints : .none
      }
    case .include, .exclude:
      guard let open = variationKey, open.mask != .none,
        let reference = attributes.value("reference"),
        let variation = SizeClassVariation(key: open.key, installed: tag == .include)
      else { return }
      if open.mask == .subviews {
        scene.installVariations[reference, default: []].append(variation)
      } else {
        scene.constraintVariations[reference, default: []].append(variation)
        if scene.sizeConstraints[reference] != nil { scene.hasVariedSizeConstraint = true }
      }
    default:
      break
    }
  }

  /// A `<constraint>` in a file that has variations: a width or height one that may collapse
  /// its view (`SizeConstraint`) is kept, by id, with the view it sizes.
  func readConstraint(_ attributes: XMLAttributes, id: String?) {
    guard mayHaveVariations, let scene, let id, stack.count >= 2,
      stack[stack.count - 1].tag == .other
    else { return }
    // The scene's root view is never collapsed, whether the constraint names it or leaves it
    // implied: UIKit sizes a controller's view from its container (the window, a navigation
    // or split view's column), as a view that translates its autoresizing mask into
    // constraints, so a zero width or height on it is a conflict UIKit breaks, not a size.
    // Only a subview a constraint in it names counts.
    let owner = stack[stack.count - 2]
    guard let constraint = SizeConstraint(attributes, owner: owner.isRootView ? nil : owner.id),
      !(owner.isRootView && constraint.view == owner.id)
    else { return }
    scene.sizeConstraints[id] = constraint
    scene.sizeConstraintsByView[constraint.view, default: []].append(id)
    if scene.constraintVariations[id] != nil { scene.hasVariedSizeConstraint = true }
  }

  /// Remembers the views enclosing a subview or button being added (its variations and its
  /// ancestors' come later in the file).
  func noteAncestors(of id: String) {
    guard mayHaveVariations, scene != nil, !id.isEmpty else { return }
    scene?.ancestors[id] = stack.compactMap(\.id)
  }

  /// Remembers the views enclosing the element whose `<connections>` is open (a segue's
  /// trigger, a gesture's view): the stack ends with the element and its `connections`.
  func noteAncestors(ofConnectionOwner id: String) {
    guard mayHaveVariations, scene != nil, !id.isEmpty, scene?.ancestors[id] == nil else { return }
    scene?.ancestors[id] = stack.dropLast(2).compactMap(\.id)
  }

  /// By element id, the variations of the element and of each ancestor that has some.
  static func installChains(_ state: SceneState) -> [String: [[SizeClassVariation]]] {
    guard state.hasVariations else { return [:] }
    var chains: [String: [[SizeClassVariation]]] = [:]
    for id in state.ancestors.keys {
      let chain = state.installChain(of: id)
      if !chain.isEmpty { chains[id] = chain }
    }
    return chains
  }

  /// By element id, where zero-size constraints collapse an element its variations install
  /// (`SceneState.sizeCollapse`), for lint to say so; empty when no size class varies one.
  static func sizeCollapses(_ state: SceneState) -> [String: SizeCollapse] {
    guard state.hasVariedSizeConstraint else { return [:] }
    var collapses: [String: SizeCollapse] = [:]
    for id in state.ancestors.keys {
      if let collapse = state.sizeCollapse(of: id) { collapses[id] = collapse }
    }
    return collapses
  }
}

/// Which `<mask>` of an open `<variation>` is open: what its `<include|exclude reference>`
/// names.
enum VariationMask {
  case none, subviews, constraints
}
