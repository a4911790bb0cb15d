import RosterSupport
import Storyboard

/// The state machine the shell drives: a window whose root is a storyboard's initial (or
/// chosen) controller, and the interactions a user has with the visible scene. Each
/// interaction either returns what changed or throws a `NavigationError` and changes nothing.
package final class Session {
  let context: SessionContext
  /// The window; its root is the app delegate's entry point.
  package let window = Window()
  /// The entry storyboard.
  package let document: StoryboardDocument
  /// Moves with every interaction (succeeded or failed): what the scene draws can only change
  /// between two equal generations through the visible controller's `contentVersion`.
  package private(set) var generation = 0

  /// Starts a session on `document`'s initial view controller, or on `scene` (a storyboard ID,
  /// scene ID or controller id). `launch` runs after the root is made and before it loads (the
  /// app delegate's `application(_:didFinishLaunchingWithOptions:)`).
  package init(
    storyboards: any StoryboardProvider, document: StoryboardDocument,
    registry: ControllerRegistry, scene: String? = nil, launch: ((Window) -> Void)? = nil
  ) throws(NavigationError) {
    context = SessionContext(registry: registry, provider: storyboards)
    self.document = document
    let storyboard = RuntimeStoryboard(document: document, context: context)
    let spec: ControllerSpec
    if let scene {
      guard let found = Self.controller(named: scene, in: document) else {
        let names = document.scenes.flatMap {
          [$0.controller.storyboardIdentifier, $0.sceneID].compactMap { $0 }
        }
        throw NavigationError(
          "Storyboard (\(document.name)) doesn't contain a view controller with identifier "
            + "'\(scene)'",
          fix: Suggestion.didYouMean(scene, among: names)
            ?? "pass a storyboard ID or scene ID: \(names.prefix(8).joined(separator: ", "))")
      }
      spec = found
    } else {
      guard let initial = document.initialController else {
        let ids = document.scenes.compactMap(\.controller.storyboardIdentifier)
        let scenes = ids.isEmpty ? document.scenes.map(\.sceneID) : ids
        throw NavigationError(
          "Failed to instantiate the default view controller for UIMainStoryboardFile "
            + "'\(document.name)' - perhaps the designated entry point is not set?",
          fix: "pass --scene ID to start at a scene"
            + (scenes.isEmpty ? "" : " (e.g. \(scenes.prefix(5).joined(separator: ", ")))"))
      }
      spec = initial
    }
    let root = try storyboard.instantiate(spec)
    window.rootViewController = root
    launch?(window)
    root.loadHierarchy()
    root.beginAppearing()
    root.endAppearing()
    if let error = context.pendingError {
      context.pendingError = nil
      throw error
    }
  }

  static func controller(named name: String, in document: StoryboardDocument) -> ControllerSpec? {
    document.controller(storyboardIdentifier: name)
      ?? document.scenes.first { $0.sceneID == name }?.controller
      ?? document.controller(id: name)
  }

  // MARK: - Where we are

  /// The controller whose scene is visible (top of the presentation chain, down containers).
  package var visibleController: ViewController {
    window.rootViewController!.visibleLeaf
  }

  /// The titles of the scenes from the root to the visible one, e.g.
  /// `["Players", "Add Player", "Choose Game"]`.
  package var breadcrumb: [String] {
    scenePath.map(\.sceneTitle)
  }

  /// How many controllers are presented above the root.
  var presentationDepth: Int {
    var depth = 0
    var top = window.rootViewController?.presentedStorage
    while let current = top {
      depth += 1
      top = current.presentedStorage
    }
    return depth
  }

  /// The content controllers from the root to the visible one.
  var scenePath: [ViewController] {
    guard let root = window.rootViewController else { return [] }
    var path: [ViewController] = []
    var top: ViewController? = root
    while let current = top {
      path += Self.scenePath(of: current)
      top = current.presentedStorage
    }
    return path
  }

  private static func scenePath(of controller: ViewController) -> [ViewController] {
    switch controller {
    case let navigation as NavigationController:
      guard let top = navigation.topViewController else { return [navigation] }
      return navigation.children.dropLast().map(\.contentLeaf) + scenePath(of: top)
    case let split as SplitViewController:
      guard let master = split.masterViewController else { return [split] }
      var path = scenePath(of: master)
      if split.isShowingDetail, let detail = split.detailViewController {
        path += scenePath(of: detail)
      }
      return path
    default:
      guard let child = controller.visibleChild else { return [controller] }
      return scenePath(of: child)
    }
  }

  // MARK: - Interactions

  /// `open SEGUE`: performs the segue with that identifier (or an unnamed segue's id, or the
  /// title of the only segue's destination with that title) from the visible scene, asking
  /// `shouldPerformSegue` first.
  package func open(segue name: String) throws(NavigationError) -> NavigationChange {
    try run { () throws(NavigationError) in try self.openBody(segue: name) }
  }

  /// `select ROW`: taps a row (`tableView(_:didSelectRowAt:)`, then the cell's segue, if any).
  /// With `drawn`, the row as the shell last drew it: refused when the row holds something
  /// else now (see `resolve`).
  package func select(row reference: RowReference, drawn: DrawnRow? = nil)
    throws(NavigationError) -> NavigationChange
  {
    try run { () throws(NavigationError) in try self.selectBody(row: reference, drawn: drawn) }
  }

  /// `tap BUTTON`: taps a bar button (title or system item: `Cancel`, `Done`, `+`/`add`) or a
  /// button in the view: its segue, else its action.
  package func tap(button name: String) throws(NavigationError) -> NavigationChange {
    try run { () throws(NavigationError) in try self.tapBody(button: name) }
  }

  /// `type TEXT`: appends text to the focused text field.
  package func type(_ text: String) throws(NavigationError) -> NavigationChange {
    try run { () throws(NavigationError) in try self.typeBody(text) }
  }

  /// `clear`: empties the focused text field.
  package func clear() throws(NavigationError) -> NavigationChange {
    try run { () throws(NavigationError) in try self.clearBody() }
  }

  /// `back`: pops; on the root of a modal, dismisses it (no delegate callback); in a split
  /// view's detail, returns to the master.
  package func back() throws(NavigationError) -> NavigationChange {
    try run { () throws(NavigationError) in try self.backBody() }
  }

  /// `tab NAME`: selects a tab by title (any case) or number.
  package func selectTab(_ name: String) throws(NavigationError) -> NavigationChange {
    try run { () throws(NavigationError) in try self.selectTabBody(name) }
  }

  /// `delete ROW`: swipe-to-delete, through `tableView(_:canEditRowAt:)` and
  /// `tableView(_:commit:forRowAt:)`. With `drawn`, as `select`.
  package func delete(row reference: RowReference, drawn: DrawnRow? = nil)
    throws(NavigationError) -> NavigationChange
  {
    try run { () throws(NavigationError) in try self.deleteBody(row: reference, drawn: drawn) }
  }

  /// Runs one interaction: collects its trace events (after the body's locals are gone, so
  /// deinits show) and reports a failure raised by app code.
  private func run(_ body: () throws(NavigationError) -> NavigationChange)
    throws(NavigationError) -> NavigationChange
  {
    let mark = context.events.total
    context.pendingError = nil
    defer { generation &+= 1 }
    var change = try body()
    visibleController.tableView?.reloadData()
    if let error = context.pendingError {
      context.pendingError = nil
      throw error
    }
    change.events = context.events.events(since: mark)
    return change
  }

  // MARK: - Interaction bodies

  /// `open SEGUE`: performs the segue with that identifier (or unnamed segue's id) from the
  /// visible scene, asking `shouldPerformSegue` first.
  private func openBody(segue name: String) throws(NavigationError) -> NavigationChange {
    let leaf = visibleController
    let pairs = fireablePairs()
    let available = pairs.map(\.segue)
    guard
      let (source, found) = pairs.first(where: { $0.segue.name == name })
        ?? pairs.first(where: { $0.segue.name.lowercased() == name.lowercased() })
        ?? Self.only(pairs.filter { $0.segue.destinationTitle.lowercased() == name.lowercased() })
    else {
      if available.isEmpty {
        throw NavigationError(
          "no segue \"\(name)\" from \"\(leaf.sceneTitle)\": it has no segues",
          fix: "go back, or tap a button")
      }
      throw NavigationError(
        "no segue \"\(name)\" from \"\(leaf.sceneTitle)\"",
        fix: Suggestion.didYouMean(name, among: available.map(\.name))
          ?? "segues here: \(available.map(\.name).joined(separator: ", "))")
    }
    let sender = senderObject(for: found.spec.source, in: source)
    let change = try source.fire(found.spec, sender: sender, askShould: true)
    if change.kind == .vetoed {
      throw NavigationError(change.summary, fix: "nothing happened")
    }
    return change
  }

  /// `select ROW`: taps a row (`tableView(_:didSelectRowAt:)`, then the cell's segue, if any).
  private func selectBody(row reference: RowReference, drawn: DrawnRow?)
    throws(NavigationError) -> NavigationChange
  {
    let leaf = visibleController
    let (table, path) = try resolve(reference, drawn: drawn, in: leaf)
    let cell = table.cellForRow(at: path)
    let segue = cell?.specID.flatMap { leaf.segue(from: .cell(id: $0)) }
    if let segue, segue.kind != .unwind { _ = try leaf.plan(segue) }
    let number = table.offset(of: path) + 1
    table.indexPathForSelectedRow = path
    let text = cell?.displayText ?? cell?.textField?.placeholder ?? ""
    leaf.trace("tableView(_:didSelectRowAt:)", text.isEmpty ? "\(number)" : "\(number) \(text)")
    leaf.tableView(table, didSelectRowAt: path)
    if let segue, leaf.isOnScreen || leaf === visibleController {
      return try leaf.fire(segue, sender: cell, askShould: true)
    }
    return NavigationChange(.updated, "selected row \(number)")
  }

  /// `tap BUTTON`: taps a bar button (by title or system item: `Cancel`, `Done`, `+`/`add`) or
  /// a button in the view: its segue, else its action.
  private func tapBody(button name: String) throws(NavigationError) -> NavigationChange {
    let leaf = visibleController
    // The visible scene first, then split-view columns and embedded scenes beside it.
    for source in segueSources {
      let items =
        source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
        + source.toolbarItems
      if let item = items.first(where: { $0.matches(name) }) {
        guard item.isEnabled else {
          throw NavigationError(
            "\(item.displayTitle) is disabled in \"\(source.sceneTitle)\"",
            fix: item.disabledHint
              ?? "\(source.className) enables it when it can act (e.g. once a field is filled in)")
        }
        let segue = item.id.flatMap { source.segue(from: .barButtonItem(id: $0)) }
        return try activate(
          title: item.displayTitle, segue: segue, action: item.action, sender: item, in: source)
      }
      if let button = source.buttons.first(where: {
        ($0.title ?? "").lowercased() == name.lowercased() || $0.id == name
      }) {
        guard button.isEnabled else {
          throw NavigationError(
            "\(button.title ?? "the button") is disabled in \"\(source.sceneTitle)\"",
            fix: "\(source.className) enables it when it can act")
        }
        let segue = button.id.flatMap { source.segue(from: .button(id: $0)) }
        return try activate(
          title: button.title ?? name, segue: segue, action: button.action, sender: button,
          in: source)
      }
    }
    if name.lowercased() == "back", backButtonTitle(for: leaf) != nil {
      return try backBody()
    }
    let titles = barButtonTitles
    throw NavigationError(
      "no button \"\(name)\" in \"\(leaf.sceneTitle)\"",
      fix: Suggestion.didYouMean(name, among: titles)
        ?? (titles.isEmpty
          ? "it has no buttons" : "buttons here: \(titles.joined(separator: ", "))"))
  }

  private func activate(
    title: String, segue: SegueSpec?, action: String?, sender: AnyObject, in leaf: ViewController
  ) throws(NavigationError) -> NavigationChange {
    if let segue {
      if segue.kind != .unwind { _ = try leaf.plan(segue) }
      let change = try leaf.fire(segue, sender: sender, askShould: true)
      if change.kind == .vetoed {
        throw NavigationError(change.summary, fix: "nothing happened")
      }
      return change
    }
    guard let action else {
      throw NavigationError(
        "\(title) does nothing: no action or segue is connected to it",
        fix: "connect an action or a segue in \(leaf.storyboard.name).storyboard")
    }
    let before = scenePath.map(ObjectIdentifier.init)
    let presentedBefore = presentationDepth
    var responder: ViewController? = leaf
    leaf.trace(Selector.swiftName(action))
    while let current = responder {
      let handled: Bool
      do {
        handled = try current.handleAction(action, sender: sender)
      } catch let error as NavigationError {
        throw error
      } catch {
        throw NavigationError(
          "\(current.className).\(Selector.swiftName(action)) failed: \(error)")
      }
      if handled {
        let after = scenePath.map(ObjectIdentifier.init)
        let kind: NavigationChange.Kind
        if after == before {
          kind = .updated
        } else if presentationDepth < presentedBefore {
          kind = .dismissed
        } else if presentationDepth > presentedBefore {
          kind = .presented
        } else {
          kind = after.count < before.count ? .popped : .pushed
        }
        return NavigationChange(kind, "\(title): \(current.className) handled \(action)")
      }
      responder = current.parent ?? current.presentingStorage
    }
    let why =
      leaf.isGeneric
      ? "\(leaf.className) runs as a generic controller" : "no controller handles it"
    return NavigationChange(.updated, "\(title): \(action) not handled (\(why))")
  }

  /// `type TEXT`: appends text to the focused text field.
  private func typeBody(_ text: String) throws(NavigationError) -> NavigationChange {
    let field = try focusedField()
    field.text += text
    field.owner?.trace("textFieldDidChange(_:)", field.text)
    field.owner?.textFieldDidChange(field)
    return NavigationChange(.updated, "typed \"\(text)\"")
  }

  /// `clear`: empties the focused text field.
  private func clearBody() throws(NavigationError) -> NavigationChange {
    let field = try focusedField()
    field.text = ""
    field.owner?.trace("textFieldDidChange(_:)", "")
    field.owner?.textFieldDidChange(field)
    return NavigationChange(.updated, "cleared the field")
  }

  /// The focused field; when none has focus and the scene holds exactly one, that one, focused
  /// as a tap on the field itself would (so `type` works without selecting its row first).
  private func focusedField() throws(NavigationError) -> TextField {
    let leaf = visibleController
    if let field = context.firstResponder, field.owner === leaf { return field }
    let fields = leaf.staticCells.joined().compactMap(\.textField)
    if fields.count == 1, fields[0].becomeFirstResponder() { return fields[0] }
    throw NavigationError(
      "no text field has focus in \"\(leaf.sceneTitle)\"",
      fix: fields.isEmpty
        ? "this scene has no text field" : "select the row holding the field you mean first")
  }

  /// `back`: pops; on the root of a modal, dismisses it (no delegate callback); in a split
  /// view's detail, returns to the master.
  private func backBody() throws(NavigationError) -> NavigationChange {
    let leaf = visibleController
    var node = leaf
    while let parent = node.parent {
      if let navigation = parent as? NavigationController, navigation.children.count > 1,
        navigation.topViewController === node
      {
        let popped = navigation.popViewController()
        let title = popped?.sceneTitle ?? ""
        return NavigationChange(.popped, "popped \"\(title)\"")
      }
      if let split = parent as? SplitViewController, split.isShowingDetail,
        split.detailViewController === node
      {
        split.focusMaster()
        return NavigationChange(.masterFocused, "back to \"\(split.contentLeaf.sceneTitle)\"")
      }
      node = parent
    }
    if let presenter = node.presentingStorage {
      presenter.dismissPresentedChain()
      return NavigationChange(.dismissed, "dismissed \"\(leaf.sceneTitle)\"")
    }
    throw NavigationError(
      "nothing to go back to: \"\(leaf.sceneTitle)\" is the first scene",
      fix: tabTitles.isEmpty
        ? "open a segue or select a row" : "choose a tab, open a segue or select a row")
  }

  /// `tab NAME`: selects a tab by title (any case) or number.
  private func selectTabBody(_ name: String) throws(NavigationError) -> NavigationChange {
    let leaf = visibleController
    guard let tabs = leaf.tabBarController ?? (leaf as? TabBarController) else {
      let covered =
        window.rootViewController.map { $0.contentLeaf.tabBarController != nil } ?? false
      throw NavigationError(
        "no tab bar in \"\(leaf.sceneTitle)\"",
        fix: covered
          ? "dismiss the presented scenes first (back)" : "this storyboard has no tabs here")
    }
    let titles = tabs.tabTitles
    let index: Int
    if let found = titles.firstIndex(where: { $0 == name })
      ?? titles.firstIndex(where: { $0.lowercased() == name.lowercased() })
    {
      index = found
    } else if let number = Int(name), titles.indices.contains(number - 1) {
      index = number - 1
    } else {
      throw NavigationError(
        "no tab \"\(name)\"",
        fix: Suggestion.didYouMean(name, among: titles) ?? "tabs: \(titles.joined(separator: ", "))"
      )
    }
    if index == tabs.selectedIndex, let selected = tabs.selectedViewController {
      // Tapping the selected tab pops its navigation stack to the root, as UIKit does.
      if let navigation = selected as? NavigationController, navigation.children.count > 1 {
        navigation.popToRootViewController()
        return NavigationChange(.popped, "popped \"\(titles[index])\" to its root")
      }
      return NavigationChange(.updated, "already on \"\(titles[index])\"")
    }
    try storyboardCheckTab(tabs, index)
    try tabs.select(index)
    return NavigationChange(.tabSelected, "selected tab \"\(titles[index])\"")
  }

  private func storyboardCheckTab(_ tabs: TabBarController, _ index: Int) throws(NavigationError) {
    try tabs.storyboard.check(tabs.tabSpecs[index])
  }

  /// `delete ROW`: swipe-to-delete, through `tableView(_:canEditRowAt:)` and
  /// `tableView(_:commit:forRowAt:)`.
  private func deleteBody(row reference: RowReference, drawn: DrawnRow?)
    throws(NavigationError) -> NavigationChange
  {
    let leaf = visibleController
    let (table, path) = try resolve(reference, drawn: drawn, in: leaf)
    let number = table.offset(of: path) + 1
    let text = table.cellForRow(at: path)?.displayText ?? ""
    guard leaf.tableView(table, canEditRowAt: path) else {
      throw NavigationError(
        "row \(number) (\(text)) can't be deleted in \"\(leaf.sceneTitle)\"",
        fix: "\(leaf.className).tableView(_:canEditRowAt:) returns false")
    }
    leaf.trace("tableView(_:commit:forRowAt:)", "delete \(number) \(text)")
    leaf.tableView(table, commit: .delete, forRowAt: path)
    table.reloadData()
    return NavigationChange(.updated, "deleted \"\(text)\" (was row \(number))")
  }

  /// The row a reference names now. Its cell is asked afresh (cells drawn earlier may show what
  /// the row held then) and is what the action's controller sees at `cellForRow(at:)`.
  ///
  /// A number typed from a drawing (`drawn`) means the row as drawn: when its cell's identity
  /// differs now (deleted or moved elsewhere, another shell's change), nothing is done.
  private func resolve(_ reference: RowReference, drawn: DrawnRow? = nil, in leaf: ViewController)
    throws(NavigationError) -> (TableView, IndexPath)
  {
    guard let table = leaf.tableView else {
      throw NavigationError(
        "\"\(leaf.sceneTitle)\" has no table", fix: "use open or tap here")
    }
    table.reloadData()
    switch reference {
    case .number(let number):
      let found = table.indexPath(forOffset: number - 1)
      if let drawn, drawn.number == number,
        found.flatMap({ table.cellForRow(at: $0)?.identity }) != drawn.identity
      {
        let now = leaf.rowIndex(forIdentity: drawn.identity).map { table.offset(of: $0) + 1 }
        var error = NavigationError(
          "row \(number) was \"\(drawn.text)\", who "
            + (now.map { "is now row \($0)" } ?? "is no longer there"),
          fix: "the list is redrawn — pick again")
        error.drawingIsStale = true
        throw error
      }
      guard let path = found else {
        let count = table.totalRowCount
        throw NavigationError(
          "no row \(number) in \"\(leaf.sceneTitle)\": it has \(count) row\(count == 1 ? "" : "s")",
          fix: count == 0 ? "nothing to select here" : "rows are numbered 1 to \(count)")
      }
      return (table, path)
    case .text(let text):
      if let path = leaf.rowIndex(forText: text) { return (table, path) }
      let candidates = leaf.rowTexts(withPrefix: "", limit: 200)
      throw NavigationError(
        "no row \"\(text)\" in \"\(leaf.sceneTitle)\"",
        fix: Suggestion.didYouMean(text, among: candidates)
          ?? "use a row's number or its exact text")
    }
  }

  private func senderObject(for source: SegueSource, in leaf: ViewController) -> AnyObject? {
    switch source {
    case .controller: return nil
    case .cell(let id), .barButtonItem(let id), .button(let id), .gestureRecognizer(let id),
      .other(let id):
      return leaf.object(withID: id)
    }
  }

  private func backButtonTitle(for leaf: ViewController) -> String? {
    var node = leaf
    while let parent = node.parent {
      if let navigation = parent as? NavigationController,
        let index = navigation.children.firstIndex(where: { $0 === node }), index > 0
      {
        return node.navigationItem.hidesBackButton
          ? nil : navigation.children[index - 1].contentLeaf.sceneTitle
      }
      node = parent
    }
    return nil
  }

  // MARK: - Queries

  /// The visible scene as plain values; only rows whose 0-based offsets (across sections) are
  /// in `rows` are asked for (nil: the first 200).
  package func snapshot(rows window: Range<Int>? = nil) -> SceneSnapshot {
    let leaf = visibleController
    context.pendingError = nil
    let bar = { (item: BarButtonItem) in
      SceneSnapshot.BarButton(title: item.displayTitle, isEnabled: item.isEnabled)
    }
    var sections: [SceneSnapshot.Section] = []
    var total = 0
    var message: String?
    if let table = leaf.tableView {
      table.visibleCells = [:]
      let wanted = window ?? 0..<200
      var offset = 0
      for section in 0..<table.numberOfSections {
        let count = table.numberOfRows(inSection: section)
        let start = max(wanted.lowerBound - offset, 0)
        let end = min(wanted.upperBound - offset, count)
        var rows: [SceneSnapshot.Row] = []
        if start < end {
          for row in start..<end {
            let path = IndexPath(row: row, section: section)
            let cell = leaf.tableView(table, cellForRowAt: path)
            table.visibleCells[path] = cell
            rows.append(makeRow(cell, number: offset + row + 1, path: path, in: leaf))
          }
        }
        let inWindow = offset < wanted.upperBound && offset + count > wanted.lowerBound
        if inWindow || (count == 0 && offset >= wanted.lowerBound && offset < wanted.upperBound) {
          sections.append(
            SceneSnapshot.Section(
              index: section, header: leaf.tableView(table, titleForHeaderInSection: section),
              rows: rows))
        }
        offset += count
      }
      total = offset
      if leaf.isGeneric, table.spec.dataMode == .prototypes {
        let ids = table.spec.prototypes.compactMap(\.reuseIdentifier)
        message =
          "no data source"
          + (ids.isEmpty ? "" : " (prototype cells: \(ids.joined(separator: ", ")))")
      }
    }
    if let error = context.pendingError {
      context.pendingError = nil
      message = error.description
    }
    let tabs = leaf.tabBarController.map { tabs in
      tabs.tabTitles.enumerated().map {
        SceneSnapshot.Tab(title: $0.element, isSelected: $0.offset == tabs.selectedIndex)
      }
    }
    let focused = context.firstResponder.flatMap { field in
      field.owner === leaf
        ? SceneSnapshot.Field(text: field.text, placeholder: field.placeholder, isFocused: true)
        : nil
    }
    return SceneSnapshot(
      title: leaf.sceneTitle, className: leaf.className, isGeneric: leaf.isGeneric,
      storyboardName: leaf.storyboard.name, backButtonTitle: backButtonTitle(for: leaf),
      leftBarButtons: leaf.navigationItem.leftBarButtonItems.map(bar),
      rightBarButtons: leaf.navigationItem.rightBarButtonItems.map(bar),
      toolbarItems: leaf.toolbarItems.map(bar),
      buttons: leaf.buttons.compactMap(\.title), tabs: tabs ?? [],
      hasTable: leaf.tableView != nil, tableStyle: leaf.tableView?.spec.style,
      sections: sections, totalRowCount: total, message: message, focusedField: focused)
  }

  private func makeRow(
    _ cell: TableViewCell, number: Int, path: IndexPath, in leaf: ViewController
  ) -> SceneSnapshot.Row {
    let field = cell.textField.map {
      SceneSnapshot.Field(
        text: $0.text, placeholder: $0.placeholder, isFocused: context.firstResponder === $0)
    }
    let segue = cell.specID.flatMap { leaf.segue(from: .cell(id: $0)) }
    return SceneSnapshot.Row(
      number: number, section: path.section, row: path.row, text: cell.displayText,
      detail: cell.displayDetail, accessory: cell.accessoryType, field: field,
      imageName: cell.imageName, expandedLines: cell.expandedView?.lines ?? [],
      segue: segue.map { $0.identifier ?? $0.kindName }, identity: cell.identity)
  }

  /// The title a user sees on arriving at `spec`: a navigation controller's root's (references
  /// followed), else the spec's own.
  private static func contentTitle(
    of spec: ControllerSpec, in board: RuntimeStoryboard, depth: Int = 0
  ) -> String {
    guard spec.kind == .navigationController, depth < 4,
      let root = spec.segues.first(where: { $0.relationship == "rootViewController" }),
      let rootSpec = board.controllerSpec(id: root.destination),
      let (rootBoard, target) = try? board.resolve(rootSpec)
    else { return spec.sceneTitle }
    return contentTitle(of: target, in: rootBoard, depth: depth + 1)
  }

  /// The one element of a list, or nil when there are none or several.
  private static func only<T>(_ items: [T]) -> T? { items.count == 1 ? items[0] : nil }

  /// The segues that can fire from the visible scene (and, in a split view, from the other
  /// columns on screen beside it).
  package var fireableSegues: [FireableSegue] { fireablePairs().map(\.segue) }

  /// The visible scene, then the other split-view columns on screen beside it.
  private var segueSources: [ViewController] {
    let leaf = visibleController
    var sources = [leaf]
    if leaf.visibleChild == nil {
      // Scenes embedded in container views are on screen inside this one.
      sources += leaf.children.map(\.contentLeaf)
    }
    if let split = leaf.splitViewController, split.rootAncestor.presentedStorage == nil {
      for column in split.children {
        let columnLeaf = column.contentLeaf
        if !sources.contains(where: { $0 === columnLeaf }) { sources.append(columnLeaf) }
      }
    }
    return sources
  }

  private func fireablePairs() -> [(source: ViewController, segue: FireableSegue)] {
    var seen: Set<String> = []
    return segueSources.flatMap { source in
      describeSegues(of: source).map { (source: source, segue: $0) }
    }.filter { seen.insert($0.segue.name).inserted }
  }

  private func describeSegues(of leaf: ViewController) -> [FireableSegue] {
    leaf.fireableSegueSpecs.map { segue in
      let trigger: String
      switch segue.source {
      case .controller: trigger = "controller"
      case .cell: trigger = "cell"
      case .barButtonItem: trigger = "bar button"
      case .button: trigger = "button"
      case .gestureRecognizer: trigger = "gesture"
      case .other: trigger = "control"
      }
      var destinationTitle = segue.kind == .unwind ? "(unwind)" : segue.destination
      if segue.kind != .unwind, let spec = leaf.storyboard.controllerSpec(id: segue.destination) {
        if let (board, target) = try? leaf.storyboard.resolve(spec) {
          destinationTitle = Self.contentTitle(of: target, in: board)
        } else {
          destinationTitle = spec.sceneTitle
        }
      }
      return FireableSegue(
        name: segue.identifier ?? segue.id, identifier: segue.identifier, kind: segue.kind,
        destinationTitle: destinationTitle, trigger: trigger, sourceTitle: leaf.sceneTitle,
        spec: segue)
    }
  }

  /// Names `open` accepts here (identifiers, else segue ids), for completion.
  package var segueIdentifiers: [String] { fireableSegues.map(\.name) }

  /// Bar buttons and buttons of the visible scene, as `tap` accepts them.
  package var barButtonTitles: [String] { buttonTitles(enabledOnly: false) }

  /// The bar button and button titles a tap would not refuse (a disabled Done is left out).
  package var enabledBarButtonTitles: [String] { buttonTitles(enabledOnly: true) }

  private func buttonTitles(enabledOnly: Bool) -> [String] {
    var titles: [String] = []
    for source in segueSources {
      let items =
        source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
        + source.toolbarItems
      titles += items.filter { !enabledOnly || $0.isEnabled }.map(\.displayTitle)
        .filter { !$0.isEmpty }
      titles += source.buttons.filter { !enabledOnly || $0.isEnabled }.compactMap(\.title)
        .filter { !$0.isEmpty }
    }
    var seen: Set<String> = []
    return titles.filter { seen.insert($0).inserted }
  }

  /// The tab titles reachable from the visible scene (empty when no tab bar is in reach).
  package var tabTitles: [String] {
    visibleController.tabBarController?.tabTitles ?? []
  }

  /// Row texts of the visible table starting with `prefix`, at most `limit`, for completion.
  package func rowTexts(withPrefix prefix: String, limit: Int) -> [String] {
    visibleController.rowTexts(withPrefix: prefix, limit: limit)
  }

  /// The rows of the visible table whose text starts with `prefix`, for completion: the first
  /// `limit`, what all share, how many are left out.
  package func rowTextMatches(withPrefix prefix: String, limit: Int) -> RowTextMatches {
    visibleController.rowTextMatches(withPrefix: prefix, limit: limit)
  }

  /// The whole hierarchy, for `where`: containers, stacks, tabs, presented scenes; the visible
  /// scene marked with `*`.
  package var hierarchyDescription: String { hierarchyDescription(showing: { $0 }) }

  /// The hierarchy with each title passed through `show` (the shell makes them visible, so a
  /// line feed in a title cannot start a line of its own).
  package func hierarchyDescription(showing show: (String) -> String) -> String {
    guard let root = window.rootViewController else { return "(no root)" }
    let visible = visibleController
    var lines: [String] = []
    func describe(_ controller: ViewController, _ depth: Int, _ role: String) {
      let indent = String(repeating: "  ", count: depth)
      let mark = controller === visible ? " *" : ""
      let label: String
      switch controller {
      case is NavigationController, is TabBarController, is SplitViewController:
        label = controller.className
      default:
        label = "\"\(show(controller.sceneTitle))\" (\(show(controller.className)))"
      }
      lines.append("\(indent)\(role)\(label)\(mark)")
      if let tabs = controller as? TabBarController {
        for (index, title) in tabs.tabTitles.enumerated() {
          let selected = index == tabs.selectedIndex ? "selected " : ""
          if let made = tabs.children.first(where: { tabs.tabIndex(of: $0) == index }) {
            describe(made, depth + 1, "\(selected)tab \"\(show(title))\": ")
          } else {
            lines.append("\(indent)  tab \"\(show(title))\": not loaded")
          }
        }
      } else if let split = controller as? SplitViewController {
        for child in split.children {
          let role = child === split.detailViewController ? "detail: " : "master: "
          describe(child, depth + 1, role)
        }
      } else if controller is NavigationController {
        for (index, child) in controller.children.enumerated() {
          describe(child, depth + 1, "\(index + 1). ")
        }
      } else {
        for child in controller.children { describe(child, depth + 1, "embedded: ") }
      }
      if let presented = controller.presentedStorage {
        describe(presented, depth + 1, "presents: ")
      }
    }
    describe(root, 0, "window: ")
    return lines.joined(separator: "\n")
  }

  // MARK: - Trace and leaks

  /// The trace events still held: the last `TraceLog.defaultCapacity` (10,000).
  package var events: [TraceEvent] { context.events.events(since: 0) }

  /// A mark for `events(since:)`: how many events were ever recorded.
  package var eventMark: Int { context.events.total }

  /// Trace events recorded after `mark` (those still held).
  package func events(since mark: Int) -> [TraceEvent] {
    context.events.events(since: mark)
  }

  /// Controllers alive now (made and not yet deinitialised).
  package var liveControllerCount: Int { context.liveControllers }

  /// Controllers reachable from the window; equal to `liveControllerCount` when nothing leaks.
  package var reachableControllerCount: Int {
    func count(_ controller: ViewController) -> Int {
      1 + controller.children.reduce(0) { $0 + count($1) }
        + (controller.presentedStorage.map(count) ?? 0)
    }
    return window.rootViewController.map(count) ?? 0
  }
}
