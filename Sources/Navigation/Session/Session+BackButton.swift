/// Where `back` goes: the Back button drawn over a scene, the stacks that can pop, and the
/// split-view column that has the focus.
extension Session {
  /// The innermost navigation controller embedded (through container views) in `scene`
  /// that holds more than its root, if any.
  static func embeddedStackThatCanPop(in scene: ViewController) -> NavigationController? {
    for child in scene.children where child.containerViewID != nil {
      let inner = child.contentLeaf
      if inner !== child, let deeper = embeddedStackThatCanPop(in: inner) { return deeper }
      if let navigation = child as? NavigationController, navigation.children.count > 1 {
        return navigation
      }
      if let deeper = embeddedStackThatCanPop(in: child) { return deeper }
    }
    return nil
  }

  /// The title of the Back button drawn over `leaf`, if it has one.
  func backButtonTitle(for leaf: ViewController) -> String? {
    var node = leaf
    while let parent = node.parent {
      if let navigation = parent as? NavigationController,
        let index = navigation.children.firstIndex(where: { $0 === node }), index > 0
      {
        guard !node.navigationItem.hidesBackButton else { return nil }
        // The scene below's backBarButtonItem titles this Back button, else its title does.
        let below = navigation.children[index - 1]
        let custom =
          below.navigationItem.backBarButtonTitle
          ?? below.contentLeaf.navigationItem.backBarButtonTitle
        return custom.flatMap { $0.isEmpty ? nil : $0 } ?? below.contentLeaf.sceneTitle
      }
      // A collapsed (iPhone) split view pushes the detail onto the master's stack: the
      // detail's root has a Back button to the master's top scene. Expanded, it has none.
      if let split = parent as? SplitViewController, split.isShowingDetail, !split.isExpanded,
        node === split.detailViewController, let master = split.masterViewController
      {
        guard !leaf.navigationItem.hidesBackButton else { return nil }
        let below =
          (master as? NavigationController)?.topViewController?.contentLeaf
          ?? master.contentLeaf
        let custom = below.navigationItem.backBarButtonTitle
        return custom.flatMap { $0.isEmpty ? nil : $0 } ?? below.sceneTitle
      }
      node = parent
    }
    return nil
  }

  /// Expanded (an iPad), gives the focus to the split-view column holding `source`: the column
  /// the user acts in is where `back` then acts.
  func focusColumn(of source: ViewController) {
    source.containingSplitView?.focus(onColumnHolding: source)
  }
}
