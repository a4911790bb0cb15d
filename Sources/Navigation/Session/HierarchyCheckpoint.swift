/// The controller hierarchy of a session as references, taken before an interaction and put
/// back when it fails: app code can fail after it pushed, presented or typed (UIKit would have
/// raised an exception midway), and a failed interaction must change nothing.
///
/// Holding the references keeps what was there alive until the interaction ends; controllers
/// made by the failed interaction are released when it is restored. Lifecycle callbacks are not
/// replayed (a rollback is not a transition), and data the app wrote to its store stays written.
struct HierarchyCheckpoint {
  /// One controller's links and state.
  private struct Entry {
    let controller: ViewController
    let children: [ViewController]
    let parent: ViewController?
    let presented: ViewController?
    let presenting: ViewController?
    let appearance: ViewController.Appearance
    let tabs: (slots: [ViewController?], selected: Int)?
    let split: (showingDetail: Bool, supplementary: Bool, detail: ViewController?)?
  }

  private let root: ViewController?
  private let entries: [Entry]
  private let focus: TextField?
  /// True when this checkpoint started the log of field edits; false for one taken inside
  /// another's interaction, whose log the outer one ends.
  private let startsLog: Bool
  /// How many edits the log held when taken: a restore undoes those after it, and no others.
  private let editMark: Int

  /// Takes the hierarchy of `session` now, and starts logging field edits (`SessionContext`).
  init(_ session: Session) {
    root = session.window.rootViewController
    focus = session.context.firstResponder
    startsLog = session.context.textEdits == nil
    if startsLog { session.context.textEdits = [] }
    editMark = session.context.textEdits?.count ?? 0
    // Room made once: taken before every move, and growing an array of entries copies (and
    // retains) every reference each entry holds.
    var entries: [Entry] = []
    entries.reserveCapacity(16)
    var pending: [ViewController] = []
    pending.reserveCapacity(16)
    if let root { pending.append(root) }
    while let controller = pending.popLast() {
      let tabs = (controller as? TabBarController).map { ($0.slots, $0.selectedIndex) }
      let split = (controller as? SplitViewController).map {
        ($0.isShowingDetail, $0.focusesSupplementary, $0.detailViewController)
      }
      entries.append(
        Entry(
          controller: controller, children: controller.children, parent: controller.parent,
          presented: controller.presentedStorage, presenting: controller.presentingStorage,
          appearance: controller.appearance, tabs: tabs, split: split))
      pending += controller.children
      if let presented = controller.presentedStorage { pending.append(presented) }
    }
    self.entries = entries
  }

  /// Stops logging field edits, unless an outer interaction logs them: the interaction stands
  /// (its edits stay in an outer log, which undoes them if the outer one fails).
  func commit(in session: Session) {
    if startsLog { session.context.textEdits = nil }
  }

  /// Puts every link, tab, column, appearance, field text and the focus back as taken: the
  /// field edits logged since, newest first; an outer interaction's stay logged.
  func restore(into session: Session) {
    let edits = session.context.textEdits ?? []
    // Off while the texts are put back, so that putting them back is not logged as edits.
    session.context.textEdits = nil
    for (field, text) in edits[min(editMark, edits.count)...].reversed() { field.text = text }
    if !startsLog { session.context.textEdits = Array(edits.prefix(editMark)) }
    session.window.rootViewController = root
    for entry in entries {
      let controller = entry.controller
      controller.children = entry.children
      controller.parent = entry.parent
      controller.presentedStorage = entry.presented
      controller.presentingStorage = entry.presenting
      controller.appearance = entry.appearance
      if let tabs = entry.tabs, let tabBar = controller as? TabBarController {
        tabBar.slots = tabs.slots
        tabBar.selectedIndex = tabs.selected
      }
      if let split = entry.split, let splitView = controller as? SplitViewController {
        splitView.isShowingDetail = split.showingDetail
        splitView.focusesSupplementary = split.supplementary
        splitView.detailViewController = split.detail
      }
    }
    session.context.firstResponder = focus
  }
}
