import RosterSupport
import Storyboard

/// What a user does to the visible scene (`Interaction`, performed here): each either returns
/// what changed or throws and changes nothing.
extension Session {
  /// Whether `undo` has a change to take back.
  package var canUndo: Bool { context.undoManager.canUndo }

  /// Runs one interaction: collects its trace events (after the body's locals are gone, so
  /// deinits show) and reports a failure raised by app code. A failure puts the hierarchy back
  /// as it was (`HierarchyCheckpoint`), also when app code failed after it moved; without
  /// `restoring`, a caller that drops the session when a move fails skips that checkpoint.
  func run(restoring: Bool = true, _ body: () throws(NavigationError) -> NavigationChange)
    throws(NavigationError) -> NavigationChange
  {
    let mark = context.events.total
    context.pendingError = nil
    defer { generation &+= 1 }
    var checkpoint = restoring ? HierarchyCheckpoint(self) : nil
    var change: NavigationChange
    do throws(NavigationError) {
      change = try body()
      tableController.tableView?.reloadData()
      if let error = context.pendingError { throw error }
      context.coverage?.commit()
    } catch {
      context.coverage?.discard()
      context.pendingError = nil
      checkpoint?.restore(into: self)
      checkpoint = nil
      tableController.tableView?.reloadData()
      throw error
    }
    // Released before the events are read, so controllers the move let go show their deinit.
    checkpoint?.commit(in: self)
    checkpoint = nil
    change.events = context.events.events(since: mark)
    return change
  }

  // MARK: - Interaction bodies

  /// `open SEGUE`: performs the segue with that identifier (or unnamed segue's id) from the
  /// visible scene, asking `shouldPerformSegue` first.
  func openBody(segue name: String) throws(NavigationError) -> NavigationChange {
    let leaf = visibleController
    let pairs = fireablePairs()
    let available = pairs.map(\.segue)
    guard
      let (source, found) = pairs.first(where: { $0.segue.name == name })
        ?? pairs.first(where: { $0.segue.name.lowercased() == name.lowercased() })
        ?? Self.only(pairs.filter { $0.segue.destinationTitle.lowercased() == name.lowercased() })
    else {
      if available.isEmpty {
        throw NavigationError.notFound(
          "no segue \"\(name)\" from \"\(leaf.sceneTitle)\": it has no segues",
          fix: "go back, or tap a button")
      }
      throw NavigationError.notFound(
        "no segue \"\(name)\" from \"\(leaf.sceneTitle)\"",
        fix: Suggestion.didYouMean(name, among: available.map(\.name))
          ?? "segues here: \(available.map(\.name).joined(separator: ", "))")
    }
    let sender = senderObject(for: found.spec.source, in: source)
    focusColumn(of: source)
    let change = try source.fire(found.spec, sender: sender, askShould: true)
    if change.kind == .vetoed {
      var error = NavigationError.vetoed(change.summary)
      // A row's segue opened by name gives the app no row to act on: say how it fires.
      if case .cell = found.spec.source {
        error.fix = "nothing happened; it fires when a row is selected: select ROW"
      }
      throw error
    }
    return change
  }

  /// `select ROW`: taps a row: the cell's segue (`shouldPerformSegue`, `prepare`), if any, and
  /// `tableView(_:didSelectRowAt:)` after `prepare`, as UIKit orders them.
  func selectBody(row reference: RowReference, drawn: DrawnRow?)
    throws(NavigationError) -> NavigationChange
  {
    let leaf = selectableTableController
    let (table, path) = try resolve(reference, drawn: drawn, in: leaf, for: "select")
    focusColumn(of: leaf)
    let cell = table.cellForRow(at: path)
    let segue = cell?.specID.flatMap { leaf.segue(from: .cell(id: $0)) }
    if let segue, segue.kind != .unwind { _ = try leaf.plan(segue) }
    if let id = cell?.specID { leaf.noteExercised(.row, id) }
    let number = table.offset(of: path) + 1
    table.indexPathForSelectedRow = path
    let text = cell?.displayText ?? cell?.textField?.placeholder ?? ""
    let didSelect = {
      leaf.trace("tableView(_:didSelectRowAt:)", text.isEmpty ? "\(number)" : "\(number) \(text)")
      leaf.tableView(table, didSelectRowAt: path)
    }
    // UIKit's order for a cell's segue: shouldPerformSegue, prepare, then didSelectRowAt.
    if let segue {
      return try leaf.fire(segue, sender: cell, askShould: true, afterPrepare: didSelect)
    }
    didSelect()
    return NavigationChange(.updated, "selected row \(number)")
  }

