/// Interface Builder's size-class "Installed" variations: read as they come (after the subviews
/// they name), applied to a scene's subviews and buttons when it closes.
extension StoryboardBuilder {
  /// A `<variation>`, its `<mask key="subviews">`, or an `<include|exclude reference>` in it;
  /// a varied `hidden` (`<variation key="widthClass=regular" hidden="YES"/>` inside a view)
  /// uninstalls its view where it applies, as a hidden view is neither drawn nor tappable.
  /// Constraint masks and other varied attributes (a font, a constant) are skipped: Roster
  /// lays nothing out (reading order is by frame).
  func readVariation(_ tag: Tag, _ attributes: XMLAttributes, parent: Frame?) {
    guard scene != nil else { return }
    switch tag {
    case .variation:
      variationKey = attributes.value("key").map { ($0, false) }
      if let hidden = attributes.value("hidden"), let key = attributes.value("key"),
        let id = parent?.id, !id.isEmpty,
        let variation = SizeClassVariation(key: key, installed: hidden != "YES")
      {
        scene?.installVariations[id, default: []].append(variation)
        if variation.installed, parent?.isHiddenInBase == true, !shownByVariation.contains(id) {
          hiddenButShownSomewhere.insert(id)
        }
      }
    case .mask:
      if variationKey != nil {
        variationKey?.inSubviewsMask = attributes.value("key", equals: "subviews")
      }
    case .include, .exclude:
      guard let open = variationKey, open.inSubviewsMask,
        let reference = attributes.value("reference"),
        let variation = SizeClassVariation(key: open.key, installed: tag == .include)
      else { return }
      scene?.installVariations[reference, default: []].append(variation)
    default:
      break
    }
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
    guard !state.installVariations.isEmpty else { return [:] }
    var chains: [String: [[SizeClassVariation]]] = [:]
    for id in state.ancestors.keys {
      let chain = state.installChain(of: id)
      if !chain.isEmpty { chains[id] = chain }
    }
    return chains
  }
}
