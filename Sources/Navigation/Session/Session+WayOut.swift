import Storyboard

/// Whether something on screen leads out of the visible scene: `expect way-out`, the assertion a
/// dead end's replay ends with, so that the replay passes once the defect is fixed.
extension Session {
  /// How the visible scene can be left, in words (`a swipe down dismisses it`, `tap Close`),
  /// or nil when nothing on screen leads out: no Back button or stack to pop, no dismissal
  /// gesture (a full-screen cover, a sheet modal in presentation), and no enabled button, bar
  /// button or row firing an unwind or running app code (which may dismiss it). A segue to
  /// another scene of the same presentation is not a way out of it.
  package var wayOut: String? {
    let leaf = visibleController
    if let back = backButtonTitle(for: leaf) { return "tap ‹ \(back)" }
    if Self.embeddedStackThatCanPop(in: leaf) != nil { return "back pops the inner stack" }
    var node = leaf
    while let parent = node.parent { node = parent }
    if node.presentingStorage != nil, node.presentationStyle == .sheet,
      !node.isModalInPresentation
    {
      return "a swipe down dismisses it"
    }
    if node.isPresentedInContext, let other = visibleTabBarController?.otherTabTitles.first {
      return "choose another tab: \(other)"
    }
    if node.isPresentedInContext, let column = besideColumns.first {
      return "act in the column beside it: \(column.sceneTitle)"
    }
    for source in segueSources {
      let items =
        source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
        + source.toolbarItems
      for item in items where item.isEnabled {
        let segue = source.segue(from: .barButtonItem(id: item.id))
        if segue?.kind == .unwind || (segue == nil && item.action != nil) {
          return "tap \(item.displayTitle)"
        }
      }
      for button in source.buttons where button.isEnabled {
        let segue = source.segue(from: .button(id: button.id))
        if segue?.kind == .unwind || (segue == nil && button.action != nil) {
          return "tap \(button.displayTitle ?? "the button")"
        }
      }
      let unwindsFromRows = source.spec.segues.contains {
        if case .cell = $0.source { return $0.kind == .unwind }
        return false
      }
      if unwindsFromRows { return "select a row" }
    }
    return nil
  }
}