  /// `tap BUTTON`: taps a bar button (by title or system item: `Cancel`, `Done`, `+`/`add`) or
  /// a button in the view: its segue, else its action.
  func tapBody(button name: String) throws(NavigationError) -> NavigationChange {
    let leaf = visibleController
    // The visible scene first, then split-view columns and embedded scenes beside it.
    for source in segueSources {
      // Two controls answering to the name: which one was meant is not guessed.
      if let ambiguous = ambiguousTap(name, in: source) { throw ambiguous }
      let items =
        source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
        + source.toolbarItems
      if let item = items.first(where: { $0.matches(name) || $0.id == name }) {
        guard item.isEnabled else {
          throw NavigationError(
            "\(item.displayTitle) is disabled in \"\(source.sceneTitle)\"",
            fix: item.disabledHint
              ?? "\(source.className) enables it when it can act (e.g. once a field is filled in)")
        }
        let segue = source.segue(from: .barButtonItem(id: item.id))
        return try activate(
          title: item.displayTitle, segue: segue, action: item.action, sender: item, in: source)
      }
      if let button = source.buttons.first(where: { $0.answers(to: name) })
        ?? source.cellButton(named: name)
      {
        guard button.isEnabled else {
          throw NavigationError(
            "\(button.displayTitle ?? "the button") is disabled in \"\(source.sceneTitle)\"",
            fix: "\(source.className) enables it when it can act")
        }
        let segue = source.segue(from: .button(id: button.id))
        return try activate(
          title: button.displayTitle ?? name, segue: segue, action: button.action, sender: button,
          in: source)
      }
      if let change = try tapControl(named: name, in: source) { return change }
    }
    // The back button is tapped by the title it shows (`‹ Add Player`) as well as by `back`.
    if let back = backButtonTitle(for: leaf),
      name.lowercased() == "back" || name.lowercased() == back.lowercased()
    {
      return try backBody()
    }
    // An iPad's split view: a column beside it has its own Back button, which acts there.
    for column in besideColumns {
      if let back = backButtonTitle(for: column), name.lowercased() == back.lowercased() {
        focusColumn(of: column)
        return try backBody()
      }
    }
    let titles = barButtonTitles
    throw NavigationError.notFound(
      "no button \"\(name)\" in \"\(leaf.sceneTitle)\"",
      fix: Suggestion.didYouMean(name, among: titles)
        ?? (titles.isEmpty
          ? "it has no buttons" : "buttons here: \(titles.joined(separator: ", "))"))
  }

  func activate(
    title: String, segue: SegueSpec?, action: String?, sender: AnyObject, in leaf: ViewController
  ) throws(NavigationError) -> NavigationChange {
    if let id = (sender as? BarButtonItem)?.id ?? (sender as? Button)?.id {
      leaf.noteExercised(.button, id)
    }
    focusColumn(of: leaf)
    if let segue {
      if segue.kind != .unwind { _ = try leaf.plan(segue) }
      let change = try leaf.fire(segue, sender: sender, askShould: true)
      if change.kind == .vetoed {
        throw NavigationError.vetoed(change.summary)
      }
      return change
    }
    guard let action else {
      // A button of a custom class may act in its own code (an animation library's, a
      // checkbox's), which Roster does not run, as a scene's class may connect it.
      let codeMay =
        ((sender as? Button)?.customClass ?? (sender as? BarButtonItem)?.customClass).map {
          "its class \($0) may act in code"
        } ?? (leaf.isGeneric ? leaf.spec.customClass.map { "\($0) may connect it in code" } : nil)
      if let codeMay {
        var error = NavigationError(
          "\(title) is connected to nothing in \(leaf.storyboard.name).storyboard; \(codeMay), "
            + "which Roster does not run",
          fix: "connect an action or a segue in the storyboard to walk it here")
        error.origin = .appCodeNotRun
        throw error
      }
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
      } catch var error as NavigationError {
        if error.origin == .session || error.origin == .notFound { error.origin = .app }
        throw error
      } catch {
        var failure = NavigationError(
          "\(current.className).\(Selector.swiftName(action)) failed: \(error)")
        failure.origin = .app
        throw failure
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

  /// `type TEXT`: appends text to the focused text field, if its controller lets it.
  func typeBody(_ text: String) throws(NavigationError) -> NavigationChange {
    let field = try focusedField()
    try askToChange(field, to: field.text + text)
    field.text += text
    field.owner?.trace("textFieldDidChange(_:)", field.text)
    field.owner?.textFieldDidChange(field)
    return NavigationChange(.updated, "typed \"\(text)\"")
  }

  /// `clear`: empties the focused text field, if its controller lets it.
  func clearBody() throws(NavigationError) -> NavigationChange {
    let field = try focusedField()
    try askToChange(field, to: "")
    field.text = ""
    field.owner?.trace("textFieldDidChange(_:)", "")
    field.owner?.textFieldDidChange(field)
    return NavigationChange(.updated, "cleared the field")
  }

  /// Asks the field's controller whether it may hold `text` now; a refusal changes nothing.
  private func askToChange(_ field: TextField, to text: String) throws(NavigationError) {
    guard let owner = field.owner, !(try owner.textField(field, shouldChangeTextTo: text)) else {
      return
    }
    throw NavigationError(
      "\(owner.className) refused the change to the field",
      fix: field.text.isEmpty
        ? "the field is still empty" : "the field still holds \(VisibleText.quoted(field.text))")
  }

  /// The focused field; when none has focus and the scene holds exactly one, that one, focused
  /// as a tap on the field itself would (so `type` works without selecting its row first).
  private func focusedField() throws(NavigationError) -> TextField {
    let leaf = visibleController
    if let field = typingTarget, field.isFirstResponder || field.becomeFirstResponder() {
      return field
    }
    let sources = segueSources
    let cellFields = leaf.staticCells.joined().compactMap(\.textField)
    let viewFields = sources.flatMap(\.viewTextFields)
    let fields = (cellFields + viewFields).filter(\.isEnabled)
    let named = viewFields.filter(\.isEnabled).compactMap(\.name)
    throw NavigationError(
      "no text field has focus in \"\(leaf.sceneTitle)\"",
      fix: fields.isEmpty
        ? "this scene has no text field"
        : named.isEmpty
          ? "select the row holding the field you mean first"
          : "tap the field you mean first: "
            + named.map { "tap \(VisibleText.quoted($0))" }.joined(separator: " or "))
  }

  /// `back`: pops; on the root of a modal, dismisses it (no delegate callback); in a split
  /// view's detail, returns to the master.
  func backBody() throws(NavigationError) -> NavigationChange {
    let leaf = visibleController
    // A navigation controller in a container view has its own bar and Back button: the
    // innermost stack that can pop is popped first.
    if let inner = Self.embeddedStackThatCanPop(in: leaf), let top = inner.topViewController {
      let title = top.sceneTitle
      _ = inner.popViewController()
      return NavigationChange(.popped, "popped \"\(title)\"")
    }
    var node = leaf
    while let parent = node.parent {
      if let navigation = parent as? NavigationController, navigation.children.count > 1,
        navigation.topViewController === node
      {
        let popped = navigation.popViewController()
        let title = popped?.sceneTitle ?? ""
        return NavigationChange(.popped, "popped \"\(title)\"")
      }
      if let split = parent as? SplitViewController, split.isExpanded {
        // Side by side, a column's first scene has no Back button (UIKit shows none there).
        throw NavigationError(
          "nothing to go back to in the \(split.role(of: node)) column: \"\(leaf.sceneTitle)\" "
            + "is its first scene",
          fix: "act in another column: tap or select something there")
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
      try requireSwipeDown(node, leaf: leaf)
      node.trace("presentationControllerWillDismiss", "swiped down")
      presenter.dismissPresentedChain()
      node.trace("presentationControllerDidDismiss")
      return NavigationChange(.dismissed, "dismissed \"\(leaf.sceneTitle)\"")
    }
    throw NavigationError(
      "nothing to go back to: \"\(leaf.sceneTitle)\" is the first scene",
      fix: tabTitles.isEmpty
        ? "open a segue or select a row" : "choose a tab, open a segue or select a row")
  }

  /// Refuses `back` on a presented controller no gesture dismisses (full screen, or a sheet
  /// that is modal in presentation), saying what on screen leads out.
  private func requireSwipeDown(_ presented: ViewController, leaf: ViewController)
    throws(NavigationError)
  {
    let why: String
    switch presented.presentationStyle {
    case .sheet where !presented.isModalInPresentation: return
    case .sheet:
      presented.trace("presentationControllerDidAttemptToDismiss", "swipe refused")
      why = "is modal in presentation: a swipe down does not dismiss it"
    case .fullScreen where presented.isPresentedInContext,
      .overFullScreen where presented.isPresentedInContext:
      let definer = presented.presentingStorage?.className ?? "its presenter"
      why =
        "covers the current context of \(definer) (modalPresentationStyle): no gesture "
        + "dismisses it"
    case .fullScreen, .overFullScreen:
      why = "covers the full screen (modalPresentationStyle): no gesture dismisses it"
    }
    // Over a split-view column's context the other columns stay: what they show is no way
    // out of this scene, but acting there is.
    let columns = presented.isPresentedInContext ? besideColumns : []
    let titles = columns.isEmpty ? enabledBarButtonTitles : enabledButtonTitles(of: [leaf])
    let tabs = visibleTabBarController?.otherTabTitles ?? []
    var fix =
      titles.isEmpty
      ? "nothing on screen leads out: app code must dismiss it"
      : "tap what leads out: \(titles.joined(separator: ", "))"
    if !tabs.isEmpty {
      fix =
        (titles.isEmpty ? "" : fix + ", or ")
        + "choose another tab (the tab bar stays on screen): \(tabs.joined(separator: ", "))"
    } else if !columns.isEmpty {
      fix =
        (titles.isEmpty ? "" : fix + ", or ")
        + "act in the column beside it (the split view's other columns stay on screen): "
        + columns.map(\.sceneTitle).joined(separator: ", ")
    }
    throw NavigationError("\"\(leaf.sceneTitle)\" \(why)", fix: fix)
  }

  /// `tab NAME`: selects a tab by title (any case) or number.
  func selectTabBody(_ name: String) throws(NavigationError) -> NavigationChange {
    let leaf = visibleController
    guard let tabs = visibleTabBarController else {
      let covered =
        window.rootViewController.map { $0.contentLeaf.tabBarController != nil } ?? false
      throw NavigationError.notFound(
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
      throw NavigationError.notFound(
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
  func deleteBody(row reference: RowReference, drawn: DrawnRow?)
    throws(NavigationError) -> NavigationChange
  {
    let leaf = tableController
    let (table, path) = try resolve(reference, drawn: drawn, in: leaf, for: "delete")
    let number = table.offset(of: path) + 1
    let text = table.cellForRow(at: path)?.displayText ?? ""
    guard leaf.tableView(table, canEditRowAt: path) else {
      throw NavigationError(
        "row \(number) (\(VisibleText.quoted(text))) can't be deleted in \"\(leaf.sceneTitle)\"",
        fix: "\(leaf.className).tableView(_:canEditRowAt:) returns false")
    }
    if let id = table.cellForRow(at: path)?.specID { leaf.noteExercised(.row, id) }
    leaf.trace("tableView(_:commit:forRowAt:)", "delete \(number) \(text)")
    leaf.tableView(table, commit: .delete, forRowAt: path)
    table.reloadData()
    // Cut as errors cut: a name another program stored may be megabytes long.
    return NavigationChange(.updated, "deleted \(VisibleText.quoted(text)) (was row \(number))")
  }

  /// `undo`: runs the newest registered undo. Tried once: refused (another roster changed the
  /// data since), it is dropped, so the change before it is next; refused only because the
  /// store was busy (a wait given up with Ctrl-C), it is kept for the next `undo`.
  func undoBody() throws(NavigationError) -> NavigationChange {
    guard let action = context.undoManager.takeLast() else {
      throw NavigationError(
        "nothing to undo", fix: "undo takes back this shell's last delete, add or edit")
    }
    do {
      try action.undo()
    } catch var error as NavigationError {
      if error.isRetryable { context.undoManager.putBack(action) }
      if error.origin == .session || error.origin == .notFound { error.origin = .app }
      throw error
    } catch {
      var failure = NavigationError("could not undo \(action.name): \(error)")
      failure.origin = .app
      throw failure
    }
    return NavigationChange(.updated, "undid \(action.name)")
  }

  /// The row a reference names now. Its cell is asked afresh (cells drawn earlier may show what
  /// the row held then) and is what the action's controller sees at `cellForRow(at:)`.
  ///
  /// A number typed from a drawing (`drawn`) means the row as drawn: when its cell's identity
  /// differs now (deleted or moved elsewhere, another shell's change), nothing is done.
  ///
  /// A text more than one row shows is refused, naming their numbers: which one was meant is
  /// not guessed (`delete Ray` with two Rays must not delete the first unasked). `command` is
  /// the command to say again with a number.
  private func resolve(
    _ reference: RowReference, drawn: DrawnRow? = nil, in leaf: ViewController,
    for command: String
  ) throws(NavigationError) -> (TableView, IndexPath) {
    guard let table = leaf.tableView else {
      throw NavigationError.notFound(
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
        throw NavigationError.notFound(
          "no row \(number) in \"\(leaf.sceneTitle)\": it has \(count) row\(count == 1 ? "" : "s")",
          fix: count == 0 ? "nothing to select here" : "rows are numbered 1 to \(count)")
      }
      return (table, path)
    case .text(let text):
      var paths = leaf.rowIndexes(forText: text, limit: Self.sameTextRowsShown + 1)
      // The lookup and the cell are two reads: a row deleted or put back before this one in
      // between (another roster) shifts the rows, and the cell read now — what the action gets,
      // by its identity — would be a neighbour. It must still show the name; when it does not,
      // the name is looked up again (it only moved), a few times before giving up.
      var attempts = 1
      while paths.count == 1 {
        let shown = table.cellForRow(at: paths[0])?.displayText
        if shown == text || shown?.lowercased() == text.lowercased() { return (table, paths[0]) }
        guard attempts < Self.nameLookupAttempts else {
          var error = NavigationError(
            "\(VisibleText.quoted(text)) moved while it was looked up (another roster changed "
              + "the list)", fix: "pick again")
          error.drawingIsStale = true
          throw error
        }
        attempts += 1
        // A new look: what the app read in this command's turn is known to be stale.
        restartTurn()
        table.reloadData()
        paths = leaf.rowIndexes(forText: text, limit: Self.sameTextRowsShown + 1)
      }
      if paths.count > 1 {
        let numbers = paths.prefix(Self.sameTextRowsShown).map { table.offset(of: $0) + 1 }
        let more = paths.count > Self.sameTextRowsShown
        throw NavigationError(
          "\(more ? "more than \(Self.sameTextRowsShown)" : "\(paths.count)") rows are named "
            + "\(VisibleText.quoted(text)) in \"\(leaf.sceneTitle)\" (rows "
            + numbers.map(String.init).joined(separator: ", ") + (more ? ", …" : "") + ")",
          fix: "say which: \(command) \(numbers[0])")
      }
      let candidates = leaf.rowTexts(withPrefix: "", limit: 200)
      throw NavigationError.notFound(
        "no row \"\(text)\" in \"\(leaf.sceneTitle)\"",
        fix: Suggestion.didYouMean(text, among: candidates)
          ?? "use a row's number or its exact text")
    }
  }

  /// How many rows sharing a text an ambiguous `select`/`delete` lists by number.
  static let sameTextRowsShown = 5

  /// How many times a name whose row moved between lookup and read is looked up before the
  /// command is refused (8 shells deleting at once on PostgreSQL: about 30% of first lookups).
  static let nameLookupAttempts = 5

  private func senderObject(for source: SegueSource, in leaf: ViewController) -> AnyObject? {
    switch source {
    case .controller: return nil
    case .cell(let id), .barButtonItem(let id), .button(let id), .gestureRecognizer(let id),
      .other(let id):
      return leaf.object(withID: id)
    }
  }
}
